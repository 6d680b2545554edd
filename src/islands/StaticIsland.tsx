import { navigate, prefetchPathname } from 'gatsby';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { isInternalUrl } from '../lib/links';
import { revealImagesInside } from '../ui/Image';
import { NO_BOX, useIsHydrating } from './hydration';
import { staticIslandsKept } from './island-mode';

/** The same object every render, so React never sees the inner HTML as changed and leaves it alone. */
const KEEP_SERVER_HTML = { __html: '' };

/**
 * A static block: on the server its children render into a plain wrapper; in the browser, when
 * the page is hydrated from that HTML (the first load), the wrapper keeps the server's markup
 * and React neither renders the children nor loads their code (a hydrated element with
 * dangerouslySetInnerHTML keeps its DOM: react-dom's hydration diffs only its attributes;
 * gatsby-plugin-image's GatsbyImageHydrator and react-lazy-hydration's ssrOnly rely on the same).
 * Only where the browser entry has turned this on (island-mode.ts): a server render has no DOM to keep.
 * A client-side navigation mounts the wrapper afresh (FlexContent keys blocks by page), and then
 * it renders its children like any other block. The decision is taken once per mount: a later
 * re-render of a kept wrapper keeps it.
 *
 * Its links stay what a visitor expects of the site's links: an internal one is followed by the
 * router, not by a page load, and its page is prefetched when it comes into view or under the
 * pointer, as Gatsby's Link does (gatsby-link/src/index.js: the click conditions, ___navigate,
 * the IntersectionObserver and ___loader.hovering/enqueue). Before hydration a link is a plain
 * link and loads its page: nothing is lost, and no navigation races the hydration. Its images'
 * placeholders are hidden once the images have loaded, as Image does for the ones it renders.
 */
export function StaticIsland({ children }: { children: ReactNode }) {
  const hydrating = useIsHydrating();
  const [keepServerHtml] = useState(() => hydrating && staticIslandsKept());
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!keepServerHtml || !element) return undefined;
    const unfollow = followLinksInside(element);
    const unreveal = revealImagesInside(element);
    return () => {
      unfollow();
      unreveal();
    };
  }, [keepServerHtml]);

  if (keepServerHtml)
    return <div ref={ref} data-island="static" style={NO_BOX} dangerouslySetInnerHTML={KEEP_SERVER_HTML} suppressHydrationWarning />;
  return (
    <div data-island="static" style={NO_BOX}>
      {children}
    </div>
  );
}

/** The internal path an anchor's click should take through the router, or null for the browser to follow. */
export function routerPathOf(anchor: HTMLAnchorElement): string | null {
  const href = anchor.getAttribute('href');
  if (!href || !isInternalUrl(href) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  return href;
}

function anchorOf(target: EventTarget | null, root: HTMLElement): HTMLAnchorElement | null {
  const anchor = target instanceof Element ? target.closest('a[href]') : null;
  return anchor instanceof HTMLAnchorElement && root.contains(anchor) ? anchor : null;
}

/** The pathname of a site path (no query or hash): the key Gatsby's loader prefetches pages by. */
function pagePathOf(path: string): string {
  const url = new URL(path, window.location.origin);
  return url.pathname;
}

/** Router navigation and prefetching for the links of kept server HTML; returns the clean-up. */
export function followLinksInside(root: HTMLElement): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.button !== 0 || event.defaultPrevented || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = anchorOf(event.target, root);
    const path = anchor && routerPathOf(anchor);
    if (!path) return;
    event.preventDefault();
    void navigate(path);
  };
  const prefetch = (event: Event) => {
    const anchor = anchorOf(event.target, root);
    const path = anchor && routerPathOf(anchor);
    if (path) prefetchPathname(pagePathOf(path));
  };
  root.addEventListener('click', onClick);
  root.addEventListener('mouseover', prefetch);
  root.addEventListener('focusin', prefetch);

  const anchors = [...root.querySelectorAll<HTMLAnchorElement>('a[href]')].filter((anchor) => routerPathOf(anchor));
  const observer =
    typeof IntersectionObserver === 'undefined' || anchors.length === 0
      ? null
      : new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting && entry.intersectionRatio <= 0) continue;
            observer?.unobserve(entry.target);
            const path = routerPathOf(entry.target as HTMLAnchorElement);
            if (path) prefetchPathname(pagePathOf(path));
          }
        });
  for (const anchor of anchors) observer?.observe(anchor);

  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('mouseover', prefetch);
    root.removeEventListener('focusin', prefetch);
    observer?.disconnect();
  };
}
