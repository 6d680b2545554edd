import { useEffect, useId, useRef, type Dispatch, type RefObject } from 'react';
import styled, { keyframes } from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { useDisclosure } from '../../ui/Disclosure';
import { useModalDialog } from '../../ui/Modal';
import type { SiteInfo } from '../site-settings';
import { iconTextButton } from './buttons';
import { CallsToAction, OperatorLink, PhoneLink } from './ContactLinks';
import { HEADER_COPY } from './copy';
import { NONE, type HeaderMenuAction, type NavItem, type NavLink } from './header-menu';
import { Chevron, MenuIcon } from './icons';
import { Logo } from './Logo';
import { MenuLink } from './MenuLink';
import { cssTheme } from '../../styles/theme';

export interface MobileMenuProps {
  id: string;
  items: readonly NavItem[];
  info: SiteInfo | null;
  open: boolean;
  /** The submenu panel that is open, or NONE. */
  openSubmenu: number;
  dispatch: Dispatch<HeaderMenuAction>;
  currentPath: string;
  /** The 'Menu' button: focus returns to it when the overlay closes. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
}

const HOME: NavLink = { url: '/', title: HEADER_COPY.home, newTab: false };

const slideIn = keyframes`
  from { transform: translateX(100%); }
  to { transform: translateX(0); }
`;

/*
 * A full-screen native <dialog> opened with showModal(): the browser makes the page behind it
 * inert, so focus stays in the overlay, and puts it in the top layer above everything.
 */
const Overlay = styled.dialog`
  position: fixed;
  inset: 0;
  width: 100%;
  max-width: none;
  height: 100%;
  max-height: none;
  margin: 0;
  padding: 0;
  border: 0;
  /* clip, not hidden: a panel off to the side must not be scrolled into view when it takes focus. */
  overflow: hidden;
  overflow: clip;
  color: ${cssTheme.colors.text};
  background: ${cssTheme.colors.background};

  &[open] {
    display: flex;
    flex-direction: column;
    animation: ${slideIn} ${cssTheme.motion.duration.overlaySlide} ${cssTheme.motion.easing.decelerate};
  }

  &::backdrop {
    background: transparent;
  }

  @media (prefers-reduced-motion: reduce) {
    &[open] {
      animation: none;
    }
  }
`;

/*
 * Hidden once a submenu panel has slid over it, so focus and screen readers stay in the panel.
 * Covered (the main list) and open (a panel) are data attributes with static rules, not function
 * interpolations: styled-components makes these classes once, not again on every slide. The
 * variants sit in :where(), as heavy as the base rules, so the reduced-motion rules after them win.
 */
const Main = styled.div`
  visibility: visible;
  transition: visibility 0s ${cssTheme.motion.easing.linear} 0s;

  &:where([data-covered]) {
    visibility: hidden;
    transition: visibility 0s ${cssTheme.motion.easing.linear} ${cssTheme.motion.duration.submenuSlide};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }

  display: flex;
  flex-direction: column;
  flex: 1;
  min-height: 0;
`;

const TopRow = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  justify-content: space-between;
  gap: ${cssTheme.space.md};
  height: ${cssTheme.layout.headerBarHeight}px;
  padding: 0 ${cssTheme.space.lg};
  border-bottom: 1px solid ${cssTheme.colors.border};
`;

const TextButton = styled.button`
  ${iconTextButton}
  padding: 0 ${cssTheme.space.sm};
  border: 0;
  border-radius: ${cssTheme.radii.small};
  white-space: nowrap;

  &:hover {
    color: ${cssTheme.colors.orange};
  }
`;

const Scroller = styled.div`
  flex: 1;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${cssTheme.space.md} ${cssTheme.space.lg} ${cssTheme.space.xl};
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  border-bottom: 1px solid ${cssTheme.colors.border};
`;

const EntryLink = styled(MenuLink)`
  flex: 1;
  display: flex;
  align-items: center;
  min-height: 56px;
  color: ${cssTheme.colors.navy};
  font-size: ${cssTheme.fontSizes.lead};
  font-weight: 700;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${cssTheme.colors.orange};
  }
`;

const ArrowButton = styled.button`
  display: inline-grid;
  flex: none;
  place-items: center;
  width: 48px;
  height: 48px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: ${cssTheme.colors.surface};
  color: ${cssTheme.colors.navy};
  cursor: pointer;

  &:hover {
    background: ${cssTheme.colors.orangeLight};
    color: ${cssTheme.colors.orangeHover};
  }
`;

const Extras = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${cssTheme.space.md};
  margin-top: ${cssTheme.space.xl};
  color: ${cssTheme.colors.navy};
`;

const ContactRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${cssTheme.space.sm} ${cssTheme.space.lg};
  margin-top: ${cssTheme.space.sm};
`;

/* A submenu fills the screen and slides in over the main list. */
const Panel = styled.nav`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  background: ${cssTheme.colors.background};
  transform: translateX(100%);
  visibility: hidden;
  transition:
    ${transitionOf('transform', 'submenuSlide')},
    visibility 0s ${cssTheme.motion.easing.linear} ${cssTheme.motion.duration.submenuSlide};

  &:where([data-open]) {
    transform: translateX(0);
    visibility: visible;
    transition:
      ${transitionOf('transform', 'submenuSlide')},
      visibility 0s ${cssTheme.motion.easing.linear} 0s;
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const PanelTitle = styled.h2`
  margin: 0 0 ${cssTheme.space.sm};
  color: ${cssTheme.colors.navy};
  font-size: ${cssTheme.fontSizes.h3};
`;

interface SubmenuArrowProps {
  title: string;
  index: number;
  open: boolean;
  /** The submenu panel's id: the panels are rendered beside the main list, over it. */
  panelId: string;
  dispatch: Dispatch<HeaderMenuAction>;
  /** Where the menu keeps this arrow, to give it focus back when its panel closes. */
  buttonRef: (element: HTMLButtonElement | null) => void;
}

/** The arrow beside an entry: the disclosure button of its submenu panel. */
function SubmenuArrow({ title, index, open, panelId, dispatch, buttonRef }: SubmenuArrowProps) {
  const { buttonProps } = useDisclosure({
    open,
    onOpenChange: (next) => dispatch(next ? { type: 'openMobileSubmenu', index } : { type: 'closeMobileSubmenu' }),
    id: panelId,
  });
  return (
    // The menu moves focus between arrows and panels itself, so the arrow takes the menu's ref.
    <ArrowButton type="button" aria-label={HEADER_COPY.openSubmenu(title)} {...buttonProps} ref={buttonRef}>
      <Chevron direction="right" />
    </ArrowButton>
  );
}

/**
 * The small-screen menu: a full-screen overlay with 'Sluit menu', a 'Home' entry, the menu
 * entries (an arrow slides an entry's submenu in as a full-screen panel with 'Terug'), the
 * calls to action and the contact links. Escape closes an open panel first, then the overlay;
 * page scrolling is locked while it is open and focus returns to 'Menu' when it closes (the
 * dialog's lifecycle is useModalDialog's, as for every dialog of the site).
 */
export function MobileMenu({ id, items, info, open, openSubmenu, dispatch, currentPath, menuButtonRef }: MobileMenuProps) {
  const baseId = useId();
  const closeButtonRef = useRef<HTMLButtonElement>(null);
  const arrowRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const backRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const previousSubmenu = useRef(NONE);
  // Escape and other close requests close one layer each (an open panel, then the overlay).
  const dialogProps = useModalDialog({
    open,
    onClose: () => dispatch({ type: 'closeMobileMenu' }),
    onCloseRequest: () => dispatch({ type: 'escape' }),
    initialFocusRef: closeButtonRef,
    returnFocusRef: menuButtonRef,
  });

  // Opening a panel moves focus to its 'Terug'; closing it returns focus to the arrow that opened it.
  useEffect(() => {
    const previous = previousSubmenu.current;
    previousSubmenu.current = openSubmenu;
    if (openSubmenu !== NONE) backRefs.current[openSubmenu]?.focus({ preventScroll: true });
    else if (open && previous !== NONE) arrowRefs.current[previous]?.focus({ preventScroll: true });
  }, [open, openSubmenu]);

  const covered = openSubmenu !== NONE;

  return (
    <Overlay {...dialogProps} id={id} aria-label={HEADER_COPY.menu}>
      <Main data-covered={covered ? '' : undefined}>
        <TopRow>
          <Logo />
          <TextButton ref={closeButtonRef} type="button" onClick={() => dispatch({ type: 'closeMobileMenu' })}>
            <MenuIcon variant="close" />
            {HEADER_COPY.closeMenu}
          </TextButton>
        </TopRow>
        <Scroller>
          <nav aria-label={HEADER_COPY.mainNavigation}>
            <List>
              <Row>
                <EntryLink link={HOME} currentPath={currentPath} />
              </Row>
              {items.map((item, index) => {
                const hasSubmenu = item.submenu.length > 0;
                return (
                  <Row key={`${index}-${item.url}`}>
                    <EntryLink link={item} currentPath={currentPath} />
                    {hasSubmenu && (
                      <SubmenuArrow
                        title={item.title}
                        index={index}
                        open={openSubmenu === index}
                        panelId={`${baseId}-panel-${index}`}
                        dispatch={dispatch}
                        buttonRef={(element) => {
                          arrowRefs.current[index] = element;
                        }}
                      />
                    )}
                  </Row>
                );
              })}
            </List>
          </nav>
          <Extras>
            <CallsToAction />
            <ContactRow>
              <PhoneLink info={info} />
              <OperatorLink info={info} />
            </ContactRow>
          </Extras>
        </Scroller>
      </Main>
      {items.map((item, index) =>
        item.submenu.length > 0 ? (
          <Panel
            key={`${index}-${item.url}`}
            id={`${baseId}-panel-${index}`}
            aria-labelledby={`${baseId}-panel-title-${index}`}
            data-open={openSubmenu === index ? '' : undefined}
          >
            <TopRow>
              <TextButton
                ref={(element) => {
                  backRefs.current[index] = element;
                }}
                type="button"
                onClick={() => dispatch({ type: 'closeMobileSubmenu' })}
              >
                <Chevron direction="left" />
                {HEADER_COPY.back}
              </TextButton>
            </TopRow>
            <Scroller>
              <PanelTitle id={`${baseId}-panel-title-${index}`}>{item.title}</PanelTitle>
              <List>
                {item.submenu.map((sub, subIndex) => (
                  <Row key={`${subIndex}-${sub.url}`}>
                    <EntryLink link={sub} currentPath={currentPath} />
                  </Row>
                ))}
              </List>
            </Scroller>
          </Panel>
        ) : null,
      )}
    </Overlay>
  );
}
