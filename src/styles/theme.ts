import { DIALOG_WIDTH, HEADER_BAR_HEIGHT, HEADER_HEIGHT, HEADER_HEIGHT_STICKY, USP_MAX_WIDTH } from './constants';

/**
 * Design tokens. Every colour, size and breakpoint the components use comes from here;
 * numbers the spec fixes (header heights, dialog width, …) are named in `layout`.
 */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `@media` queries for min-width breakpoints: `${media.md} { … }`. */
export const media = Object.fromEntries(
  Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`]),
) as Record<Breakpoint, string>;

export const colors = {
  /* Brand orange: AA-contrast with white text at 16px bold (4.6:1). */
  orange: '#c2410c',
  orangeHover: '#9a3412',
  orangeLight: '#fff1e8',
  navy: '#0b2545',
  navyHover: '#13335c',
  blue: '#1d4ed8',
  blueHover: '#1e3a8a',
  black: '#111827',
  blackHover: '#374151',
  text: '#1f2937',
  textMuted: '#4b5563',
  background: '#ffffff',
  surface: '#f5f7fa',
  border: '#d1d5db',
  white: '#ffffff',
  warning: '#92400e',
  warningBackground: '#fef3c7',
  focus: '#2563eb',
} as const;

export const fonts = {
  // 'Inter Fallback' (src/styles/fonts.ts) holds Inter's room until Inter has loaded.
  body: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  heading: "'Inter', 'Inter Fallback', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
} as const;

export const fontSizes = {
  small: '0.875rem',
  body: '1rem',
  lead: '1.25rem',
  h3: '1.5rem',
  h2: '2rem',
  h1: 'clamp(2rem, 1.4rem + 2.8vw, 3.5rem)',
} as const;

export const space = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '4rem',
} as const;

export const radii = {
  small: '4px',
  button: '999px',
  card: '16px',
} as const;

/** Layout sizes; the ones the spec fixes come from constants.ts. */
export const layout = {
  containerWidth: 1280,
  headerHeight: HEADER_HEIGHT,
  headerHeightSticky: HEADER_HEIGHT_STICKY,
  headerBarHeight: HEADER_BAR_HEIGHT,
  dialogWidth: DIALOG_WIDTH,
  uspMaxWidth: USP_MAX_WIDTH,
  /** Running text stays readable: about 70 characters a line (a CSS length). */
  readableWidth: '48rem',
} as const;

export const zIndex = {
  background: -1,
  header: 50,
  newsletterButton: 60,
  overlay: 100,
  progress: 1000,
} as const;

export const theme = {
  zIndex,
  breakpoints,
  media,
  colors,
  fonts,
  fontSizes,
  space,
  radii,
  layout,
} as const;

export type Theme = typeof theme;
