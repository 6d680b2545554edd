/**
 * Colour helpers for play functions: the browser reports computed colours as `rgb(r, g, b)`,
 * the tokens in src/styles/theme.ts are hex.
 */

import { colors } from '../../src/styles/theme';

/** What getComputedStyle reports for `transparent`. */
export const TRANSPARENT = 'rgba(0, 0, 0, 0)';

/** `#c2410c` / `#fff` → `rgb(194, 65, 12)`, the form getComputedStyle uses. */
export function hexToRgb(hex: string): string {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) throw new Error(`hexToRgb: "${hex}" is not a #rgb or #rrggbb colour`);
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r, g, b] = [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

export interface Paint {
  background: string;
  border: string;
  text: string;
}

/** The colours a visitor sees on an element, as the browser computed them. */
export function paintOf(element: Element): Paint {
  const style = getComputedStyle(element);
  return { background: style.backgroundColor, border: style.borderTopColor, text: style.color };
}

/**
 * The fill and border a button of an editor's theme shows (docs/behaviour/blocks.md#buttons; unknown themes are black):
 * the filled themes fill with their colour, the outlined ones only draw it. The border is the
 * theme's colour on light and dark surfaces alike (on dark, only the text turns white).
 */
export function buttonThemePaint(theme: string | null | undefined): Omit<Paint, 'text'> {
  switch (theme) {
    case 'orange':
      return { background: hexToRgb(colors.orange), border: hexToRgb(colors.orange) };
    case 'orange_outlined':
      return { background: TRANSPARENT, border: hexToRgb(colors.orange) };
    case 'white_outlined':
      return { background: TRANSPARENT, border: hexToRgb(colors.white) };
    case 'blue_outlined':
      return { background: TRANSPARENT, border: hexToRgb(colors.blue) };
    default:
      return { background: hexToRgb(colors.black), border: hexToRgb(colors.black) };
  }
}
