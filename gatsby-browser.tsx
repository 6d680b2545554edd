import type { GatsbyBrowser } from 'gatsby';
import { doneNavigationProgress, startNavigationProgress, watchNavigationFailures } from './src/lib/progress';
import { ThemeRoot } from './src/styles/ThemeRoot';

// wrapPageElement, not wrapRootElement: gatsby-plugin-styled-components collects the SSR styles
// inside its own wrapRootElement, and the site's wrapRootElement would sit outside it, leaving
// the global style out of the HTML (a layout shift when it arrives with the JavaScript).
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;

/*
 * The progress bar shows while a client-side navigation loads (spec §1), as gatsby-plugin-nprogress
 * does it: Gatsby calls onRouteUpdateDelayed when a page's data and code have not arrived a second
 * after the navigation began (quicker ones show no bar, which would only flash), and
 * onRouteUpdate once the new page is shown. onPreRouteUpdate would be too late: it comes after
 * the resources have arrived. A navigation that fails without a route update ends the bar
 * through watchNavigationFailures; the first page load shows none.
 */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  watchNavigationFailures();
};

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => {
  startNavigationProgress();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => {
  doneNavigationProgress();
};
