import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useModalDialog } from './useModalDialog';
import { withCustomProperties } from '../../styles/custom-properties';
import { colors, cssTheme } from '../../styles/theme';

export interface ModalProps {
  open: boolean;
  /** Called on Escape, on the close button and on a click on the backdrop. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Defaults to the dialog width of docs/behaviour/routes-and-layout.md#modals-and-scroll-lock (450 px). */
  width?: number;
  /** Label of the close button. */
  closeLabel?: string;
  className?: string;
}

/** The custom property a width other than the default is given in (on the element: no function interpolation, the class is made once). */
const DIALOG_WIDTH = '--dialog-width' as const;

const Dialog = styled.dialog`
  width: min(var(${DIALOG_WIDTH}, ${cssTheme.layout.dialogWidth}px), calc(100vw - 2rem));
  max-height: calc(100dvh - 2rem);
  padding: 0;
  border: 0;
  border-radius: ${cssTheme.radii.card};
  box-shadow: ${cssTheme.shadows.dialog};
  color: ${cssTheme.colors.text};
  background: ${cssTheme.colors.background};

  /* The plain colour: older browsers do not let ::backdrop inherit custom properties. */
  &::backdrop {
    background: ${colors.backdrop};
  }
`;

const Header = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${cssTheme.space.md};
  padding: ${cssTheme.space.lg} ${cssTheme.space.lg} 0;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${cssTheme.fontSizes.h3};
  color: ${cssTheme.colors.navy};
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
  color: ${cssTheme.colors.navy};
  font-size: 1.75rem;
  line-height: 1;
  cursor: pointer;

  &:hover {
    background: ${cssTheme.colors.surface};
  }
`;

const Body = styled.div`
  padding: ${cssTheme.space.lg};
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
    <Dialog
      {...dialogProps}
      style={width === undefined ? undefined : withCustomProperties({ [DIALOG_WIDTH]: `${width}px` })}
      aria-labelledby={titleId}
      className={className}
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
