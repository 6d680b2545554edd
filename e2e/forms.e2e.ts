/**
 * The Gravity Forms engine in the built site, against the WordPress stand-in:
 * the contact form (form 1 on /contact/) sends like a user, shows the confirmation, the stand-in
 * stores the entry and mails the notification (/mailbox/); a submission the stand-in rejects shows
 * its message on the right field; the newsletter modal subscribes (form 3); the contact form works
 * with the keyboard alone; the word 'voorwaarden' of its plain-text consent label links to the
 * privacy statement, through the router; the form page is axe-clean with errors shown. Every form
 * page's HTML, read without JavaScript, holds its whole form and the phone and e-mail to use instead;
 * what a visitor types before the engine has loaded is kept and sent. And first-load JS: no page's
 * first load carries the engine (react-hook-form, yup), measured the way `npm run bench` weighs pages.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { CONSENT_TEXT_LABEL } from '../mocks/content/forms';
import { toGatsbyGravityForm } from '../mocks/content/gatsby-shape';
import { content, findForm, WORDPRESS_URL } from '../mocks/content/index';
import { isRendered, visibleFieldIds } from '../src/forms/conditions';
import { normalizeForm } from '../src/forms/normalize';
import { defaultValues } from '../src/forms/values';
import { NEWSLETTER_DELAY_MS } from '../src/styles/constants';
import { axeViolations, launchChromium, openPage, SITE_URL, stubThirdParties, untilHydrated } from './browser';
import { findMail, poll, stamp } from '../mocks/testing/expect-helpers';
import { FORM_BLOCKS, isSubmission } from './site-pages';

const ROOT = path.resolve(__dirname, '..');
/** Where the stand-in keeps its entries (mocks/wordpress/paths.ts, entries.ts); the test harness starts it with the same environment. */
const DATA_DIR = path.resolve(process.env.WORDPRESS_DATA_DIR ?? path.join(ROOT, '.data', 'wordpress'));
const CONTACT_PAGE = '/contact/';

/**
 * Strings only the engine's code holds: GravityForm.tsx's overlay, react-hook-form's context
 * name and one of yup's default messages. Minification keeps string literals.
 */
const ENGINE_MARKERS = ['form-overlay', 'HookFormContext', '${path} must be a valid email'];

/** The engine's chunk (src/forms/PaintedGravityForm.tsx loadFormEngine). */
const ENGINE_CHUNK = /\/form-engine-[0-9a-f]+\.js$/;

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

/**
 * Until every running transition has ended. The form is in the server's HTML, so the block below it
 * starts below the fold and fades in (FadeIn, an opacity transition) only when filling the form
 * scrolls it into view; axe would read its text mid-fade as too faint.
 */
const transitionsEnded = (page: Page) =>
  page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));

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
    await transitionsEnded(page);
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
    // stores what an editor types: the link is the engine's (docs/behaviour/forms.md#consent-and-the-privacy-link).
    const { page, errors } = await open(CONTACT_PAGE);
    const form = contactForm(page);
    await form.waitFor();
    const label = form.locator('label', { has: page.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }) });
    expect((await label.textContent())?.trim()).toBe(CONSENT_TEXT_LABEL);
    const links = label.getByRole('link');
    expect(await links.count()).toBe(1);
    expect(await links.first().textContent()).toBe('voorwaarden');
    expect(await links.first().getAttribute('href')).toBe('/privacyverklaring/');

    // The link is the site's Link in the server's form and in the engine's: a click is the
    // router's, no page load.
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
    await transitionsEnded(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('forms painted by the server', () => {
  const info = content.settings.info!;
  const PAGES_WITH_FORMS = [...new Set(FORM_BLOCKS.map((block) => block.uri))];

  it.each(PAGES_WITH_FORMS)('%s without JavaScript: every form complete, and the phone and e-mail beside its button', async (uri) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await stubThirdParties(page);
    expect((await page.goto(new URL(uri, SITE_URL).href))?.status()).toBe(200);
    for (const { formId } of FORM_BLOCKS.filter((block) => block.uri === uri)) {
      const definition = normalizeForm(toGatsbyGravityForm(findForm(formId)!), { wordpressUrl: WORDPRESS_URL });
      const form = page.locator(`main form.gform-${formId}`);
      expect(await form.count()).toBe(1);
      const visible = visibleFieldIds(definition, defaultValues(definition));
      const rendered = definition.fields.filter((field) => isRendered(field, visible));
      expect(rendered.length).toBeGreaterThan(0);
      for (const field of rendered) {
        const part = form.locator(`[data-field-id="${field.id}"]`);
        // An html field without content renders nothing, as in the engine.
        if (field.type === 'html' && !field.content) continue;
        expect({ field: field.id, count: await part.count() }).toEqual({ field: field.id, count: 1 });
        if (field.label && field.type !== 'html') expect(await part.textContent()).toContain(field.label);
        if (field.type === 'consent') {
          expect(await part.getByRole('checkbox').count()).toBe(1);
          expect(await part.getByRole('link').first().getAttribute('href')).toBe('/privacyverklaring/');
        }
      }
      const button = form.getByRole('button', { name: definition.submitButton.text || 'Verstuur' });
      expect(await button.isVisible()).toBe(true);
      // The first state (docs/behaviour/forms.md#submission-states): nothing touched, so the button waits (and cannot send without the engine).
      expect(await button.isDisabled()).toBe(true);
      const alternative = form.getByText(/^Lukt verzenden niet\?/);
      expect(await alternative.isVisible()).toBe(true);
      expect((await alternative.textContent())?.replace(/\s+/g, ' ')).toBe(
        `Lukt verzenden niet? Bel ons op ${info.phonenumber} of mail naar ${info.email}.`,
      );
      expect(await alternative.getByRole('link', { name: info.phonenumber }).getAttribute('href')).toBe(
        `tel:${info.phonenumber.replace(/\D/g, '')}`,
      );
      expect(await alternative.getByRole('link', { name: info.email }).getAttribute('href')).toBe(`mailto:${info.email}`);
    }
    await context.close();
  });

  it('keeps and sends what a visitor typed before the engine arrived; the engine then takes over in place', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await stubThirdParties(page);
    const messages: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !/status of 400/.test(message.text())) messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    // The engine's chunk waits until the visitor has typed.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let engineRequested = false;
    await page.route(ENGINE_CHUNK, async (route) => {
      engineRequested = true;
      await released;
      await route.continue();
    });
    await page.goto(new URL(CONTACT_PAGE, SITE_URL).href);
    await untilHydrated(page);
    const form = contactForm(page);
    await form.waitFor();
    const id = stamp();
    const values = { name: `Vroege Vogel ${id}`, email: `vroeg.${id}@example.nl`, message: 'Getypt voordat het formulier klaar was.' };
    await form.getByLabel(/^Naam\b/).fill(values.name);
    await form.getByLabel(/^E-mailadres\b/).fill(values.email);
    await form.getByLabel(/^Ik wil graag\b/).selectOption('Een demo');
    await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).check();
    await form.getByLabel(/^Bericht\b/).click();
    await page.keyboard.type(values.message.slice(0, 10));
    expect(engineRequested).toBe(true);
    const before = await form.getByLabel(/^Bericht\b/).boundingBox();

    release();
    // The engine's form: validation runs (the button comes on for the fields the visitor left).
    const button = form.getByRole('button', { name: 'Verstuur' });
    await poll(async () => ((await button.isEnabled()) ? true : undefined), 'the engine enabling the button', 10_000);
    // Typing goes on in the same field, at the caret: the focus moved with the hand-over.
    await page.keyboard.type(values.message.slice(10));
    expect(await form.getByLabel(/^Bericht\b/).inputValue()).toBe(values.message);
    expect(await form.getByLabel(/^Naam\b/).inputValue()).toBe(values.name);
    expect(await form.getByLabel(/^E-mailadres\b/).inputValue()).toBe(values.email);
    expect(await form.getByLabel(/^Ik wil graag\b/).inputValue()).toBe('Een demo');
    expect(await form.getByRole('checkbox', { name: /Ik ga akkoord met de voorwaarden/ }).isChecked()).toBe(true);
    // No jump: the field stands where it stood.
    expect(await form.getByLabel(/^Bericht\b/).boundingBox()).toEqual(before);

    const submission = page.waitForResponse(isSubmission);
    await button.click();
    expect((await submission).status()).toBe(200);
    await page.getByText('Bedankt voor je bericht!').waitFor();
    const entry = await poll(() => entries(1).find((candidate) => candidate.values['12'] === values.email), 'the entry');
    expect(entry.values).toMatchObject({ '11': values.name, '13': values.message, '14': 'Een demo' });
    expect(messages).toEqual([]);
    await page.close();
  });

  it('loads the engine by itself once the page is idle: a message shows for a field left wrongly', async () => {
    const { page, errors } = await open(CONTACT_PAGE);
    const form = contactForm(page);
    await poll(
      async () =>
        (await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/form-engine-/.test(entry.name))))
          ? true
          : undefined,
      'the engine loaded on idle',
      10_000,
    );
    await form.getByLabel(/^E-mailadres\b/).fill('geen-adres');
    await page.keyboard.press('Tab');
    expect((await describedError(page, 'input_12')).error).not.toBe('');
    expect(errors).toEqual([]);
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
   * and their bodies. `holdEngine`: the form engine's chunk, which a form page loads on the first
   * use of a form or once the browser is idle after the load, is refused, as islands.e2e.ts holds
   * back Gatsby's idle prefetch: what is left is what the page needs to show and hydrate.
   */
  async function firstLoad(pathname: string, { holdEngine }: { holdEngine: boolean }) {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await stubThirdParties(page);
    const refused: string[] = [];
    if (holdEngine)
      await page.route(ENGINE_CHUNK, (route) => {
        refused.push(route.request().url());
        return route.abort();
      });
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
    const list = [...scripts.values()].filter((script) => script.bytes > 0);
    const texts = new Map(await Promise.all([...bodies].map(async ([url, body]) => [url, await body] as const)));
    await page.close();
    return { scripts: list, bytes: list.reduce((sum, script) => sum + script.bytes, 0), texts, refused };
  }

  const kB = (bytes: number) => +(bytes / 1024).toFixed(1);
  const markersIn = (text: string) => ENGINE_MARKERS.filter((marker) => text.includes(marker));

  it("no page's first load carries the engine; a form page loads it on idle; the figures", async () => {
    const home = await firstLoad('/', { holdEngine: true });
    const contact = await firstLoad(CONTACT_PAGE, { holdEngine: true });
    const idle = await firstLoad(CONTACT_PAGE, { holdEngine: false });
    // A page without forms never asks for the engine; the form page asks once it is idle.
    expect(home.refused).toEqual([]);
    expect(contact.refused).toHaveLength(1);
    // Every script of both first loads was read, and none holds react-hook-form, yup or GravityForm.
    for (const load of [home, contact]) {
      for (const script of load.scripts)
        expect({ url: script.url, read: load.texts.has(script.url) }).toEqual({ url: script.url, read: true });
      for (const [url, text] of load.texts) expect({ url, markers: markersIn(text) }).toEqual({ url, markers: [] });
    }
    // The form page's own first-load code paints the form (its static form, with the contact line) …
    const homeUrls = new Set(home.scripts.map((script) => script.url));
    const formCode = contact.scripts.filter((script) => !homeUrls.has(script.url));
    expect(formCode.some((script) => contact.texts.get(script.url)?.includes('Lukt verzenden niet?'))).toBe(true);
    // … and the chunk it loads on idle is the engine.
    const engine = idle.scripts.filter((script) => ENGINE_CHUNK.test(new URL(script.url).pathname));
    expect(engine).toHaveLength(1);
    expect(markersIn(idle.texts.get(engine[0]!.url) ?? '')).toEqual(ENGINE_MARKERS);
    const figures = {
      date: new Date().toISOString(),
      home: { path: '/', scriptKB: kB(home.bytes), files: home.scripts.length },
      formPage: {
        path: CONTACT_PAGE,
        scriptKB: kB(contact.bytes),
        files: contact.scripts.length,
        formCodeKB: kB(formCode.reduce((sum, script) => sum + script.bytes, 0)),
        formChunks: formCode.map((script) => new URL(script.url).pathname),
        engineOnIdleKB: kB(engine[0]!.bytes),
        engineChunk: new URL(engine[0]!.url).pathname,
        untilNetworkIdleWithEngineKB: kB(idle.bytes),
      },
    };
    const out = path.join(ROOT, '.data', 'test-results');
    mkdirSync(out, { recursive: true });
    writeFileSync(path.join(out, 'first-load-js.json'), `${JSON.stringify(figures, null, 2)}\n`);
    console.log(
      `first-load JS: / ${figures.home.scriptKB} kB; ${CONTACT_PAGE} ${figures.formPage.scriptKB} kB, of which its form code ${figures.formPage.formCodeKB} kB (${figures.formPage.formChunks.join(', ')}); the engine on idle ${figures.formPage.engineOnIdleKB} kB`,
    );
  });
});
