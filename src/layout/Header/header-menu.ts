/**
 * The header's menu logic without React: which submenu is open on wide screens, whether the
 * small-screen overlay and one of its submenu panels are open, what Escape closes, and the
 * shape of the menu items (docs/behaviour/routes-and-layout.md#header-states).
 */

import { usableLink, type LinkFieldsLike, type UsableLink } from '../../lib/links';

/** A link as the menu shows it: always with a (safe) url and a text. */
export type NavLink = UsableLink;

/** A top-level entry of the main navigation, with its (possibly empty) submenu. */
export interface NavItem extends NavLink {
  submenu: NavLink[];
}

interface MenuItemFields {
  link?: LinkFieldsLike | null;
  submenu?: readonly ({ link?: LinkFieldsLike | null } | null)[] | null;
}

/**
 * menuHeader as WordPress sends it (any entry or field may be null) to the entries the header
 * shows: entries without a url or a text are left out rather than shown empty or dead.
 */
export function toNavItems(menu: readonly (MenuItemFields | null)[] | null | undefined): NavItem[] {
  const items: NavItem[] = [];
  for (const entry of menu ?? []) {
    const link = usableLink(entry?.link);
    if (!link) continue;
    const submenu = (entry?.submenu ?? []).map((sub) => usableLink(sub?.link)).filter((sub): sub is NavLink => sub !== null);
    items.push({ ...link, submenu });
  }
  return items;
}

/** One string per location: any change of route, search or hash gives another key. */
export function toLocationKey(location: { pathname: string; search: string; hash: string }): string {
  return `${location.pathname}${location.search}${location.hash}`;
}

/** No submenu open (docs/behaviour/routes-and-layout.md#header-states: one index or none, -1). */
export const NONE = -1;

export interface HeaderMenuState {
  /** Wide screens: the open submenu, or NONE. */
  openSubmenu: number;
  /**
   * Whether the open submenu stays open when the pointer leaves it: true when it was opened
   * (or clicked) through its disclosure button, false when the pointer merely hovers it.
   */
  pinned: boolean;
  /** Small screens: the full-screen overlay. */
  mobileMenuOpen: boolean;
  /** Small screens: the submenu panel open inside the overlay, or NONE. */
  openMobileSubmenu: number;
  /** The location this state belongs to (see toLocationKey); another location resets it. */
  locationKey: string;
}

export type HeaderMenuAction =
  /** The pointer enters a top-level entry (only where hover menus are on). */
  | { type: 'hoverEnter'; index: number }
  /** The pointer leaves a top-level entry. */
  | { type: 'hoverLeave'; index: number }
  /** The disclosure button of an entry: opens it, pins a hovered one, closes a pinned one. */
  | { type: 'toggleSubmenu'; index: number }
  /** Closes the given entry's submenu if it is the open one (focus left it). */
  | { type: 'closeSubmenu'; index: number }
  | { type: 'openMobileMenu' }
  | { type: 'closeMobileMenu' }
  | { type: 'openMobileSubmenu'; index: number }
  | { type: 'closeMobileSubmenu' }
  /** Closes the innermost open thing, see escapeTarget. */
  | { type: 'escape' }
  /** The page's route, search or hash changed: everything closes. */
  | { type: 'locationChange'; locationKey: string };

export function initialHeaderMenuState(locationKey: string): HeaderMenuState {
  return { openSubmenu: NONE, pinned: false, mobileMenuOpen: false, openMobileSubmenu: NONE, locationKey };
}

/** What Escape closes in this state: the innermost open layer first, one layer per press. */
export type EscapeTarget = 'mobileSubmenu' | 'mobileMenu' | 'submenu' | null;

export function escapeTarget(state: HeaderMenuState): EscapeTarget {
  if (state.mobileMenuOpen) return state.openMobileSubmenu === NONE ? 'mobileMenu' : 'mobileSubmenu';
  return state.openSubmenu === NONE ? null : 'submenu';
}

const closedSubmenu = { openSubmenu: NONE, pinned: false } as const;

/** Returns the same object when nothing changes, so React skips the render. */
export function headerMenuReducer(state: HeaderMenuState, action: HeaderMenuAction): HeaderMenuState {
  switch (action.type) {
    case 'hoverEnter':
      if (state.openSubmenu === action.index) return state;
      return { ...state, openSubmenu: action.index, pinned: false };
    case 'hoverLeave':
      if (state.openSubmenu !== action.index || state.pinned) return state;
      return { ...state, ...closedSubmenu };
    case 'toggleSubmenu':
      if (state.openSubmenu !== action.index) return { ...state, openSubmenu: action.index, pinned: true };
      if (!state.pinned) return { ...state, pinned: true };
      return { ...state, ...closedSubmenu };
    case 'closeSubmenu':
      if (state.openSubmenu !== action.index) return state;
      return { ...state, ...closedSubmenu };
    case 'openMobileMenu':
      if (state.mobileMenuOpen) return state;
      return { ...state, ...closedSubmenu, mobileMenuOpen: true, openMobileSubmenu: NONE };
    case 'closeMobileMenu':
      if (!state.mobileMenuOpen) return state;
      return { ...state, mobileMenuOpen: false, openMobileSubmenu: NONE };
    case 'openMobileSubmenu':
      if (!state.mobileMenuOpen || state.openMobileSubmenu === action.index) return state;
      return { ...state, openMobileSubmenu: action.index };
    case 'closeMobileSubmenu':
      if (state.openMobileSubmenu === NONE) return state;
      return { ...state, openMobileSubmenu: NONE };
    case 'escape':
      switch (escapeTarget(state)) {
        case 'mobileSubmenu':
          return { ...state, openMobileSubmenu: NONE };
        case 'mobileMenu':
          return { ...state, mobileMenuOpen: false };
        case 'submenu':
          return { ...state, ...closedSubmenu };
        default:
          return state;
      }
    case 'locationChange':
      if (state.locationKey === action.locationKey) return state;
      return initialHeaderMenuState(action.locationKey);
  }
}
