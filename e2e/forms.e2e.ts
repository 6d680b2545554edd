/**
 * The Gravity Forms engine in the built site, against the WordPress stand-in:
 * the contact form (form 1 on /contact/) sends like a user, shows the confirmation, the stand-in
 * stores the entry and mails the notification (/mailbox/); a submission the stand-in rejects shows
 * its message on the right field; the newsletter modal subscribes (form 3); the contact form works
 * with the keyboard alone; the word 'voorwaarden' of its plain-text consent label links to the
 * privacy statement, through the router; the form page is axe-clean with errors shown. And
 * first-load JS: a page without forms requests none of the engine (react-hook-form, yup, the field
 * components), measured with and without a form the way `npm run bench` weighs pages.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { CONSENT_TEXT_LABEL } from '../mocks/content/forms';
import { NEWSLETTER_DELAY_MS } from '../src/styles/constants';
import { axeViolations, launchChromium, openPage, SITE_URL, stubThirdParties } from './browser';
import { findMail, poll, stamp } from '../mocks/testing/expect-helpers';
import { isSubmission } from './site-pages';

const ROOT = path.resolve(__dirname, '..');
/** Where the stand-in keeps its entries (mocks/wordpress/paths.ts, entries.ts); the test harness starts it with the same environment. */
const DATA_DIR = path.resolve(process.env.WORDPRESS_DATA_DIR ?? path.join(ROOT, '.data', 'wordpress'));
const CONTACT_PAGE = '/contact/';

/**
 * Strings only the engine's code holds: GravityForm.tsx's overlay, react-hook-form's context
 * name and one of yup's default messages. Minification keeps string literals.
 */
const ENGINE_MARKERS = ['form-overlay', 'HookFormContext', '${path} must be a valid email'];

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

async function open(pathname: string, viewport = { width: 1280, height: 900 }) {
  // A 400 from the stand-in is an expected answer; Chromium logs every failed response.
  const { page, errors, status } = await openPage(browser, pathname, { viewport, ignoreConsole: /status of 400/ });
  expect(status).toBe(200);
  return { page, errors };
}

interface StoredEntry {
  id: number;
  form_id: number;
  values: Record<string, unknown>;
}

/** The stand-in's stored entries of a form (entries/form-<id>.jsonl). */
function entries(formId: number): StoredEntry[] {
  const file = path.join(DATA_DIR, 'entries', `form-${formId}.jsonl`);
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredEntry);
}

/** The contact form on /contact/ (the form block's group, named by the form's title). */
const contactForm = (page: Page) => page.locator('main form.gform-1');

/** The error text an input points to with aria-describedby. */
async function describedError(page: Page, inputName: string) {
  const input = contactForm(page).locator(`[name="${inputName}"]`).first();
  const ids = (await input.getAttribute('aria-describedby'))?.split(/\s+/) ?? [];
  const texts = await Promise.all(ids.filter((id) => id.endsWith('-error')).map((id) => page.locator(`[id="${id}"]`).textContent()));
  return { invalid: await input.getAttribute('aria-invalid'), error: texts.join(' ').trim() };
}

describe('the contact form', () => {
  it('sends like a user: confirmation shown, entry stored, notification in /mailbox/ with the values', async () => {
    const { page, errors } = await open(CONTACT_PAGE);
    const form = contactForm(page);
    await form.waitFor();
    const id = stamp();
    const values = {
      name: `Eva de Tester ${id}`,
      email: `eva.${id}@example.nl`,
      message: `Wij zoeken een VPS voor ons team (${id}).`,
      choice: 'Een offerte',
      phone: '0612345678',
    };

    await form.getByLabel(/^Naam\b/).click();
    await page.keyboard.type(values.name);
    await page.keyboard.press('Tab');
    await form.getByLabel(/^E-mailadres\b/).pressSequentially(values.email);
    await page.keyboard.press('Tab');
    await form.getByLabel(/^Bericht\b/).pressSequentially(values.message);
    await page.keyboard.press('Tab');
    await form.getByLabel(/^Ik wil graag\b/).selectOption(values.choice);
    await form.getByLabel(/^Telefoonnummer\b/).pressSequentially(values.phone);
    await page.keyboard.press('Tab');
    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();

    const submission = page.waitForResponse(isSubmission);
    await form.getByRole('button', { name: 'Verstuur' }).click();
    const response = await submission;
    expect(response.status()).toBe(200);
    expect((await response.json()).is_valid).toBe(true);

    await page.getByText('Bedankt voor je bericht!').waitFor();
    expect(await page.locator('main form.gform-1').count()).toBe(0);

    const entry = await poll(
      () => entries(1).find((candidate) => candidate.values['12'] === values.email),
      'the entry in entries/form-1.jsonl',
    );
    expect(entry.form_id).toBe(1);
    expect(entry.values).toMatchObject({
      '11': values.name,
      '12': values.email,
      '13': values.message,
      '14': values.choice,
      '15': values.phone,
    });

    const wordpressOrigin = new URL(response.url()).origin;
    const message = await findMail(wordpressOrigin, (candidate) => candidate.replyTo.includes(values.email));
    expect(message.subject).toBe(`Nieuw contactformulier van ${values.name}: ${values.choice}`);
    const body = `${message.text ?? ''}\n${message.html ?? ''}`;
    for (const value of [values.name, values.email, values.message, values.choice, values.phone]) expect(body).toContain(value);

    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows the message of a submission the stand-in rejects on its field, keeps the values, and stays axe-clean', async () => {
    const { page } = await open(CONTACT_PAGE);
    const form = contactForm(page);
    await form.waitFor();
    const id = stamp();
    // yup's e-mail check accepts a host without a dot; Gravity Forms (WordPress' is_email) does not.
    const email = `jan.${id}@intranet`;
    await form.getByLabel(/^Naam\b/).fill(`Jan ${id}`);
    await form.getByLabel(/^E-mailadres\b/).fill(email);
    await form.getByLabel(/^Bericht\b/).fill('Graag meer informatie.');
    await form.getByLabel(/^Ik wil graag\b/).selectOption('Meer informatie');
    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();

    const submission = page.waitForResponse(isSubmission);
    await form.getByRole('button', { name: 'Verstuur' }).click();
    const response = await submission;
    expect(response.status()).toBe(400);
    const answer = (await response.json()) as { is_valid: boolean; validation_messages: Record<string, string> };
    expect(answer.is_valid).toBe(false);
    expect(Object.keys(answer.validation_messages)).toEqual(['12']);

    await form.getByText('Er ging iets fout').waitFor();
    await poll(
      async () => ((await describedError(page, 'input_12')).error ? true : undefined),
      'the server message on the e-mail field',
      5000,
    );
    const shown = await describedError(page, 'input_12');
    expect(shown.invalid).toBe('true');
    expect(shown.error).toContain(answer.validation_messages['12']);
    expect((await describedError(page, 'input_11')).invalid).toBeNull();
    expect(await form.getByLabel(/^E-mailadres\b/).inputValue()).toBe(email);
    expect(entries(1).some((entry) => entry.values['12'] === email)).toBe(false);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('is filled and sent with the keyboard alone (Tab, typing, arrow key, Space, Enter)', async () => {
    const { page, errors } = await open(CONTACT_PAGE);
    await contactForm(page).waitFor();
    const id = stamp();
    const typed: Record<string, string> = {
      input_11: `Kees Toetsenbord ${id}`,
      input_12: `kees.${id}@example.nl`,
      input_13: 'Alleen met het toetsenbord ingevuld.',
      input_15: '0201234567',
    };
    const done = new Set<string>();
    let sent = false;
    for (let step = 0; step < 120 && !sent; step += 1) {
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => {
        const element = document.activeElement as HTMLInputElement | null;
        const inForm = !!element?.closest('form.gform-1');
        return {
          inForm,
          name: element?.getAttribute('name') ?? '',
          tag: element?.tagName ?? '',
          type: element?.getAttribute('type') ?? '',
          text: element?.textContent?.trim() ?? '',
        };
      });
      if (!focused.inForm) {
        if (done.size > 0) throw new Error(`Tab left the form after ${[...done].join(', ')}`);
        continue;
      }
      if (typed[focused.name] !== undefined && !done.has(focused.name)) {
        await page.keyboard.type(typed[focused.name]!);
        done.add(focused.name);
      } else if (focused.name === 'input_14' && !done.has(focused.name)) {
        await page.keyboard.press('ArrowDown');
        done.add(focused.name);
      } else if (focused.name === 'input_16' && focused.type === 'checkbox' && !done.has(focused.name)) {
        await page.keyboard.press('Space');
        done.add(focused.name);
      } else if (focused.tag === 'BUTTON' && focused.type === 'submit') {
        expect([...done].sort()).toEqual(['input_11', 'input_12', 'input_13', 'input_14', 'input_15', 'input_16']);
        await page.keyboard.press('Enter');
        sent = true;
      }
    }
    expect(sent).toBe(true);
    await page.getByText('Bedankt voor je bericht!').waitFor();
    const entry = await poll(
      () => entries(1).find((candidate) => candidate.values['12'] === typed.input_12),
      'the entry in entries/form-1.jsonl',
    );
    expect(entry.values).toMatchObject({ '11': typed.input_11, '13': typed.input_13, '15': typed.input_15 });
    expect(['Gebeld worden', 'Een offerte', 'Meer informatie', 'Een demo']).toContain(entry.values['14']);
    // The confirmation takes focus, so keyboard and screen reader users hear it.
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Bedankt voor je bericht!');
    expect(errors).toEqual([]);
    await page.close();
  });

  it("links 'voorwaarden' in its plain-text consent label to the privacy statement, through the router", async () => {
    // The contact form's checkbox label is plain text (mocks/content/forms.ts), as Gravity Forms
    // stores what an editor types: the link is the engine's (spec §2 Routes).
    const { page, errors } = await open(CONTACT_PAGE);
    const form = contactForm(page);
    await form.waitFor();
    const label = form.locator('label', { has: page.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }) });
    expect((await label.textContent())?.trim()).toBe(CONSENT_TEXT_LABEL);
    const links = label.getByRole('link');
    expect(await links.count()).toBe(1);
    expect(await links.first().textContent()).toBe('voorwaarden');
    expect(await links.first().getAttribute('href')).toBe('/privacyverklaring/');

    // The form renders in the browser only (LazyGravityForm), so its link is React's from the start:
    // a click is the router's, no page load.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await links.first().click();
    await page.waitForURL((url) => url.pathname === '/privacyverklaring/');
    await page.getByRole('heading', { level: 1, name: 'Privacyverklaring' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('is axe-clean with every field showing its error', async () => {
    const { page } = await open(CONTACT_PAGE);
    const form = contactForm(page);
    await form.waitFor();
    // Visit every control without filling anything: each becomes touched and shows its error.
    await form.getByLabel(/^Naam\b/).focus();
    for (let step = 0; step < 8; step += 1) {
      const leaving = await page.evaluate(
        () => !document.activeElement?.closest('form.gform-1') || document.activeElement?.getAttribute('type') === 'checkbox',
      );
      await page.keyboard.press('Tab');
      if (leaving) break;
    }
    for (const name of ['input_11', 'input_12', 'input_13', 'input_14', 'input_16']) {
      const { invalid, error } = await describedError(page, name);
      expect({ name, invalid, hasError: error.length > 0 }).toEqual({ name, invalid: 'true', hasError: true });
    }
    expect(await form.getByRole('button', { name: 'Verstuur' }).isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('the newsletter modal', () => {
  it('subscribes: the form loads when the modal opens, sends form 3, shows the confirmation and the mail goes out', async () => {
    const { page, errors } = await open('/');
    const button = page.getByRole('button', { name: 'Nieuwsbrief' });
    await button.waitFor({ timeout: NEWSLETTER_DELAY_MS + 3000 });
    await button.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const email = `lezer.${stamp()}@example.nl`;
    const field = dialog.getByRole('textbox');
    await field.waitFor();
    await field.click();
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await dialog.getByRole('checkbox', { name: /nieuwsbrief ontvangen/ }).check();

    const submission = page.waitForResponse(isSubmission);
    await dialog.getByRole('button', { name: 'Aanmelden' }).click();
    const response = await submission;
    expect(new URL(response.url()).pathname).toMatch(/\/forms\/3\/submissions\/?$/);
    expect(response.status()).toBe(200);
    await dialog.getByText('Bedankt voor je aanmelding!').waitFor();

    expect(entries(3).some((entry) => entry.values['1'] === email)).toBe(true);
    const message = await findMail(new URL(response.url()).origin, (candidate) => candidate.to.includes(email));
    expect(message.subject).toBe('Bevestig je aanmelding voor de nieuwsbrief van Wolkwerk Cloud');
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('first-load JavaScript', () => {
  /**
   * Scripts a first visit loads (no cache) until the network is idle, with their bytes on the wire
   * as `npm run bench` counts them (CDP encodedDataLength, resource type Script, mobile viewport),
   * and their bodies.
   */
  async function firstLoad(pathname: string) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await stubThirdParties(page);
    const client = await page.context().newCDPSession(page);
    await client.send('Network.enable');
    const scripts = new Map<string, { url: string; bytes: number }>();
    client.on('Network.responseReceived', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, { url: event.response.url, bytes: 0 });
    });
    client.on('Network.loadingFinished', (event) => {
      const script = scripts.get(event.requestId);
      if (script) script.bytes = event.encodedDataLength;
    });
    const bodies = new Map<string, Promise<string>>();
    page.on('requestfinished', (request: Request) => {
      if (request.resourceType() === 'script')
        bodies.set(
          request.url(),
          request.response().then((response) => (response ? response.text() : '')),
        );
    });
    await page.goto(new URL(pathname, SITE_URL).href, { waitUntil: 'networkidle' });
    const list = [...scripts.values()];
    const texts = new Map(await Promise.all([...bodies].map(async ([url, body]) => [url, await body] as const)));
    await page.close();
    return { scripts: list, bytes: list.reduce((sum, script) => sum + script.bytes, 0), texts };
  }

  const kB = (bytes: number) => +(bytes / 1024).toFixed(1);

  it('a page without forms requests no engine chunk; the figures with and without a form', async () => {
    const home = await firstLoad('/');
    const contact = await firstLoad(CONTACT_PAGE);
    const homeUrls = new Set(home.scripts.map((script) => script.url));
    const engine = contact.scripts.filter((script) => !homeUrls.has(script.url));
    expect(engine.length).toBeGreaterThan(0);
    // The chunks only the form page loads hold the engine: every marker is in one of them …
    const engineText = engine.map((script) => contact.texts.get(script.url) ?? '').join('\n');
    for (const marker of ENGINE_MARKERS)
      expect({ marker, inEngineChunks: engineText.includes(marker) }).toEqual({ marker, inEngineChunks: true });
    // … and no script of the page without forms holds any of it.
    for (const script of home.scripts)
      expect({ url: script.url, read: home.texts.has(script.url) }).toEqual({ url: script.url, read: true });
    for (const [url, text] of home.texts) {
      expect({ url, markers: ENGINE_MARKERS.filter((marker) => text.includes(marker)) }).toEqual({ url, markers: [] });
    }
    const figures = {
      date: new Date().toISOString(),
      home: { path: '/', scriptKB: kB(home.bytes), files: home.scripts.length },
      formPage: {
        path: CONTACT_PAGE,
        scriptKB: kB(contact.bytes),
        files: contact.scripts.length,
        engineKB: kB(engine.reduce((sum, script) => sum + script.bytes, 0)),
        engineChunks: engine.map((script) => new URL(script.url).pathname),
      },
    };
    const out = path.join(ROOT, '.data', 'test-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'first-load-js.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      `first-load JS: / ${figures.home.scriptKB} kB; ${CONTACT_PAGE} ${figures.formPage.scriptKB} kB, of which the form engine ${figures.formPage.engineKB} kB (${figures.formPage.engineChunks.join(', ')})`,
    );
  });
});
