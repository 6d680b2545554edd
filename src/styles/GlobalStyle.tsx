import { createGlobalStyle } from 'styled-components';
import { RESIZING_CLASS } from '../lib/resize-block';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.body};
    line-height: 1.6;
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
  }
  h1, h2, h3, h4 { font-family: ${({ theme }) => theme.fonts.heading}; line-height: 1.2; margin: 0 0 ${({ theme }) => theme.space.md}; }
  img { max-width: 100%; height: auto; }
  a { color: inherit; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  /*
   * Resize block (spec §9): while the window is being resized (src/lib/resize-block.ts), state
   * changes apply at once, so nothing slides or fades when a breakpoint is crossed. Durations
   * and delays go to zero rather than 'none': a running animation is not restarted afterwards.
   */
  html.${RESIZING_CLASS} *, html.${RESIZING_CLASS} *::before, html.${RESIZING_CLASS} *::after {
    transition-duration: 0s !important;
    transition-delay: 0s !important;
    animation-duration: 0s !important;
    animation-delay: 0s !important;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; scroll-behavior: auto !important; }
  }
`;
