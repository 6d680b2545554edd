/**
 * What the quotation builder's stories share: the look-ups and steps their play functions use. The
 * fixture block, the packages' ids, the lines written out and the start from a query string are the
 * tests' too (mocks/testing/quotation.ts).
 */
import { expect, userEvent, waitFor, within } from 'storybook/test';

export { allClosed, ID, item, QUOTATION_PAGE, quotationBlock, startFrom } from '../../mocks/testing/quotation';

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
