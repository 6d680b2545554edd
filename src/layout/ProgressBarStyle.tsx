import { createGlobalStyle } from 'styled-components';

/** Looks of the nprogress bar (src/lib/progress.ts draws it into <body>). */
export const ProgressBarStyle = createGlobalStyle`
  #nprogress {
    pointer-events: none;
  }
  #nprogress .bar {
    position: fixed;
    top: 0;
    left: 0;
    z-index: ${({ theme }) => theme.zIndex.progress};
    width: 100%;
    height: 3px;
    background: ${({ theme }) => theme.colors.orange};
  }
  #nprogress .peg {
    position: absolute;
    right: 0;
    display: block;
    width: 100px;
    height: 100%;
    box-shadow: ${({ theme }) => theme.shadows.progressGlow};
    opacity: 1;
    transform: rotate(3deg) translate(0, -4px);
  }
`;
