import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { captureSubmissions, quotation, QUOTATION_ANSWERS, type CapturedSubmission } from '../../mocks/handlers/index.ts';
import { STORAGE_KEY, storedValue } from '../../src/quotation/start';
import { PackageQuotation } from '../../src/blocks/posts/PackageQuotation';
import { pageContext } from '../../mocks/testing/blocks';
import {
  allClosed,
  CONTACT,
  dialogOf,
  expectTotals,
  fillAndSend,
  ID,
  item,
  QUOTATION_PAGE,
  quotationBlock,
  rowOf,
  sectionToggle,
  startFrom,
  submitButton,
  summaryExtras,
  summaryLines,
  summaryOf,
} from './quotation-support';

/**
 * The quotation builder (posts_package_quotation, docs/behaviour/packages-and-quotation.md#the-quotation-builder) on the
 * fixture block of /offerte-aanvragen/ with every fixture package and form 5. Every state
 * starts from `initialState` (the URL starts through the builder's own startQuotation); the
 * request goes through the builder's client to msw (mocks/handlers/quotation.ts), which
 * answers as /api/package-quotation does and captures the multipart body.
 *
 * Prices the stories expect are worked out by hand from the fixture packages and the price
 * table of docs/behaviour/packages-and-quotation.md#prices-and-rounding (never by summarize() on the same state), so a pricing mistake fails them.
 */
const capture = captureSubmissions();

const meta = {
  title: 'Blocks/Quotation/QuotationBuilder',
  component: PackageQuotation,
  tags: ['quotation'],
  args: { block: quotationBlock, index: 1, page: pageContext(QUOTATION_PAGE) },
  argTypes: { block: { control: false }, page: { control: false }, initialState: { control: false } },
  globals: { viewport: { value: 'desktop' } },
  parameters: { msw: [quotation.valid(capture)] },
  beforeEach: () => {
    capture.clear();
  },
} satisfies Meta<typeof PackageQuotation>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The configuration of the submission stories: VPS Gold ×2 with Windows, RAM and storage, and a Cloud PC Iron with Windows. */
const CONFIGURED = [
  item(ID.vpsGold, { amount: 2, os: 'windows_2022', upgrades: { ram: 2, storage: 4 } }),
  item(ID.pcIron, { os: 'windows_2019' }),
];
/**
 * Gold: (99,00 + Windows 17,50 + 2 × RAM 10,00 + 4 × storage 7,50 (upgradeStorage '100gb_nvme_1')) × 2 = 333,00; once 49,00 × 2 = 98,00.
 * PC Iron: 24,95 + Windows 17,50 = 42,45; once 25,00.
 */
const CONFIGURED_TOTALS = ['€ 375,45/mnd', '€ 123,00'] as const;

const configured = { initialState: { items: CONFIGURED, open: { vps: true, pc: true, office: false } } };

const expectDialogOpen = (canvasElement: HTMLElement) => waitFor(() => expect(dialogOf(canvasElement)).toHaveAttribute('open'));

/** What the handler received: form 5's fields (the consent as input_16_1), the items with the prices shown, form_id 5. */
async function expectSentBody(body: CapturedSubmission | undefined) {
  await expect(body).toBeDefined();
  await expect(body!.contentType).toBe('multipart/form-data');
  await expect(body!.formId).toBe(5);
  // Then the spam signs (src/quotation/spam.ts): the honeypot, left empty, and the fill time.
  await expect(body!.keys()).toEqual([
    'input_11',
    'input_15',
    'input_14',
    'input_12',
    'input_13',
    'input_16_1',
    'quotation',
    'form_id',
    'input_17',
    'form_fill_ms',
  ]);
  await expect(body!.get('input_17')).toBe('');
  await expect(body!.get('form_fill_ms')).toMatch(/^\d+$/);
  await expect(body!.toObject()).toMatchObject({
    input_11: CONTACT.name,
    input_15: CONTACT.phone,
    input_14: CONTACT.company,
    input_12: CONTACT.email,
    input_13: CONTACT.remarks,
    input_16_1: '1',
    form_id: '5',
  });
  await expect(JSON.parse(body!.get('quotation')!)).toEqual([
    { ...CONFIGURED[0], monthlyCents: 33300, onceCents: 9800 },
    { ...CONFIGURED[1], monthlyCents: 4245, onceCents: 2500 },
  ]);
}

/** No link parameters, an empty session: the VPS section open (its default and Service's default), nothing chosen, nothing to send. */
export const Empty: Story = {
  args: { initialState: startFrom('') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sectionToggle(canvasElement, /Kies een VPS/)).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionToggle(canvasElement, /Kies een Cloud PC/)).toHaveAttribute('aria-expanded', 'false');
    await expect(sectionToggle(canvasElement, /Kies een Cloud werkplek/)).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'VPS Iron toevoegen' })).toBeVisible();
    // The closed sections' panels are hidden (and out of the accessibility tree).
    await expect(canvas.queryByRole('button', { name: 'Cloud PC Iron toevoegen' })).toBeNull();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(
      within(summaryOf(canvasElement)).getByText('Je hebt nog geen pakketten gekozen. Voeg links een pakket toe.'),
    ).toBeVisible();
    await expectTotals(canvasElement, '€ 0,00/mnd', '€ 0,00');
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

/** /offerte-aanvragen/?Pakket=VPS Gold: the package is added once, its section open. */
export const PreselectedPakket: Story = {
  args: { initialState: startFrom('?Pakket=VPS Gold') },
  play: async ({ canvasElement }) => {
    await expect(rowOf(canvasElement, 'VPS Gold')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'VPS Gold')).getByRole('spinbutton', { name: 'Aantal VPS Gold' })).toHaveValue(1);
    await expect(sectionToggle(canvasElement, /Kies een VPS/)).toHaveAttribute('aria-expanded', 'true');
    await expect(summaryLines(canvasElement)).toEqual(['VPS Gold € 99,00/mnd', 'VPS setup - VPS Gold € 49,00']);
    await expectTotals(canvasElement, '€ 99,00/mnd', '€ 49,00');
    await expect(submitButton(canvasElement)).toBeEnabled();
  },
};

/** ?Service=pc: the Cloud PC section opens; a package added there starts at its minimum amount (Cloud PC Silver: 2). */
export const ServicePc: Story = {
  args: { initialState: startFrom('?Service=pc') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sectionToggle(canvasElement, /Kies een Cloud PC/)).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Cloud PC Silver toevoegen' }));
    await expect(within(rowOf(canvasElement, 'Cloud PC Silver')).getByRole('spinbutton', { name: 'Aantal Cloud PC Silver' })).toHaveValue(
      2,
    );
    // 2 × 59,95 a month, 2 × 49,00 once.
    await expect(summaryLines(canvasElement)).toEqual(['2x Cloud PC Silver € 119,90/mnd', '2x PC setup - Cloud PC Silver € 98,00']);
    await expectTotals(canvasElement, '€ 119,90/mnd', '€ 98,00');
  },
};

/** ?Service=office: the Cloud werkplek section opens. */
export const ServiceOffice: Story = {
  args: { initialState: startFrom('?Service=office') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(sectionToggle(canvasElement, /Kies een Cloud werkplek/)).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Cloud Werkplek Bronze toevoegen' }));
    await expect(summaryLines(canvasElement)).toEqual([
      'Cloud Werkplek Bronze € 29,95/mnd',
      'Office setup - Cloud Werkplek Bronze € 15,00',
    ]);
    await expectTotals(canvasElement, '€ 29,95/mnd', '€ 15,00');
  },
};

/**
 * Several packages put together by hand: adding, the OS (Windows costs 17,50), upgrade steppers
 * and the number inputs (committed on Enter and on blur); every line and total to the cent.
 */
export const SeveralItems: Story = {
  args: { initialState: startFrom('') },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('VPS Gold ×2 with Windows, 2 GB RAM and 4 × 100 GB (the cheap storage)', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'VPS Gold toevoegen' }));
      await expectTotals(canvasElement, '€ 99,00/mnd', '€ 49,00');
      const gold = within(rowOf(canvasElement, 'VPS Gold'));
      await userEvent.selectOptions(gold.getByRole('combobox', { name: 'Operating system' }), 'windows_2022');
      await expect(gold.getByTestId('line-price').textContent?.replace(/\u00a0/g, ' ')).toBe('€ 116,50/mnd');
      await userEvent.click(gold.getByRole('button', { name: 'Extra RAM (1 GB): één meer' }));
      await userEvent.click(gold.getByRole('button', { name: 'Extra RAM (1 GB): één meer' }));
      const storage = gold.getByRole('spinbutton', { name: 'Extra opslag (100 GB NVMe) per pakket, VPS Gold' });
      await userEvent.clear(storage);
      await userEvent.type(storage, '4{Enter}');
      await expect(storage).toHaveValue(4);
      await expectTotals(canvasElement, '€ 166,50/mnd', '€ 49,00');
      await userEvent.click(gold.getByRole('button', { name: 'Aantal VPS Gold: één meer' }));
      await expectTotals(canvasElement, '€ 333,00/mnd', '€ 98,00');
    });
    await step('VPS Copper ×3 (typed, committed on blur) with Debian and a vCPU core', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'VPS Copper toevoegen' }));
      const copper = within(rowOf(canvasElement, 'VPS Copper'));
      await userEvent.selectOptions(copper.getByRole('combobox', { name: 'Operating system' }), 'debian');
      await userEvent.click(copper.getByRole('button', { name: 'Extra vCPU core: één meer' }));
      const amount = copper.getByRole('spinbutton', { name: 'Aantal VPS Copper' });
      await userEvent.clear(amount);
      await userEvent.type(amount, '3');
      // Not committed while typing.
      await expectTotals(canvasElement, '€ 362,95/mnd', '€ 123,00');
      await userEvent.tab();
      await expectTotals(canvasElement, '€ 422,85/mnd', '€ 173,00');
    });
    await step('Cloud PC Iron with Windows, from the PC section', async () => {
      await userEvent.click(sectionToggle(canvasElement, /Kies een Cloud PC/));
      await userEvent.click(canvas.getByRole('button', { name: 'Cloud PC Iron toevoegen' }));
      await userEvent.selectOptions(
        within(rowOf(canvasElement, 'Cloud PC Iron')).getByRole('combobox', { name: 'Operating system' }),
        'windows_2019',
      );
    });
    await expect(summaryLines(canvasElement)).toEqual([
      '2x VPS Gold € 333,00/mnd',
      '3x VPS Copper € 89,85/mnd',
      'Cloud PC Iron € 42,45/mnd',
      '2x VPS setup - VPS Gold € 98,00',
      '3x VPS setup - VPS Copper € 75,00',
      'PC setup - Cloud PC Iron € 25,00',
    ]);
    // The priced extras per package, then the choices without a price.
    await expect(summaryExtras(canvasElement, ID.vpsGold)).toEqual([
      '+ Windows licentie',
      '+ 2x Extra RAM (1 GB)',
      '+ 4x Extra opslag (100 GB NVMe)',
      'Operating system: Windows Server 2022',
    ]);
    await expect(summaryExtras(canvasElement, ID.vpsCopper)).toEqual(['+ Extra vCPU core', 'Operating system: Debian']);
    await expect(summaryExtras(canvasElement, ID.pcIron)).toEqual(['+ Windows licentie', 'Operating system: Windows Server 2019']);
    await expectTotals(canvasElement, '€ 465,30/mnd', '€ 198,00');
    // Everything answered: the dialog opens.
    await userEvent.click(submitButton(canvasElement));
    await expectDialogOpen(canvasElement);
  },
};

/**
 * 'Mail mij de offerte' with VPS rows without an operating system: the first one (VPS Gold) gets
 * the banner, its OS select the focus, and the dialog stays closed; choosing an OS clears it.
 */
export const VpsMissingOs: Story = {
  args: {
    initialState: { items: [item(ID.vpsIron, { os: 'debian' }), item(ID.vpsGold), item(ID.vpsCopper)], open: { ...allClosed, vps: true } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(submitButton(canvasElement));
    const gold = rowOf(canvasElement, 'VPS Gold');
    await expect(await within(gold).findByRole('alert')).toHaveTextContent('Kies een operating system');
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
    await expect(gold).toHaveAttribute('data-error', 'true');
    const os = within(gold).getByRole('combobox', { name: 'Operating system' });
    await waitFor(() => expect(os).toHaveFocus());
    await expect(os).toHaveAttribute('aria-invalid', 'true');
    await expect(dialogOf(canvasElement)).not.toHaveAttribute('open');
    await userEvent.selectOptions(os, 'ubuntu_debian');
    await expect(canvas.queryAllByRole('alert')).toHaveLength(0);
    // Next: VPS Copper, the next row without one.
    await userEvent.click(submitButton(canvasElement));
    const copper = rowOf(canvasElement, 'VPS Copper');
    await expect(await within(copper).findByRole('alert')).toHaveTextContent('Kies een operating system');
    await waitFor(() => expect(within(copper).getByRole('combobox', { name: 'Operating system' })).toHaveFocus());
    await expect(dialogOf(canvasElement)).not.toHaveAttribute('open');
  },
};

/** Cloud Werkplek Silver asks three options (yes or no): unanswered, 'Voer de verplichte opties in'; answered, they are priced and the dialog opens. */
export const OfficeSilverMissingOptions: Story = {
  args: { initialState: { items: [item(ID.officeSilver)], open: { ...allClosed, office: true } } },
  play: async ({ canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    const row = within(rowOf(canvasElement, 'Cloud Werkplek Silver'));
    await expect(await row.findByRole('alert')).toHaveTextContent('Voer de verplichte opties in');
    const option = (name: RegExp) => within(row.getByRole('group', { name }));
    await waitFor(() => expect(option(/Extra veilig thuiswerken/).getByRole('radio', { name: 'Ja' })).toHaveFocus());
    await expect(dialogOf(canvasElement)).not.toHaveAttribute('open');
    await userEvent.click(option(/Extra veilig thuiswerken/).getByRole('radio', { name: 'Ja' }));
    await expect(row.queryByRole('alert')).toBeNull();
    // One answered is not enough.
    await userEvent.click(submitButton(canvasElement));
    await expect(await row.findByRole('alert')).toHaveTextContent('Voer de verplichte opties in');
    await userEvent.click(option(/Full service/).getByRole('radio', { name: 'Nee' }));
    await userEvent.click(option(/Extra opslag onbeperkt/).getByRole('radio', { name: 'Ja' }));
    // 39,95 + safe home 5,00 + unlimited storage 10,00; once 15,00.
    await expectTotals(canvasElement, '€ 54,95/mnd', '€ 15,00');
    await expect(summaryExtras(canvasElement, ID.officeSilver)).toEqual([
      '+ Extra veilig thuiswerken incl. VPN',
      '+ Extra opslag onbeperkt',
      'Full service 24/7: Nee',
    ]);
    await userEvent.click(submitButton(canvasElement));
    await expectDialogOpen(canvasElement);
  },
};

/** At the minimum, minus removes the line (Cloud PC Silver: 2); a typed amount below it is clamped; 0 typed removes a line. */
export const QuantityAtMinimum: Story = {
  args: {
    initialState: {
      items: [item(ID.pcSilver, { amount: 2 }), item(ID.vpsIron, { os: 'debian' })],
      open: { ...allClosed, vps: true, pc: true },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectTotals(canvasElement, '€ 129,85/mnd', '€ 123,00');
    const silver = within(within(rowOf(canvasElement, 'Cloud PC Silver')).getByTestId('amount'));
    const amount = silver.getByRole('spinbutton', { name: 'Aantal Cloud PC Silver' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '1{Enter}');
    await expect(amount).toHaveValue(2);
    await expectTotals(canvasElement, '€ 129,85/mnd', '€ 123,00');
    // Minus at the minimum says what it does.
    await userEvent.click(silver.getByRole('button', { name: 'Aantal Cloud PC Silver: één minder (verwijdert het pakket)' }));
    await waitFor(() => expect(canvas.queryByRole('article', { name: 'Cloud PC Silver' })).toBeNull());
    await expect(summaryLines(canvasElement)).toEqual(['VPS Iron € 9,95/mnd', 'VPS setup - VPS Iron € 25,00']);
    await expectTotals(canvasElement, '€ 9,95/mnd', '€ 25,00');
    const iron = within(rowOf(canvasElement, 'VPS Iron')).getByRole('spinbutton', { name: 'Aantal VPS Iron' });
    await userEvent.clear(iron);
    await userEvent.type(iron, '0{Enter}');
    await waitFor(() => expect(canvas.queryAllByRole('article')).toHaveLength(0));
    await expectTotals(canvasElement, '€ 0,00/mnd', '€ 0,00');
    await expect(submitButton(canvasElement)).toBeDisabled();
  },
};

const goldWithWindows = { items: [item(ID.vpsGold, { os: 'windows_2022' })], open: { ...allClosed, vps: true } };

/** Mobile: 'Jouw keuze' is a bottom drawer, closed; its bar shows the totals; the toggle opens it and Escape closes it again. */
export const MobileDrawerClosed: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { initialState: goldWithWindows },
  play: async ({ canvasElement }) => {
    const summary = within(summaryOf(canvasElement));
    const toggle = summary.getByRole('button', { name: 'Toon jouw keuze' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // 99,00 + Windows 17,50; once 49,00.
    await expectTotals(canvasElement, '€ 116,50/mnd', '€ 49,00');
    const bar = summaryOf(canvasElement).querySelector<HTMLElement>('[data-total="monthly"]')!;
    await expect(bar).toBeVisible();
    await expect(submitButton(canvasElement)).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Verberg jouw keuze');
    await expect(submitButton(canvasElement)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
  },
};

/** Mobile, the drawer open: the whole summary; 'Mail mij de offerte' closes it and opens the dialog. */
export const MobileDrawerOpen: Story = {
  globals: { viewport: { value: 'mobile' } },
  args: { initialState: { ...goldWithWindows, drawerOpen: true } },
  play: async ({ canvasElement }) => {
    const summary = within(summaryOf(canvasElement));
    const toggle = summary.getByRole('button', { name: 'Verberg jouw keuze' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(summary.getByText('Alle prijzen zijn excl. BTW')).toBeVisible();
    await expectTotals(canvasElement, '€ 116,50/mnd', '€ 49,00');
    await userEvent.click(submitButton(canvasElement));
    await expectDialogOpen(canvasElement);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

/** The dialog (450 px): the totals being requested and form 5, whose button waits for the fields. */
export const DialogOpen: Story = {
  args: { initialState: { ...goldWithWindows, dialogOpen: true } },
  play: async ({ canvasElement }) => {
    await expectDialogOpen(canvasElement);
    const dialog = within(dialogOf(canvasElement));
    await expect(dialog.getByRole('heading', { name: 'Mail mij de offerte' })).toBeVisible();
    const totals = dialogOf(canvasElement).querySelector('dl')!;
    await expect(totals.textContent?.replace(/\u00a0/g, ' ')).toBe('Maandelijks€ 116,50/mndEenmalig€ 49,00');
    await expect(await dialog.findByRole('textbox', { name: /Bedrijfsnaam/ }, { timeout: 5000 })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Verstuur offerte' })).toBeDisabled();
    await expect(Math.round(dialogOf(canvasElement).getBoundingClientRect().width)).toBeLessThanOrEqual(450);
  },
};

/** Sending: the request is in flight (it never answers here), the form's button is busy. */
export const Submitting: Story = {
  args: configured,
  parameters: { msw: [quotation.slow(capture, { delayMs: 'infinite' })] },
  play: async ({ canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    await expectDialogOpen(canvasElement);
    const arrived = capture.next();
    await fillAndSend(canvasElement);
    await expectSentBody(await arrived);
    const dialog = within(dialogOf(canvasElement));
    await waitFor(() => expect(dialog.getByRole('button', { name: 'Verstuur offerte' })).toHaveAttribute('aria-busy', 'true'));
    await expect(dialogOf(canvasElement).querySelector('form')).toHaveAttribute('aria-busy', 'true');
    await expect(dialogOf(canvasElement)).toHaveAttribute('open');
  },
};

/** Sent: the dialog closes and the server's message shows, focused; the body had the items with the prices shown. */
export const Done: Story = {
  args: configured,
  play: async ({ canvasElement }) => {
    await expectTotals(canvasElement, ...CONFIGURED_TOTALS);
    await userEvent.click(submitButton(canvasElement));
    await expectDialogOpen(canvasElement);
    await fillAndSend(canvasElement);
    const done = await within(canvasElement).findByTestId('quotation-done', {}, { timeout: 5000 });
    await expect(within(done).getByRole('heading', { name: 'Offerte verstuurd' })).toBeVisible();
    await expect(within(done).getByText(QUOTATION_ANSWERS.done)).toBeVisible();
    await waitFor(() => expect(done).toHaveFocus());
    await waitFor(() => expect(dialogOf(canvasElement)).not.toHaveAttribute('open'));
    await expect(capture.submissions).toHaveLength(1);
    await expectSentBody(capture.last());
  },
};

/** A failure: the failed view; 'Probeer opnieuw' opens the dialog again with what was typed. */
async function failThenRetry(canvasElement: HTMLElement) {
  await userEvent.click(submitButton(canvasElement));
  await expectDialogOpen(canvasElement);
  await fillAndSend(canvasElement);
  const failed = await within(canvasElement).findByTestId('quotation-failed', {}, { timeout: 5000 });
  await expect(within(failed).getByRole('heading', { name: 'Er ging iets fout' })).toBeVisible();
  await expect(within(failed).getByText('Probeer het opnieuw of neem contact op')).toBeVisible();
  await expect(within(failed).getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', '/contact/');
  // The dialog closes (after its closing transition).
  await waitFor(() => expect(dialogOf(canvasElement)).not.toHaveAttribute('open'));
  await expectSentBody(capture.last());
  await userEvent.click(within(failed).getByRole('button', { name: 'Probeer opnieuw' }));
  await expectDialogOpen(canvasElement);
  await waitFor(() => expect(within(canvasElement).queryByTestId('quotation-failed')).toBeNull());
  const dialog = within(dialogOf(canvasElement));
  await expect(await dialog.findByRole('textbox', { name: /Naam/ }, { timeout: 5000 })).toHaveValue(CONTACT.name);
  await expect(dialog.getByRole('textbox', { name: /Bedrijfsnaam/ })).toHaveValue(CONTACT.company);
  await expect(dialog.getByRole('textbox', { name: /E-mailadres/ })).toHaveValue(CONTACT.email);
  // The configuration is still there.
  await expectTotals(canvasElement, ...CONFIGURED_TOTALS);
}

/** The endpoint refuses (400 { isValid: false }): failed; its message is not shown (docs/behaviour/packages-and-quotation.md#result). */
export const FailedInvalid: Story = {
  args: configured,
  parameters: { msw: [quotation.invalid(capture)] },
  play: async ({ canvasElement }) => failThenRetry(canvasElement),
};

/** The endpoint crashes (500, no JSON): failed. */
export const FailedServerError: Story = {
  args: configured,
  parameters: { msw: [quotation.serverError(capture)] },
  play: async ({ canvasElement }) => failThenRetry(canvasElement),
};

/** The endpoint's limits refuse for now (429): failed, with the server's message saying how long to wait. */
export const FailedRateLimited: Story = {
  args: configured,
  parameters: { msw: [quotation.limited(capture)] },
  play: async ({ canvasElement }) => {
    await userEvent.click(submitButton(canvasElement));
    await expectDialogOpen(canvasElement);
    await fillAndSend(canvasElement);
    const failed = await within(canvasElement).findByTestId('quotation-failed', {}, { timeout: 5000 });
    await expect(within(failed).getByRole('heading', { name: 'Er ging iets fout' })).toBeVisible();
    await expect(within(failed).getByText(QUOTATION_ANSWERS.limitedClient)).toBeVisible();
    await expect(within(failed).queryByText('Probeer het opnieuw of neem contact op')).toBeNull();
    await expect(within(failed).getByRole('link', { name: 'Contact opnemen' })).toHaveAttribute('href', '/contact/');
    await waitFor(() => expect(failed).toHaveFocus());
  },
};

/** The request never arrives: failed. */
export const FailedNetworkError: Story = {
  args: configured,
  parameters: { msw: [quotation.networkError(capture)] },
  play: async ({ canvasElement }) => failThenRetry(canvasElement),
};

/**
 * Without initialState the builder reads the page's own URL on mount, as on the site: the story's
 * iframe URL gets ?Service=pc&Pakket=vps copper (any case) and an empty session storage.
 */
export const FromTheUrl: Story = {
  beforeEach: () => {
    const before = window.location.href;
    const url = new URL(before);
    url.searchParams.set('Service', 'pc');
    url.searchParams.set('Pakket', 'vps copper');
    window.history.replaceState(window.history.state, '', url);
    window.sessionStorage.removeItem(STORAGE_KEY);
    return () => {
      window.history.replaceState(window.history.state, '', before);
      window.sessionStorage.removeItem(STORAGE_KEY);
    };
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('article', { name: 'VPS Copper' })).toBeVisible();
    await expect(sectionToggle(canvasElement, /Kies een Cloud PC/)).toHaveAttribute('aria-expanded', 'true');
    await expect(sectionToggle(canvasElement, /Kies een VPS/)).toHaveAttribute('aria-expanded', 'true');
    await expectTotals(canvasElement, '€ 19,95/mnd', '€ 25,00');
  },
};

/**
 * A `Pakket` link followed while an earlier choice is kept: the iframe URL gets
 * ?Pakket=VPS Bronze and session storage Cloud PC Silver ×2 from an earlier visit, and the builder
 * reads both on mount, as on the site.
 */
const intoEarlierChoice = {
  beforeEach: () => {
    const before = window.location.href;
    const url = new URL(before);
    url.searchParams.set('Pakket', 'VPS Bronze');
    window.history.replaceState(window.history.state, '', url);
    window.sessionStorage.setItem(
      STORAGE_KEY,
      storedValue({ items: [item(ID.pcSilver, { amount: 2 })], open: { ...allClosed, pc: true } }),
    );
    return () => {
      window.history.replaceState(window.history.state, '', before);
      window.sessionStorage.removeItem(STORAGE_KEY);
    };
  },
} satisfies Partial<Story>;

/** The live region (read out, not shown) and the notice above the sections both say which package joined. */
async function expectJoinedEarlierChoice(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const notice = await canvas.findByTestId('quotation-linked');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveTextContent('VPS Bronze is toegevoegd aan je eerdere keuze.');
  const live = canvas.getByTestId('quotation-announcement');
  await expect(live).toHaveAttribute('role', 'status');
  await expect(live).toHaveAttribute('aria-live', 'polite');
  await expect(live).toHaveTextContent(/^VPS Bronze is toegevoegd aan je eerdere keuze\.$/);
  await expect(rowOf(canvasElement, 'VPS Bronze')).toBeVisible();
  await expect(rowOf(canvasElement, 'Cloud PC Silver')).toBeVisible();
  // Cloud PC Silver ×2: 2 × 59,95 and 2 × 49,00 once; VPS Bronze: 34,95 and 25,00 once.
  await expectTotals(canvasElement, '€ 154,85/mnd', '€ 123,00');
  return notice;
}

/** ?Pakket=VPS Bronze into an earlier Cloud PC Silver ×2: added, and said so, with the way to start afresh. */
export const PakketIntoEarlierChoice: Story = {
  ...intoEarlierChoice,
  play: async ({ canvasElement }) => {
    const notice = await expectJoinedEarlierChoice(canvasElement);
    await expect(within(notice).getByRole('button', { name: 'Opnieuw beginnen met alleen VPS Bronze' })).toBeEnabled();
    await expect(sectionToggle(canvasElement, /Kies een VPS/)).toHaveAttribute('aria-expanded', 'true');
  },
};

/** 'Opnieuw beginnen met alleen VPS Bronze', by keyboard: the earlier choice goes, focus lands on the row that stays, the live region says so. */
export const PakketIntoEarlierChoiceStartAfresh: Story = {
  ...intoEarlierChoice,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = await expectJoinedEarlierChoice(canvasElement);
    const startAfresh = within(notice).getByRole('button', { name: 'Opnieuw beginnen met alleen VPS Bronze' });
    startAfresh.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByTestId('quotation-linked')).toBeNull());
    await expect(canvas.getAllByRole('article', { hidden: true }).map((row) => row.getAttribute('data-package-id'))).toEqual([
      String(ID.vpsBronze),
    ]);
    await waitFor(() => expect(rowOf(canvasElement, 'VPS Bronze')).toHaveFocus());
    await expect(canvas.getByTestId('quotation-announcement')).toHaveTextContent(
      /^Je eerdere keuze is gewist\. Alleen VPS Bronze staat nu in je keuze\.$/,
    );
    await expect(summaryLines(canvasElement)).toEqual(['VPS Bronze € 34,95/mnd', 'VPS setup - VPS Bronze € 25,00']);
    await expectTotals(canvasElement, '€ 34,95/mnd', '€ 25,00');
    await expect(JSON.parse(window.sessionStorage.getItem(STORAGE_KEY) ?? '{}').items).toEqual([item(ID.vpsBronze)]);
  },
};
