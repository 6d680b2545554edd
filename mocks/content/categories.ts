import type { Category } from './types.ts';

/** Kennisbank categories. Id 1 is WordPress's default category; the site never shows it as a chip. */
export const CATEGORY = {
  none: 1,
  cloudServers: 2,
  cloudWorkplace: 3,
  security: 4,
  backup: 5,
  microsoft365: 6,
  news: 7,
  migration: 8,
} as const;

export const categories: Category[] = [
  { databaseId: CATEGORY.none, name: 'Geen categorie', slug: 'geen-categorie', description: null },
  {
    databaseId: CATEGORY.cloudServers,
    name: 'Cloud servers',
    slug: 'cloud-servers',
    description: 'Alles over virtuele servers: kiezen, inrichten, beheren en opschalen.',
  },
  {
    databaseId: CATEGORY.cloudWorkplace,
    name: 'Cloud werkplek',
    slug: 'cloud-werkplek',
    description: 'Werken vanaf elke plek met een cloud pc of cloud werkplek.',
  },
  {
    databaseId: CATEGORY.security,
    name: 'Beveiliging',
    slug: 'beveiliging',
    description: 'Praktische tips om je organisatie, accounts en data te beschermen.',
  },
  {
    databaseId: CATEGORY.backup,
    name: 'Back-up & herstel',
    slug: 'back-up-en-herstel',
    description: 'Back-ups, snapshots en een plan voor als het toch misgaat.',
  },
  {
    databaseId: CATEGORY.microsoft365,
    name: 'Microsoft 365',
    slug: 'microsoft-365',
    description: 'Teams, SharePoint, OneDrive en Exchange slim inzetten.',
  },
  { databaseId: CATEGORY.news, name: 'Nieuws', slug: 'nieuws', description: 'Nieuws van en over Wolkwerk Cloud.' },
  {
    databaseId: CATEGORY.migration,
    name: 'Overstappen',
    slug: 'overstappen',
    description: 'Van eigen server of andere provider naar de Nederlandse cloud.',
  },
];
