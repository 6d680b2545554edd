import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';

export interface UseDisclosureOptions {
  /** The open state, when the caller keeps it (controlled); then every change goes through onOpenChange. */
  open?: boolean;
  /** The starting state when the hook keeps it (uncontrolled). */
  defaultOpen?: boolean;
  /** Called with the state asked for: by the button, by Escape, or by open/close/toggle. */
  onOpenChange?: (open: boolean) => void;
  /** The panel's id, when the caller names it (panels rendered elsewhere); a generated one otherwise. */
  id?: string;
  /**
   * Escape closes the open panel. Listened for on the document, not the panel: a panel that
   * opens on hover must close on Escape too, wherever focus is (WCAG 1.4.13). An Escape a
   * component inside already handled (preventDefault) is left alone.
   */
  closeOnEscape?: boolean;
  /**
   * With closeOnEscape: Escape moves focus back to the button only when focus was inside this
   * element (a submenu with its entry), so closing a panel never pulls focus away from
   * elsewhere. Without it focus always returns to the button.
   */
  escapeFocusScope?: RefObject<HTMLElement | null>;
}

/** Spread on the disclosure's <button>. */
export interface DisclosureButtonProps {
  ref: RefObject<HTMLButtonElement>;
  'aria-expanded': boolean;
  'aria-controls': string;
  onClick: () => void;
}

/** Spread on the panel; a panel that animates its closing takes `id` only and hides itself. */
export interface DisclosurePanelProps {
  id: string;
  hidden: boolean;
}

export interface Disclosure {
  isOpen: boolean;
  open: () => void;
  close: () => void;
  toggle: () => void;
  panelId: string;
  buttonProps: DisclosureButtonProps;
  panelProps: DisclosurePanelProps;
}

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure pattern): the open state
 * (controlled or not), the button's aria-expanded and aria-controls wired to the panel's id,
 * and optionally Escape with focus returning to the button. The button stays a native
 * <button>, so Enter and Space toggle it. A button whose click does more than flip the state
 * (pinning a submenu that hovering opened) passes its own onClick after the spread.
 */
export function useDisclosure({
  open: controlledOpen,
  defaultOpen = false,
  onOpenChange,
  id,
  closeOnEscape = false,
  escapeFocusScope,
}: UseDisclosureOptions = {}): Disclosure {
  const generatedId = useId();
  const panelId = id ?? generatedId;
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [uncontrolledOpen, setUncontrolledOpen] = useState(defaultOpen);
  const controlled = controlledOpen !== undefined;
  const isOpen = controlled ? controlledOpen : uncontrolledOpen;

  const setOpen = useCallback(
    (next: boolean) => {
      if (!controlled) setUncontrolledOpen(next);
      onOpenChange?.(next);
    },
    [controlled, onOpenChange],
  );
  const open = useCallback(() => setOpen(true), [setOpen]);
  const close = useCallback(() => setOpen(false), [setOpen]);
  const toggle = useCallback(() => setOpen(!isOpen), [setOpen, isOpen]);

  useEffect(() => {
    if (!closeOnEscape || !isOpen) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const scope = escapeFocusScope?.current;
      const returnFocus = scope ? scope.contains(document.activeElement) : true;
      close();
      if (returnFocus) buttonRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [closeOnEscape, isOpen, close, escapeFocusScope]);

  return {
    isOpen,
    open,
    close,
    toggle,
    panelId,
    buttonProps: { ref: buttonRef, 'aria-expanded': isOpen, 'aria-controls': panelId, onClick: toggle },
    panelProps: { id: panelId, hidden: !isOpen },
  };
}
