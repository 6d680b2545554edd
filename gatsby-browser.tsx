import type { GatsbyBrowser } from 'gatsby';
import { doneProgress, startProgress } from './src/lib/progress';
import { ThemeRoot } from './src/styles/ThemeRoot';

// wrapPageElement, not wrapRootElement: gatsby-plugin-styled-components collects the SSR styles
// inside its own wrapRootElement, and the site's wrapRootElement would sit outside it, leaving
// the global style out of the HTML (a layout shift when it arrives with the JavaScript).
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;

// The progress bar runs while a client-side navigation loads (not on the first page load).
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) startProgress();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ prevLocation }) => {
  if (prevLocation) doneProgress();
};
