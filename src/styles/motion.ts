import { keyframes } from 'styled-components';
import { cssTheme } from './theme';

/**
 * Opened content revealing itself (accordion panels, service cards): it starts partly
 * visible, so the content is there (and readable) from the first frame, and settles from
 * just above. Use with `cssTheme.motion.duration.reveal` and `cssTheme.motion.easing.decelerate`.
 */
export const reveal = keyframes`
  from { opacity: 0.4; transform: translateY(-0.5rem); }
  to { opacity: 1; transform: none; }
`;

type Duration = keyof typeof cssTheme.motion.duration;
type Easing = keyof typeof cssTheme.motion.easing;

/**
 * A `transition` value from the theme's motion tokens, the same timing for each property:
 * `transition: ${transitionOf(['color', 'transform'])};` gives
 * `color var(--d-fast) var(--e-standard), transform var(--d-fast) var(--e-standard)` (default: the
 * quick state change, `fast` and `standard`); `transitionOf('height', 'layout')`. A plain string
 * (cssTheme's custom properties), not a function of the theme, so the template stays static.
 */
export const transitionOf = (properties: string | readonly string[], duration: Duration = 'fast', easing: Easing = 'standard') =>
  [properties]
    .flat()
    .map((property) => `${property} ${cssTheme.motion.duration[duration]} ${cssTheme.motion.easing[easing]}`)
    .join(', ');
