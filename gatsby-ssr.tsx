import type { GatsbySSR } from 'gatsby';
import { ThemeRoot } from './src/styles/ThemeRoot';

// See gatsby-browser.tsx for why this is wrapPageElement.
export const wrapPageElement: GatsbySSR['wrapPageElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl' });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
