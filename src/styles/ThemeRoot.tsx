import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { useResizeBlock } from '../lib/resize-block';
import { GlobalStyle } from './GlobalStyle';
import { theme } from './theme';

/**
 * The theme and global style: wraps the site (gatsby-browser/ssr), every story and every
 * component test. It also runs the resize block, which suspends transitions while the window
 * is being resized.
 */
export function ThemeRoot({ children }: { children: ReactNode }) {
  useResizeBlock();
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}
