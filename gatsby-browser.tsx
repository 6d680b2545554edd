import type { GatsbyBrowser } from 'gatsby';
import { ThemeRoot } from './src/styles/ThemeRoot';

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => <ThemeRoot>{element}</ThemeRoot>;
