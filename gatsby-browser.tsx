import type { GatsbyBrowser } from 'gatsby';
import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { keepStaticIslands } from './src/islands/island-mode';
import { firstScripts } from './src/lib/first-scripts';
import { wrapPage } from './src/lib/ThirdPartyPolicy';

// The theme and the third-party policy (src/lib/ThirdPartyPolicy.tsx), the same on the server.
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

/*
 * Static blocks keep the server's HTML when Gatsby hydrates it (src/islands/StaticIsland.tsx).
 * Gatsby hydrates when the page came with server-rendered markup in #gatsby-focus-wrapper and
 * renders afresh otherwise (cache-dir/production-app.js); develop without SSR has none.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  keepStaticIslands(Boolean(document.getElementById('gatsby-focus-wrapper')?.children.length));
};

/*
 * The first hydration of the server's HTML is time-sliced. react-dom 18 hydrates a root in
 * DefaultHydrationLane, which it renders in one task (the longest task of every page's load); an
 * update made inside startTransition gets a transition lane, which React renders in slices of
 * about 5 ms, yielding to the browser between them (react-dom's requestUpdateLane and
 * workLoopConcurrent). Gatsby lets a site replace its hydrate call (cache-dir/production-app.js,
 * replaceHydrateFunction; it calls the result with <App /> and #___gatsby), and renders afresh
 * when the page has no server markup, as here.
 *
 * A click the inline loader held before React listened (src/lib/first-scripts.ts) is given again
 * once the page has hydrated (onInitialClientRender below); with such a click waiting, the root
 * hydrates in one pass, so that the visitor's answer is not spread over slices.
 */
function renderSite(element: ReactElement, container: Element | null): () => void {
  if (!container) return () => undefined;
  // Other containers are develop's loading indicator, which Gatsby renders afresh.
  const hasServerHtml = container.id === '___gatsby' && Boolean(document.getElementById('gatsby-focus-wrapper')?.children.length);
  if (!hasServerHtml) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  const loader = firstScripts();
  loader?.hydrating();
  if (loader?.waiting()) {
    const root = hydrateRoot(container, element);
    return () => root.unmount();
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}

// Not typed as GatsbyBrowser['replaceHydrateFunction']: Gatsby's typings name react-dom's legacy
// render signature, while it calls the function as below (and uses the cleanup it returns in develop).
export const replaceHydrateFunction = () => renderSite;

/** The click held while the page loaded, given again now that every part of it listens. */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  const target = firstScripts()?.release();
  if (target instanceof HTMLElement) window.setTimeout(() => target.click(), 0);
};

/*
 * The progress bar shows while a client-side navigation loads (docs/behaviour/routes-and-layout.md#progress-bar), as gatsby-plugin-nprogress
 * does it: Gatsby calls onRouteUpdateDelayed when a page's data and code have not arrived a second
 * after the navigation began (quicker ones show no bar, which would only flash), and
 * onRouteUpdate once the new page is shown. onPreRouteUpdate would be too late: it comes after
 * the resources have arrived. A navigation that fails without a route update ends the bar
 * through watchNavigationFailures; the first page load shows none.
 *
 * The bar's code (src/lib/progress.ts and nprogress) is not part of the first load: it is
 * fetched on the first slow navigation, which has a second to spare by then, and from then on
 * every hook goes through the loaded module. The calls chain on the one import, so they keep
 * their order (a route update that comes while the module loads still ends the bar it started).
 */
let progress: Promise<typeof import('./src/lib/progress')> | undefined;

function loadProgress() {
  return (progress ??= import(/* webpackChunkName: "progress" */ './src/lib/progress').then((module) => {
    module.watchNavigationFailures();
    return module;
  }));
}

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  void loadProgress().then((module) => module.startNavigationProgress());
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  // Before the first slow navigation there is no bar to end (and nothing to load).
  void progress?.then((module) => module.doneNavigationProgress());
};

/*
 * Gatsby prefetches a page when a link to it comes into view or under the pointer, a few seconds
 * after the first load, on idle (cache-dir/loader.js). Once it has, the code of that page's blocks
 * is loaded too, so a client-side navigation renders them at once: a static block's code is not
 * part of the first load (src/blocks/kinds.ts).
 */
export const onPostPrefetchPathname: GatsbyBrowser['onPostPrefetchPathname'] = ({ pathname }) => {
  void import(/* webpackChunkName: "prefetch-blocks" */ './src/blocks/prefetch-blocks').then((module) => module.prefetchBlocksOf(pathname));
};
