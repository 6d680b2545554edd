/**
 * The quotation's test support, for unit tests, stories and e2e tests alike: the fixture block and
 * packages of /offerte-aanvragen/, the fixture form 5, quotation lines written out by hand (not
 * through pricing.ts, so the totals tests expect are the documented arithmetic (docs/behaviour/packages-and-quotation.md#prices-and-rounding) and not the code under
 * test), a start computed by the builder's own start logic, and a stored request.
 */
import type { PostsBlock } from '../../src/blocks/posts/fragment';
import { normalizeForm } from '../../src/forms/normalize';
import type { FormDefinition } from '../../src/forms/types';
import { inputName } from '../../src/forms/values';
import { toSections } from '../../src/quotation/sections';
import type { StoredQuotation } from '../../src/quotation/server/store';
import { startQuotation } from '../../src/quotation/start';
import type { QuotationState } from '../../src/quotation/state';
import {
  toQuotationPackages,
  type OperatingSystem,
  type OptionAnswer,
  type QuotationItem,
  type UpgradeKey,
} from '../../src/quotation/types';
import { quotationFormOf, toGatsbyPosts } from '../content/gatsby-shape';
import { findPage } from '../content/index';
import { findBlock } from '../content/select';

export const QUOTATION_PAGE = '/offerte-aanvragen/';

/** posts_package_quotation of /offerte-aanvragen/, with every package and form 5 (media as Image builds URLs for). */
export const quotationBlock: PostsBlock = toGatsbyPosts(findBlock(findPage(QUOTATION_PAGE)!.blocks, 'Posts', 'posts_package_quotation'), {
  processed: false,
});

export const quotationPackages = toQuotationPackages(quotationBlock.quotationPackages ?? []);

/** The fixture packages' ids (mocks/content/packages.ts). */
export const ID = {
  vpsIron: 2001,
  vpsCopper: 2002,
  vpsBronze: 2003,
  vpsGold: 2005,
  pcIron: 2011,
  pcSilver: 2014,
  officeBronze: 2021,
  officeSilver: 2022,
} as const;

/** Where the builder starts for a link with this query string and an empty session (start.ts, the builder's own logic). */
export function startFrom(search: string): Partial<QuotationState> {
  const start = startQuotation(new URLSearchParams(search), null, quotationPackages, toSections(quotationBlock.sections));
  return { items: start.items, open: start.open };
}

export interface ItemChoices {
  amount?: number;
  os?: OperatingSystem;
  upgrades?: Partial<Record<UpgradeKey, number>>;
  options?: { extraSafeHome?: OptionAnswer; fullService?: OptionAnswer; extraStorageUnlimited?: OptionAnswer };
}

/** A quotation line written out: amount 1, no OS, options unanswered, no upgrades unless given. */
export function item(packageId: number, { amount = 1, os, upgrades = {}, options = {} }: ItemChoices = {}): QuotationItem {
  return {
    packageId,
    amount,
    operatingSystem: os ?? null,
    officeOptions: { extraSafeHome: null, fullService: null, extraStorageUnlimited: null, ...options },
    upgrades: { msRdp: 0, ipv4: 0, vcpu: 0, ram: 0, storage: 0, ...upgrades },
  };
}

export const allClosed = { vps: false, pc: false, office: false };

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

/** VPS Bronze ×2 with Windows, 2 RDP, 4 GB RAM, 300 GB storage; Cloud PC Iron with Windows: € 371,35/mnd, € 75,00 once. */
export const SAMPLE_ITEMS: QuotationItem[] = [
  item(ID.vpsBronze, { amount: 2, os: 'windows_2019', upgrades: { msRdp: 2, ram: 4, storage: 3 } }),
  item(ID.pcIron, { os: 'windows_2019' }),
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
