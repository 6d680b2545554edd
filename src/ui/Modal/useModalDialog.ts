import { useCallback, useEffect, useRef, type KeyboardEvent, type MouseEvent, type PointerEvent, type RefObject } from 'react';
import { useScrollLock } from '../../lib/scroll-lock';

export interface UseModalDialogOptions {
  /** Whether the dialog is shown; the parent owns this state. */
  open: boolean;
  /**
   * Asks the parent to close the dialog (set `open` to false). Called for a click on the
   * backdrop (when enabled) and when the browser closed the dialog by itself.
   */
  onClose: () => void;
  /**
   * A close request: Escape, or another request the browser sends as `cancel` (Android's back
   * gesture). Defaults to `onClose`; a dialog with layers (the mobile menu with its submenu
   * panels) closes one layer per request instead.
   */
  onCloseRequest?: () => void;
  /** Receives focus when the dialog opens; by default the browser focuses the first focusable element. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Receives focus when the dialog closes; by default the element that had focus before it opened. */
  returnFocusRef?: RefObject<HTMLElement | null>;
  /** Whether a click on the backdrop closes the dialog (not for a full-screen dialog, which has none). */
  closeOnBackdropClick?: boolean;
}

/** Spread on the <dialog>: its ref and the React handlers the lifecycle needs. */
export interface ModalDialogProps {
  ref: RefObject<HTMLDialogElement>;
  onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => void;
  onPointerDown: (event: PointerEvent<HTMLDialogElement>) => void;
  onClick: (event: MouseEvent<HTMLDialogElement>) => void;
}

/**
 * The lifecycle of a modal native <dialog>, for every dialog of the site (the Modal, the
 * mobile menu, later the quotation dialog and the summary drawer): it follows `open` with
 * showModal()/close(), so the browser makes the rest of the page inert and keeps focus inside;
 * it turns Escape and the browser's close requests into `onCloseRequest`, locks page scrolling
 * while open, and returns focus when it closes.
 *
 * The browser can also close a modal dialog without asking: Chrome skips `cancel` on a second
 * close request without user activation in between, and a `<form method="dialog">` closes it
 * directly. `open` would then say open while the dialog is closed (the page stays scroll-locked
 * behind nothing), so the parent is told through `onClose`.
 */
export function useModalDialog({
  open,
  onClose,
  onCloseRequest,
  initialFocusRef,
  returnFocusRef,
  closeOnBackdropClick = false,
}: UseModalDialogOptions): ModalDialogProps {
  const dialogRef = useRef<HTMLDialogElement>(null);
  /** The element to focus when the dialog closes (see returnFocusRef). */
  const focusOnCloseRef = useRef<HTMLElement | null>(null);
  /** Whether the press that ends in a click started on the backdrop (see onClick). */
  const pressedBackdropRef = useRef(false);
  useScrollLock(open);

  // The latest options for the native event listeners. Declared before the effect that closes
  // the dialog: close() may fire its `close` event synchronously (jsdom), and by then `openRef`
  // must already say closed, or the parent would be asked to close a dialog it just closed.
  const openRef = useRef(open);
  const onCloseRef = useRef(onClose);
  const onCloseRequestRef = useRef(onCloseRequest ?? onClose);
  useEffect(() => {
    openRef.current = open;
    onCloseRef.current = onClose;
    onCloseRequestRef.current = onCloseRequest ?? onClose;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      focusOnCloseRef.current = returnFocusRef?.current ?? (document.activeElement as HTMLElement | null);
      dialog.showModal();
      initialFocusRef?.current?.focus({ preventScroll: true });
    } else if (!open && dialog.open) {
      dialog.close();
    }
    // Also when the browser closed the dialog by itself: focus must not be left on <body>.
    if (!open && focusOnCloseRef.current) {
      const target = returnFocusRef?.current ?? focusOnCloseRef.current;
      focusOnCloseRef.current = null;
      if (target.isConnected) target.focus({ preventScroll: true });
    }
  }, [open, initialFocusRef, returnFocusRef]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    // A close request other than a key event we saw (Android's back gesture; Escape when
    // focus sits on the dialog's backdrop): the parent decides what closes.
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRequestRef.current();
    };
    // `close` arrives a task after close(): by then the parent may have opened the dialog
    // again (a quick second press on the trigger), and that dialog must stay open. Only a
    // dialog that is closed while the parent still wants it open was closed by the browser.
    const onNativeClose = () => {
      if (openRef.current && !dialog.open) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  // Escape is handled as a React key event rather than left to the browser's close request:
  // it then also works for synthetic key events (tests), a child that handles Escape itself
  // (a listbox, a nested menu) can claim it with preventDefault (React's handlers of the child
  // run first), and cancelling the keydown keeps the browser from closing the whole dialog
  // when the parent closes only one layer.
  const onKeyDown = useCallback((event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape' || event.defaultPrevented) return;
    event.preventDefault();
    onCloseRequestRef.current();
  }, []);

  const onPointerDown = useCallback((event: PointerEvent<HTMLDialogElement>) => {
    pressedBackdropRef.current = event.target === event.currentTarget;
  }, []);

  // A click on the dialog element itself is a click on its backdrop; a text selection dragged
  // from the content onto the backdrop also ends in such a click, so the press must have
  // started there too.
  const onClick = useCallback(
    (event: MouseEvent<HTMLDialogElement>) => {
      const onBackdrop = event.target === event.currentTarget && pressedBackdropRef.current;
      pressedBackdropRef.current = false;
      if (onBackdrop && closeOnBackdropClick) onCloseRef.current();
    },
    [closeOnBackdropClick],
  );

  return { ref: dialogRef, onKeyDown, onPointerDown, onClick };
}
