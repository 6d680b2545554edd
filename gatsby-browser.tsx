import type { GatsbyBrowser } from 'gatsby';
import { ThemeRoot } from './src/styles/ThemeRoot';

// wrapPageElement, not wrapRootElement: gatsby-plugin-styled-components collects the SSR styles
// inside its own wrapRootElement, and the site's wrapRootElement would sit outside it, leaving
// the global style out of the HTML (a layout shift when it arrives with the JavaScript).
export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;
