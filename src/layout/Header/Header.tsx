import { useMemo, useReducer } from 'react';
import styled from 'styled-components';
import { onDemand } from '../../lib/on-demand';
import { HOVER_MENU_MIN_WIDTH } from '../../styles/constants';
import { transitionOf } from '../../styles/motion';
import { breakpoints, cssTheme } from '../../styles/theme';
import { Container } from '../../ui/Container';
import { useDisclosure } from '../../ui/Disclosure';
import type { MenuItem, SiteInfo } from '../site-settings';
import { iconTextButton } from './buttons';
import { CallsToAction, OperatorLink, PhoneLink } from './ContactLinks';
import { HEADER_COPY } from './copy';
import { DesktopNav } from './DesktopNav';
import { headerMenuReducer, initialHeaderMenuState, toLocationKey, toNavItems } from './header-menu';
import { useMediaQuery, useScrolledDown } from './hooks';
import { MenuIcon } from './icons';
import { Logo } from './Logo';
import type { MobileMenuProps } from './MobileMenu';

export interface HeaderProps {
  /** Site settings: phonenumber and loginOperatorUrl. */
  info: SiteInfo | null;
  /** menuHeader from the site settings. */
  menu: readonly (MenuItem | null)[] | null;
  /** From Gatsby's page props; any change of pathname, search or hash closes the menus. */
  location: { pathname: string; hash: string; search: string };
  /** Start sticky (page setting stickyHeader), or force the state in stories. */
  sticky?: boolean;
}

const HOVER_MENU_QUERY = `(hover: hover) and (min-width: ${HOVER_MENU_MIN_WIDTH}px)`;
const WIDE_SCREEN_QUERY = `(min-width: ${breakpoints.xl}px)`;

/*
 * The sticky state is a data attribute with static rules, not a function interpolation, so
 * styled-components makes these classes once, not again on every scroll into or out of it. The
 * variants sit in :where(), as heavy as the base rule, so the reduced-motion rules after them still win.
 */
const Root = styled.header`
  position: fixed;
  top: 0;
  right: 0;
  left: 0;
  z-index: ${cssTheme.zIndex.header};
  display: flex;
  flex-direction: column;
  height: ${cssTheme.layout.headerHeight}px;
  background: ${cssTheme.colors.background};
  box-shadow: none;
  transition: ${transitionOf(['height', 'box-shadow'], 'layout')};

  &:where([data-sticky]) {
    height: ${cssTheme.layout.headerHeightSticky}px;
    box-shadow: ${cssTheme.shadows.header};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/*
 * The top bar takes the difference between the two header heights and slides up out of it when
 * sticky; it turns hidden once it has slid away, and visible at once when it comes back.
 */
const TopBar = styled.div`
  flex: none;
  height: ${cssTheme.layout.headerHeight - cssTheme.layout.headerHeightSticky}px;
  margin-top: 0;
  visibility: visible;
  background: ${cssTheme.colors.navy};
  color: ${cssTheme.colors.white};
  font-size: ${cssTheme.fontSizes.small};
  transition:
    margin-top ${cssTheme.motion.duration.layout} ${cssTheme.motion.easing.standard},
    visibility 0s ${cssTheme.motion.easing.linear} 0s;

  :where([data-sticky]) > & {
    margin-top: ${cssTheme.layout.headerHeightSticky - cssTheme.layout.headerHeight}px;
    visibility: hidden;
    transition:
      margin-top ${cssTheme.motion.duration.layout} ${cssTheme.motion.easing.standard},
      visibility 0s ${cssTheme.motion.easing.linear} ${cssTheme.motion.duration.layout};
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/*
 * The bars' content: the page's container, rendered with the header's wider gutter below xl
 * ($gutter="bar" on each; not with attrs here, which run after Container's own).
 */
const BarContainer = styled(Container)`
  display: flex;
  align-items: center;
  height: 100%;
`;

const TopBarContent = styled(BarContainer)`
  justify-content: flex-end;
  gap: ${cssTheme.space.lg};
`;

const BarArea = styled.div`
  display: flex;
  flex: 1;
  align-items: center;
  min-height: 0;
`;

const Bar = styled(BarContainer)`
  gap: ${cssTheme.space.md};
  height: ${cssTheme.layout.headerBarHeight}px;
`;

const Spacer = styled.div`
  flex: 1;
`;

const DesktopActions = styled.div`
  display: none;
  gap: ${cssTheme.space.sm};

  ${cssTheme.media.xl} {
    display: flex;
  }
`;

const CompactButton = styled(CallsToAction)`
  min-height: 44px;
  padding: ${cssTheme.space.sm} ${cssTheme.space.md};
  font-size: ${cssTheme.fontSizes.small};
  white-space: nowrap;
`;

const MenuButton = styled.button`
  ${iconTextButton}
  padding: 0 ${cssTheme.space.md};
  border: 2px solid ${cssTheme.colors.navy};
  border-radius: ${cssTheme.radii.button};

  &:hover {
    background: ${cssTheme.colors.surface};
  }

  ${cssTheme.media.xl} {
    display: none;
  }
`;

/**
 * The mobile menu's overlay loads when the visitor first reaches for it (touches, hovers, focuses
 * or presses 'Menu'): closed, it shows nothing, so neither its code nor its markup is part of
 * the first load. Opened before it has arrived, it opens as soon as it has.
 */
export const mobileMenu = onDemand<MobileMenuProps>(() =>
  import(/* webpackChunkName: "mobile-menu" */ './MobileMenu').then((module) => module.MobileMenu),
);

const loadMobileMenu = () => {
  mobileMenu.load().catch(() => {
    // Offline: the next press tries again.
  });
};

/**
 * The site header (docs/behaviour/routes-and-layout.md#header): top bar with phone and operator login, logo, main
 * navigation with submenus, calls to action, and below xl a 'Menu' button with a full-screen
 * overlay. Fixed at the top; sticky (120 px, top bar slid away) once the page is scrolled at all.
 */
export function Header({ info, menu, location, sticky = false }: HeaderProps) {
  const items = useMemo(() => toNavItems(menu), [menu]);
  const locationKey = toLocationKey(location);
  const [state, dispatch] = useReducer(headerMenuReducer, locationKey, initialHeaderMenuState);
  const scrolledDown = useScrolledDown();
  const hoverEnabled = useMediaQuery(HOVER_MENU_QUERY);
  const wideScreen = useMediaQuery(WIDE_SCREEN_QUERY);
  const mobileMenuLoaded = mobileMenu.useLoaded();
  // 'Menu' only opens the overlay (a modal dialog: the page behind it, this button too, is inert
  // while it is open); the overlay closes itself and returns focus here.
  const menuDisclosure = useDisclosure({
    open: state.mobileMenuOpen,
    onOpenChange: (next) => {
      if (next) loadMobileMenu();
      dispatch({ type: next ? 'openMobileMenu' : 'closeMobileMenu' });
    },
  });

  // Adjusting state while rendering (not in an effect) closes the menus in the same render
  // that shows the new location. The overlay also has no place on wide screens.
  if (state.locationKey !== locationKey) dispatch({ type: 'locationChange', locationKey });
  if (wideScreen && state.mobileMenuOpen) dispatch({ type: 'closeMobileMenu' });

  const isSticky = sticky || scrolledDown;

  return (
    <Root data-sticky={isSticky ? '' : undefined}>
      <TopBar>
        <TopBarContent $gutter="bar">
          <PhoneLink info={info} />
          <OperatorLink info={info} />
        </TopBarContent>
      </TopBar>
      <BarArea>
        <Bar $gutter="bar">
          <Logo />
          <Spacer />
          <DesktopNav
            items={items}
            openSubmenu={state.openSubmenu}
            dispatch={dispatch}
            hoverEnabled={hoverEnabled}
            currentPath={location.pathname}
          />
          <DesktopActions>
            <CompactButton />
          </DesktopActions>
          <MenuButton
            type="button"
            {...menuDisclosure.buttonProps}
            // The overlay is not in the page until its code has arrived: only then can it be named.
            aria-controls={mobileMenuLoaded ? menuDisclosure.panelId : undefined}
            onPointerDown={loadMobileMenu}
            onPointerEnter={loadMobileMenu}
            onFocus={loadMobileMenu}
          >
            <MenuIcon variant="open" />
            {HEADER_COPY.menu}
          </MenuButton>
        </Bar>
      </BarArea>
      <mobileMenu.Component
        id={menuDisclosure.panelId}
        items={items}
        info={info}
        open={state.mobileMenuOpen}
        openSubmenu={state.openMobileSubmenu}
        dispatch={dispatch}
        currentPath={location.pathname}
        menuButtonRef={menuDisclosure.buttonProps.ref}
      />
    </Root>
  );
}
