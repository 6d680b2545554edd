import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useResizeBlock } from './resize-block';
import { theme } from './theme';

/**
 * The theme: wraps the site (gatsby-browser/ssr), every story and every component test. The
 * global rules are not here but in a static <style> (./SiteStyles), which needs no rendering.
 * It also runs the resize block, which suspends transitions while the window is being resized.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  useResizeBlock();
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
}
