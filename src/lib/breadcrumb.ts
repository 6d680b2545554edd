/**
 * Breadcrumb trails (docs/behaviour/routes-and-layout.md#breadcrumb). Pure: the component renders what this returns and
 * the JSON-LD is built from the same crumbs, so the visible trail and the structured data agree.
 */

import { usableLink } from './links';

export interface Crumb {
  title: string;
  /** Site-relative path with a trailing slash ('/kennisbank/'), or the url an editor gave (mode custom). */
  url: string;
}

/** One page of the Fragment chain: the page's ancestors, root first. */
export interface ParentPage {
  title: string;
  uri: string;
}

export interface CustomCrumb {
  url: string | null;
  title: string | null;
}

export interface BreadcrumbInput {
  /** The page setting `breadcrumb`: 'path', 'fragment', 'custom', 'history' or 'none'. */
  mode: string | null | undefined;
  pathname: string;
  /** The current page's title. */
  title: string;
  /** Mode fragment: the ancestors from the root down to the direct parent. */
  parents?: readonly ParentPage[] | null;
  /** Mode custom: the crumbs after Home (the editor's `breadcrumbCustom`). */
  custom?: readonly (CustomCrumb | null)[] | null;
  /** A post (content type post): Home, Kennisbank, the post, whatever the mode says. */
  isPost?: boolean;
}

/**
 * What to render:
 * - `trail`: the crumbs in order; the last one is the current page (no link, aria-current).
 * - `back`: a single 'Terug' control (mode history); see `backAction` for where it goes.
 * - `none`: no breadcrumb.
 */
export type BreadcrumbTrail = { kind: 'trail'; crumbs: Crumb[] } | { kind: 'back'; label: string; fallbackUrl: string } | { kind: 'none' };

export const HOME_CRUMB: Crumb = { title: 'Home', url: '/' };
export const KENNISBANK_CRUMB: Crumb = { title: 'Kennisbank', url: '/kennisbank/' };
export const BACK_LABEL = 'Terug';
export const BACK_FALLBACK_URL = '/';

export type BreadcrumbMode = 'path' | 'fragment' | 'custom' | 'history';

/** The mode a page setting names, or null for 'none', an empty or an unknown value. */
export function toBreadcrumbMode(mode: string | null | undefined): BreadcrumbMode | null {
  const normalised = mode?.trim().toLowerCase();
  return normalised === 'path' || normalised === 'fragment' || normalised === 'custom' || normalised === 'history' ? normalised : null;
}

/** The path part of a pathname (no query or hash), with leading and trailing slash. */
export function normalisePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const segments = path.split('/').filter(Boolean);
  return segments.length === 0 ? '/' : `/${segments.join('/')}/`;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    // A malformed escape (a stray '%') is shown as it is rather than breaking the page.
    return segment;
  }
}

/** 'werken-bij' → 'Werken bij', 'caf%C3%A9' → 'Café'. */
export function segmentLabel(segment: string): string {
  const words = safeDecode(segment).replace(/-/g, ' ').trim();
  return words.charAt(0).toLocaleUpperCase('nl-NL') + words.slice(1);
}

/** Mode path: Home, then one crumb per path segment linking to its cumulative path. */
export function pathCrumbs(pathname: string): Crumb[] {
  const segments = normalisePath(pathname).split('/').filter(Boolean);
  return [
    HOME_CRUMB,
    ...segments.map((segment, index) => ({ title: segmentLabel(segment), url: `/${segments.slice(0, index + 1).join('/')}/` })),
  ];
}

/** Mode fragment: Home, the ancestors, the current page. A front-page ancestor is Home already. */
export function fragmentCrumbs(parents: readonly ParentPage[], title: string, pathname: string): Crumb[] {
  const ancestors = parents
    .filter((parent) => parent.title.trim() !== '' && parent.uri.trim() !== '')
    .map((parent) => ({ title: parent.title.trim(), url: normalisePath(parent.uri) }))
    .filter((crumb) => crumb.url !== HOME_CRUMB.url);
  return [HOME_CRUMB, ...ancestors, currentCrumb(title, pathname)];
}

/**
 * Mode custom: Home, then the editor's list (entries without a url or title, or with an unsafe url, are left out).
 * An empty list still ends at the current page.
 */
export function customCrumbs(custom: readonly (CustomCrumb | null)[], title: string, pathname: string): Crumb[] {
  const given = custom.flatMap((item) => {
    const link = usableLink(item);
    return link ? [{ title: link.title, url: link.url }] : [];
  });
  return given.length > 0 ? [HOME_CRUMB, ...given] : [HOME_CRUMB, currentCrumb(title, pathname)];
}

/** A post: Home, Kennisbank, the post. */
export function postCrumbs(title: string, pathname: string): Crumb[] {
  return [HOME_CRUMB, KENNISBANK_CRUMB, currentCrumb(title, pathname)];
}

function currentCrumb(title: string, pathname: string): Crumb {
  const path = normalisePath(pathname);
  const segments = path.split('/').filter(Boolean);
  // Without a title the page is still named: after its last path segment.
  return { title: title.trim() || segmentLabel(segments[segments.length - 1] ?? '') || HOME_CRUMB.title, url: path };
}

/** The breadcrumb of a page (docs/behaviour/routes-and-layout.md#breadcrumb): the mode's trail, the posts' fixed trail, or none. */
export function crumbsFor(input: BreadcrumbInput): BreadcrumbTrail {
  if (input.isPost) return { kind: 'trail', crumbs: postCrumbs(input.title, input.pathname) };
  switch (toBreadcrumbMode(input.mode)) {
    case 'path':
      return { kind: 'trail', crumbs: pathCrumbs(input.pathname) };
    case 'fragment':
      return { kind: 'trail', crumbs: fragmentCrumbs(input.parents ?? [], input.title, input.pathname) };
    case 'custom':
      return { kind: 'trail', crumbs: customCrumbs(input.custom ?? [], input.title, input.pathname) };
    case 'history':
      return { kind: 'back', label: BACK_LABEL, fallbackUrl: BACK_FALLBACK_URL };
    default:
      return { kind: 'none' };
  }
}

/** Where the visitor stands when pressing 'Terug' (read on click, never while rendering). */
export interface BackContext {
  /** `document.referrer`: the page that linked to this document, '' when there was none or it was withheld. */
  referrer: string;
  /** This site's origin (`location.origin`). */
  origin: string;
  /** `history.state` of the current entry: Gatsby's router gives every in-app navigation a `key`. */
  historyState: unknown;
}

/** Whether the current history entry was reached from a page of this site. */
function cameFromThisSite({ referrer, origin, historyState }: BackContext): boolean {
  // An in-app (client-side) navigation: the entry before this one is a page of the site. The
  // referrer does not tell, as it stays what it was when the first page loaded.
  if (typeof historyState === 'object' && historyState !== null && 'key' in historyState) return true;
  // A full page load from a link on this site.
  if (referrer === '') return false;
  try {
    return new URL(referrer).origin === origin;
  } catch {
    return false;
  }
}

/**
 * Mode history: 'Terug' goes back one step when the visitor came from a page of this site, and
 * otherwise (a search engine, another site, a typed URL) to '/', so it never leaves the site.
 * The design's first wording ("back one step when a referrer is empty, else to /") read the other
 * way round; this is the rule (docs/behaviour/routes-and-layout.md#breadcrumb).
 */
export function backAction(context: BackContext): 'history-back' | 'follow-link' {
  return cameFromThisSite(context) ? 'history-back' : 'follow-link';
}
