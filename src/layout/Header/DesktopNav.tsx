import { useId, useRef, type Dispatch, type PointerEvent } from 'react';
import styled, { css } from 'styled-components';
import { transitionOf } from '../../styles/motion';
import { useDisclosure } from '../../ui/Disclosure';
import { HEADER_COPY } from './copy';
import type { HeaderMenuAction, NavItem } from './header-menu';
import { Chevron } from './icons';
import { MenuLink } from './MenuLink';
import { cssTheme } from '../../styles/theme';

export interface DesktopNavProps {
  items: readonly NavItem[];
  /** The open submenu, or NONE. */
  openSubmenu: number;
  dispatch: Dispatch<HeaderMenuAction>;
  /** Submenus open on hover only where the device hovers and the screen is wider than 1024 px. */
  hoverEnabled: boolean;
  currentPath: string;
}

/* Shown from xl up; below it the 'Menu' button and the overlay take over. */
const Nav = styled.nav`
  display: none;
  align-self: stretch;

  ${cssTheme.media.xl} {
    display: flex;
  }
`;

const List = styled.ul`
  display: flex;
  align-items: stretch;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  position: relative;
  display: flex;
  align-items: center;
`;

const itemText = css`
  color: ${cssTheme.colors.navy};
  font-size: ${cssTheme.fontSizes.small};
  font-weight: 600;
  white-space: nowrap;
  text-decoration: none;

  &:hover,
  &[aria-current='page'] {
    color: ${cssTheme.colors.orange};
  }
`;

/*
 * States and variants are attributes with static rules (aria-expanded, data-open, data-submenu),
 * not function interpolations: styled-components makes these classes once, not again on every
 * hover that opens a submenu. The variants sit in :where(), as heavy as the base rules.
 */
const TopLink = styled(MenuLink)`
  ${itemText}
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 ${cssTheme.space.sm};
  border-radius: ${cssTheme.radii.small};

  /* Followed by the submenu's button, which gives it room on the right. */
  &:where([data-submenu]) {
    padding: 0 0 0 ${cssTheme.space.sm};
  }
`;

const DisclosureButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 44px;
  margin-right: ${cssTheme.space.xs};
  padding: 0;
  border: 0;
  border-radius: ${cssTheme.radii.small};
  background: transparent;
  color: ${cssTheme.colors.navy};
  cursor: pointer;

  svg {
    transform: rotate(0);
    transition: ${transitionOf('transform')};
  }

  &:where([aria-expanded='true']) {
    color: ${cssTheme.colors.orange};

    svg {
      transform: rotate(180deg);
    }
  }

  &:hover {
    color: ${cssTheme.colors.orange};
  }

  @media (prefers-reduced-motion: reduce) {
    svg {
      transition: none;
    }
  }
`;

/* The padding bridges the gap to the entry, so the pointer can travel into the panel without leaving. */
const Submenu = styled.div`
  position: absolute;
  top: 100%;
  left: 0;
  display: none;
  min-width: 16rem;
  padding-top: ${cssTheme.space.xs};

  &:where([data-open]) {
    display: block;
  }
`;

const SubmenuList = styled.ul`
  margin: 0;
  padding: ${cssTheme.space.sm};
  list-style: none;
  border: 1px solid ${cssTheme.colors.border};
  border-radius: ${cssTheme.radii.card};
  background: ${cssTheme.colors.background};
  box-shadow: ${cssTheme.shadows.menu};
`;

const SubmenuLink = styled(MenuLink)`
  ${itemText}
  display: block;
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  border-radius: ${cssTheme.radii.small};

  &:hover {
    background: ${cssTheme.colors.orangeLight};
    color: ${cssTheme.colors.orangeHover};
  }
`;

interface NavEntryProps {
  item: NavItem;
  index: number;
  open: boolean;
  submenuId: string;
  dispatch: Dispatch<HeaderMenuAction>;
  hoverEnabled: boolean;
  currentPath: string;
}

/** One top-level entry: its link and, with a submenu, the disclosure button and the submenu. */
function NavEntry({ item, index, open, submenuId, dispatch, hoverEnabled, currentPath }: NavEntryProps) {
  const itemRef = useRef<HTMLLIElement>(null);
  const hasSubmenu = item.submenu.length > 0;
  // Escape closes the submenu however it opened, and returns focus to the button when focus was in the entry.
  const submenu = useDisclosure({
    open,
    onOpenChange: (next) => {
      if (!next) dispatch({ type: 'closeSubmenu', index });
    },
    id: submenuId,
    closeOnEscape: true,
    escapeFocusScope: itemRef,
  });
  const hoverHandlers =
    hoverEnabled && hasSubmenu
      ? {
          onPointerEnter: (event: PointerEvent) => {
            if (event.pointerType === 'mouse') dispatch({ type: 'hoverEnter', index });
          },
          onPointerLeave: (event: PointerEvent) => {
            if (event.pointerType === 'mouse') dispatch({ type: 'hoverLeave', index });
          },
        }
      : {};
  return (
    <Item
      ref={itemRef}
      {...hoverHandlers}
      onBlur={(event) => {
        if (hasSubmenu && !event.currentTarget.contains(event.relatedTarget as Node | null)) {
          dispatch({ type: 'closeSubmenu', index });
        }
      }}
    >
      <TopLink link={item} currentPath={currentPath} data-submenu={hasSubmenu ? '' : undefined} />
      {hasSubmenu && (
        <>
          <DisclosureButton
            type="button"
            aria-label={HEADER_COPY.submenu(item.title)}
            {...submenu.buttonProps}
            // More than a flip: a click on a submenu that hovering opened keeps it open (pins it).
            onClick={() => dispatch({ type: 'toggleSubmenu', index })}
          >
            <Chevron direction="down" />
          </DisclosureButton>
          <Submenu id={submenu.panelId} data-open={open ? '' : undefined}>
            <SubmenuList>
              {item.submenu.map((sub, subIndex) => (
                <li key={`${subIndex}-${sub.url}`}>
                  <SubmenuLink link={sub} currentPath={currentPath} />
                </li>
              ))}
            </SubmenuList>
          </Submenu>
        </>
      )}
    </Item>
  );
}

/**
 * The main navigation on wide screens. An entry with a submenu is its own link plus a
 * disclosure button: the button (Enter/Space, or a click) opens and closes the submenu, the
 * pointer opens it while hovering where hover menus are on. Focus leaving the entry closes
 * it; Escape closes it and returns focus to the button when focus was inside.
 */
export function DesktopNav({ items, openSubmenu, dispatch, hoverEnabled, currentPath }: DesktopNavProps) {
  const baseId = useId();
  if (items.length === 0) return null;

  return (
    <Nav aria-label={HEADER_COPY.mainNavigation}>
      <List>
        {items.map((item, index) => (
          <NavEntry
            key={`${index}-${item.url}`}
            item={item}
            index={index}
            open={item.submenu.length > 0 && openSubmenu === index}
            submenuId={`${baseId}-submenu-${index}`}
            dispatch={dispatch}
            hoverEnabled={hoverEnabled}
            currentPath={currentPath}
          />
        ))}
      </List>
    </Nav>
  );
}
