import { useEffect, useId, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useScrollLock } from '../../lib/scroll-lock';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Defaults to the spec's dialog width (450 px). */
  width?: number;
  /** Label of the close button. */
  closeLabel?: string;
  className?: string;
}

const Dialog = styled.dialog<{ $width?: number }>`
  width: min(${({ $width, theme }) => $width ?? theme.layout.dialogWidth}px, calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.card};
  box-shadow: 0 24px 64px rgb(11 37 69 / 0.25);
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};

  &::backdrop {
    background: rgb(11 37 69 / 0.55);
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.lg} ${theme.space.lg} 0`};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.h3};
  color: ${({ theme }) => theme.colors.navy};
`;

const CloseButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 44px;
  height: 44px;
  margin: -8px -8px 0 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.navy};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space.lg};
`;

/**
 * The one modal dialog of the site (newsletter, cookies, quotation): a native <dialog>
 * opened with showModal(), so the browser makes the rest of the page inert and keeps focus
 * inside. Escape and the backdrop close it, page scrolling is locked while it is open, and
 * focus returns to the element that had it before.
 */
export function Modal({ open, onClose, title, children, width, closeLabel = 'Sluiten', className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  /** Whether the press that ends in a click started on the backdrop (see onClick). */
  const pressedBackdropRef = useRef(false);
  const titleId = useId();
  useScrollLock(open);
  // The latest props for the native event listeners (declared first: they must be current
  // before the effect below closes the dialog, whose `close` event may fire synchronously).
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
    if (!open && returnFocusRef.current) {
      const target = returnFocusRef.current;
      returnFocusRef.current = null;
      if (target.isConnected) target.focus();
    }
  }, [open]);

  // The browser can close the dialog without the parent's consent, which would desynchronise
  // `open` (the page stays scroll-locked behind a closed dialog): ask the parent instead.
  // - `cancel`: a close request (Escape, Android back).
  // - `close`: Chrome skips `cancel` on a second close request without user activation in
  //   between, and a `<form method="dialog">` closes the dialog directly.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    const onNativeClose = () => {
      if (openRef.current) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <Dialog
      ref={dialogRef}
      $width={width}
      aria-labelledby={titleId}
      className={className}
      onKeyDown={(event) => {
        // Escape is handled here rather than left to the native close request: it then also
        // works for synthetic key events (tests), and a child that handles Escape itself
        // (a listbox, a nested menu) can claim it with preventDefault.
        if (event.key !== 'Escape' || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      onPointerDown={(event) => {
        pressedBackdropRef.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // A click on the dialog element itself is a click on the backdrop; a text selection
        // dragged from the content onto the backdrop also ends in such a click, so the press
        // must have started there too.
        const onBackdrop = event.target === event.currentTarget && pressedBackdropRef.current;
        pressedBackdropRef.current = false;
        if (onBackdrop) onClose();
      }}
    >
      {open && (
        <>
          <Header>
            <Title id={titleId}>{title}</Title>
            <CloseButton type="button" onClick={onClose} aria-label={closeLabel}>
              <span aria-hidden="true">×</span>
            </CloseButton>
          </Header>
          <Body>{children}</Body>
        </>
      )}
    </Dialog>
  );
}
