import type { CSSProperties } from 'react';

/**
 * A style object that sets custom properties (`--name`), with the element's other style if any.
 * Components pass values that differ per element (a delay, a ratio) this way, to static rules
 * that read them with var(): a function interpolation would have styled-components make the
 * component's CSS again on every render. CSSProperties has no keys for custom properties; React
 * sets them with style.setProperty.
 */
export function withCustomProperties(
  properties: Record<`--${string}`, string | undefined>,
  style?: CSSProperties,
): CSSProperties | undefined {
  const set = Object.entries(properties).filter(([, value]) => value !== undefined);
  // Nothing to set: no style attribute at all, as before.
  if (set.length === 0) return style;
  return { ...style, ...Object.fromEntries(set) } as CSSProperties;
}
