/**
 * Long content for the Content block stories: WordPress text, pointers and buttons full of
 * long Dutch compounds, and the check the long-content stories share (the helpers of every
 * block kind are in stories/support/blocks.ts).
 */
import { expect, within } from 'storybook/test';
import type { ButtonItem } from '../../../mocks/content/types.ts';
import { expectHeadingsFit } from '../../support/blocks';

export const LONG_HTML = `<p>Met een informatiebeveiligingsmanagementsysteemcertificering en een bedrijfscontinuïteitsplan laat je zien dat je ${'beveiligingsincidentenafhandelingsprocedures '.repeat(2)}serieus neemt.</p>
<p>${'Onze adviseurs helpen je met de gegevensbeschermingseffectbeoordeling, de verwerkersovereenkomst en de overstap naar de Nederlandse cloud. '.repeat(4)}</p>
<ul><li>Hoogbeschikbaarheidsclusterconfiguratie</li><li>Noodstroomvoorzieningsonderhoudscontracten</li><li>Netwerksegmentatiebeleidsdocumentatie</li></ul>`;
export const LONG_POINTERS = [
  'Hoogbeschikbaarheidsclusterconfiguratie',
  'Noodstroomvoorzieningsonderhoudscontracten',
  'Gegevensbeschermingseffectbeoordelingen',
  'Netwerksegmentatie',
  'Tweestapsverificatie voor alle medewerkers',
  'Dagelijkse back-up',
  'Monitoring dag en nacht',
  'Firewallbeheer',
  'Beveiligingsupdates binnen vierentwintig uur',
  'Ondersteuning in het Nederlands',
].join(', ');
export const LONG_LINKS: ButtonItem[] = [
  { link: { url: '/offerte-aanvragen/', title: 'Vraag vrijblijvend een offerte aan', target: '' }, theme: 'orange' },
  { link: { url: '/contact/', title: 'Neem contact op met een adviseur', target: '' }, theme: 'blue_outlined' },
  { link: { url: '/kennisbank/', title: 'Lees meer in de kennisbank', target: '' }, theme: 'orange_outlined' },
];

/** A block with LONG_LINKS shows all of them, and nothing sticks out sideways. */
export async function expectLongLinksFit(canvasElement: HTMLElement) {
  await expect(within(canvasElement).getAllByRole('link')).toHaveLength(LONG_LINKS.length);
  await expectHeadingsFit(canvasElement);
}
