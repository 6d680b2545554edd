import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useModalDialog } from './useModalDialog';

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
  box-shadow: ${({ theme }) => theme.shadows.dialog};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.background};

  &::backdrop {
    background: ${({ theme }) => theme.colors.backdrop};
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
 * focus returns to the element that had it before (the lifecycle is useModalDialog's).
 */
export function Modal({ open, onClose, title, children, width, closeLabel = 'Sluiten', className }: ModalProps) {
  const titleId = useId();
  const dialogProps = useModalDialog({ open, onClose, closeOnBackdropClick: true });

  return (
    <Dialog {...dialogProps} $width={width} aria-labelledby={titleId} className={className}>
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
