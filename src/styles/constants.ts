/**
 * Every number fixed for layout and timing (docs/behaviour/errors-and-limits.md#timings, #sizes), in one place; nothing
 * else hard-codes them.
 *
 * One route for these numbers: styled-component CSS reads them through the theme
 * (src/styles/theme.ts maps them into `theme.layout`, `theme.motion`, `theme.effects`);
 * JavaScript that needs a number as a number (timers, counts, matchMedia queries, image
 * URLs) imports it from here. No CSS template imports this file.
 */

/** Header heights (docs/behaviour/routes-and-layout.md#header-states). */
export const HEADER_HEIGHT = 160;
export const HEADER_HEIGHT_STICKY = 120;
export const HEADER_BAR_HEIGHT = 76;
/** Main area top padding: the header's height. */
export const MAIN_PADDING_TOP = HEADER_HEIGHT;
export const MAIN_PADDING_TOP_STICKY = HEADER_HEIGHT_STICKY;

/** Mobile menu: full-screen overlay below the xl breakpoint (theme.breakpoints); hover menus off at ≤ 1024 px. */
export const HOVER_MENU_MIN_WIDTH = 1025;
export const OVERLAY_SLIDE_S = 0.2;
export const SUBMENU_SLIDE_S = 0.4;
/** Default layout animation. */
export const LAYOUT_ANIMATION_S = 0.45;
/** Transitions and animations stay suspended until this long after the last resize event (src/styles/resize-block.ts). */
export const RESIZE_BLOCK_MS = 250;

/** Fade-in on first scroll into view: index × 100 + 300 ms (also the USP fade-up). */
export const FADE_BASE_DELAY_MS = 300;
export const FADE_STEP_DELAY_MS = 100;
export const fadeDelayMs = (index: number) => index * FADE_STEP_DELAY_MS + FADE_BASE_DELAY_MS;

/** Newsletter button appears after 5 s. */
export const NEWSLETTER_DELAY_MS = 5000;

/** Dialogs (quotation, newsletter, cookies) are 450 px wide. */
export const DIALOG_WIDTH = 450;

/** Progress bar (nprogress): minimum 0.08, speed 200 ms, trickle rate 0.02. */
export const PROGRESS_MINIMUM = 0.08;
export const PROGRESS_SPEED_MS = 200;
export const PROGRESS_TRICKLE_RATE = 0.02;
export const PROGRESS_TRICKLE_INTERVAL_MS = 200;

/** Images (docs/behaviour/blocks.md#images). */
export const DEFAULT_IMAGE_WIDTH = 1920;
export const DEFAULT_BLUR_RADIUS_PX = 50;
export const PLACEHOLDER_HIDE_DELAY_MS = 150;

/** Banner service shows at most 3 images; category 1 never shows as a chip; USP width 1070. */
export const BANNER_SERVICE_MAX_IMAGES = 3;
export const HIDDEN_CATEGORY_ID = 1;
export const USP_MAX_WIDTH = 1070;
