import type { GatsbySSR } from 'gatsby';
import { ThemeRoot } from './src/styles/ThemeRoot';

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ setHtmlAttributes }) => {
  setHtmlAttributes({ lang: 'nl' });
};
