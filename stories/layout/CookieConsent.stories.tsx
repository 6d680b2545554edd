import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../mocks/content/gatsby-shape.ts';
import { CONSENT_STORAGE_KEY, describeConsent } from '../../src/layout/CookieConsent';
import { Footer } from '../../src/layout/Footer';

const settings = toGatsbySiteSettings(content);

/**
 * The cookie consent dialog, opened the way a visitor opens it: with the footer's 'Cookies'
 * button. Every story starts without a stored choice and leaves none behind.
 */
const meta = {
  title: 'Layout/CookieConsent',
  component: Footer,
  args: {
    info: settings.info,
    menuFooter: settings.menuFooter,
    menuServices: settings.menuServices,
    siteName: content.settings.general.title,
  },
  beforeEach: () => {
    window.localStorage.removeItem(CONSENT_STORAGE_KEY);
    return () => window.localStorage.removeItem(CONSENT_STORAGE_KEY);
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

async function openCookies(canvas: Canvas) {
  await userEvent.click(canvas.getByRole('button', { name: 'Cookies' }));
  const dialog = await canvas.findByRole('dialog', { name: 'Cookies' });
  await expect(dialog).toBeVisible();
  return within(dialog);
}

async function expectClosed(canvas: Canvas) {
  await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(canvas.getByRole('button', { name: 'Cookies' })).toHaveFocus());
  await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
}

/** What localStorage holds, parsed. */
function storedChoice(): { version: number; value: { necessary: boolean; analytics: boolean }; date: string } | null {
  const raw = window.localStorage.getItem(CONSENT_STORAGE_KEY);
  return raw === null ? null : JSON.parse(raw);
}

async function expectStored(analytics: boolean) {
  const stored = storedChoice();
  await expect(stored).toEqual({ version: 1, value: { necessary: true, analytics }, date: expect.any(String) });
  const age = Date.now() - Date.parse(stored!.date);
  await expect(age).toBeGreaterThanOrEqual(0);
  await expect(age).toBeLessThan(60_000);
}

/** A choice made at `date`, as the dialog stores it (a fixed day: the story's picture must not change with the calendar). */
function storeChoice(analytics: boolean, date: string) {
  window.localStorage.setItem(CONSENT_STORAGE_KEY, JSON.stringify({ version: 1, value: { necessary: true, analytics }, date }));
  return { necessary: true as const, analytics, date };
}

/** First visit: necessary cookies on (and fixed), analytics off until the visitor says yes. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCookies(canvas);

    await expect(dialog.getByRole('heading', { name: 'Cookies' })).toBeVisible();
    await expect(dialog.getByText(/We gebruiken cookies om deze website goed te laten werken/)).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'privacyverklaring' })).toHaveAttribute('href', '/privacyverklaring/');
    await expect(dialog.getByRole('group', { name: 'Jouw voorkeuren' })).toBeVisible();

    const necessary = dialog.getByRole('checkbox', { name: 'Noodzakelijke cookies' });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(necessary).toHaveAccessibleDescription(/Staan altijd aan/);
    const analytics = dialog.getByRole('checkbox', { name: 'Analytische cookies' });
    await expect(analytics).not.toBeChecked();
    await expect(analytics).toBeEnabled();

    for (const name of ['Keuze opslaan', 'Alleen noodzakelijk', 'Alles accepteren', 'Sluiten']) {
      await expect(dialog.getByRole('button', { name })).toBeVisible();
    }
    await expect(dialog.queryByText(/Je keuze van/)).not.toBeInTheDocument();
    await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    // Opening is not choosing.
    await expect(storedChoice()).toBeNull();
  },
};

/** 'Alleen noodzakelijk' closes the dialog, returns focus, stores the choice and shows it next time. */
export const OnlyNecessary: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('choose necessary cookies only', async () => {
      const dialog = await openCookies(canvas);
      await userEvent.click(dialog.getByRole('button', { name: 'Alleen noodzakelijk' }));
      await expectClosed(canvas);
      await expectStored(false);
    });

    await step('reopen: the saved choice is shown', async () => {
      const dialog = await openCookies(canvas);
      await expect(dialog.getByRole('checkbox', { name: 'Analytische cookies' })).not.toBeChecked();
      await expect(dialog.getByText(/^Je keuze van \d{1,2} \S+ \d{4}: alleen noodzakelijke cookies\.$/)).toBeVisible();
    });

    await step('Escape closes it again', async () => {
      await userEvent.keyboard('{Escape}');
      await expectClosed(canvas);
      await expectStored(false);
    });
  },
};

/** 'Alles accepteren' allows analytics; reopened, the dialog shows the box ticked. */
export const AcceptAll: Story = {
  // The saved choice states today's date: masked, or the picture would change every day.
  parameters: { visual: { mask: ['[data-consent-saved]'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await openCookies(canvas);
    await userEvent.click(dialog.getByRole('button', { name: 'Alles accepteren' }));
    await expectClosed(canvas);
    await expectStored(true);

    dialog = await openCookies(canvas);
    await expect(dialog.getByRole('checkbox', { name: 'Analytische cookies' })).toBeChecked();
    await expect(dialog.getByText(/: noodzakelijke en analytische cookies\.$/)).toBeVisible();
  },
};

/** Ticking analytics and 'Keuze opslaan' stores exactly what is ticked. */
export const SaveChoice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await openCookies(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Analytische cookies' }));
    await expect(dialog.getByRole('checkbox', { name: 'Analytische cookies' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Keuze opslaan' }));
    await expectClosed(canvas);
    await expectStored(true);

    // And back: unticked and saved is necessary only.
    dialog = await openCookies(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Analytische cookies' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Keuze opslaan' }));
    await expectClosed(canvas);
    await expectStored(false);
  },
};

/** Escape (and the close button) leave without choosing: nothing is stored, an unsaved tick is forgotten. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    let dialog = await openCookies(canvas);
    await userEvent.click(dialog.getByRole('checkbox', { name: 'Analytische cookies' }));
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvas);
    await expect(storedChoice()).toBeNull();

    dialog = await openCookies(canvas);
    await expect(dialog.getByRole('checkbox', { name: 'Analytische cookies' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Sluiten' }));
    await expectClosed(canvas);
    await expect(storedChoice()).toBeNull();
  },
};

/** A returning visitor who accepted analytics on an earlier day sees that choice and its date. */
export const SavedChoice: Story = {
  beforeEach: () => {
    storeChoice(true, '2026-11-16T12:00:00.000Z');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const stored = storedChoice()!;
    const dialog = await openCookies(canvas);

    await expect(dialog.getByRole('checkbox', { name: 'Analytische cookies' })).toBeChecked();
    await expect(dialog.getByText(describeConsent({ necessary: true, analytics: true, date: stored.date }))).toBeVisible();
  },
};

/** Whatever else the storage holds (here broken JSON) counts as no choice, and a new choice replaces it. */
export const BrokenStorage: Story = {
  beforeEach: () => {
    window.localStorage.setItem(CONSENT_STORAGE_KEY, '{"version":1,"value":');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCookies(canvas);
    await expect(dialog.getByRole('checkbox', { name: 'Analytische cookies' })).not.toBeChecked();
    await expect(dialog.queryByText(/Je keuze van/)).not.toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Alleen noodzakelijk' }));
    await expectClosed(canvas);
    await expectStored(false);
  },
};

/** On a phone the dialog fits the screen and its buttons stay reachable. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openCookies(canvas);
    const box = canvas.getByRole('dialog').getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(0);
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
    for (const name of ['Keuze opslaan', 'Alleen noodzakelijk', 'Alles accepteren']) {
      const button = dialog.getByRole('button', { name }).getBoundingClientRect();
      await expect(button.right).toBeLessThanOrEqual(box.right);
      await expect(button.height).toBeGreaterThanOrEqual(44);
    }
  },
};
