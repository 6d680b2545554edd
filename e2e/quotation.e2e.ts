/**
 * The quotation builder on the built site: /offerte-aanvragen/ with
 * ?Pakket= adds that package; a second package, Windows, RDP, extra RAM and storage are chosen
 * like a visitor does; 'Jouw keuze' shows the totals this test computes itself from the fixture
 * prices and the price table (docs/behaviour/packages-and-quotation.md#prices-and-rounding); 'Mail mij de offerte' opens the dialog with form 5,
 * the request is answered with the server's message, and the mail in the stand-in's mailbox
 * states the same totals. Also: a VPS without an operating system is stopped before the dialog
 * (banner, focus on its select); the configuration survives a reload without adding the ?Pakket
 * package twice; Service=pc opens the PC section; a failed request shows the failure view and
 * 'Probeer opnieuw' brings back the dialog with what was typed; axe finds nothing. And a
 * price card's 'Offerte' link into an earlier choice says so once (notice and live region, not
 * again on a reload), and 'Opnieuw beginnen' keeps only the linked package.
 *
 * The served site must mail to the test stand-in's sink (scripts/test.mjs: SMTP_URL).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { packages as FIXTURE_PACKAGES } from '../mocks/content/packages';
import { parsePrice } from '../src/lib/format';
import { ANSWERS } from '../src/quotation/server/handle';
import { axeViolations, launchChromium, openPage, SITE_URL } from './browser';
import { findMail, stamp, WORDPRESS_ORIGIN } from '../mocks/testing/expect-helpers';
import { quotationDialog, quotationSummary } from './site-pages';

const QUOTATION_PAGE = '/offerte-aanvragen/';
const ENDPOINT = /\/api\/package-quotation\/?$/;

/** The packages this test configures (mocks/content/packages.ts): both offer Windows; Bronze allows RDP, RAM and 100 GB NVMe at € 15. */
const FIRST = 'VPS Bronze';
const SECOND = 'VPS Silver';

/** docs/behaviour/packages-and-quotation.md#prices-and-rounding, in cents a month, written here rather than imported so a wrong price table in src/ fails the test. */
const PRICE_TABLE = { windowsOs: 1750, msRdp: 1350, ram: 1000, storage: 1500, storageCheap: 750 };

const cents = (euros: number) => Math.round(euros * 100);

function fixture(title: string) {
  const found = FIXTURE_PACKAGES.find((pkg) => pkg.title === title);
  if (!found) throw new Error(`No fixture package '${title}' in mocks/content/packages.ts`);
  return found;
}

interface Line {
  title: string;
  amount: number;
  windows: boolean;
  msRdp: number;
  ram: number;
  storage: number;
}

/** docs/behaviour/packages-and-quotation.md#prices-and-rounding: monthly per line = (priceFrom + extras) × amount; once = oneTimeCost × amount. */
function expectedTotals(lines: readonly Line[]) {
  let monthly = 0;
  let once = 0;
  for (const line of lines) {
    const { info } = fixture(line.title);
    const storageUnit = info.upgradeStorage === '100gb_nvme_1' ? PRICE_TABLE.storageCheap : PRICE_TABLE.storage;
    const extras =
      (line.windows ? PRICE_TABLE.windowsOs : 0) + line.msRdp * PRICE_TABLE.msRdp + line.ram * PRICE_TABLE.ram + line.storage * storageUnit;
    monthly += (cents(info.priceFrom) + extras) * line.amount;
    once += cents(info.oneTimeCost) * line.amount;
  }
  return { monthly, once };
}

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

/** The quotation page at desktop width (the summary beside the sections), hydrated: with ?Pakket, its row is there. */
async function open(search = '', ignoreConsole?: RegExp) {
  const { page, errors, status } = await openPage(browser, `${QUOTATION_PAGE}${search}`, { ignoreConsole });
  expect(status).toBe(200);
  await page.getByTestId('quotation-builder').waitFor();
  return { page, errors };
}

const row = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });
const summary = quotationSummary;
const dialog = quotationDialog;

/** Presses a row's '+' (named '<label>: één meer') `times` times. */
async function more(target: Locator, label: string, times: number) {
  for (let step = 0; step < times; step += 1) await target.getByRole('button', { name: `${label}: één meer`, exact: true }).click();
}

/** The totals 'Jouw keuze' shows (its visible list; the mobile bar's copy is hidden at this width). */
async function shownTotals(page: Page) {
  const read = async (key: 'monthly' | 'once') =>
    (await summary(page).locator(`[data-total="${key}"] dd`).filter({ visible: true }).textContent())?.trim() ?? '';
  const text = { monthly: await read('monthly'), once: await read('once') };
  return { text, monthly: parsePrice(text.monthly), once: parsePrice(text.once) };
}

/** The example quotation: ?Pakket=VPS Bronze (Windows, 2 RDP, 2 GB RAM, 100 GB storage), VPS Silver × 2 with Debian. */
const CONFIGURED: Line[] = [
  { title: FIRST, amount: 1, windows: true, msRdp: 2, ram: 2, storage: 1 },
  { title: SECOND, amount: 2, windows: false, msRdp: 0, ram: 0, storage: 0 },
];

async function configure(page: Page) {
  const first = row(page, FIRST);
  await first.waitFor();
  await page.getByRole('button', { name: `${SECOND} toevoegen`, exact: true }).click();
  const second = row(page, SECOND);
  await second.waitFor();
  await first.getByLabel('Operating system').selectOption('windows_2022');
  await more(first, 'MS RDP licentie', 2);
  await more(first, 'Extra RAM (1 GB)', 2);
  await more(first, 'Extra opslag (100 GB NVMe)', 1);
  await second.getByLabel('Operating system').selectOption('debian');
  await more(second, `Aantal ${SECOND}`, 1);
}

const CONTACT = {
  name: 'Eva de Tester',
  phone: '0612345678',
  company: 'Tester BV',
  comments: 'Graag een migratie in mei.',
};

/** Opens the dialog and fills form 5 as a visitor (fields: mocks/content/forms.ts 'Offerte'). */
async function fillDialog(page: Page, email: string) {
  await summary(page).getByRole('button', { name: 'Mail mij de offerte' }).click();
  const form = dialog(page);
  await form.waitFor();
  await form.getByLabel(/^Naam\b/).fill(CONTACT.name);
  await form.getByLabel(/^Telefoonnummer\b/).fill(CONTACT.phone);
  await form.getByLabel(/^Bedrijfsnaam\b/).fill(CONTACT.company);
  await form.getByLabel(/^E-mailadres\b/).fill(email);
  await form.getByLabel(/^Opmerkingen\b/).fill(CONTACT.comments);
  await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();
  return form;
}

describe('the quotation builder on /offerte-aanvragen/', () => {
  it('builds a quotation, sends it, shows the success message and mails the totals of the summary', async () => {
    const { page, errors } = await open(`?Pakket=${encodeURIComponent(FIRST)}`);
    await configure(page);

    const expected = expectedTotals(CONFIGURED);
    const shown = await shownTotals(page);
    expect({ monthly: shown.monthly, once: shown.once }).toEqual(expected);
    expect(shown.text.monthly).toMatch(/\/mnd$/);
    expect(
      await row(page, FIRST)
        .getByRole('spinbutton', { name: `Aantal ${FIRST}`, exact: true })
        .inputValue(),
    ).toBe('1');
    expect(
      await row(page, SECOND)
        .getByRole('spinbutton', { name: `Aantal ${SECOND}`, exact: true })
        .inputValue(),
    ).toBe('2');

    const email = `offerte.browser.${stamp()}@example.nl`;
    const form = await fillDialog(page, email);
    // The dialog repeats the totals being requested.
    const dialogText = (await form.textContent()) ?? '';
    expect(dialogText).toContain(shown.text.monthly);
    expect(dialogText).toContain(shown.text.once);

    const request = page.waitForResponse(
      (response) => ENDPOINT.test(new URL(response.url()).pathname) && response.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Verstuur offerte' }).click();
    const response = await request;
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ isValid: true, message: ANSWERS.done });

    const done = page.getByTestId('quotation-done');
    await done.waitFor();
    expect(await done.textContent()).toContain(ANSWERS.done);
    expect(await form.isVisible()).toBe(false);

    const message = await findMail(WORDPRESS_ORIGIN, (candidate) => candidate.to.includes(email), 'the quotation mail in /mailbox/');
    for (const body of [message.text ?? '', message.html ?? '']) {
      expect(body).toContain(shown.text.monthly);
      expect(body).toContain(shown.text.once);
    }
    expect(message.text).toContain(CONTACT.company);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('stops a VPS without an operating system before the dialog: banner, focus on its select, no dialog', async () => {
    const { page, errors } = await open(`?Pakket=${encodeURIComponent(FIRST)}`);
    const first = row(page, FIRST);
    await first.waitFor();
    await summary(page).getByRole('button', { name: 'Mail mij de offerte' }).click();

    const banner = first.getByRole('alert');
    await banner.waitFor();
    expect((await banner.textContent())?.trim()).toBe('Kies een operating system');
    expect(await first.getAttribute('data-error')).toBe('true');
    const select = first.getByLabel('Operating system');
    expect(await select.getAttribute('aria-invalid')).toBe('true');
    expect(await select.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.waitForTimeout(300);
    expect(await dialog(page).isVisible()).toBe(false);

    // Choosing one clears the banner, and the dialog opens.
    await select.selectOption('windows_2019');
    await banner.waitFor({ state: 'detached' });
    await summary(page).getByRole('button', { name: 'Mail mij de offerte' }).click();
    await dialog(page).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the configuration over a reload, without adding the ?Pakket package again', async () => {
    const { page, errors } = await open(`?Pakket=${encodeURIComponent(FIRST)}`);
    await configure(page);
    const before = await shownTotals(page);
    expect({ monthly: before.monthly, once: before.once }).toEqual(expectedTotals(CONFIGURED));

    await page.reload({ waitUntil: 'networkidle' });
    const first = row(page, FIRST);
    await first.waitFor();
    expect(await page.locator('article[data-package-id]').count()).toBe(2);
    expect(await first.getByRole('spinbutton', { name: `Aantal ${FIRST}`, exact: true }).inputValue()).toBe('1');
    expect(await first.getByLabel('Operating system').inputValue()).toBe('windows_2022');
    expect(await first.getByRole('spinbutton', { name: /^MS RDP licentie per pakket/ }).inputValue()).toBe('2');
    expect(
      await row(page, SECOND)
        .getByRole('spinbutton', { name: `Aantal ${SECOND}`, exact: true })
        .inputValue(),
    ).toBe('2');
    const after = await shownTotals(page);
    expect(after.text).toEqual(before.text);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("says so when a price card's Offerte link adds its package to an earlier choice, once; Opnieuw beginnen keeps only that package", async () => {
    // The earlier choice: VPS Silver, from its link.
    const { page, errors } = await open(`?Pakket=${encodeURIComponent(SECOND)}`);
    await row(page, SECOND).waitFor();
    const notice = page.getByTestId('quotation-linked');
    const announcement = page.getByTestId('quotation-announcement');
    expect(await notice.count()).toBe(0);

    // Then the VPS page, and VPS Bronze's 'Offerte' in its price carousel (the same tab: the same session storage).
    await page.goto(new URL('/diensten/vps/', SITE_URL).href, { waitUntil: 'networkidle' });
    const carousel = page.getByRole('region', { name: 'Pakketten', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    await page.locator('[aria-label="Pakketten"].swiper-initialized').waitFor();
    await carousel.getByRole('link', { name: `Offerte ${FIRST}`, exact: true }).click();
    await page.waitForURL((url) => url.pathname === QUOTATION_PAGE && url.searchParams.get('Pakket') === FIRST);
    await notice.waitFor();
    expect(await notice.textContent()).toContain(`${FIRST} is toegevoegd aan je eerdere keuze.`);
    expect(await announcement.getAttribute('role')).toBe('status');
    expect(await announcement.textContent()).toBe(`${FIRST} is toegevoegd aan je eerdere keuze.`);
    await row(page, FIRST).waitFor();
    await row(page, SECOND).waitFor();
    expect(await page.locator('article[data-package-id]').count()).toBe(2);
    expect(await axeViolations(page)).toEqual([]);

    // A reload finds VPS Bronze in the kept choice: both stay, nothing is said again.
    await page.reload({ waitUntil: 'networkidle' });
    await row(page, FIRST).waitFor();
    expect(await page.locator('article[data-package-id]').count()).toBe(2);
    expect(await notice.count()).toBe(0);
    expect(await announcement.textContent()).toBe('');

    // A third package's link, then 'Opnieuw beginnen' by keyboard: only that package stays, its row focused.
    const third = 'VPS Gold';
    await page.goto(new URL(`${QUOTATION_PAGE}?Pakket=${encodeURIComponent(third)}`, SITE_URL).href, { waitUntil: 'networkidle' });
    await notice.waitFor();
    expect(await announcement.textContent()).toBe(`${third} is toegevoegd aan je eerdere keuze.`);
    expect(await page.locator('article[data-package-id]').count()).toBe(3);
    await notice.getByRole('button', { name: `Opnieuw beginnen met alleen ${third}`, exact: true }).focus();
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    expect(await page.locator('article[data-package-id]').count()).toBe(1);
    const kept = await row(page, third).elementHandle();
    await page.waitForFunction((element) => element === document.activeElement, kept);
    expect(await announcement.textContent()).toBe(`Je eerdere keuze is gewist. Alleen ${third} staat nu in je keuze.`);
    expect(await shownTotals(page)).toMatchObject({
      monthly: cents(fixture(third).info.priceFrom),
      once: cents(fixture(third).info.oneTimeCost),
    });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the PC section with Service=pc', async () => {
    const { page, errors } = await open('?Service=pc');
    const toggle = page.locator('section[data-section="pc"]').getByRole('button', { name: /Kies een Cloud PC/ });
    await page.locator('section[data-section="pc"] button[aria-expanded="true"]').waitFor();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('button', { name: 'Cloud PC Iron toevoegen', exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the failure view when the request fails, and Probeer opnieuw reopens the dialog with the typed values', async () => {
    const { page, errors } = await open(`?Pakket=${encodeURIComponent(FIRST)}`, /status of 500/);
    await page.route(ENDPOINT, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ isValid: false, message: 'Interne fout' }) }),
    );
    await row(page, FIRST).getByLabel('Operating system').selectOption('windows_2022');
    const email = `mislukt.${stamp()}@example.nl`;
    const form = await fillDialog(page, email);
    await form.getByRole('button', { name: 'Verstuur offerte' }).click();

    const failed = page.getByTestId('quotation-failed');
    await failed.waitFor();
    const text = (await failed.textContent()) ?? '';
    expect(text).toContain('Er ging iets fout');
    expect(text).toContain('Probeer het opnieuw of neem contact op');
    expect(await failed.getByRole('link', { name: 'Contact opnemen' }).getAttribute('href')).toBe('/contact/');
    expect(await form.isVisible()).toBe(false);

    await failed.getByRole('button', { name: 'Probeer opnieuw' }).click();
    await form.waitFor();
    await form.getByLabel(/^Naam\b/).waitFor();
    expect(await form.getByLabel(/^Naam\b/).inputValue()).toBe(CONTACT.name);
    expect(await form.getByLabel(/^Telefoonnummer\b/).inputValue()).toBe(CONTACT.phone);
    expect(await form.getByLabel(/^Bedrijfsnaam\b/).inputValue()).toBe(CONTACT.company);
    expect(await form.getByLabel(/^E-mailadres\b/).inputValue()).toBe(email);
    expect(await form.getByLabel(/^Opmerkingen\b/).inputValue()).toBe(CONTACT.comments);
    expect(await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('quotation-failed').count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is axe-clean with a filled quotation and with the dialog open', async () => {
    const { page } = await open(`?Pakket=${encodeURIComponent(FIRST)}`);
    await configure(page);
    expect(await axeViolations(page)).toEqual([]);
    await summary(page).getByRole('button', { name: 'Mail mij de offerte' }).click();
    await dialog(page)
      .getByLabel(/^Naam\b/)
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});
