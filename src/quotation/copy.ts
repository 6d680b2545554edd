/**
 * The quotation builder's Dutch copy (docs/behaviour/packages-and-quotation.md#the-quotation-builder, docs/behaviour/errors-and-limits.md#error-catalogue),
 * and the labels of the controls.
 */
import type { OperatingSystem, OptionAnswer, PackageType } from './types';

/** The brand in '{product} VPS' (docs/behaviour/packages-and-quotation.md#sections): the collapsible sections' names. */
export const PRODUCT_NAME = 'Wolkwerk';

/** '{product} VPS', '{product} PC' and the office section in the same language. */
export const SECTION_PRODUCT: Readonly<Record<PackageType, string>> = { vps: 'VPS', pc: 'PC', office: 'Werkplek' };

/** A section's title when the content has none for a type (Service=office without an office section). */
export const SECTION_FALLBACK_TITLE: Readonly<Record<PackageType, string>> = { vps: 'VPS', pc: 'Cloud PC', office: 'Cloud werkplek' };

export const OPERATING_SYSTEM_LABELS: Readonly<Record<OperatingSystem, string>> = {
  windows_2016: 'Windows Server 2016',
  windows_2019: 'Windows Server 2019',
  windows_2022: 'Windows Server 2022',
  windows_server: 'Windows Server',
  debian: 'Debian',
  ubuntu: 'Ubuntu',
  ubuntu_debian: 'Ubuntu of Debian',
};

export const ANSWER_LABELS: Readonly<Record<Exclude<OptionAnswer, null>, string>> = { yes: 'Ja', no: 'Nee' };

export const QUOTATION_COPY = {
  choose: 'Kies een',
  available: 'Beschikbare pakketten',
  chosen: 'Gekozen',
  add: 'Toevoegen',
  addLabel: (title: string) => `${title} toevoegen`,
  remove: 'Verwijderen',
  removeLabel: (title: string) => `${title} verwijderen`,
  amount: 'Aantal',
  amountLabel: (title: string) => `Aantal ${title}`,
  less: (label: string) => `${label}: één minder`,
  /** Minus at the minimum: it removes the package, and says so. */
  lessRemoves: (label: string) => `${label}: één minder (verwijdert het pakket)`,
  more: (label: string) => `${label}: één meer`,
  perPackage: 'per pakket',
  upgrades: 'Uitbreidingen',
  options: 'Opties',
  operatingSystem: 'Operating system',
  chooseOperatingSystem: 'Kies een operating system',
  max: (max: number) => `max. ${max}`,
  summary: 'Jouw keuze',
  summaryEmpty: 'Je hebt nog geen pakketten gekozen. Voeg links een pakket toe.',
  setupCosts: 'Eenmalige kosten',
  submit: 'Mail mij de offerte',
  excludingVat: 'Alle prijzen zijn excl. BTW',
  reassurance: ['Eenvoudig overstappen', 'Eerlijk advies', '24/7 bereikbaar'],
  showSummary: 'Toon jouw keuze',
  hideSummary: 'Verberg jouw keuze',
  dialogTitle: 'Mail mij de offerte',
  formMissing: 'Het offerteformulier kon niet worden geladen. Neem contact met ons op, dan maken we de offerte voor je.',
  failedTitle: 'Er ging iets fout',
  failedText: 'Probeer het opnieuw of neem contact op',
  retry: 'Probeer opnieuw',
  contact: 'Contact opnemen',
  contactPath: '/contact/',
  doneTitle: 'Offerte verstuurd',
  noPackages: 'Er zijn op dit moment geen pakketten van dit type beschikbaar.',
  /** A `Pakket` link followed while packages chosen earlier were kept (session storage). */
  addedToEarlier: (title: string) => `${title} is toegevoegd aan je eerdere keuze.`,
  /** The button names what stays, so it says what it does without the sentence before it. */
  startAfresh: (title: string) => `Opnieuw beginnen met alleen ${title}`,
  startedAfresh: (title: string) => `Je eerdere keuze is gewist. Alleen ${title} staat nu in je keuze.`,
} as const;
