import { useCallback, useEffect, useState, type ReactNode } from 'react';
import styled, { keyframes } from 'styled-components';
import { NEWSLETTER_DELAY_MS } from '../../styles/constants';
import { transitionOf } from '../../styles/motion';
import { Modal } from '../../ui/Modal';
import { cssTheme } from '../../styles/theme';

export interface NewsletterProps {
  /** The modal's title (site settings: newsletter.title). */
  title: string;
  /** How long after mounting the button appears (docs/behaviour/routes-and-layout.md#newsletter: 5 s). */
  delayMs?: number;
  /** The newsletter form. */
  children: ReactNode;
}

/** The longest delay setTimeout honours; beyond it the timer would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** In from beyond the right edge; `translate` composes with the rotation in `transform`. */
const slideIn = keyframes`
  from { translate: 100% 0; }
  to { translate: 0 0; }
`;

/**
 * Fixed to the right edge and vertically centred, turned a quarter to read bottom to top.
 * Rotating about its centre, then shifting by half its height, puts the turned button flush
 * against the edge: translate(50%, -50%) rotate(-90deg) translateY(-50%).
 */
const FloatingButton = styled.button`
  position: fixed;
  top: 50%;
  right: 0;
  z-index: ${cssTheme.zIndex.newsletterButton};
  transform: translate(50%, -50%) rotate(-90deg) translateY(-50%);
  min-height: 44px;
  padding: ${cssTheme.space.sm} ${cssTheme.space.lg};
  border: 0;
  border-radius: ${cssTheme.radii.card} ${cssTheme.radii.card} 0 0;
  box-shadow: ${cssTheme.shadows.tab};
  font: inherit;
  font-weight: 700;
  line-height: 1.2;
  white-space: nowrap;
  color: ${cssTheme.colors.white};
  background: ${cssTheme.colors.orange};
  cursor: pointer;
  animation: ${slideIn} ${cssTheme.motion.duration.layout} ${cssTheme.motion.easing.decelerate} both;
  transition: ${transitionOf('background-color')};

  &:hover {
    background: ${cssTheme.colors.orangeHover};
  }

  @media (prefers-reduced-motion: reduce) {
    animation: none;
  }
`;

/**
 * The newsletter (docs/behaviour/routes-and-layout.md#newsletter): a rotated 'Nieuwsbrief' button on the right edge that
 * appears `delayMs` after mounting and opens a modal with the title and the form. Until then
 * it is not rendered at all, so nobody (screen readers included) meets it early.
 */
export function Newsletter({ title, delayMs = NEWSLETTER_DELAY_MS, children }: NewsletterProps) {
  const [visible, setVisible] = useState(false);
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    // NaN, Infinity and delays beyond setTimeout's range mean "not (yet) now", not "at once".
    if (!(delayMs <= MAX_TIMEOUT_MS)) return;
    const timer = window.setTimeout(() => setVisible(true), Math.max(0, delayMs));
    return () => window.clearTimeout(timer);
  }, [delayMs]);

  return (
    <>
      {visible && (
        <FloatingButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Nieuwsbrief
        </FloatingButton>
      )}
      <Modal open={open} onClose={close} title={title}>
        {children}
      </Modal>
    </>
  );
}
