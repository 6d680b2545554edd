import { keyframes, type DefaultTheme } from 'styled-components';

/**
 * Opened content revealing itself (accordion panels, service cards): it starts partly
 * visible, so the content is there (and readable) from the first frame, and settles from
 * just above. Use with `theme.motion.duration.reveal` and `theme.motion.easing.decelerate`.
 */
export const reveal = keyframes`
  from { opacity: 0.4; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
`;

/**
 * The site's quick state transition (hover colours, chevrons, small toggles) for each
 * property: `transition: ${fastTransition('color', 'transform')};` gives
 * `color 0.2s ease, transform 0.2s ease` from `theme.motion`.
 */
export const fastTransition =
  (...properties: [string, ...string[]]) =>
  ({ theme }: { theme: DefaultTheme }) =>
    properties.map((property) => `${property} ${theme.motion.duration.fast} ${theme.motion.easing.standard}`).join(', ');
