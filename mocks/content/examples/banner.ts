/** Named examples of the Banner layouts (docs/behaviour/blocks.md#banners). */
import { fixtureBlockOn } from '../select.ts';
import type { BannerBlock, BannerStyletype } from '../types.ts';
import { LONG_TITLE, longWord } from './long-dutch.ts';
import type { BlockExamples } from './types.ts';

const home = fixtureBlockOn('/', 'Banner', 'banner_default');
const landing = fixtureBlockOn('/cloudstatus/', 'Banner', 'banner_landing');
const vps = fixtureBlockOn('/diensten/vps/', 'Banner', 'banner_service');

/** A landing description with long compounds, a list and a link. */
export const LONG_LANDING_DESCRIPTION = `<p>Informatiebeveiligingsmanagementsysteemcertificeringstrajecten en bedrijfscontinuïteitsplanningsdocumentatie: we nemen ze samen met je door, van de eerste inventarisatie tot de laatste controle.</p>
<ul>
<li>Arbeidsongeschiktheidsverzekeringsmaatschappijen</li>
<li>Hoogspanningsverbindingsonderhoudswerkzaamheden</li>
<li>Kinderdagverblijfsmedewerkersopleidingsprogramma’s</li>
</ul>
<p>Lees er <a href="/kennisbank/">meer over in de kennisbank</a>.</p>`;

export const bannerExamples = {
  banner_default: {
    default: home,
    minimal: { kind: 'Banner', styletype: 'banner_default', title: 'Over ons' },
    longContent: {
      ...home,
      label: longWord(1),
      title: LONG_TITLE,
      links: [
        ...(home.links ?? []),
        { link: { url: '/diensten/', title: 'Bekijk al onze clouddiensten voor organisaties', target: '' }, theme: 'blue_outlined' },
        { link: { url: '/contact/', title: 'Neem contact op met een adviseur', target: '' }, theme: 'orange_outlined' },
        { link: { url: '/kennisbank/', title: 'Lees de kennisbankartikelen', target: '' }, theme: 'black' },
        { link: { url: 'https://operator.wolkwerk.nl/login', title: 'Inloggen Operator', target: '_blank' }, theme: 'blue_outlined' },
      ],
    },
  },
  banner_landing: {
    default: landing,
    minimal: { kind: 'Banner', styletype: 'banner_landing', title: 'Cloudscan', description: null, links: null },
    longContent: {
      kind: 'Banner',
      styletype: 'banner_landing',
      title: LONG_TITLE,
      description: LONG_LANDING_DESCRIPTION,
      links: [
        ...(landing.links ?? []),
        {
          link: { url: '/offerte-aanvragen/', title: 'Stel je pakket samen voor de hele organisatie', target: '' },
          theme: 'orange_outlined',
        },
        { link: { url: '/contact/', title: 'Neem contact op met een adviseur', target: '' }, theme: 'blue_outlined' },
        { link: { url: '/kennisbank/', title: 'Lees eerst de kennisbankartikelen', target: '' }, theme: 'white_outlined' },
      ],
    },
  },
  banner_post: {
    // banner_post takes title, date, author, categories and image from its post (the page context).
    default: fixtureBlockOn('/kennisbank/wat-is-een-vps/', 'Banner', 'banner_post'),
    minimal: { kind: 'Banner', styletype: 'banner_post' },
    longContent: { kind: 'Banner', styletype: 'banner_post', title: LONG_TITLE },
  },
  banner_service: {
    default: vps,
    minimal: { kind: 'Banner', styletype: 'banner_service', title: 'Onze diensten', links: null, services: null },
    longContent: {
      ...vps,
      title: LONG_TITLE,
      links: [
        ...(vps.links ?? []),
        { link: { url: '/contact/', title: 'Neem contact op met een van onze adviseurs', target: '' }, theme: 'orange_outlined' },
      ],
      services: [
        { ...vps.services![2]!, title: 'Cloudwerkplekvoorzieningen' },
        {
          title: 'Informatiebeveiligingsmanagementsysteem',
          sortNumber: 4,
          link: { url: '/diensten/beveiliging/', title: 'Beveiliging', target: '' },
          image: vps.services![0]!.image,
        },
        {
          title: 'Bedrijfscontinuïteitsvoorziening',
          sortNumber: 5,
          link: { url: '/diensten/continuiteit/', title: 'Continuïteit', target: '' },
          image: vps.services![1]!.image,
        },
        { ...vps.services![0]!, title: 'Virtueleprivéserverhosting' },
        vps.services![1]!,
      ],
    },
  },
} satisfies Record<BannerStyletype, BlockExamples<BannerBlock>>;
