/**
 * Fixture look-ups and long-content material shared by the Content block stories.
 */
import { expect } from 'storybook/test';
import { content, findPage } from '../../../mocks/content/index.ts';
import { toGatsbyBlock, type GatsbyMediaOptions } from '../../../mocks/content/gatsby-shape.ts';
import { findBlock } from '../../../mocks/content/select.ts';
import type { ButtonItem, ContentBlock as FixtureContentBlock } from '../../../mocks/content/types.ts';
import type { ContentBlock } from '../../../src/blocks/content/fragment';
import type { PageContext } from '../../../src/blocks/types';

/** The first Content block of a styletype on the page at `uri`. */
export function contentFixture(uri: string, styletype: string): FixtureContentBlock {
  return findBlock(findPage(uri)!.blocks, 'Content', styletype);
}

/** The first Content block of a styletype in a reusable fragment. */
export function fragmentContentFixture(styletype: string): FixtureContentBlock {
  const block = content.fragments
    .flatMap((fragment) => fragment.blocks)
    .find((candidate): candidate is FixtureContentBlock => candidate.kind === 'Content' && candidate.styletype === styletype);
  if (!block) throw new Error(`No Content/${styletype} block in the fixture fragments`);
  return block;
}

/** A fixture block in the shape the ContentBlock fragment returns. */
export function asBlock(block: FixtureContentBlock, options?: GatsbyMediaOptions): ContentBlock {
  return toGatsbyBlock(block, 'Page', options) as ContentBlock;
}

export function pageOf(uri: string): PageContext {
  const page = findPage(uri)!;
  return { uri: page.uri, title: page.title, featuredImage: null };
}

export const MOBILE = { viewport: { value: 'mobile', isRotated: false } } as const;
export const TABLET = { viewport: { value: 'tablet', isRotated: false } } as const;

/** Long Dutch compounds: they must wrap (hyphenate) instead of pushing the page sideways. */
export const LONG_TITLE = 'Bedrijfscontinuïteitsverzekeringsvoorwaardenoverzicht voor informatiebeveiligingsmanagementsystemen';
export const LONG_LABEL = 'Arbeidsongeschiktheidsverzekeringsmaatschappijen';
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

/** Nothing sticks out sideways: no element of the story is wider than the viewport. */
export async function expectNoHorizontalOverflow(canvasElement: HTMLElement) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  for (const heading of canvasElement.querySelectorAll<HTMLElement>('h1, h2')) {
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  }
}
