import { button } from './helpers.ts';
import { PAGE } from './ids.ts';
import { IMG } from './media.ts';
import type { Fragment, UspItem } from './types.ts';

/** Reusable fragments (custom post type 'fragment'), pulled into pages by Fragment blocks. */
export const FRAGMENT = {
  contactCta: 900,
  whyWolkwerk: 901,
} as const;

/** The four reasons to choose Wolkwerk; also used on the about page. */
export const WHY_WOLKWERK_USPS: UspItem[] = [
  {
    icon: IMG.iconNetherlands,
    title: 'Je data blijft in Nederland',
    description: 'Al je servers, werkplekken en back-ups draaien in twee ISO 27001-gecertificeerde datacenters in Amsterdam en Rotterdam.',
    link: PAGE.datacenters,
  },
  {
    icon: IMG.iconSupport,
    title: '24/7 bereikbaar',
    description:
      'Onze eigen servicedesk in Utrecht staat dag en nacht voor je klaar. Je krijgt altijd een specialist aan de lijn, geen callcenter.',
    link: PAGE.contact,
  },
  {
    icon: IMG.iconFixedPrice,
    title: 'Vaste prijs per maand',
    description: 'Je betaalt een vast bedrag per maand, zonder verrassingen achteraf. Opschalen of afschalen kan maandelijks.',
    link: null,
  },
  {
    icon: IMG.iconMigration,
    title: 'Eenvoudig overstappen',
    description: 'We verhuizen je servers, bestanden en e-mail voor je, zonder dat je team stil komt te staan.',
    link: PAGE.migration,
  },
];

export const fragments: Fragment[] = [
  {
    databaseId: FRAGMENT.contactCta,
    title: 'Contact CTA',
    slug: 'contact-cta',
    blocks: [
      {
        kind: 'Content',
        styletype: 'content_cta',
        sectionId: 'contact',
        title: 'Benieuwd wat de cloud voor jou kan betekenen?',
        description:
          '<p>Onze adviseurs denken graag met je mee, zonder verkooppraatje. Plan een vrijblijvend gesprek of laat je terugbellen op een moment dat jou uitkomt.</p>',
        links: [button('/terugbellen/', 'Bel mij nu terug', 'orange'), button('/contact/', 'Neem contact op', 'white_outlined')],
        imageDesktop: { image: IMG.ctaAdvisor, position: 'center' },
      },
    ],
  },
  {
    databaseId: FRAGMENT.whyWolkwerk,
    title: 'Waarom Wolkwerk',
    slug: 'waarom-wolkwerk',
    blocks: [
      {
        kind: 'Repeat',
        styletype: 'repeat_usps',
        sectionId: 'waarom-wolkwerk',
        title: 'Waarom kiezen voor Wolkwerk?',
        view: 'default',
        usps: WHY_WOLKWERK_USPS,
      },
    ],
  },
];
