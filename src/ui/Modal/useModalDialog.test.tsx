import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { useModalDialog, type UseModalDialogOptions } from './useModalDialog';

/*
 * jsdom has no modal dialog API; jest.setup.ts stands in showModal() (sets `open`) and close()
 * (removes it and fires `close` synchronously, where browsers fire it a task later).
 */

type HarnessOptions = Partial<Pick<UseModalDialogOptions, 'closeOnBackdropClick'>> & {
  /** A dialog with an inner layer, as the mobile menu with a submenu panel. */
  layered?: boolean;
  /** Focus the 'Eerste' button on open (else the browser picks). */
  focusFirst?: boolean;
  /** Return focus to 'Elders' (else to the element that had focus). */
  returnElsewhere?: boolean;
  children?: ReactNode;
};

const onClose = jest.fn();
const onCloseRequest = jest.fn();

function Harness({ layered = false, focusFirst = false, returnElsewhere = false, closeOnBackdropClick, children }: HarnessOptions) {
  const [open, setOpen] = useState(false);
  const [layerOpen, setLayerOpen] = useState(layered);
  const firstRef = useRef<HTMLButtonElement>(null);
  const elsewhereRef = useRef<HTMLButtonElement>(null);
  const dialogProps = useModalDialog({
    open,
    onClose: () => {
      onClose();
      setOpen(false);
    },
    onCloseRequest: layered
      ? () => {
          onCloseRequest();
          if (layerOpen) setLayerOpen(false);
          else setOpen(false);
        }
      : undefined,
    initialFocusRef: focusFirst ? firstRef : undefined,
    returnFocusRef: returnElsewhere ? elsewhereRef : undefined,
    closeOnBackdropClick,
  });
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button" ref={elsewhereRef}>
        Elders
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Van buiten sluiten
      </button>
      <dialog {...dialogProps} aria-label="Venster">
        <button type="button">Nul</button>
        <button type="button" ref={firstRef}>
          Eerste
        </button>
        {layerOpen && <p>Binnenste laag</p>}
        <p>Inhoud</p>
        {children}
        <button type="button" onClick={() => setOpen(false)}>
          Dicht
        </button>
      </dialog>
    </>
  );
}

function openDialog(options: HarnessOptions = {}) {
  render(<Harness {...options} />);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Venster' }) as HTMLDialogElement;
  return { opener, dialog };
}

beforeEach(() => {
  onClose.mockClear();
  onCloseRequest.mockClear();
});

describe('useModalDialog', () => {
  it('shows the dialog modally while open and locks page scrolling', () => {
    const { dialog } = openDialog();
    expect(dialog.open).toBe(true);
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Dicht' }));
    expect(dialog.open).toBe(false);
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    // The parent closed it: it needs no telling (close() fired `close` synchronously here).
    expect(onClose).not.toHaveBeenCalled();
  });

  it('returns focus to the element that had it before opening', () => {
    const { opener } = openDialog();
    screen.getByRole('button', { name: 'Nul' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Dicht' }));
    expect(opener).toHaveFocus();
  });

  it('focuses the given element on open and returns focus to the given one on close', () => {
    openDialog({ focusFirst: true, returnElsewhere: true });
    expect(screen.getByRole('button', { name: 'Eerste' })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Dicht' }));
    expect(screen.getByRole('button', { name: 'Elders' })).toHaveFocus();
  });

  it('turns Escape into a close request and keeps the browser from acting on it', () => {
    const { dialog } = openDialog();
    const escape = fireEvent.keyDown(screen.getByText('Inhoud'), { key: 'Escape' });
    expect(escape).toBe(false); // default prevented
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('ignores other keys', () => {
    const { dialog } = openDialog();
    fireEvent.keyDown(screen.getByText('Inhoud'), { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('leaves Escape to a child that claims it', () => {
    render(<Harness>{<input aria-label="Keuzelijst" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />}</Harness>);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Keuzelijst' }), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByRole('dialog') as HTMLDialogElement).open).toBe(true);
  });

  it('closes one layer per close request when the dialog has layers', () => {
    const { dialog, opener } = openDialog({ layered: true });
    expect(screen.getByText('Binnenste laag')).toBeInTheDocument();

    fireEvent.keyDown(screen.getByText('Inhoud'), { key: 'Escape' });
    expect(onCloseRequest).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Binnenste laag')).not.toBeInTheDocument();
    expect(dialog.open).toBe(true);

    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onCloseRequest).toHaveBeenCalledTimes(2);
    expect(dialog.open).toBe(false);
    expect(onClose).not.toHaveBeenCalled();
    expect(opener).toHaveFocus();
  });

  it('turns a cancel (close request) into onClose by default, so the browser does not close it alone', () => {
    const { dialog } = openDialog();
    const cancel = new Event('cancel', { cancelable: true });
    act(() => void dialog.dispatchEvent(cancel));
    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('tells the parent when the browser closes the dialog by itself, and still returns focus', () => {
    const { dialog, opener } = openDialog();
    act(() => dialog.close());
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    expect(opener).toHaveFocus();
  });

  it('keeps a reopened dialog open when the previous close event arrives late', () => {
    const { dialog, opener } = openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Dicht' }));
    fireEvent.click(opener);
    expect(dialog.open).toBe(true);
    // Browsers fire `close` a task after close(); here it comes after the dialog was reopened.
    fireEvent(dialog, new Event('close'));
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('closes on a press and click on the backdrop only when asked to', () => {
    const { dialog } = openDialog({ closeOnBackdropClick: true });
    // A text selection dragged from the content onto the backdrop is no backdrop click.
    fireEvent.pointerDown(screen.getByText('Inhoud'));
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog.open).toBe(false);
  });

  it('stays open on a backdrop click by default (a full-screen dialog has no backdrop to aim at)', () => {
    const { dialog } = openDialog();
    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog.open).toBe(true);
  });

  it('releases the scroll lock when unmounted while open', () => {
    const { unmount } = render(<Harness />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');
    unmount();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });
});
