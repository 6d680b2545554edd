/**
 * The quotation builder's fixture block and what its stories share: the block as the built
 * page gets it, a start computed by the builder's own start logic from a query string, items
 * written out by hand (not through pricing.ts, so the totals the stories expect are the spec's
 * arithmetic and not the code under test), and the look-ups the play functions use.
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { toGatsbyPosts } from '../../mocks/content/gatsby-shape';
import { findPage } from '../../mocks/content/index';
import { findBlock } from '../../mocks/content/select';
import type { PostsBlock } from '../../src/blocks/posts/fragment';
import { startQuotation } from '../../src/quotation/start';
import type { QuotationState } from '../../src/quotation/state';
import {
  toQuotationPackages,
  type OperatingSystem,
  type OptionAnswer,
  type QuotationItem,
  type UpgradeKey,
} from '../../src/quotation/types';
import { toSections } from '../../src/quotation/sections';

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

interface ItemChoices {
  amount?: number;
  os?: OperatingSystem;
  upgrades?: Partial<Record<UpgradeKey, number>>;
  options?: { extraSafeHome?: OptionAnswer; fullService?: OptionAnswer; extraStorageUnlimited?: OptionAnswer };
}

/** A line written out: amount 1, no OS, options unanswered, no upgrades unless given. */
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

/** 'Kies een …' is open: the section's toggle. */
export const sectionToggle = (canvasElement: HTMLElement, title: RegExp) => within(canvasElement).getByRole('button', { name: title });

/** A chosen package's row (an article named by its title). */
export const rowOf = (canvasElement: HTMLElement, title: string) => within(canvasElement).getByRole('article', { name: title });

export const summaryOf = (canvasElement: HTMLElement) => canvasElement.querySelector<HTMLElement>('[data-testid="quotation-summary"]')!;

/** Intl's no-break space made plain. */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/\u00a0/g, ' ');

/**
 * The totals in 'Jouw keuze' (and in the mobile bar: both must agree), as '€ 12,50/mnd' and
 * '€ 25,00' with plain spaces; the labels must be 'Maandelijks' and 'Eenmalig'.
 */
export async function expectTotals(canvasElement: HTMLElement, monthly: string, once: string) {
  const summary = summaryOf(canvasElement);
  await waitFor(() => {
    for (const [key, label, price] of [
      ['monthly', 'Maandelijks', monthly],
      ['once', 'Eenmalig', once],
    ] as const) {
      const totals = [...summary.querySelectorAll(`[data-total="${key}"]`)];
      expect(totals).toHaveLength(2);
      for (const total of totals) {
        expect(total.querySelector('dt')?.textContent).toBe(label);
        expect(plain(total.querySelector('dd')?.textContent)).toBe(price);
      }
    }
  });
}

/** The summary's lines as '[label] [price]' (monthly first, then the setup lines). */
export const summaryLines = (canvasElement: HTMLElement) =>
  [...summaryOf(canvasElement).querySelectorAll<HTMLElement>('[data-summary-line]')].map((line) => {
    const [label, price] = [...line.children].slice(0, 2).map((child) => plain(child.textContent));
    return `${label} ${price}`;
  });

/** The extras listed under a package's monthly summary line. */
export const summaryExtras = (canvasElement: HTMLElement, packageId: number) =>
  [...summaryOf(canvasElement).querySelectorAll(`[data-summary-line="${packageId}"] .extras li`)].map((extra) => extra.textContent);

/** 'Mail mij de offerte' (found also while the mobile drawer hides it). */
export const submitButton = (canvasElement: HTMLElement) =>
  within(summaryOf(canvasElement)).getByRole('button', { name: 'Mail mij de offerte', hidden: true });

export const dialogOf = (canvasElement: HTMLElement) => canvasElement.querySelector('dialog')!;

/** What the visitor types in the dialog (form 5: fields 11, 15, 14, 12, 13 in the fixed layout, then the consent 16). */
export const CONTACT = {
  name: 'Sanne de Vries',
  phone: '0612345678',
  company: 'De Vries ICT',
  email: 'sanne@devries-ict.nl',
  remarks: 'Graag vanaf 1 december.',
} as const;

/** Fills form 5 in the open dialog (it loads lazily) and sends it; typed as pasted, to stay within the runner's time per story. */
export async function fillAndSend(canvasElement: HTMLElement) {
  const dialog = within(dialogOf(canvasElement));
  const fill = async (field: HTMLElement, text: string) => {
    await userEvent.click(field);
    await userEvent.paste(text);
  };
  await fill(await dialog.findByRole('textbox', { name: /Naam/ }, { timeout: 5000 }), CONTACT.name);
  await fill(dialog.getByRole('textbox', { name: /Telefoonnummer/ }), CONTACT.phone);
  await fill(dialog.getByRole('textbox', { name: /Bedrijfsnaam/ }), CONTACT.company);
  await fill(dialog.getByRole('textbox', { name: /E-mailadres/ }), CONTACT.email);
  await fill(dialog.getByRole('textbox', { name: /Opmerkingen/ }), CONTACT.remarks);
  await userEvent.click(dialog.getByRole('checkbox', { name: /voorwaarden/ }));
  await userEvent.click(dialog.getByRole('button', { name: 'Verstuur offerte' }));
}
