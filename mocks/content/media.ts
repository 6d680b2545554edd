import type { MediaItem } from './types.ts';

/** Media library. The files are drawn from `art` by mocks/wordpress/media.ts at set-up. */
export const media: MediaItem[] = [
  {
    databaseId: 501,
    title: 'Serverruimte in een Nederlands datacenter',
    slug: 'datacenter-serverruimte',
    altText: 'Rijen servers in een koel verlicht Nederlands datacenter',
    file: '2026/10/datacenter-serverruimte.jpg',
    mimeType: 'image/jpeg',
    width: 1600,
    height: 1067,
    date: '2026-10-02T09:12:00',
    art: { from: '#0b2545', to: '#1d4ed8', motif: 'servers' },
  },
];
