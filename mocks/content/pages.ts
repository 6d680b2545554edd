import type { Page } from './types.ts';

export const pages: Page[] = [
  {
    databaseId: 2,
    title: 'Home',
    slug: 'home',
    uri: '/',
    date: '2026-09-01T10:00:00',
    modified: '2026-11-18T14:30:00',
    isFrontPage: true,
    featuredImage: 501,
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Cloud uit Nederland',
        title: 'Jouw servers, werkplekken en data veilig in de Nederlandse cloud',
        links: [
          {
            link: { url: '/offerte-aanvragen/', title: 'Stel je pakket samen', target: '' },
            theme: 'orange',
          },
          {
            link: { url: '/cloudstatus/ontdekken/', title: 'Ontdek je cloudstatus', target: '' },
            theme: 'blue_outlined',
          },
        ],
      },
    ],
  },
  {
    databaseId: 14,
    title: 'Ontdek je cloudstatus',
    slug: 'ontdekken',
    uri: '/cloudstatus/ontdekken/',
    date: '2026-09-04T09:00:00',
    modified: '2026-11-10T11:15:00',
    featuredImage: null,
    blocks: [
      {
        kind: 'Banner',
        styletype: 'banner_default',
        label: 'Cloudscan in 5 minuten',
        title: 'Ontdek je cloudstatus',
        links: [{ link: { url: '/', title: 'Terug naar home', target: '' }, theme: 'orange_outlined' }],
      },
    ],
  },
];
