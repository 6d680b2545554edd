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

type Duration = keyof DefaultTheme['motion']['duration'];
type Easing = keyof DefaultTheme['motion']['easing'];

/**
 * A `transition` value from theme.motion, the same timing for each property:
 * `transition: ${transitionOf(['color', 'transform'])};` gives `color 0.2s ease, transform 0.2s ease`
 * (default: the quick state change, `fast` and `standard`); `transitionOf('height', 'layout')`.
 */
export const transitionOf =
  (properties: string | readonly string[], duration: Duration = 'fast', easing: Easing = 'standard') =>
  ({ theme }: { theme: DefaultTheme }) =>
    [properties]
      .flat()
      .map((property) => `${property} ${theme.motion.duration[duration]} ${theme.motion.easing[easing]}`)
      .join(', ');
