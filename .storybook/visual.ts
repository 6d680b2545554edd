/**
 * Visual regression for @storybook/test-runner: after a story has rendered and its play function
 * has run, .storybook/test-runner.ts hands the page to `matchStoryScreenshots`, which photographs
 * the story at the widths design reviews at and compares each picture with its committed baseline
 * through jest-image-snapshot (https://github.com/americanexpress/jest-image-snapshot).
 *
 * What makes a picture repeatable:
 * - motion frozen: `prefers-reduced-motion: reduce` is emulated (the site's own global rule in
 *   src/styles/global-css.ts then cuts every animation and transition to 0.01 ms), Playwright's
 *   `animations: 'disabled'` finishes finite animations and resets infinite ones, the caret is
 *   hidden; the nprogress bar (its width trickles with time) is hidden.
 * - fonts loaded (`document.fonts.ready`), images loaded and decoded;
 * - the page as tall as the story (up to MAX_HEIGHT): lazy images and FadeIns below the fold come
 *   into view and show, and nothing depends on how far a play function scrolled; the picture is
 *   cut at the story's lowest edge (a button story is a strip, not a screen);
 * - what is not ours or not stable masked: iframes (Vimeo, Typeform: third-party pages, which cannot
 *   load here) and the footer's '© <year>' (it changes every New Year).
 *
 * Pictures are stored with 32 levels per channel (see `posterize`), compared first byte for byte and, when
 * the bytes differ, pixel by pixel with pixelmatch under PIXEL_THRESHOLD / FAILURE_PIXELS.
 *
 * The emulation is undone afterwards: the test-runner renders the next story of the file in the
 * same page, and its preVisit sizes the page again.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { TestRunnerConfig } from '@storybook/test-runner';
// A CommonJS module whose named exports Node's ESM loader cannot see (test-storybook loads this file as ESM).
import jestImageSnapshot, { type MatchImageSnapshotOptions } from 'jest-image-snapshot';
import sharp from 'sharp';
import { viewports } from './viewports';

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

const root = process.cwd();

/** Where the committed baselines live (one PNG per story and width). */
export const BASELINE_DIR = path.join(root, 'stories', '__visual__');
/** Where a failing comparison writes its picture: baseline | difference | this run, side by side. */
export const DIFF_DIR = path.join(root, '.data', 'test-results', 'visual-diffs');
/** One line per baseline this run compared (scripts/test.mjs prunes the others after an update). */
export const TOUCHED_FILE = path.join(root, '.data', 'test-results', 'visual-touched.txt');

/**
 * The widths every story is photographed at, with the preset heights they start from: the phone
 * and the desktop design reviews at (.storybook/viewports.ts). A story that sets a viewport of
 * its own (`globals.viewport`) is about that viewport and is photographed only there.
 */
export const VISUAL_VIEWPORTS = [viewports.mobile390, viewports.desktop1440].map((preset) => ({
  width: Number.parseInt(preset.styles.width, 10),
  height: Number.parseInt(preset.styles.height, 10),
}));

/**
 * The tallest picture, in CSS pixels. Whole-page stories are longer; below this their content is
 * not compared. It keeps the baselines (and the time to compare them) modest.
 */
export const MAX_HEIGHT = 4000;

/** How long to wait for images before taking the picture anyway (a broken image shows as broken). */
const IMAGE_TIMEOUT_MS = 5000;

/**
 * How different a picture may be and still pass. pixelmatch's per-pixel colour threshold (0.1 of
 * its YIQ distance) and its anti-aliasing detection absorb sub-pixel text and edge noise; beyond
 * that at most FAILURE_PIXELS pixels may differ. A button 1 px wider, taller or moved, or a 1 px
 * border, changes hundreds of pixels and fails (docs/testing.md, "Visual regression", with the measurement).
 */
export const PIXEL_THRESHOLD = 0.1;
export const FAILURE_PIXELS = 20;

export const snapshotOptions: MatchImageSnapshotOptions = {
  customSnapshotsDir: BASELINE_DIR,
  customDiffDir: DIFF_DIR,
  comparisonMethod: 'pixelmatch',
  customDiffConfig: { threshold: PIXEL_THRESHOLD },
  failureThreshold: FAILURE_PIXELS,
  failureThresholdType: 'pixel',
  // In the Jest worker itself, not a child process per picture (about 0.1 s of Node start-up each).
  runInProcess: true,
  noColors: true,
};

/** Adds `toMatchImageSnapshot` to the test-runner's `expect` (call from the config's `setup`). */
export function extendExpect() {
  expect.extend({ toMatchImageSnapshot: jestImageSnapshot.configureToMatchImageSnapshot(snapshotOptions) });
}

/**
 * A story's visual settings: `parameters.visual = false` leaves it out (say why in a comment
 * beside it); `parameters.visual = { mask: ['css selector', …] }` masks more of it.
 */
export type VisualParameter = false | { mask?: string[] };

interface StoryVisual {
  enabled: boolean;
  mask: string[];
}

export function readVisualParameter(value: unknown): StoryVisual {
  if (value === false) return { enabled: false, mask: [] };
  const mask =
    value && typeof value === 'object' && Array.isArray((value as { mask?: unknown }).mask) ? (value as { mask: unknown[] }).mask : [];
  return { enabled: true, mask: mask.filter((selector): selector is string => typeof selector === 'string') };
}

/** Masked in every story: third-party frames, and the copyright year. */
const GLOBAL_MASK_CSS = ['iframe'];
const GLOBAL_MASK_TEXT = /©\s*\d{4}/;
const MASK_COLOR = '#ff00ff';

/** Hidden in every story: the nprogress bar (drawn into <body>; its width trickles with time). */
const FREEZE_CSS = '#nprogress { visibility: hidden !important; }';
const FREEZE_STYLE_ID = 'visual-regression-freeze';

/** The baseline name of a story at a width: `ui-button--primary.390`. */
export function snapshotIdentifier(storyId: string, width: number) {
  return `${storyId}.${width}`;
}

async function freeze(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.evaluate(
    ([id, css]) => {
      if (document.getElementById(id!)) return;
      const style = document.createElement('style');
      style.id = id!;
      style.textContent = css!;
      document.head.append(style);
    },
    [FREEZE_STYLE_ID, FREEZE_CSS],
  );
}

async function unfreeze(page: Page) {
  await page.evaluate((id) => document.getElementById(id)?.remove(), FREEZE_STYLE_ID).catch(() => undefined);
  await page.emulateMedia({ reducedMotion: null }).catch(() => undefined);
}

/**
 * Waits until the page is still: fonts loaded, every image in view loaded and decoded, then two
 * frames for layout and paint. (The resize block, src/styles/resize-block.ts, that each resize starts
 * only zeroes transitions, which reduced motion has already cut to 0.01 ms: no need to wait it out.)
 */
async function settle(page: Page) {
  await page.evaluate(async (imageTimeout) => {
    const deadline = Date.now() + imageTimeout;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.bottom > 0 && box.top < window.innerHeight && box.width > 0 && box.height > 0;
    };
    await document.fonts.ready;
    // Lazy images out of view are not fetched; those in view are, once layout has run.
    await frame();
    const pending = () => Array.from(document.images).filter((image) => inView(image) && !image.complete);
    while (pending().length && Date.now() < deadline) await sleep(20);
    await Promise.all(
      Array.from(document.images)
        .filter((image) => inView(image) && image.complete && image.naturalWidth > 0)
        .map((image) => image.decode().catch(() => undefined)),
    );
    await document.fonts.ready;
    await frame();
    await frame();
  }, IMAGE_TIMEOUT_MS);
}

/**
 * How tall the picture must be: the lowest bottom edge of the story's content (the root and
 * everything in it, open dialogs included), in page coordinates. `modal` is true when a modal
 * dialog is open: it covers the viewport, so the picture is the viewport as it is.
 */
async function measure(page: Page): Promise<{ bottom: number; modal: boolean }> {
  return page.evaluate(() => {
    const storyRoot = document.getElementById('storybook-root') ?? document.body;
    let bottom = 0;
    for (const element of [storyRoot, ...Array.from(storyRoot.querySelectorAll('*'))]) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (element !== storyRoot && getComputedStyle(element).visibility === 'hidden') continue;
      bottom = Math.max(bottom, box.bottom + window.scrollY);
    }
    return { bottom: Math.ceil(Math.min(bottom, document.documentElement.scrollHeight)), modal: document.querySelector(':modal') !== null };
  });
}

async function resize(page: Page, size: { width: number; height: number }) {
  await page.setViewportSize(size);
  await page.evaluate(() => window.scrollTo(0, 0));
  await settle(page);
  return measure(page);
}

/**
 * Sizes the page for one picture and returns the height to keep: the preset viewport, grown to the
 * story's height (at most MAX_HEIGHT) so that everything below the fold is in view, unless a modal
 * dialog is open (then the viewport as it is) or the story grows with the viewport (a height in
 * `vh`: then its first screen).
 */
async function sizeForPicture(page: Page, viewport: { width: number; height: number }): Promise<number> {
  await page.setViewportSize(viewport);
  await settle(page);
  const first = await measure(page);
  if (first.modal) return viewport.height;
  if (first.bottom <= viewport.height) return Math.max(1, first.bottom);
  let height = Math.min(first.bottom, MAX_HEIGHT);
  let { bottom } = await resize(page, { width: viewport.width, height });
  if (bottom > height && bottom - first.bottom >= (height - viewport.height) / 2) {
    // It grew with the viewport (FadeIn's 150vh spacer, say): growing further never catches up.
    await resize(page, viewport);
    return viewport.height;
  }
  if (bottom > height && height < MAX_HEIGHT) {
    // Images that came into view without a reserved size made it taller: once more.
    height = Math.min(bottom, MAX_HEIGHT);
    ({ bottom } = await resize(page, { width: viewport.width, height }));
  }
  return Math.max(1, Math.min(bottom, height));
}

async function capture(page: Page, viewport: { width: number; height: number }, mask: string[]): Promise<Buffer> {
  const height = await sizeForPicture(page, viewport);
  const storyRoot = page.locator('#storybook-root');
  // With a modal dialog open, the page behind it is inert and its scroll position is wherever the
  // play function left it (it differed between runs: QuotationBuilder's dialog stories), and
  // Playwright's masks are drawn above the dialog too: the picture is the dialog's box alone.
  const dialog = await page.evaluate(() => {
    const box = document.querySelector(':modal')?.getBoundingClientRect();
    return box
      ? {
          x: Math.max(0, Math.floor(box.left)),
          y: Math.max(0, Math.floor(box.top)),
          right: Math.ceil(box.right),
          bottom: Math.ceil(box.bottom),
        }
      : null;
  });
  const clip = dialog
    ? {
        x: dialog.x,
        y: dialog.y,
        width: Math.max(1, Math.min(viewport.width, dialog.right) - dialog.x),
        height: Math.max(1, Math.min(height, dialog.bottom) - dialog.y),
      }
    : { x: 0, y: 0, width: viewport.width, height };
  const png = await page.screenshot({
    clip,
    animations: 'disabled',
    caret: 'hide',
    mask: [page.locator(GLOBAL_MASK_CSS.concat(mask).join(', ')), storyRoot.getByText(GLOBAL_MASK_TEXT)],
    maskColor: MASK_COLOR,
  });
  return posterize(png);
}

/** Each channel rounded to a multiple of 8 (32 levels; 0 and 255 kept): see `posterize`. */
const LEVELS = Uint8Array.from({ length: 256 }, (_, value) => Math.min(255, Math.round(value / 8) * 8));

/**
 * Pictures are stored with 32 levels per colour channel instead of 256, each pixel on its own:
 * half the size (the stand-in's gradient images hardly compress losslessly otherwise), and at most
 * 4 levels off, well under PIXEL_THRESHOLD. Per pixel, so the same screen gives the same bytes and a
 * small difference stays where it is (a palette chosen per picture, tried first, moved colours all
 * over the picture when anything changed).
 */
async function posterize(png: Buffer): Promise<Buffer> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index++) data[index] = LEVELS[data[index]!]!;
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

export interface StoryForScreenshots {
  id: string;
  /** The viewport the story sets for itself, if any; else it is photographed at VISUAL_VIEWPORTS. */
  ownViewport?: { width: number; height: number };
  visual: unknown;
}

/**
 * Photographs the story at its widths and compares each picture with its baseline. Every width is
 * compared (and every diff written) before a failure is raised, so one run shows them all.
 */
export async function matchStoryScreenshots(page: Page, story: StoryForScreenshots) {
  const { enabled, mask } = readVisualParameter(story.visual);
  if (!enabled) return;
  const targets = story.ownViewport ? [story.ownViewport] : VISUAL_VIEWPORTS;
  const failures: string[] = [];
  await freeze(page);
  try {
    for (const viewport of targets) {
      const image = await capture(page, viewport, mask);
      const identifier = snapshotIdentifier(story.id, viewport.width);
      mkdirSync(path.dirname(TOUCHED_FILE), { recursive: true });
      appendFileSync(TOUCHED_FILE, `${identifier}.png\n`);
      // The same bytes are the same pixels: no need to decode both and compare (the usual case, and
      // for a long page about a second). Anything else goes to jest-image-snapshot.
      const baseline = path.join(BASELINE_DIR, `${identifier}.png`);
      if (existsSync(baseline) && readFileSync(baseline).equals(image)) continue;
      try {
        expect(image).toMatchImageSnapshot({ customSnapshotIdentifier: identifier });
      } catch (error) {
        failures.push(`${viewport.width} px: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  } finally {
    await unfreeze(page);
  }
  if (failures.length) {
    throw new Error(`Visual regression in ${story.id}:\n${failures.join('\n')}\nAfter an intended change: npm run test:visual:update`);
  }
}
