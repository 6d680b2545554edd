/**
 * Keyboard-only walkthroughs (part of the accessibility sweep), with Tab, Shift+Tab, Enter, Space,
 * Escape and the arrow keys alone, each focus stop checked for a visible focus indicator (an
 * outline or a box-shadow, on the element or its ::before/::after, while it matches :focus-visible)
 * and for its place in the order:
 *
 * - the header: every stop from the skip link to the content in document order, visibly focused;
 *   the skip link moves focus to the content; a submenu opens with Enter, its links come next
 *   by Tab, Escape closes it and gives focus back to its button;
 * - the mobile menu: its stops are visibly focused, a submenu panel opens with Enter and Escape
 *   closes the panel, then the menu, each time giving focus back (the trap itself: shell.e2e.ts);
 * - every form on a page (from the content: the Form blocks) and the newsletter's: a required
 *   field left empty shows its error, tied to the field (aria-invalid, aria-describedby) and
 *   announced (in a live region); then filled by typing, arrow keys and Space, and sent with
 *   Enter on its button; the confirmation takes focus (or the redirect page loads);
 * - the Kennisbank: a category filter toggled with Enter and Space (focus staying on it),
 *   Volgende/Vorige with Enter (focus moving to the new list, whose first card is the next stop);
 * - the price carousel on a service page: its arrows with Enter and the arrow keys move it and
 *   say so; a card's link taking focus brings its slide into view;
 * - the quotation builder: a section opened, a package added (focus moving to its new row), an operating system chosen and an
 *   amount raised, the dialog opened with Enter (focus inside, Tab stays inside, Escape closes,
 *   focus back on its button) and, at phone width, the summary drawer (a disclosure, not modal:
 *   Enter opens it, Tab reaches its content, Escape closes it and focus returns to its toggle).
 *
 * The contact form's complete keyboard submission is in forms.e2e.ts, the mobile menu's focus
 * trap in shell.e2e.ts; this file does not repeat them.
 */
import type { Browser, Page } from 'playwright-core';
import { content, FORM } from '../mocks/content/index';
import { NEWSLETTER_DELAY_MS } from '../src/styles/constants';
import { launchChromium, openPage } from './browser';
import { FORM_BLOCKS, isSubmission } from './site-pages';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Focused {
  /** Accessible-ish name: aria-label, the label of an input, or its text. */
  name: string;
  tag: string;
  type: string;
  role: string;
  /** A focus indicator is drawn: :focus-visible and an outline or box-shadow. */
  indicator: boolean;
  /** Its index among the page's elements in document order (for order checks). */
  order: number;
  inForm: boolean;
  inDialog: boolean;
  required: boolean;
  value: string;
  checked: boolean;
  inputName: string;
  describedBy: string;
  invalid: string;
}

/** What has focus, and whether it shows. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLInputElement | null;
    if (!element || element === document.body) {
      return {
        name: 'body',
        tag: 'BODY',
        type: '',
        role: '',
        indicator: false,
        order: -1,
        inForm: false,
        inDialog: false,
        required: false,
        value: '',
        checked: false,
        inputName: '',
        describedBy: '',
        invalid: '',
      };
    }
    // On the element or on a pseudo-element of it (a card's stretched link draws its ring on ::after).
    const drawn = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const ring = [null, '::before', '::after'].some((pseudo) => drawn(getComputedStyle(element, pseudo)));
    const label = element.labels?.[0]?.textContent ?? '';
    return {
      name: (element.getAttribute('aria-label') || label || element.textContent || element.getAttribute('name') || '')
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 80),
      tag: element.tagName,
      type: (element.getAttribute('type') ?? '').toLowerCase(),
      role: element.getAttribute('role') ?? '',
      indicator: element.matches(':focus-visible') && ring,
      order: Array.from(document.querySelectorAll('*')).indexOf(element),
      inForm: Boolean(element.closest('form')),
      inDialog: Boolean(element.closest('dialog[open]')),
      required: element.required || element.getAttribute('aria-required') === 'true',
      value: 'value' in element ? String(element.value ?? '') : '',
      checked: Boolean(element.checked),
      inputName: element.getAttribute('name') ?? '',
      describedBy: element.getAttribute('aria-describedby') ?? '',
      invalid: element.getAttribute('aria-invalid') ?? '',
    };
  });
}

/** Presses `key` and returns the new focus, failing when it is not visibly focused. */
async function press(page: Page, key: string): Promise<Focused> {
  await page.keyboard.press(key);
  const now = await focused(page);
  if (now.tag !== 'BODY' && !now.indicator)
    throw new Error(`${key} moved focus to ${now.tag} "${now.name}", which shows no focus indicator`);
  return now;
}

/** Tabs (visibly, checking each stop) until `until` holds; fails after `max` stops. */
async function tabUntil(page: Page, until: (now: Focused) => boolean, max = 120, key = 'Tab'): Promise<{ now: Focused; stops: Focused[] }> {
  const stops: Focused[] = [];
  for (let step = 0; step < max; step += 1) {
    const now = await press(page, key);
    stops.push(now);
    if (until(now)) return { now, stops };
  }
  throw new Error(
    `not reached within ${max} presses of ${key}; last stops: ${stops
      .slice(-8)
      .map((stop) => stop.name)
      .join(' | ')}`,
  );
}

const open = (pathname: string, viewport = DESKTOP) => openPage(browser, pathname, { viewport, ignoreConsole: /status of 400/ });

describe('the header', () => {
  it('has every stop from the skip link to the content visible and in document order; the skip link jumps to the content', async () => {
    const { page, errors } = await open('/');
    const first = await press(page, 'Tab');
    expect(first.name).toBe('Naar de inhoud');
    // On from the skip link up to the first stop inside <main>.
    const inMain = () => page.evaluate(() => Boolean(document.activeElement?.closest('main')));
    const order: number[] = [first.order];
    for (let step = 0; step < 60 && !(await inMain()); step += 1) order.push((await press(page, 'Tab')).order);
    expect(await inMain()).toBe(true);
    expect(order.length).toBeGreaterThan(5);
    // Document order is the Tab order (no positive tabindex, nothing reordered by CSS positioning).
    expect(order).toEqual([...order].sort((a, b) => a - b));

    await page.reload({ waitUntil: 'networkidle' });
    await press(page, 'Tab');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    const next = await press(page, 'Tab');
    expect(await inMain()).toBe(true);
    expect(next.indicator).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens a submenu with Enter, reaches its links by Tab, and Escape closes it and returns focus to its button', async () => {
    const { page } = await open('/');
    const toggle = page.locator('header button[aria-expanded]').first();
    const toggleName = (await toggle.getAttribute('aria-label')) ?? (await toggle.textContent()) ?? '';
    await tabUntil(page, (now) => now.tag === 'BUTTON' && now.name === toggleName.trim());
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const submenuId = (await toggle.getAttribute('aria-controls'))!;
    const next = await press(page, 'Tab');
    expect(next.tag).toBe('A');
    expect(await page.evaluate((id) => Boolean(document.activeElement?.closest(`[id="${id}"]`)), submenuId)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect((await focused(page)).name).toBe(toggleName.trim());
    // Shift+Tab goes back the way it came.
    const back = await press(page, 'Shift+Tab');
    expect(back.order).toBeLessThan(await toggle.evaluate((element) => Array.from(document.querySelectorAll('*')).indexOf(element)));
    await page.close();
  });
});

describe('the mobile menu', () => {
  it('shows focus on each of its stops; a panel opens with Enter, Escape closes the panel and then the menu, returning focus each time', async () => {
    const { page } = await open('/', PHONE);
    await tabUntil(page, (now) => now.name === 'Menu');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Sluit menu' }).waitFor();
    // Every stop in the overlay is visibly focused (press() checks), until a submenu button.
    const { now: panelButton } = await tabUntil(page, (now) => now.inDialog && now.tag === 'BUTTON' && now.name !== 'Sluit menu', 30);
    await page.keyboard.press('Enter');
    const inPanel = await press(page, 'Tab');
    expect(inPanel.inDialog).toBe(true);
    await page.keyboard.press('Escape');
    // The panel closed, the menu is still open, focus is back on the panel's button.
    expect(await page.getByRole('button', { name: 'Sluit menu' }).isVisible()).toBe(true);
    expect((await focused(page)).name).toBe(panelButton.name);
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Sluit menu' }).waitFor({ state: 'hidden' });
    expect((await focused(page)).name).toBe('Menu');
    await page.close();
  });
});

/** A value for a text-like field a keyboard user types. */
function typedValue(now: Focused): string | null {
  if (now.tag === 'TEXTAREA') return 'Graag meer informatie.';
  if (now.tag !== 'INPUT') return null;
  switch (now.type) {
    case 'email':
      return 'kees.toetsenbord@example.nl';
    case 'tel':
      return '0612345678';
    case 'url':
      return 'https://example.nl';
    case 'number':
      return '12';
    case 'text':
    case '':
      // A date field (text with a numeric keyboard) is left alone unless required.
      if (/datum|date/i.test(now.name) && !now.required) return null;
      if (/datum|date/i.test(now.name)) return '01/05/2027';
      return 'Kees Toetsenbord';
    default:
      return null;
  }
}

/**
 * Fills the form that has focus (or comes next) with the keyboard alone and sends it with Enter
 * on its button: text by typing, a select with ArrowDown, a radio group with Space, checkboxes
 * (consent, a required group's first box) with Space. Optional files and lists stay empty.
 */
async function fillAndSend(page: Page, formSelector: string) {
  const done = new Set<string>();
  const inside = () => page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), formSelector);
  // Where focus already is, when that is in the form (a dialog focuses its first field), else the next stop.
  let now = (await inside()) ? await focused(page) : await press(page, 'Tab');
  for (let step = 0; step < 80; step += 1, now = await press(page, 'Tab')) {
    const inForm = await inside();
    if (!inForm) throw new Error(`Tab left the form at "${now.name}" before its button was reached (filled: ${[...done].join(', ')})`);
    const key = `${now.inputName}|${now.tag}|${now.type}`;
    if (now.tag === 'BUTTON' && now.type === 'submit') {
      await page.keyboard.press('Enter');
      return;
    }
    if (done.has(key) && now.type !== 'checkbox') continue;
    done.add(key);
    if (now.tag === 'SELECT') {
      if (!now.value) await page.keyboard.press('ArrowDown');
    } else if (now.type === 'radio') {
      if (!now.checked) await page.keyboard.press('Space');
    } else if (now.type === 'checkbox') {
      const group = now.inputName.replace(/\.\d+$/, '');
      if (!now.checked && (now.required || !done.has(`group:${group}`))) await page.keyboard.press('Space');
      done.add(`group:${group}`);
    } else {
      const value = typedValue(now);
      if (value !== null && !now.value) await page.keyboard.type(value);
    }
  }
  throw new Error('the form’s button was not reached');
}

describe('every form, with the keyboard alone', () => {
  it('covers every form of the content', () => {
    const forms = new Set([...FORM_BLOCKS.map((item) => item.formId), FORM.newsletter, FORM.quotation]);
    expect([...forms].sort()).toEqual(content.forms.map((form) => form.databaseId).sort());
  });

  it.each(FORM_BLOCKS.filter((item) => item.formId !== FORM.contact))(
    'form $formId on $uri: an empty required field shows its error, tied and announced; filled and sent by keyboard',
    async ({ uri, formId }) => {
      const { page, errors } = await open(uri);
      const formSelector = `main form.gform-${formId}`;
      // Keyboard to the form's first field: every stop on the way visibly focused.
      const inForm = () => page.evaluate((selector) => Boolean(document.activeElement?.closest(selector)), formSelector);
      let field: Focused | null = null;
      for (let step = 0; step < 150 && !field; step += 1) {
        const now = await press(page, 'Tab');
        if (await inForm()) field = now;
      }
      expect(field).not.toBeNull();
      // Skip to the first required text field, leave it empty: its error shows when focus leaves.
      while (!(
        field!.required &&
        (field!.tag === 'TEXTAREA' || (field!.tag === 'INPUT' && !['radio', 'checkbox', 'file'].includes(field!.type)))
      ))
        field = await press(page, 'Tab');
      await press(page, 'Tab');
      let back = await press(page, 'Shift+Tab');
      expect(back.inputName).toBe(field!.inputName);
      // The form is the server's until its engine has arrived (on the first focus, if the page was
      // not idle before): the message shows once it has, the field it was left on still focused.
      for (let wait = 0; wait < 50 && back.invalid !== 'true'; wait += 1) {
        await page.waitForTimeout(100);
        back = await focused(page);
      }
      expect(back.inputName).toBe(field!.inputName);
      expect(back.invalid).toBe('true');
      const error = await page.evaluate(
        (ids) =>
          ids
            .split(/\s+/)
            .filter((id) => id.endsWith('-error'))
            .map((id) => {
              const element = document.getElementById(id);
              return {
                text: element?.textContent?.trim() ?? '',
                live: Boolean(element?.closest('[aria-live], [role="alert"], [role="status"]')),
              };
            }),
        back.describedBy,
      );
      expect(error.length).toBe(1);
      expect(error[0]!.text).not.toBe('');
      expect(error[0]!.live).toBe(true);
      // Back to the start of the form, then through it.
      await page.keyboard.type(typedValue(back) ?? 'Kees');
      await page.keyboard.press('Shift+Tab');
      for (let step = 0; step < 40 && (await inForm()); step += 1) await page.keyboard.press('Shift+Tab');
      const answer = page.waitForResponse(isSubmission);
      await fillAndSend(page, formSelector);
      expect((await answer).status()).toBe(200);
      const redirect =
        content.forms.find((form) => form.databaseId === formId)!.confirmations.find((confirmation) => confirmation.isDefault)?.type ===
        'REDIRECT';
      if (redirect) {
        await page.waitForURL((url) => url.pathname !== uri);
      } else {
        // The confirmation replaces the form and takes focus.
        await page.waitForFunction((selector) => !document.querySelector(selector), formSelector);
        const now = await focused(page);
        expect(now.tag).toBe('DIV');
        expect(now.indicator).toBe(true);
      }
      expect(errors).toEqual([]);
      await page.close();
    },
  );

  it('the newsletter: its button and modal by keyboard, subscribed with Enter, focus in the modal throughout', async () => {
    const page = content.pages.find((candidate) => candidate.settings.showNewsletter)!;
    const { page: tab, errors } = await open(page.uri);
    const button = tab.getByRole('button', { name: 'Nieuwsbrief' });
    await button.waitFor({ timeout: NEWSLETTER_DELAY_MS + 3000 });
    await button.focus();
    expect((await focused(tab)).indicator).toBe(true);
    await tab.keyboard.press('Enter');
    await tab.getByRole('dialog', { name: content.settings.newsletter.title }).waitFor();
    // The form engine is its own chunk: until it has rendered the form, the dialog holds only its
    // close button (focused), and Tab from there leaves the page for the browser's own controls.
    await tab.locator(`dialog[open] form.gform-${FORM.newsletter}`).waitFor();
    expect(await focused(tab)).toMatchObject({ name: 'Sluiten', inDialog: true });
    const answer = tab.waitForResponse(isSubmission);
    await fillAndSend(tab, `dialog[open] form.gform-${FORM.newsletter}`);
    expect((await answer).status()).toBe(200);
    await tab.waitForFunction(() => !document.querySelector('dialog[open] form'));
    expect((await focused(tab)).inDialog).toBe(true);
    expect(errors).toEqual([]);
    await tab.close();
  });
});

describe('the Kennisbank', () => {
  /** Focus is on the list of results (the section labelled by its heading 'Artikelen'), its cards loaded. */
  async function expectFocusOnResults(page: Page) {
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-busy') === 'false');
    const label = await page.evaluate(
      () => document.getElementById(document.activeElement?.getAttribute('aria-labelledby') ?? '')?.textContent,
    );
    expect(label).toBe('Artikelen');
  }

  it('toggles a category filter with Enter and Space; Volgende/Vorige with Enter move focus to the new list, whose first card is the next stop', async () => {
    const { page, errors } = await open('/kennisbank/');
    // Tab into the filter group (every stop on the way visibly focused).
    let filter: Focused | null = null;
    for (let step = 0; step < 80 && !filter; step += 1) {
      const now = await press(page, 'Tab');
      if (await page.evaluate(() => Boolean(document.activeElement?.closest('[role="group"]')))) filter = now;
    }
    if (!filter) throw new Error('no filter button reached by Tab');
    const button = (await page.evaluateHandle(() => document.activeElement)).asElement()!;
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.has('_f'));
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await focused(page)).toMatchObject({ name: filter.name, indicator: true });
    await page.keyboard.press('Space');
    await page.waitForFunction(() => !new URL(window.location.href).searchParams.has('_f'));
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await focused(page)).toMatchObject({ name: filter.name, indicator: true });

    // On to Volgende (past the search box and the cards, each stop visibly focused).
    const firstCardTitle = () =>
      page
        .locator('section[aria-labelledby] article a')
        .first()
        .innerText()
        .then((text) => text.trim().replace(/\s+/g, ' ').slice(0, 80));
    const firstOfPageOne = await firstCardTitle();
    await tabUntil(page, (now) => /Volgende/.test(now.name), 80);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => new URL(window.location.href).searchParams.has('_c'));
    // A page change moves focus to the top of the new list (PostsBlog's results, announced in its
    // live region), so the next Tab is the new page's first card, not the rest of the old page.
    await expectFocusOnResults(page);
    const firstCard = await press(page, 'Tab');
    expect(firstCard.name).toBe(await firstCardTitle());
    expect(firstCard.name).not.toBe(firstOfPageOne);
    // Vorige, by Tab past the cards (each stop visibly focused), takes the visitor back.
    await tabUntil(page, (now) => /Vorige/.test(now.name), 80);
    await page.keyboard.press('Enter');
    await page.waitForFunction(
      (title) => document.querySelector('section[aria-labelledby] article a')?.textContent?.trim().replace(/\s+/g, ' ').startsWith(title),
      firstOfPageOne,
    );
    // Vorige is disabled on the first page: focus has not fallen back to <body>.
    await expectFocusOnResults(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the price carousel', () => {
  const servicePage = content.pages.find((page) =>
    page.blocks.some((block) => block.kind === 'Posts' && block.styletype === 'posts_package_prices'),
  )!;

  it(`moves with Enter on its arrows and with the arrow keys, says so, and brings a focused card into view (${servicePage.uri})`, async () => {
    const { page, errors } = await open(servicePage.uri);
    const carousel = page.getByRole('region', { name: 'Pakketten', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    // Swiper (its own chunk) lays the slides out when it starts; the server's markup is a plain row.
    await page.locator('[aria-label="Pakketten"].swiper-initialized').waitFor();
    const firstSlideLeft = () =>
      carousel
        .locator('[aria-roledescription="pakket"]')
        .first()
        .evaluate((element) => Math.round(element.getBoundingClientRect().left));
    const start = await firstSlideLeft();
    await tabUntil(page, (now) => now.name === 'Volgende pakketten', 120);
    await page.keyboard.press('Enter');
    const settled = async () => {
      let last = await firstSlideLeft();
      for (;;) {
        await page.waitForTimeout(150);
        const left = await firstSlideLeft();
        if (left === last) return left;
        last = left;
      }
    };
    const poll = async (test: (left: number) => boolean) => {
      const until = Date.now() + 5000;
      for (;;) {
        const left = await firstSlideLeft();
        if (test(left)) return left;
        if (Date.now() > until) throw new Error(`the carousel did not move (first slide at ${left}px)`);
        await page.waitForTimeout(100);
      }
    };
    await poll((left) => left < start);
    // Where the slide transition ends.
    const moved = await settled();
    // Swiper's a11y module announces the move in its live region.
    expect(await carousel.locator('[aria-live]').count()).toBeGreaterThan(0);
    // Focus stays on the arrow (still enabled) and visible.
    expect(await focused(page)).toMatchObject({ name: 'Volgende pakketten', indicator: true });
    // Arrow keys move it too (Swiper's keyboard module, while the carousel is in view: tabbing down
    // to the arrow may leave the slides just below the window, where the module ignores the keys).
    await carousel.scrollIntoViewIfNeeded();
    await page.keyboard.press('ArrowLeft');
    await poll((left) => left > moved);
    // A card's link taking focus scrolls its slide into view: Tab to the last card's link.
    const slides = carousel.locator('[aria-roledescription="pakket"]');
    const count = await slides.count();
    const last = slides.nth(count - 1);
    for (let step = 0; step < 80; step += 1) {
      await press(page, 'Tab');
      if (await last.evaluate((slide) => slide.contains(document.activeElement))) break;
    }
    expect(await last.evaluate((slide) => slide.contains(document.activeElement))).toBe(true);
    await page.waitForTimeout(600);
    const inView = await last.evaluate((slide) => {
      const box = slide.getBoundingClientRect();
      const viewport = slide.closest('[role="region"]')!.getBoundingClientRect();
      return box.left >= viewport.left - 1 && box.right <= viewport.right + 1;
    });
    expect(inView).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });
});

describe('the quotation builder', () => {
  const QUOTATION_PAGE = '/offerte-aanvragen/';

  it('is configured and its dialog opened with the keyboard; focus stays in the dialog, Escape closes it and returns focus', async () => {
    const { page, errors } = await open(QUOTATION_PAGE);
    await page.getByTestId('quotation-builder').waitFor();
    // A section toggle (a disclosure): Enter opens or closes it.
    await tabUntil(page, (now) => now.tag === 'BUTTON' && /Kies een/i.test(now.name), 80);
    const toggleLocator = (await page.evaluateHandle(() => document.activeElement)).asElement()!;
    const expanded = await toggleLocator.getAttribute('aria-expanded');
    await page.keyboard.press('Enter');
    expect(await toggleLocator.getAttribute('aria-expanded')).toBe(expanded === 'true' ? 'false' : 'true');
    if (expanded === 'true') await page.keyboard.press('Enter');
    // Add the first package of the open section.
    const { now: add } = await tabUntil(page, (now) => now.tag === 'BUTTON' && / toevoegen$/.test(now.name), 40);
    await page.keyboard.press('Enter');
    // Focus moves to the new row (drawn above the list it was added from), visibly.
    const title = add.name.replace(/ toevoegen$/, '');
    const row = page.getByRole('article', { name: title });
    await row.waitFor();
    await page.waitForFunction(() => document.activeElement?.tagName === 'ARTICLE');
    expect(await row.evaluate((element) => element === document.activeElement && element.matches(':focus-visible'))).toBe(true);
    // Its operating system (when it asks for one) with the arrow keys, its amount with the '+' button.
    if ((await row.getByLabel('Operating system').count()) > 0) {
      await tabUntil(page, (now) => now.tag === 'SELECT', 20);
      await page.keyboard.press('ArrowDown');
      expect(await row.getByLabel('Operating system').inputValue()).not.toBe('');
    }
    const { now: plus } = await tabUntil(page, (now) => now.tag === 'BUTTON' && /: één meer$/.test(now.name), 20);
    const amount = row.getByRole('spinbutton').first();
    const before = Number(await amount.inputValue());
    await page.keyboard.press('Enter');
    if (/^Aantal /.test(plus.name)) expect(Number(await amount.inputValue())).toBe(before + 1);

    // The dialog: Enter on its button; focus inside; 30 Tabs never leave it; Escape closes; focus back.
    const { now: opener } = await tabUntil(page, (now) => now.tag === 'BUTTON' && now.name === 'Mail mij de offerte', 60);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Mail mij de offerte' });
    await dialog.waitFor();
    expect((await focused(page)).inDialog).toBe(true);
    const places = new Set<string>();
    for (let step = 0; step < 30; step += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      places.add(now.tag === 'BODY' ? 'browser' : now.inDialog ? 'dialog' : `outside: ${now.name}`);
      if (now.tag !== 'BODY') expect(now.indicator).toBe(true);
    }
    expect([...places].filter((place) => place.startsWith('outside'))).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await focused(page)).toMatchObject({ name: opener.name, indicator: true });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('at phone width, opens the summary drawer with Enter, reaches its content by Tab, closes it with Escape and returns focus to its toggle', async () => {
    const { page, errors } = await open(QUOTATION_PAGE, PHONE);
    await page.getByTestId('quotation-builder').waitFor();
    await tabUntil(page, (now) => now.name === 'Toon jouw keuze', 120);
    await page.keyboard.press('Enter');
    const opened = page.getByRole('button', { name: 'Verberg jouw keuze' });
    expect(await opened.getAttribute('aria-expanded')).toBe('true');
    const detailsId = (await opened.getAttribute('aria-controls'))!;
    // The drawer is a disclosure over the page (not a modal): its content comes next in the Tab order.
    let inside = false;
    for (let step = 0; step < 10 && !inside; step += 1) {
      await press(page, 'Tab');
      inside = await page.evaluate((id) => Boolean(document.activeElement?.closest(`[id="${id}"]`)), detailsId);
    }
    expect(inside).toBe(true);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('button', { name: 'Toon jouw keuze' }).getAttribute('aria-expanded')).toBe('false');
    expect(await focused(page)).toMatchObject({ name: 'Toon jouw keuze', indicator: true });
    expect(errors).toEqual([]);
    await page.close();
  });
});
