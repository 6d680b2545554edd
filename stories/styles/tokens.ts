/**
 * Reading the theme for the Foundations page: token groups are walked generically, so a token
 * (or a whole group) added to src/styles/theme.ts shows up on the page without touching it.
 */
import { theme } from '../../src/styles/theme';

/** A leaf token: its dotted path inside its group (`duration.fast`) and its value. */
export interface Token {
  name: string;
  value: string | number;
}

type TokenTree = { readonly [key: string]: string | number | TokenTree };

function isTokenTree(value: unknown): value is TokenTree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The leaf tokens of a group, nested groups flattened into dotted names (`easing.standard`). */
export function flattenTokens(group: unknown, prefix = ''): Token[] {
  if (!isTokenTree(group)) return [];
  return Object.entries(group).flatMap(([key, value]): Token[] => {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string' || typeof value === 'number') return [{ name, value }];
    return flattenTokens(value, name);
  });
}

/** The theme's group `name` as tokens, or none when the theme has no such group (yet). */
export function tokensOf(name: string): Token[] {
  const entry = Object.entries(theme).find(([key]) => key === name);
  return entry ? flattenTokens(entry[1]) : [];
}

/** The group names of the theme, in the theme's order. */
export const themeGroups = Object.keys(theme);

// ── Colour contrast (WCAG 2.x relative luminance) ────────────────────────────

/** `#rgb`/`#rrggbb` as [r, g, b] (0–255), or null for anything else. */
export function parseHex(hex: string): [number, number, number] | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16));
  return [r, g, b];
}

function luminance([r, g, b]: [number, number, number]): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** The contrast ratio of two hex colours (1–21), or null when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number | null {
  const rgbA = parseHex(a);
  const rgbB = parseHex(b);
  if (!rgbA || !rgbB) return null;
  const [light, dark] = [luminance(rgbA), luminance(rgbB)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** '4.6:1', rounded down to one decimal so a ratio just under 4.5 never reads as 4.5. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;

// ── What the browser makes of a CSS value ─────────────────────────────────────

/**
 * The computed value of `property` for a CSS `value`, as the browser normalises it
 * (`#c2410c` → `rgb(194, 65, 12)`, `1rem` → `16px`), measured on a probe element in `parent`.
 */
export function computedFor(parent: Element, property: string, value: string): string {
  const probe = document.createElement('div');
  probe.style.setProperty(property, value);
  parent.append(probe);
  const computed = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return computed;
}
