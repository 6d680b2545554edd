import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { content } from '../../mocks/content/index.ts';
import { toGatsbySiteSettings } from '../../mocks/content/gatsby-shape.ts';
import { Newsletter } from '../../src/layout/Newsletter';
import { NEWSLETTER_DELAY_MS } from '../../src/styles/constants';
import { zIndex } from '../../src/styles/theme';

const { newsletter } = toGatsbySiteSettings(content);
const title = newsletter.title;
const PLACEHOLDER = 'Hier komt het aanmeldformulier voor de nieuwsbrief.';

/** A delay no story waits out. */
const NEVER_MS = 10 * 60 * 1000;

const meta = {
  title: 'Layout/Newsletter',
  component: Newsletter,
  args: {
    title,
    delayMs: 0,
    children: <p>{PLACEHOLDER}</p>,
  },
  argTypes: {
    children: { control: false },
  },
  // A page behind it: long enough to scroll, so the scroll lock means something.
  decorators: [
    (Story) => (
      <>
        <main style={{ minHeight: '200vh', padding: '2rem' }}>
          <h1>Cloud werkplekken</h1>
          <p>Werk veilig vanaf elke plek, vanuit Nederlandse datacenters.</p>
        </main>
        <Story />
      </>
    ),
  ],
} satisfies Meta<typeof Newsletter>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const queryButton = (canvas: Canvas) => canvas.queryByRole('button', { name: 'Nieuwsbrief' });

async function findShownButton(canvas: Canvas, timeout?: number): Promise<HTMLElement> {
  const button: HTMLElement = await waitFor(
    () => {
      const found = queryButton(canvas);
      if (!found) throw new Error('Nieuwsbrief button not shown yet');
      return found;
    },
    { timeout },
  );
  // Let the slide-in finish before measuring or clicking.
  await Promise.all(button.getAnimations().map((animation) => animation.finished));
  return button;
}

/** The button sits turned a quarter, flush against the right edge, vertically centred, above the page. */
async function expectOnRightEdge(button: HTMLElement) {
  const style = getComputedStyle(button);
  await expect(style.position).toBe('fixed');
  await expect(style.zIndex).toBe(String(zIndex.newsletterButton));
  // matrix(cos, sin, -sin, cos, …) of -90deg: cos 0, sin -1.
  const [cos, sin] = (/matrix\(([^)]+)\)/.exec(style.transform)?.[1] ?? '').split(',').map(Number);
  await expect(cos).toBeCloseTo(0, 5);
  await expect(sin).toBeCloseTo(-1, 5);

  const box = button.getBoundingClientRect();
  const viewport = document.documentElement;
  await expect(box.height).toBeGreaterThan(box.width);
  await expect(Math.abs(box.right - viewport.clientWidth)).toBeLessThanOrEqual(1);
  await expect(Math.abs((box.top + box.bottom) / 2 - viewport.clientHeight / 2)).toBeLessThanOrEqual(1);
}

async function openDialog(canvas: Canvas) {
  const button = await findShownButton(canvas);
  await userEvent.click(button);
  const dialog = await canvas.findByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return { button, dialog };
}

async function expectClosed(canvas: Canvas, button: HTMLElement) {
  await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(button).toHaveFocus());
  await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
}

/** Before the delay there is no button at all, for eyes or for screen readers. */
export const Hidden: Story = {
  args: { delayMs: NEVER_MS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(queryButton(canvas)).not.toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(queryButton(canvas)).not.toBeInTheDocument();
    await expect(canvas.queryByText('Nieuwsbrief')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** After the delay: the rotated button on the right edge, its dialog still closed. */
export const Shown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await findShownButton(canvas);
    await expect(button).toBeVisible();
    await expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    await expectOnRightEdge(button);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
  },
};

/** The default: the newsletter button after its delay, dialog closed (as Shown). */
export const Default: Story = { ...Shown };

/** The button opens the dialog with the title and the form; page scrolling is locked until Escape closes it. */
export const ModalOpen: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { button, dialog } = await openDialog(canvas);

    await step('open: title, form, scroll locked', async () => {
      await expect(within(dialog).getByRole('heading', { name: title })).toBeVisible();
      await expect(within(dialog).getByText(PLACEHOLDER)).toBeVisible();
      await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
      await expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
      await expect(dialog.contains(document.activeElement)).toBe(true);
    });

    await step('Escape closes: focus back on the button, scrolling unlocked', async () => {
      await userEvent.keyboard('{Escape}');
      await expectClosed(canvas, button);
      await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    });
  },
};

/** The dialog left open, for axe and visual review. */
export const DialogShown: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { dialog } = await openDialog(canvas);
    const box = dialog.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(450);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus());
  },
};

/** The close button and a click on the backdrop close the dialog too. */
export const CloseButtonAndBackdrop: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);

    await step('close button', async () => {
      const { button, dialog } = await openDialog(canvas);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Sluiten' }));
      await expectClosed(canvas, button);
    });

    await step('a click on the content keeps it open', async () => {
      const { dialog } = await openDialog(canvas);
      await userEvent.click(within(dialog).getByText(PLACEHOLDER));
      await expect(canvas.getByRole('dialog', { name: title })).toBeVisible();
    });

    await step('backdrop', async () => {
      const dialog = canvas.getByRole('dialog', { name: title });
      // A click on the <dialog> element itself lands on its backdrop.
      await userEvent.click(dialog);
      await expectClosed(canvas, canvas.getByRole('button', { name: 'Nieuwsbrief' }));
    });
  },
};

/** With the default delay (spec: 5 s) the button is absent at first and there after about five seconds. */
export const FiveSecondDelay: Story = {
  args: { delayMs: undefined },
  parameters: { chromatic: { delay: NEWSLETTER_DELAY_MS + 1000 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(queryButton(canvas)).not.toBeInTheDocument();

    // Well before the five seconds are up it is still absent…
    await new Promise((resolve) => setTimeout(resolve, NEWSLETTER_DELAY_MS - 1500));
    await expect(queryButton(canvas)).not.toBeInTheDocument();

    // …and shortly after, it is there.
    const button = await findShownButton(canvas, 7000);
    await expectOnRightEdge(button);
  },
};

/** On a phone the button stays on the right edge, within the screen. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await findShownButton(canvas);
    await expectOnRightEdge(button);
    const box = button.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(window.innerWidth / 2);
    await expect(box.top).toBeGreaterThanOrEqual(0);
  },
};
