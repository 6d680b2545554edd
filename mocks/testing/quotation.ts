/**
 * Quotation items for the tests (the endpoint's unit tests, the mail tests, the endpoint's e2e
 * test): one line by package id (fixture ids, mocks/content/packages.ts), amount 1, nothing
 * chosen, every upgrade 0, with the given changes.
 */
import { quotationFormOf } from '../content/gatsby-shape';
import { normalizeForm } from '../../src/forms/normalize';
import type { FormDefinition } from '../../src/forms/types';
import { inputName } from '../../src/forms/values';
import type { StoredQuotation } from '../../src/quotation/server/store';
import type { QuotationItem } from '../../src/quotation/types';

/** The fixtures' form 5 as the build writes it for the endpoint (src/build/quotation-file.ts, src/quotation/server/packages-file.ts). */
export const FIXTURE_QUOTATION_FORM: FormDefinition = normalizeForm(quotationFormOf()!, { wordpressUrl: 'http://wordpress.test' });

const keyOf = (label: string) => {
  const field = FIXTURE_QUOTATION_FORM.fields.find((candidate) => candidate.label === label);
  if (!field) throw new Error(`the fixtures' form 5 has no field '${label}' (mocks/content/forms.ts)`);
  return inputName(field.id);
};

/** The input names of the fixtures' form 5, by what each field asks (the consent as GF posts it: input_16_1). */
export const FIELD_KEYS = {
  name: keyOf('Naam'),
  email: keyOf('E-mailadres'),
  comments: keyOf('Opmerkingen'),
  company: keyOf('Bedrijfsnaam'),
  phone: keyOf('Telefoonnummer'),
  consent: `${keyOf('Toestemming')}_1`,
} as const;

export const testItem = (packageId: number, change: Partial<QuotationItem> = {}): QuotationItem => ({
  packageId,
  amount: 1,
  operatingSystem: null,
  officeOptions: { extraSafeHome: null, fullService: null, extraStorageUnlimited: null },
  upgrades: { msRdp: 0, ipv4: 0, vcpu: 0, ram: 0, storage: 0 },
  ...change,
});

/** VPS Bronze ×2 with Windows, 2 RDP, 4 GB RAM, 300 GB storage; Cloud PC Iron with Windows: € 371,35/mnd, € 75,00 once. */
export const SAMPLE_ITEMS: QuotationItem[] = [
  testItem(2003, { amount: 2, operatingSystem: 'windows_2019', upgrades: { msRdp: 2, ipv4: 0, vcpu: 0, ram: 4, storage: 3 } }),
  testItem(2011, { operatingSystem: 'windows_2019' }),
];

/** A stored request as the endpoint writes it, not yet mailed (the store tests). */
export const storedQuotation = (id: string, items: QuotationItem[] = []): StoredQuotation => ({
  id,
  receivedAt: '2026-11-23T10:00:00.000Z',
  contact: {
    name: 'Eva',
    email: 'eva@example.nl',
    company: 'BV',
    fields: [
      { label: 'Naam', value: 'Eva' },
      { label: 'Telefoonnummer', value: '0612345678' },
      { label: 'Bedrijfsnaam', value: 'BV' },
      { label: 'E-mailadres', value: 'eva@example.nl' },
    ],
  },
  items,
  monthlyCents: 995,
  onceCents: 2500,
  status: 'unsent',
  sentAt: null,
  attempts: 0,
  lastError: null,
});
