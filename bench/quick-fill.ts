#!/usr/bin/env node
// The fastest honest fill of the quotation dialog, measured in a real browser: the `form_fill_ms`
// the dialog sends (src/quotation/spam.ts FILL_TIME_FIELD: from the dialog opening to the send)
// when a visitor's browser autofills the four contact fields in one action, then the consent box
// and the button are clicked, on a desktop (a mouse is the quickest hand). The clicks come `--gap`
// ms apart (a person cannot click faster; 0: the browser's own floor). Autofill is what Chrome does
// when a suggestion is chosen: every field's value set at once, each with an `input` and a `change`
// event; choosing it takes two clicks (the first field, then the suggestion). The endpoint is not called: the request is caught in the
// browser. Sets QUOTATION_MIN_FILL_MS and QUOTATION_LIMIT_QUICK's reasoning
// (docs/caching-and-security.md).
//   node bench/quick-fill.ts [--gaps 0,150,250] [--runs 5]   on a built public/ (npm start --build-only)
import { parseArgs } from 'node:util';
import { chromium, type Locator, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { serveSite, stopAll } from '../scripts/lib/processes.mjs';
import { FILL_TIME_FIELD } from '../src/quotation/spam.ts';

const { values } = parseArgs({
  options: {
    gaps: { type: 'string', default: '0,150,250' },
    runs: { type: 'string', default: '5' },
    port: { type: 'string', default: '9138' },
  },
});
const gaps = values.gaps.split(',').map(Number);
const runs = Math.max(1, Number(values.runs));

/** The contact fields as a browser's autofill profile fills them: every value at once, with the events Chrome sends. */
async function autofill(page: Page, dialog: Locator) {
  const profile: [RegExp, string][] = [
    [/^Naam\b/, 'Eva de Bezoeker'],
    [/^Telefoonnummer\b/, '0612345678'],
    [/^Bedrijfsnaam\b/, 'Bezoek BV'],
    [/^E-mailadres\b/, 'eva@example.nl'],
  ];
  const fields = await Promise.all(profile.map(async ([label, value]) => [await dialog.getByLabel(label).getAttribute('id'), value]));
  await page.evaluate((entries) => {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    for (const [id, value] of entries) {
      const input = document.getElementById(id!) as HTMLInputElement;
      setValue.call(input, value);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    }
  }, fields);
}

/** One visit: the dialog opened, autofilled, consent and send clicked `gap` ms apart; the fill time it sent. */
async function fillOnce(page: Page, url: string, gap: number): Promise<number> {
  await page.goto(url, { waitUntil: 'networkidle' });
  const row = page.getByRole('article', { name: 'VPS Bronze', exact: true });
  await row.getByLabel('Operating system').selectOption('debian');
  let sent: (fillMs: number) => void;
  const posted = new Promise<number>((resolve) => (sent = resolve));
  await page.route('**/api/package-quotation', async (route) => {
    const body = route.request().postData() ?? '';
    const match = new RegExp(`name="${FILL_TIME_FIELD}"\\r\\n\\r\\n(\\d+)`).exec(body);
    sent(match ? Number(match[1]) : NaN);
    await route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ isValid: true, message: 'ok' }) });
  });
  await page.getByTestId('quotation-summary').getByRole('button', { name: 'Mail mij de offerte' }).click();
  const dialog = page.getByRole('dialog', { name: 'Mail mij de offerte' });
  // The first field can be clicked once it is there: a click on it, then on the suggestion.
  const name = dialog.getByLabel(/^Naam\b/);
  await name.waitFor();
  await page.waitForTimeout(gap);
  await name.click();
  await page.waitForTimeout(gap);
  await autofill(page, dialog);
  await page.waitForTimeout(gap);
  await dialog.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).click();
  await page.waitForTimeout(gap);
  await dialog.getByRole('button', { name: 'Verstuur offerte' }).click();
  const fillMs = await posted;
  await page.unroute('**/api/package-quotation');
  return fillMs;
}

const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;

const site = await serveSite({ port: Number(values.port), quiet: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const url = new URL('/offerte-aanvragen/?Pakket=VPS%20Bronze', site.url).href;
  console.log(`| clicks apart | form_fill_ms (median of ${runs}) | min | max |\n|---|---|---|---|`);
  for (const gap of gaps) {
    const fills: number[] = [];
    for (let run = 0; run < runs; run++) fills.push(await fillOnce(page, url, gap));
    console.log(`| ${gap} ms | ${median(fills)} ms | ${Math.min(...fills)} ms | ${Math.max(...fills)} ms |`);
  }
} finally {
  await browser.close();
  await stopAll();
}
