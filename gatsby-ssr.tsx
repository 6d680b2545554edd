import type { GatsbySSR } from 'gatsby';
import { ThemeRoot } from './src/styles/ThemeRoot';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: 'nl' });
  setHeadComponents([<link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />]);
};
