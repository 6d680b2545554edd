import {
  DEFAULT_BLUR_RADIUS_PX,
  DIALOG_WIDTH,
  HEADER_BAR_HEIGHT,
  HEADER_HEIGHT,
  HEADER_HEIGHT_STICKY,
  LAYOUT_ANIMATION_S,
  MAIN_PADDING_TOP,
  MAIN_PADDING_TOP_STICKY,
  OVERLAY_SLIDE_S,
  SUBMENU_SLIDE_S,
  USP_MAX_WIDTH,
} from './constants';

/**
 * Design tokens. Every colour, size, shadow, duration and breakpoint the components use
 * comes from here.
 *
 * One route for the fixed numbers (docs/behaviour/errors-and-limits.md#sizes, #timings): styled-component CSS reads them from this theme
 * (`theme.layout`, `theme.motion`, `theme.effects`), which takes them from constants.ts;
 * JavaScript that needs a number as a number (timers, counts, matchMedia queries, image
 * URLs) imports it from constants.ts. No CSS template imports constants.ts.
 *
 * Every group is a plain object of strings and numbers (nested at most one level), so the
 * Storybook Foundations page can render it by walking the theme.
 */
export const breakpoints = {
  sm: 640,
  md: 768,
  lg: 1024,
  xl: 1280,
} as const;

export type Breakpoint = keyof typeof breakpoints;

/** `@media` queries for min-width breakpoints: `${media.md} { … }`. */
export const media = Object.fromEntries(Object.entries(breakpoints).map(([name, px]) => [name, `@media (min-width: ${px}px)`])) as Record<
  Breakpoint,
  string
>;

/** A `#rrggbb` colour at an opacity: `rgb(11 37 69 / 0.25)`. */
function withAlpha(hex: string, alpha: number) {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${channels.join(' ')} / ${alpha})`;
}

const NAVY = '#0b2545';
const WHITE = '#ffffff';
/** Navy at an opacity, for shadows and the backdrop. */
const navyAlpha = (alpha: number) => withAlpha(NAVY, alpha);

export const colors = {
  /* Brand orange: AA-contrast with white text at 16px bold (4.6:1). */
  orange: '#c2410c',
  orangeHover: '#9a3412',
  orangeLight: '#fff1e8',
  navy: NAVY,
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
  white: WHITE,
  warning: '#92400e',
  warningBackground: '#fef3c7',
  focus: '#2563eb',
  /** Light tints of blue and navy (the page's background shapes). */
  blueLight: '#e8f0fe',
  navyLight: '#eef2f7',
  /** The page behind an open dialog. */
  backdrop: navyAlpha(0.55),
  /** Hairlines on navy (the footer). */
  dividerOnDark: withAlpha(WHITE, 0.25),
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

/** Box shadows (CSS `box-shadow` values); the site's shadows are navy, never black, except over media. */
export const shadows = {
  /** The header once it is sticky. */
  header: `0 4px 24px ${navyAlpha(0.12)}`,
  /** An opened card (the services). */
  card: `0 16px 40px ${navyAlpha(0.14)}`,
  /** Desktop submenus. */
  menu: `0 16px 40px ${navyAlpha(0.16)}`,
  /** The newsletter tab on the right edge (the button is turned, so it casts to the left). */
  tab: `0 -4px 16px ${navyAlpha(0.2)}`,
  /** Dialogs. */
  dialog: `0 24px 64px ${navyAlpha(0.25)}`,
  /** A cover image lifted off its band (the whitepaper). */
  cover: `0 1.5rem 3rem -1.5rem ${colors.navy}`,
  /** A badge over a photo or video, whose colours vary: neutral black. */
  overMedia: '0 4px 16px rgb(0 0 0 / 25%)',
  /** The progress bar's orange glow. */
  progressGlow: `0 0 10px ${colors.orange}, 0 0 5px ${colors.orange}`,
} as const;

/**
 * Motion: CSS durations and easings. Write a transition as
 * `color ${theme.motion.duration.fast} ${theme.motion.easing.standard}`, or with
 * `transitionOf` from ./motion. While the window is resized every transition and
 * animation is suspended (src/styles/resize-block.ts); reduced motion shortens them all.
 */
export const motion = {
  duration: {
    /** Press and hover feedback on a badge (the video's play button). */
    instant: '150ms',
    /** Hover and state changes: colours, chevrons, small toggles. */
    fast: '0.2s',
    /** The blurred image placeholder fading out over the loaded image. */
    placeholderFade: '250ms',
    /** Opened content revealing itself (accordion and service panels). */
    reveal: '0.3s',
    /** The mobile menu overlay sliding in (docs/behaviour/errors-and-limits.md#timings: 0.2 s). */
    overlaySlide: `${OVERLAY_SLIDE_S}s`,
    /** A mobile submenu sliding over the main list (docs/behaviour/errors-and-limits.md#timings: 0.4 s). */
    submenuSlide: `${SUBMENU_SLIDE_S}s`,
    /** The default layout animation: header collapse, fade-ins, the newsletter tab (docs/behaviour/errors-and-limits.md#timings: 0.45 s). */
    layout: `${LAYOUT_ANIMATION_S}s`,
    /** One turn of a busy indicator (a button waiting for its form). */
    spin: '0.8s',
  },
  easing: {
    /** Most transitions: hover, colours, chevrons, the header collapse, sliding panels. */
    standard: 'ease',
    /** Things entering: the overlay, reveals, fade-ins. */
    decelerate: 'ease-out',
    /** Looping, symmetric motion (the banner's flip tiles). */
    inOut: 'ease-in-out',
    /** No acceleration: fades of placeholders, visibility switches. */
    linear: 'linear',
  },
} as const;

/** Filters. */
export const effects = {
  /** The blurred placeholder under an image while it loads (docs/behaviour/errors-and-limits.md#sizes: 50 px). */
  placeholderBlur: `blur(${DEFAULT_BLUR_RADIUS_PX}px)`,
} as const;

/** Layout sizes (px numbers unless noted); the fixed ones (docs/behaviour/errors-and-limits.md#sizes) come from constants.ts. */
export const layout = {
  containerWidth: 1280,
  headerHeight: HEADER_HEIGHT,
  headerHeightSticky: HEADER_HEIGHT_STICKY,
  headerBarHeight: HEADER_BAR_HEIGHT,
  /** The main area's top padding: the header's height, sticky or not. */
  mainPaddingTop: MAIN_PADDING_TOP,
  mainPaddingTopSticky: MAIN_PADDING_TOP_STICKY,
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
  shadows,
  motion,
  effects,
  layout,
} as const;

export type Theme = typeof theme;

// ── The theme as CSS custom properties ───────────────────────────────────────

/** `orangeHover` → `orange-hover`: custom property names in the usual CSS spelling. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** A token group as `var(--prefix-key)` references, keyed as the group. */
type VarsOf<Group> = { readonly [Key in keyof Group]: string };

/** Every custom property cssTheme refers to, by name (`--c-navy`), with the theme's value. */
export const customPropertyValues = new Map<string, string>();

function customProperties<Group extends Record<string, string>>(group: Group, prefix: string): VarsOf<Group> {
  return Object.fromEntries(
    Object.entries(group).map(([key, value]) => {
      const name = `--${prefix}-${kebab(key)}`;
      customPropertyValues.set(name, value);
      return [key, `var(${name})`];
    }),
  ) as VarsOf<Group>;
}

/**
 * The theme for styled-component CSS: the same shape as `theme`, but every colour, font, font
 * size, space, radius, shadow, duration, easing and effect is a `var(--…)` reference to a
 * custom property that `:root` declares once, in the static global CSS (src/styles/global-css.ts).
 * A component imports it at module level and interpolates plain values
 * (`color: ${cssTheme.colors.navy};`), so its template has no function: styled-components 6
 * treats it as static, generates its class once and never runs the template again on a render.
 *
 * What stays a plain value: `breakpoints` and `media` (custom properties do not work in media
 * queries), `layout` and `zIndex` (numbers that templates calculate with or append `px` to),
 * and everything JavaScript, the stories and the tests read from `theme` itself, which keeps the
 * real values (a hex colour, not a reference: SVG presentation attributes and jsdom do not
 * resolve var()). The names are short (`--c-navy`, `--s-md`), as they are repeated in every
 * page's inline CSS.
 */
export const cssTheme = {
  zIndex,
  breakpoints,
  media,
  colors: customProperties(colors, 'c'),
  fonts: customProperties(fonts, 'f'),
  fontSizes: customProperties(fontSizes, 'fs'),
  space: customProperties(space, 's'),
  radii: customProperties(radii, 'r'),
  shadows: customProperties(shadows, 'sh'),
  motion: {
    duration: customProperties(motion.duration, 'd'),
    easing: customProperties(motion.easing, 'e'),
  },
  effects: customProperties(effects, 'fx'),
  layout,
} as const;

/**
 * The `:root` rule that declares cssTheme's custom properties with the theme's values; without
 * spaces, as every page carries it inline.
 */
export const customPropertiesCss = `:root{${[...customPropertyValues].map(([name, value]) => `${name}:${value}`).join(';')}}`;
