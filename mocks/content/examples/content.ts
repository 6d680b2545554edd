/** Named examples of the Content layouts (docs/behaviour/blocks.md#content-blocks). */
import { FRAGMENT, findFragment } from '../index.ts';
import { fixtureBlockOn } from '../select.ts';
import type { ContentBlock, ContentStyletype } from '../types.ts';
import { LONG_HTML, LONG_LABEL, LONG_LINKS, LONG_POINTERS, LONG_TITLE } from './long-dutch.ts';
import type { BlockExamples } from './types.ts';

const contactCtaFragment = findFragment(FRAGMENT.contactCta);
if (!contactCtaFragment) throw new Error(`No fixture fragment ${FRAGMENT.contactCta}`);

const withImage = fixtureBlockOn('/diensten/vps/', 'Content', 'content_block_with_pointers');
const customer = fixtureBlockOn('/', 'Content', 'content_image_with_quote');
const cloudPc = fixtureBlockOn('/diensten/cloud-pc/', 'Content', 'content_image_with_pointers');
const textRight = fixtureBlockOn('/diensten/cloud-pc/', 'Content', 'content_image_with_text');
const whitepaper = fixtureBlockOn('/overstappen/', 'Content', 'content_whitepaper');
const contactCta = fixtureBlockOn(contactCtaFragment, 'Content', 'content_cta');
const cloudscan = fixtureBlockOn('/cloudstatus/ontdekken/', 'Content', 'content_enclose');

export const contentExamples = {
  content_block_with_pointers: {
    default: fixtureBlockOn('/', 'Content', 'content_block_with_pointers'),
    minimal: { kind: 'Content', styletype: 'content_block_with_pointers', title: 'Zo werkt het' },
    longContent: { ...withImage, label: LONG_LABEL, title: LONG_TITLE, description: LONG_HTML, pointers: LONG_POINTERS, links: LONG_LINKS },
  },
  content_title_with_text: {
    default: fixtureBlockOn('/diensten/', 'Content', 'content_title_with_text'),
    minimal: { kind: 'Content', styletype: 'content_title_with_text', title: 'Over de functie' },
    longContent: {
      kind: 'Content',
      styletype: 'content_title_with_text',
      title: LONG_TITLE,
      description: LONG_HTML.repeat(3),
      links: LONG_LINKS,
    },
  },
  content_image_with_quote: {
    default: customer,
    minimal: {
      kind: 'Content',
      styletype: 'content_image_with_quote',
      description: '<p>“Eindelijk een provider die de telefoon opneemt.”</p>',
    },
    longContent: {
      ...customer,
      title: LONG_TITLE,
      label: `${LONG_LABEL}, informatiebeveiligingsfunctionaris en gegevensbeschermingsverantwoordelijke`,
      description: `<p>“${'Dankzij de hoogbeschikbaarheidsclusterconfiguratie van Wolkwerk hebben we geen onderhoudsvensters meer. '.repeat(5)}”</p>`,
    },
  },
  content_image_with_pointers: {
    default: cloudPc,
    minimal: { kind: 'Content', styletype: 'content_image_with_pointers', title: 'Gebouwd op zekerheid' },
    longContent: { ...cloudPc, title: LONG_TITLE, description: LONG_HTML, pointers: LONG_POINTERS, links: LONG_LINKS },
  },
  content_image_with_text: {
    default: fixtureBlockOn('/diensten/vps/', 'Content', 'content_image_with_text'),
    minimal: { kind: 'Content', styletype: 'content_image_with_text', title: 'Duurzaam gehost' },
    longContent: { ...textRight, title: LONG_TITLE, description: LONG_HTML, links: LONG_LINKS },
  },
  content_whitepaper: {
    default: whitepaper,
    minimal: { kind: 'Content', styletype: 'content_whitepaper', title: 'In vijf stappen naar de cloud' },
    longContent: { ...whitepaper, label: LONG_LABEL, title: LONG_TITLE, description: LONG_HTML, links: LONG_LINKS },
  },
  content_cta: {
    default: contactCta,
    minimal: { kind: 'Content', styletype: 'content_cta', title: 'Hulp nodig?' },
    // On the dark panel: the first button orange, the others white outlined.
    longContent: {
      ...contactCta,
      title: LONG_TITLE,
      description: LONG_HTML,
      links: LONG_LINKS.map((item, position) => ({ ...item, theme: position === 0 ? 'orange' : 'white_outlined' })),
    },
  },
  content_enclose: {
    default: cloudscan,
    minimal: { kind: 'Content', styletype: 'content_enclose', title: 'Cloudscan' },
    longContent: { ...cloudscan, title: LONG_TITLE, description: LONG_HTML },
  },
} satisfies Record<ContentStyletype, BlockExamples<ContentBlock>>;
