import type { MediaArt, MediaItem, PackageLevel } from './types.ts';

/** Media ids by name, so pages, posts and packages read as what they show. */
export const IMG = {
  // Photos
  datacenter: 501,
  cloudSkyline: 502,
  serviceVps: 503,
  serviceCloudPc: 504,
  serviceWorkplace: 505,
  team: 506,
  servicedesk: 507,
  homeWorking: 508,
  fibreCables: 509,
  securityLock: 510,
  backupStorage: 511,
  collaboration: 512,
  migrationMeeting: 513,
  whitepaperCover: 514,
  datacenterAisle: 515,
  flexDesk: 516,
  monitoring: 517,
  hybridWorking: 518,
  greenDatacenter: 519,
  contactAdvisor: 520,
  ctaAdvisor: 521,
  workplaceDemo: 522,
  devopsVacancy: 523,
  officeUtrecht: 524,
  // People (portraits)
  portraitMark: 530,
  portraitSanne: 531,
  portraitFatima: 532,
  portraitEva: 533,
  // Icons (USPs, whitepaper)
  iconNetherlands: 540,
  iconSupport: 541,
  iconSecurity: 542,
  iconBackup: 543,
  iconScalable: 544,
  iconFixedPrice: 545,
  iconMigration: 546,
  iconWhitepaper: 547,
  // Kennisbank images
  phishing: 560,
  password: 561,
  linuxTerminal: 562,
  teamsMeeting: 563,
  serverMove: 564,
  nvme: 565,
  officeEvening: 566,
  newsCloud: 567,
} as const;

/** The level icon of each package level. */
export const LEVEL_ICON: Record<PackageLevel, number> = {
  iron: 550,
  copper: 551,
  bronze: 552,
  silver: 553,
  gold: 554,
  platinum: 555,
  diamond: 556,
};

type Shape = 'photo' | 'wide' | 'portrait' | 'icon';

const SIZES: Record<Shape, { width: number; height: number }> = {
  photo: { width: 1600, height: 1067 },
  wide: { width: 1920, height: 1080 },
  portrait: { width: 1200, height: 1200 },
  icon: { width: 128, height: 128 },
};

function item(
  databaseId: number,
  slug: string,
  title: string,
  altText: string,
  date: string,
  shape: Shape,
  art: MediaArt,
): MediaItem {
  const png = shape === 'icon';
  const [year, month] = date.split('-');
  return {
    databaseId,
    title,
    slug,
    altText,
    file: `${year}/${month}/${slug}.${png ? 'png' : 'jpg'}`,
    mimeType: png ? 'image/png' : 'image/jpeg',
    ...SIZES[shape],
    date,
    art,
  };
}

const photo = (id: number, slug: string, title: string, alt: string, date: string, from: string, to: string, motif: MediaArt['motif']) =>
  item(id, slug, title, alt, date, 'photo', { from, to, motif });

const wide = (id: number, slug: string, title: string, alt: string, date: string, from: string, to: string, motif: MediaArt['motif']) =>
  item(id, slug, title, alt, date, 'wide', { from, to, motif });

const portrait = (id: number, slug: string, title: string, alt: string, date: string, from: string, to: string) =>
  item(id, slug, title, alt, date, 'portrait', { from, to, motif: 'people' });

/** Icons sit next to a title that says the same: decorative, so no alt text. */
const icon = (id: number, slug: string, title: string, from: string, to: string) =>
  item(id, slug, title, '', '2026-10-01T08:00:00', 'icon', { from, to, motif: 'icon' });

const level = (id: number, name: string, from: string, to: string) =>
  item(id, `niveau-${name.toLowerCase()}`, `Niveau ${name}`, '', '2026-10-01T08:30:00', 'icon', { from, to, motif: 'level' });

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
  wide(502, 'wolken-boven-utrecht', 'Wolken boven de skyline van Utrecht', 'Stapelwolken boven de skyline van Utrecht met de Domtoren', '2026-10-02T09:20:00', '#1e3a8a', '#38bdf8', 'cloud'),
  photo(503, 'dienst-vps', 'VPS: virtuele servers', 'Serverrack met blauw oplichtende statuslampjes', '2026-10-02T09:25:00', '#0f172a', '#2563eb', 'servers'),
  photo(504, 'dienst-cloud-pc', 'Cloud PC op een laptop', 'Laptop op een bureau met een Windows-bureaublad uit de cloud', '2026-10-02T09:27:00', '#1d4ed8', '#7dd3fc', 'desktop'),
  photo(505, 'dienst-cloud-werkplek', 'Cloud werkplek op kantoor', 'Drie collega’s werken met laptops aan een lange tafel op kantoor', '2026-10-02T09:29:00', '#0b2545', '#f97316', 'office'),
  photo(506, 'team-wolkwerk', 'Het team van Wolkwerk Cloud', 'Het team van Wolkwerk Cloud lacht in de kantine van het kantoor in Utrecht', '2026-10-03T10:00:00', '#f97316', '#fdba74', 'people'),
  photo(507, 'servicedesk-headset', 'Servicedesk aan de telefoon', 'Medewerker van de servicedesk met headset helpt een klant', '2026-10-03T10:05:00', '#0e7490', '#67e8f9', 'people'),
  photo(508, 'thuiswerken-laptop', 'Thuiswerken met een cloud pc', 'Iemand werkt thuis aan de keukentafel op een laptop', '2026-10-03T10:10:00', '#9a3412', '#fb923c', 'desktop'),
  photo(509, 'glasvezel-patchpaneel', 'Glasvezelkabels in een patchpaneel', 'Gekleurde glasvezelkabels in een patchpaneel', '2026-10-03T10:15:00', '#312e81', '#a78bfa', 'servers'),
  photo(510, 'digitaal-slot', 'Beveiliging', 'Digitaal hangslot boven een printplaat', '2026-10-03T10:20:00', '#111827', '#0d9488', 'abstract'),
  photo(511, 'back-up-opslag', 'Back-upopslag', 'Opslagsysteem met rijen harde schijven en groene lampjes', '2026-10-03T10:25:00', '#064e3b', '#34d399', 'servers'),
  photo(512, 'samenwerken-microsoft-365', 'Samenwerken in Microsoft 365', 'Collega’s werken samen aan een document op een groot scherm', '2026-10-03T10:30:00', '#1e40af', '#60a5fa', 'office'),
  photo(513, 'migratieplan-overleg', 'Overleg over een migratieplan', 'Adviseur bespreekt een migratieplan met een klant aan tafel', '2026-10-03T10:35:00', '#0b2545', '#94a3b8', 'people'),
  photo(514, 'whitepaper-cloudmigratie', 'Whitepaper: In vijf stappen naar de cloud', 'Omslag van de whitepaper In vijf stappen naar de cloud', '2026-10-03T10:40:00', '#f97316', '#0b2545', 'abstract'),
  wide(515, 'datacenter-gang', 'Gang in het datacenter in Amsterdam', 'Lange gang tussen serverkasten in het datacenter in Amsterdam', '2026-10-04T09:00:00', '#020617', '#1d4ed8', 'servers'),
  photo(516, 'flexplek-koffie', 'Flexplek met koffie', 'Laptop en een kop koffie op een flexplek bij het raam', '2026-10-04T09:05:00', '#78350f', '#fcd34d', 'office'),
  photo(517, 'monitoring-dashboard', 'Monitoringdashboard', 'Dashboard met grafieken van processor- en geheugengebruik', '2026-10-04T09:10:00', '#0f172a', '#22d3ee', 'abstract'),
  photo(518, 'hybride-werken', 'Hybride werken', 'Teamoverleg met collega’s op kantoor en via videobellen', '2026-10-04T09:15:00', '#4c1d95', '#f472b6', 'people'),
  photo(519, 'duurzaam-datacenter', 'Duurzaam datacenter', 'Zonnepanelen op het dak van een datacenter onder een blauwe lucht', '2026-10-04T09:20:00', '#0369a1', '#bef264', 'cloud'),
  photo(520, 'contact-klantadviseur', 'Klantadviseur aan de telefoon', 'Klantadviseur van Wolkwerk Cloud belt met een klant', '2026-10-04T09:25:00', '#f97316', '#fed7aa', 'people'),
  photo(521, 'adviseur-sanne', 'Adviseur Sanne de Vries', 'Sanne de Vries, klantadviseur bij Wolkwerk Cloud, achter haar laptop', '2026-10-04T09:30:00', '#0b2545', '#f97316', 'people'),
  photo(522, 'demo-cloud-werkplek', 'Demo van de cloud werkplek', 'Demonstratie van de cloud werkplek op een groot scherm in een vergaderruimte', '2026-10-04T09:35:00', '#1e3a8a', '#fb923c', 'office'),
  photo(523, 'vacature-devops-engineer', 'Vacature DevOps engineer', 'DevOps engineer achter twee beeldschermen met code', '2026-10-04T09:40:00', '#111827', '#4ade80', 'desktop'),
  photo(524, 'kantoor-stationsplein', 'Kantoor aan het Stationsplein', 'Kantoor van Wolkwerk Cloud aan het Stationsplein in Utrecht', '2026-10-04T09:45:00', '#334155', '#cbd5e1', 'office'),

  portrait(530, 'portret-mark-jansen', 'Mark Jansen, CTO', 'Portret van Mark Jansen, CTO van Wolkwerk Cloud', '2026-10-05T11:00:00', '#1d4ed8', '#93c5fd'),
  portrait(531, 'portret-sanne-de-vries', 'Sanne de Vries, klantadviseur', 'Portret van Sanne de Vries, klantadviseur bij Wolkwerk Cloud', '2026-10-05T11:05:00', '#f97316', '#fde68a'),
  portrait(532, 'portret-fatima-el-amrani', 'Fatima El Amrani, teamleider servicedesk', 'Portret van Fatima El Amrani, teamleider servicedesk', '2026-10-05T11:10:00', '#0d9488', '#99f6e4'),
  portrait(533, 'portret-eva-koster', 'Eva Koster, directeur Koster Accountants', 'Portret van Eva Koster, directeur van Koster Accountants', '2026-10-05T11:15:00', '#7c3aed', '#ddd6fe'),

  icon(540, 'icoon-nederland', 'Icoon Nederlandse datacenters', '#f97316', '#fb923c'),
  icon(541, 'icoon-support', 'Icoon 24/7 support', '#1d4ed8', '#60a5fa'),
  icon(542, 'icoon-beveiliging', 'Icoon beveiliging', '#0d9488', '#5eead4'),
  icon(543, 'icoon-back-up', 'Icoon back-up', '#0b2545', '#3b82f6'),
  icon(544, 'icoon-schaalbaar', 'Icoon schaalbaar', '#7c3aed', '#c4b5fd'),
  icon(545, 'icoon-vaste-prijs', 'Icoon vaste maandprijs', '#ea580c', '#fdba74'),
  icon(546, 'icoon-overstappen', 'Icoon overstappen', '#0369a1', '#7dd3fc'),
  icon(547, 'icoon-whitepaper', 'Icoon whitepaper', '#f97316', '#0b2545'),

  level(LEVEL_ICON.iron, 'Iron', '#4b5563', '#9ca3af'),
  level(LEVEL_ICON.copper, 'Copper', '#9a3412', '#f59e0b'),
  level(LEVEL_ICON.bronze, 'Bronze', '#78350f', '#d97706'),
  level(LEVEL_ICON.silver, 'Silver', '#94a3b8', '#f1f5f9'),
  level(LEVEL_ICON.gold, 'Gold', '#b45309', '#fde047'),
  level(LEVEL_ICON.platinum, 'Platinum', '#64748b', '#e2e8f0'),
  level(LEVEL_ICON.diamond, 'Diamond', '#0891b2', '#a5f3fc'),

  photo(560, 'phishingmelding-laptop', 'Phishingmelding', 'Waarschuwingsmelding over een verdachte e-mail op een laptopscherm', '2025-06-09T14:00:00', '#7f1d1d', '#f87171', 'abstract'),
  photo(561, 'inlogscherm-tweestapsverificatie', 'Inloggen met tweestapsverificatie', 'Smartphone met een inlogcode naast een laptop met een inlogscherm', '2025-03-17T15:00:00', '#134e4a', '#2dd4bf', 'desktop'),
  photo(562, 'terminal-ubuntu-server', 'Terminal van een Ubuntu-server', 'Terminalvenster met opdrachten op een Ubuntu-server', '2025-06-30T16:00:00', '#18181b', '#a3e635', 'desktop'),
  photo(563, 'teams-vergadering', 'Vergaderen in Microsoft Teams', 'Online vergadering in Microsoft Teams op een laptop', '2025-11-24T13:00:00', '#3730a3', '#a5b4fc', 'people'),
  photo(564, 'server-migratie-rack', 'Server verhuizen naar een nieuw rack', 'Technicus schuift een server in een nieuw rack', '2025-04-28T10:00:00', '#1f2937', '#f97316', 'servers'),
  photo(565, 'nvme-opslagmodules', 'NVMe-opslagmodules', 'Close-up van NVMe-opslagmodules op een moederbord', '2025-09-01T11:00:00', '#0c4a6e', '#38bdf8', 'abstract'),
  photo(566, 'kantoorpand-avond', 'Kantoorpand in de avond', 'Verlicht kantoorpand in de avondschemering', '2026-06-29T20:00:00', '#1e1b4b', '#f59e0b', 'office'),
  wide(567, 'wolkwerk-nieuws', 'Nieuws van Wolkwerk', 'Witte wolken tegen een strakblauwe lucht', '2026-01-12T09:00:00', '#2563eb', '#e0f2fe', 'cloud'),
];
