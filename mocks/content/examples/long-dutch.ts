/**
 * Long Dutch copy for the long-content examples: compounds that must wrap (hyphenate) and
 * never push the page sideways. One source for the block examples, the stories and the tests.
 */
import type { ButtonItem } from '../types.ts';

export const LONG_WORDS = [
  'Bedrijfscontinuïteitsplanningsdocumentatie',
  'Informatiebeveiligingsmanagementsysteemcertificering',
  'Hoogbeschikbaarheidsclusterconfiguratie',
  'Arbeidsongeschiktheidsverzekeringsmaatschappij',
  'Gegevensbeschermingseffectbeoordeling',
  'Netwerksegmentatiebeleidsafspraken',
] as const;

/** One of the long words, cycling through them. */
export const longWord = (index: number) => LONG_WORDS[index % LONG_WORDS.length]!;

/** A paragraph of WordPress HTML with three long words, different for each index. */
export const longParagraph = (index: number) =>
  `<p>Met onze ${longWord(index).toLowerCase()} en de ${longWord(index + 1).toLowerCase()} weet je precies waar je aan toe bent. Zo blijft je organisatie ook bij een storing gewoon doorwerken, en houden wij de ${longWord(index + 2).toLowerCase()} voor je bij.</p>`;

export const LONG_TITLE = 'Bedrijfscontinuïteitsverzekeringsvoorwaardenoverzicht voor informatiebeveiligingsmanagementsystemen';
export const LONG_LABEL = 'Arbeidsongeschiktheidsverzekeringsmaatschappijen';

/** WordPress text with long compounds, a long paragraph and a list. */
export const LONG_HTML = `<p>Met een informatiebeveiligingsmanagementsysteemcertificering en een bedrijfscontinuïteitsplan laat je zien dat je ${'beveiligingsincidentenafhandelingsprocedures '.repeat(2)}serieus neemt.</p>
<p>${'Onze adviseurs helpen je met de gegevensbeschermingseffectbeoordeling, de verwerkersovereenkomst en de overstap naar de Nederlandse cloud. '.repeat(4)}</p>
<ul><li>Hoogbeschikbaarheidsclusterconfiguratie</li><li>Noodstroomvoorzieningsonderhoudscontracten</li><li>Netwerksegmentatiebeleidsdocumentatie</li></ul>`;

/** Ten comma-separated pointers, several of them long compounds. */
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

/** Three buttons with long titles. */
export const LONG_LINKS: ButtonItem[] = [
  { link: { url: '/offerte-aanvragen/', title: 'Vraag vrijblijvend een offerte aan', target: '' }, theme: 'orange' },
  { link: { url: '/contact/', title: 'Neem contact op met een adviseur', target: '' }, theme: 'blue_outlined' },
  { link: { url: '/kennisbank/', title: 'Lees meer in de kennisbank', target: '' }, theme: 'orange_outlined' },
];

/** A long form description full of Dutch compounds. */
export const LONG_DESCRIPTION = `<p>${'Vul het formulier in voor een vrijblijvende arbeidsongeschiktheidsverzekeringsmaatschappijvergelijking en een persoonlijk overstapplan. '.repeat(4)}</p><p>Wij nemen binnen één werkdag contact met je op over je <strong>cloudmigratievoorbereidingswerkzaamheden</strong>.</p>`;
