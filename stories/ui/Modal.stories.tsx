import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Modal, type ModalProps } from '../../src/ui/Modal';

const TRIGGER = 'Meld je aan';
const TITLE = 'Blijf op de hoogte';
const BODY = 'Ontvang één keer per maand het laatste nieuws over cloud werkplekken en VPS’en uit Nederlandse datacenters.';

/** A page with a trigger button, as the newsletter and the cookie settings open their dialog. */
function ModalWithTrigger(props: Omit<ModalProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    // Taller than the viewport, so the scroll lock means something.
    <main style={{ minHeight: '200vh', padding: '2rem' }}>
      <h1>Cloud werkplekken</h1>
      <p>Werk veilig vanaf elke plek.</p>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {TRIGGER}
      </button>
      <Modal {...props} open={open} onClose={() => setOpen(false)} />
    </main>
  );
}

const meta = {
  title: 'UI/Modal',
  component: ModalWithTrigger,
  tags: ['autodocs'],
  args: {
    title: TITLE,
    children: <p style={{ margin: 0 }}>{BODY}</p>,
  },
  argTypes: {
    children: { control: false },
  },
  parameters: {
    docs: {
      description: {
        component:
          'The one modal dialog of the site (newsletter, cookies, quotation): a native `<dialog>` shown with `showModal()`, ' +
          'so the page behind is inert. Escape, the close button and a click on the backdrop close it; page scrolling is ' +
          'locked while it is open and focus returns to the trigger. Its lifecycle is `useModalDialog`, which the mobile menu shares.',
      },
    },
  },
} satisfies Meta<typeof ModalWithTrigger>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Opens the dialog with the trigger; returns both. The dialog sits in the top layer but in the canvas' DOM. */
async function openDialog(canvas: Canvas) {
  const trigger = canvas.getByRole('button', { name: TRIGGER });
  await userEvent.click(trigger);
  const dialog = await canvas.findByRole('dialog', { name: TITLE });
  await expect(dialog).toBeVisible();
  return { trigger, dialog };
}

/** Closed: no dialog, focus back on the trigger, page scrolling unlocked. */
async function expectClosed(canvas: Canvas, trigger: HTMLElement) {
  await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
  await expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
}

/** The trigger opens the dialog: its title names it, focus moves into it (the close button first). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('dialog')).not.toBeInTheDocument();
    const { dialog } = await openDialog(canvas);
    await expect(within(dialog).getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(within(dialog).getByText(BODY)).toBeVisible();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Sluiten' })).toHaveFocus());
    // The default dialog width (docs/behaviour/routes-and-layout.md#modals-and-scroll-lock).
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(450);
  },
};

/** Escape closes the dialog and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { trigger, dialog } = await openDialog(canvas);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await expectClosed(canvas, trigger);
  },
};

/** The close button 'Sluiten' closes the dialog. */
export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { trigger, dialog } = await openDialog(canvas);
    const close = within(dialog).getByRole('button', { name: 'Sluiten' });
    await expect(close).toBeVisible();
    await userEvent.click(close);
    await expectClosed(canvas, trigger);
  },
};

/** A click on the content keeps the dialog open; a click on the backdrop closes it. */
export const BackdropClick: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const { trigger, dialog } = await openDialog(canvas);

    await step('a click on the content keeps it open', async () => {
      await userEvent.click(within(dialog).getByText(BODY));
      await expect(canvas.getByRole('dialog', { name: TITLE })).toBeVisible();
    });

    await step('a click beside the dialog, on the backdrop, closes it', async () => {
      // The backdrop belongs to the <dialog> element: the point beside the dialog's box hits it.
      const box = dialog.getBoundingClientRect();
      await expect(box.left).toBeGreaterThan(10);
      const coords = { clientX: box.left / 2, clientY: box.top + box.height / 2 };
      const backdrop = document.elementFromPoint(coords.clientX, coords.clientY);
      await expect(backdrop).toBe(dialog);
      await userEvent.pointer({ keys: '[MouseLeft]', target: dialog, coords });
      await expectClosed(canvas, trigger);
    });
  },
};

/** While the dialog is open the page behind does not scroll; once it closes, it does again. */
export const PageScrollLocked: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const root = document.documentElement;
    await expect(root.scrollHeight).toBeGreaterThan(window.innerHeight);
    const { trigger } = await openDialog(canvas);

    await expect(getComputedStyle(root).overflow).toBe('hidden');

    await userEvent.keyboard('{Escape}');
    await expectClosed(canvas, trigger);
    await expect(getComputedStyle(root).overflow).not.toBe('hidden');
    window.scrollTo(0, 200);
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(0));
    window.scrollTo(0, 0);
  },
};

/** Long content scrolls inside the dialog, which stays within the viewport. */
export const LongContent: Story = {
  args: {
    title: 'Privacyverklaring en cookievoorkeuren van Wolkwerk Cloud',
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <p key={index}>{BODY} Gegevensbeschermingsverordeningsvoorschriften gelden voor alle verwerkingsverantwoordelijken.</p>
        ))}
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: TRIGGER });
    await userEvent.click(trigger);
    const dialog = await canvas.findByRole('dialog', { name: 'Privacyverklaring en cookievoorkeuren van Wolkwerk Cloud' });
    const box = dialog.getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(0);
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
  },
};

/** On a phone the dialog keeps a margin to the screen's edges. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile390', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const { dialog } = await openDialog(canvas);
    const box = dialog.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(8);
    await expect(window.innerWidth - box.right).toBeGreaterThanOrEqual(8);
  },
};
