import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { Modal } from './Modal';

/** A page with a button that opens the modal, as the newsletter and the footer have. */
function Harness({ onClose = () => {}, children }: { onClose?: () => void; children?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <ThemeRoot>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Blijf op de hoogte"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <p>Inhoud</p>
        {children}
      </Modal>
    </ThemeRoot>
  );
}

function openModal(onClose = jest.fn(), children?: React.ReactNode) {
  render(<Harness onClose={onClose}>{children}</Harness>);
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { onClose, opener, dialog: screen.getByRole('dialog', { name: 'Blijf op de hoogte' }) };
}

describe('Modal', () => {
  it('opens labelled by its title, locks scrolling, and on close unlocks and restores focus', () => {
    const { onClose, opener } = openModal();
    expect(getComputedStyle(document.documentElement).overflow).toBe('hidden');

    fireEvent.click(screen.getByRole('button', { name: 'Sluiten' }));

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
    expect(opener).toHaveFocus();
  });

  it('closes on Escape, also for a synthetic key event', () => {
    const { onClose, dialog } = openModal();

    fireEvent.keyDown(screen.getByText('Inhoud'), { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(dialog).not.toHaveAttribute('open');
  });

  it('leaves Escape to a child that claims it', () => {
    const { onClose } = openModal(
      jest.fn(),
      <input aria-label="Keuzelijst" onKeyDown={(event) => event.key === 'Escape' && event.preventDefault()} />,
    );

    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Keuzelijst' }), { key: 'Escape' });

    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on a click on the backdrop', () => {
    const { onClose, dialog } = openModal();

    fireEvent.pointerDown(dialog);
    fireEvent.click(dialog);

    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when a text selection is dragged from the content onto the backdrop', () => {
    const { onClose, dialog } = openModal();

    fireEvent.pointerDown(screen.getByText('Inhoud'));
    fireEvent.click(dialog);

    expect(onClose).not.toHaveBeenCalled();
  });

  it('tells the parent when the browser closes the dialog by itself', () => {
    const { onClose, dialog } = openModal();

    act(() => (dialog as HTMLDialogElement).close());

    expect(onClose).toHaveBeenCalledTimes(1);
    expect(getComputedStyle(document.documentElement).overflow).not.toBe('hidden');
  });

  it('turns a cancel (close request) into onClose', () => {
    const { onClose } = openModal();
    const cancel = new Event('cancel', { cancelable: true });

    act(() => void screen.getByRole('dialog').dispatchEvent(cancel));

    expect(cancel.defaultPrevented).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
