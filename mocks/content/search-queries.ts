/**
 * What Dutch visitors type into the Kennisbank's search box, and which fixture posts
 * (by slug) each query must and must not find: spelling variants, plurals, typos, two or more
 * words, category names and nonsense. src/kennisbank/listing/search.test.ts runs the table on
 * the fixture posts; bench/search-index.ts runs it again with 10,000 generated posts added, where
 * the same fixture posts must still be found and not found.
 */

export interface SearchQueryCase {
  query: string;
  /** Why a visitor types it like this. */
  kind: 'variant' | 'compound' | 'accents' | 'plural' | 'typo' | 'words' | 'category' | 'nonsense';
  /** Fixture posts the query must find. */
  finds: readonly string[];
  /** Fixture posts it must not find. */
  misses?: readonly string[];
  /** `finds` is every fixture post it finds. */
  exactly?: boolean;
  /** The first results, in any order: these posts rank above every other hit. */
  top?: readonly string[];
}

/** 'back-up', 'backup', 'back up' and 'Back-ups' are one word to a visitor. */
const BACKUP_TITLES = ['back-up-testen', 'snapshot-of-back-up', 'microsoft-365-back-up', 'de-3-2-1-regel-voor-back-ups'];
const BACKUP: Pick<SearchQueryCase, 'finds' | 'misses' | 'top'> = {
  // The four titles, an excerpt ('je back-ups') and a post in the category 'Back-up & herstel'.
  finds: [...BACKUP_TITLES, 'tweede-datacenter-rotterdam', 'disaster-recovery-plan'],
  misses: ['wat-is-een-vps', 'phishing-herkennen', 'kosten-cloud-werkplek'],
  top: BACKUP_TITLES,
};
const CLOUD_WORKPLACE: Pick<SearchQueryCase, 'finds' | 'misses'> = {
  // Two titles with 'cloud werkplek' and a post in the category 'Cloud werkplek'.
  finds: ['veilig-thuiswerken-cloud-werkplek', 'kosten-cloud-werkplek', 'cloud-pc-of-laptop'],
  misses: ['wat-is-een-vps', 'de-3-2-1-regel-voor-back-ups'],
};
const PASSWORDS = ['wachtwoordbeleid-2026', 'tweestapsverificatie-instellen', 'nieuwe-medewerker-snel-aan-de-slag'];

export const SEARCH_QUERY_CASES: readonly SearchQueryCase[] = [
  // The example: one word, four ways.
  { query: 'back-up', kind: 'variant', ...BACKUP },
  { query: 'backup', kind: 'variant', ...BACKUP },
  { query: 'back up', kind: 'variant', ...BACKUP },
  { query: 'BACK-UPS', kind: 'variant', ...BACKUP },
  { query: 'cloudwerkplek', kind: 'compound', ...CLOUD_WORKPLACE },
  { query: 'cloud-werkplek', kind: 'compound', ...CLOUD_WORKPLACE },
  { query: 'phishing mail', kind: 'compound', finds: ['phishing-herkennen'], exactly: true },
  { query: 'twee-staps-verificatie', kind: 'compound', finds: ['tweestapsverificatie-instellen'], exactly: true },
  {
    query: 'NVMe opslag',
    kind: 'compound',
    finds: ['nvme-opslag-uitgelegd', 'nieuwe-pakketten-2026'],
    misses: ['ram-of-vcpu-upgraden'],
    exactly: true,
  },
  { query: 'iso27001', kind: 'compound', finds: ['iso-27001-en-nen-7510', 'iso-27001-hercertificering'], exactly: true },
  {
    query: 'cloudpc',
    kind: 'compound',
    finds: ['cloud-pc-voor-ontwerpers', 'cloud-pc-of-laptop', 'nieuwe-pakketten-2026'],
    misses: ['kosten-cloud-werkplek'],
    exactly: true,
  },
  { query: 'kopieën', kind: 'accents', finds: ['de-3-2-1-regel-voor-back-ups'], exactly: true },
  { query: 'KOPIE', kind: 'accents', finds: ['de-3-2-1-regel-voor-back-ups'], exactly: true },
  { query: 'privelaptops', kind: 'accents', finds: ['veilig-thuiswerken-cloud-werkplek'], exactly: true },
  {
    query: 'servers',
    kind: 'plural',
    finds: ['server-in-de-meterkast-vervangen', 'windows-server-2016-einde-ondersteuning', 'nvme-opslag-uitgelegd', 'wat-is-een-vps'],
    misses: ['phishing-herkennen', 'teams-sharepoint-onedrive'],
  },
  {
    query: 'werkplekken',
    kind: 'plural',
    finds: ['veilig-thuiswerken-cloud-werkplek', 'kosten-cloud-werkplek'],
    misses: ['wat-is-een-vps'],
  },
  { query: 'wachtwoorden', kind: 'plural', finds: PASSWORDS, exactly: true },
  { query: 'datacenters', kind: 'plural', finds: ['tweede-datacenter-rotterdam', 'iso-27001-hercertificering'], exactly: true },
  { query: 'medewerkers', kind: 'plural', finds: ['nieuwe-medewerker-snel-aan-de-slag', 'copilot-rechten-op-orde'], exactly: true },
  { query: 'laptops', kind: 'plural', finds: ['cloud-pc-of-laptop', 'nieuwe-medewerker-snel-aan-de-slag'], exactly: true },
  { query: 'vraag', kind: 'plural', finds: ['avg-en-de-cloud'], misses: ['wat-is-een-vps'] },
  { query: 'wachtwood', kind: 'typo', finds: PASSWORDS, exactly: true },
  { query: 'ransomeware', kind: 'typo', finds: ['ransomware-schade-beperken'], exactly: true },
  { query: 'sharepiont', kind: 'typo', finds: ['teams-sharepoint-onedrive', 'bestanden-naar-sharepoint'], exactly: true },
  { query: 'tweestapverificatie', kind: 'typo', finds: ['tweestapsverificatie-instellen'], exactly: true },
  { query: 'vps linux', kind: 'words', finds: ['linux-of-windows-vps'], misses: ['wat-is-een-vps'], exactly: true },
  { query: 'microsoft 365 back-up', kind: 'words', finds: ['microsoft-365-back-up'], misses: ['teams-sharepoint-onedrive'], exactly: true },
  {
    query: 'Windows Server 2016',
    kind: 'words',
    finds: ['windows-server-2016-einde-ondersteuning'],
    misses: ['linux-of-windows-vps'],
    exactly: true,
  },
  { query: 'hoe werkt een vps', kind: 'words', finds: ['wat-is-een-vps'], misses: ['linux-of-windows-vps'], exactly: true },
  {
    query: 'wat kost een cloud werkplek',
    kind: 'words',
    finds: ['kosten-cloud-werkplek'],
    misses: ['wat-is-een-vps'],
    top: ['kosten-cloud-werkplek'],
  },
  {
    query: 'beveiliging',
    kind: 'category',
    finds: [
      'tweestapsverificatie-instellen',
      'phishing-herkennen',
      'ransomware-schade-beperken',
      'avg-en-de-cloud',
      'iso-27001-en-nen-7510',
    ],
    misses: ['wat-is-een-vps', 'kosten-cloud-werkplek', 'cloud-pc-of-laptop'],
    // The one title that says it ranks first.
    top: ['tweestapsverificatie-instellen'],
  },
  {
    query: 'overstappen',
    kind: 'category',
    finds: [
      'in-vijf-stappen-naar-de-cloud',
      'vps-grootte-kiezen',
      'bestanden-naar-sharepoint',
      'server-in-de-meterkast-vervangen',
      'kosten-cloud-werkplek',
    ],
    exactly: true,
  },
  {
    query: 'nieuws',
    kind: 'category',
    finds: ['tweede-datacenter-rotterdam', 'nieuwe-pakketten-2026', 'iso-27001-hercertificering', 'nieuw-de-cloudscan'],
    // The posts in Nieuws come before a typo's match ('nieuwe' in a title).
    top: ['tweede-datacenter-rotterdam', 'nieuwe-pakketten-2026', 'iso-27001-hercertificering', 'nieuw-de-cloudscan'],
  },
  {
    query: 'herstel',
    kind: 'category',
    finds: ['back-up-testen', 'disaster-recovery-plan', 'it-checklist-jaareinde'],
    misses: ['phishing-herkennen'],
  },
  { query: 'xyzzy', kind: 'nonsense', finds: [], exactly: true },
  { query: 'kubernetes', kind: 'nonsense', finds: [], exactly: true },
  { query: 'zzzgeenresultaat', kind: 'nonsense', finds: [], exactly: true },
  { query: 'de het een', kind: 'nonsense', finds: [], exactly: true },
];
