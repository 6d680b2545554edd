import { useLocationContext } from '@gatsbyjs/reach-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/environment';
import {
  EMPTY_LISTING_PARAMS,
  nextPage,
  parseListingParams,
  previousPage,
  setQuery,
  toggleFilter,
  writeListingParams,
  type ListingParams,
} from '../lib/listing-params';
import type { ListingClient, ListingPage } from './listing/client';
import type { ListingManifest, PostCardData } from './listing/types';
import { appliedParams, firstPageOf, isFirstPageRequest, requestOf, sameListing } from './listing-state';

export type ListingStatus = 'idle' | 'loading' | 'error';

/** Why the list changed: a page change scrolls to the list's top. */
type Cause = 'url' | 'filter' | 'query' | 'page';

export interface ListingView {
  params: ListingParams;
  page: ListingPage;
  status: ListingStatus;
  /** Set after a change the visitor made (for the polite live region); '' before. */
  changed: number;
  toggle(slug: string): void;
  clearFilters(): void;
  search(query: string): void;
  next(): void;
  previous(): void;
  retry(): void;
}

export interface UseListingOptions {
  /** Where the list starts: scrolled into view after a page change. */
  listTop?: { current: HTMLElement | null };
}

/** The query string as the browser has it now ('' during the server render). */
const currentSearch = () => (typeof window === 'undefined' ? '' : window.location.search);

/**
 * The Kennisbank overview's state, kept in the URL (docs/behaviour/kennisbank.md#query-parameters):
 * read from location.search on mount, on every Gatsby navigation and on back/forward
 * (popstate); every change is written with history.replaceState (no new history entries), so
 * a reload or a shared URL shows the same list. The first render is the page the HTML holds
 * (no hydration mismatch); the list the URL asks for is loaded after mount.
 */
export function useListing(manifest: ListingManifest | null, firstPosts: PostCardData[], { listTop }: UseListingOptions = {}): ListingView {
  // The client (with the search index's library) is its own chunk: fetched after the first render.
  const client = useMemo(() => (manifest ? lazyClient(manifest) : null), [manifest]);
  const htmlPage = useMemo(() => firstPageOf(firstPosts, manifest), [firstPosts, manifest]);
  const causeRef = useRef<Cause>('url');
  const [urlParams, setParams] = useFollowedUrl(causeRef);
  const params = urlParams ?? EMPTY_LISTING_PARAMS;
  const [attempt, setAttempt] = useState(0);
  const { page, setPage, status, setStatus, settled, changed, setChanged } = useLoadedPage({
    client,
    manifest,
    htmlPage,
    urlParams,
    setParams,
    attempt,
    causeRef,
    listTop,
  });

  const go = useCallback(
    (next: ListingParams, why: Cause) => {
      replaceSearch(writeListingParams(next, currentSearch()));
      causeRef.current = why;
      setAttempt(0);
      setParams(next);
      // Back to the HTML's first page: nothing loads, the change is still announced, and the
      // next load dims these cards, not an older list's.
      if (showsHtmlPage(next, htmlPage)) {
        setPage(htmlPage);
        setChanged((count) => count + 1);
      }
    },
    [htmlPage, setParams, setPage, setChanged],
  );

  // Nothing to load (no URL read yet, no listing data, the HTML's own page), the last answer, or loading.
  const plain = urlParams === null || !client || showsHtmlPage(urlParams, htmlPage);
  const answered = urlParams !== null && settled === requestKey(urlParams, attempt);
  return {
    params,
    page: plain ? htmlPage : page,
    status: plain ? 'idle' : answered ? status : 'loading',
    changed,
    toggle: (slug) => go(toggleFilter(params, slug), 'filter'),
    clearFilters: () => go({ ...EMPTY_LISTING_PARAMS, sort: params.sort }, 'filter'),
    search: (query) => go(setQuery(params, query), 'query'),
    next: () => {
      const { endCursor, hasNextPage } = page;
      if (!hasNextPage) return;
      if (endCursor) {
        go(nextPage(params, endCursor), 'page');
        return;
      }
      // A first page without cursors (no posts in the HTML's data, yet more in the manifest): ask the client.
      if (!client || !manifest) return;
      setStatus('loading');
      client.loadPage(requestOf(params, manifest)).then(
        (loaded) =>
          loaded.hasNextPage && loaded.endCursor ? go(nextPage(params, loaded.endCursor), 'page') : (setPage(loaded), setStatus('idle')),
        () => setStatus('error'),
      );
    },
    previous: () => {
      const { startCursor, hasPreviousPage } = page;
      if (hasPreviousPage && startCursor) go(previousPage(params, startCursor), 'page');
    },
    retry: () => {
      causeRef.current = 'url';
      setAttempt((count) => count + 1);
    },
  };
}

/**
 * The listing parameters of the URL, the source of truth: followed on mount, on every Gatsby
 * navigation and on back/forward. null until the URL has been read after mount (the server render
 * and hydration show the HTML's page).
 */
function useFollowedUrl(causeRef: { current: Cause }) {
  const routerSearch = useLocationContext()?.location?.search;
  const [urlParams, setParams] = useState<ListingParams | null>(null);
  useEffect(() => {
    const follow = () => {
      causeRef.current = 'url';
      setParams((current) => {
        const next = parseListingParams(currentSearch());
        // A URL without listing parameters asks for the HTML's page: no state change, so the
        // hydrated list is not rendered a second time right after hydration (on the
        // Kennisbank overview that re-render of every card is a 150 ms long task on a phone).
        if (current === null) return sameListing(EMPTY_LISTING_PARAMS, next) ? null : next;
        return sameListing(current, next) ? current : next;
      });
    };
    follow();
    window.addEventListener('popstate', follow);
    return () => window.removeEventListener('popstate', follow);
  }, [routerSearch, causeRef]);
  return [urlParams, setParams] as const;
}

interface PageLoadOptions extends UseListingOptions {
  client: ListingClient | null;
  manifest: ListingManifest | null;
  htmlPage: ListingPage;
  urlParams: ListingParams | null;
  setParams: (params: ListingParams) => void;
  /** 'Probeer opnieuw' counts up: the same parameters are asked for again. */
  attempt: number;
  causeRef: { current: Cause };
}

/**
 * The page the URL's parameters ask for, loaded when they (or the attempt) change; the last
 * request's answer wins, and none is taken once the hook is gone. The HTML's own first page is not
 * loaded. With the setters the visitor's actions use.
 */
function useLoadedPage({ client, manifest, htmlPage, urlParams, setParams, attempt, causeRef, listTop }: PageLoadOptions) {
  const [page, setPage] = useState<ListingPage>(htmlPage);
  const [status, setStatus] = useState<ListingStatus>('idle');
  /** The request (parameters and attempt) the last answer was for: until it matches, the list is loading. */
  const [settled, setSettled] = useState<string | null>(null);
  const [changed, setChanged] = useState(0);
  const request = useRef(0);

  useEffect(() => {
    if (!client || !manifest || !urlParams) return;
    const params = urlParams;
    const id = ++request.current;
    const why = causeRef.current;
    const key = requestKey(params, attempt);
    // The plain first page is the HTML's, cursors included (firstPageOf): nothing to fetch
    // (useListing shows `htmlPage`); a load still under way is ignored when it comes back.
    if (showsHtmlPage(params, htmlPage)) return;
    client.loadPage(requestOf(params, manifest)).then(
      (loaded) => {
        if (id !== request.current) return;
        setPage(loaded);
        setStatus('idle');
        setSettled(key);
        setChanged((count) => count + 1);
        const applied = appliedParams(params, loaded, manifest);
        if (!sameListing(applied, params)) {
          // Invalid parts of the URL (unknown category, forged or stale cursor) are dropped from it.
          replaceSearch(writeListingParams(applied, currentSearch()));
          causeRef.current = 'url';
          setParams(applied);
        }
        const top = listTop?.current;
        if (why === 'page' && top) {
          // The new page starts at the list's top, for the eyes and for the keyboard (the
          // pressed button may have become disabled): Tab goes on to the first card.
          top.focus({ preventScroll: true });
          if (typeof top.scrollIntoView === 'function') top.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
        }
      },
      () => {
        if (id !== request.current) return;
        setStatus('error');
        setSettled(key);
      },
    );
  }, [client, manifest, urlParams, attempt, listTop, htmlPage, causeRef, setParams]);

  // A request that resolves after this hook is gone is ignored.
  useEffect(() => () => void (request.current += 1), []);
  return { page, setPage, status, setStatus, settled, changed, setChanged };
}

/** One request: the parameters as the URL writes them, and the attempt ('Probeer opnieuw' counts up). */
const requestKey = (params: ListingParams, attempt: number) => `${writeListingParams(params)}#${attempt}`;

/** Whether the parameters ask for the HTML's own first page, which has its cursors (firstPageOf). */
function showsHtmlPage(params: ListingParams, htmlPage: ListingPage): boolean {
  return isFirstPageRequest(params) && htmlPage.endCursor !== null;
}

/** A listing client whose code is imported on its first use. */
function lazyClient(manifest: ListingManifest): ListingClient {
  let loading: Promise<ListingClient> | undefined;
  const client = () =>
    (loading ??= import('./listing/client').then(
      ({ createListingClient }) => createListingClient(manifest),
      (error: unknown) => {
        // A chunk that failed to load is asked for again on the next try ('Probeer opnieuw').
        loading = undefined;
        throw error;
      },
    ));
  return {
    loadPage: async (request) => (await client()).loadPage(request),
  };
}

/** Writes the query string in place: the same history entry, its state (Gatsby's key) kept. */
function replaceSearch(search: string) {
  const { pathname, hash } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}${hash}`);
}

function scrollBehavior(): ScrollBehavior {
  return prefersReducedMotion() ? 'auto' : 'smooth';
}
