/**
 * Hooks for @storybook/test-runner.
 *
 * Axe needs no hook: with @storybook/addon-a11y registered and `parameters.a11y.test = 'error'`
 * (preview.tsx), the runner fails a story on any violation.
 *
 * `preVisit` does two things the runner does not do by itself:
 * 1. Lets the previous story finish. After a failed play function the runner moves on while
 *    Storybook is still in that story's afterEach (axe). Switching stories then makes Storybook
 *    reload the page (StoryRender.teardown), and every later story in the file fails with
 *    "__test is not defined". Waiting keeps one failure one failure.
 * 2. Honours a story's viewport. The runner opens iframe.html directly, where the viewport
 *    toolbar has no effect, so `globals: { viewport: { value: 'mobile' } }` would be tested at
 *    the desktop size. The page is resized to the story's viewport (and back for the others).
 *
 * `postVisit` compares the story's screenshots with their baselines (.storybook/visual.ts), after
 * the play function and axe have passed.
 */
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { extendExpect, matchStoryScreenshots, type StoryForScreenshots } from './visual';

/** Playwright's default page size, used for stories without a viewport of their own. */
const DEFAULT_VIEWPORT = { width: 1280, height: 720 };

/** How long a previous story may take to finish its afterEach (axe) before we move on anyway. */
const SETTLE_TIMEOUT_MS = 10_000;

interface ViewportOption {
  styles?: { width?: string; height?: string };
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: { currentRender?: { isPending?: () => boolean } };
}

function toPixels(value: string | undefined, fallback: number): number {
  const match = value ? /^(\d+(?:\.\d+)?)px$/.exec(value.trim()) : null;
  return match?.[1] ? Math.round(Number(match[1])) : fallback;
}

/** What preVisit learnt about the story being visited, for its postVisit (same worker, one story at a time). */
let visiting: StoryForScreenshots | undefined;

const config: TestRunnerConfig = {
  setup() {
    extendExpect();
  },
  async preVisit(page, context) {
    visiting = undefined;
    await page
      .waitForFunction(() => !(window as unknown as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender?.isPending?.(), undefined, {
        timeout: SETTLE_TIMEOUT_MS,
      })
      .catch(() => undefined);

    // At runtime this is the prepared story, which carries the story's and meta's own globals.
    const story = (await getStoryContext(page, context)) as Awaited<ReturnType<typeof getStoryContext>> & {
      storyGlobals?: { viewport?: { value?: unknown } };
    };
    const viewportName = story.storyGlobals?.viewport?.value;
    const options = (story.parameters?.viewport?.options ?? {}) as Record<string, ViewportOption>;
    const option = typeof viewportName === 'string' ? options[viewportName] : undefined;

    const ownViewport = option
      ? { width: toPixels(option.styles?.width, DEFAULT_VIEWPORT.width), height: toPixels(option.styles?.height, DEFAULT_VIEWPORT.height) }
      : undefined;
    await page.setViewportSize(ownViewport ?? DEFAULT_VIEWPORT);
    visiting = { id: context.id, ownViewport, visual: story.parameters?.visual };
  },
  async postVisit(page, context) {
    // A story whose play function or axe failed is reported as that failure alone.
    if ((context as { hasFailure?: boolean }).hasFailure || visiting?.id !== context.id) return;
    await matchStoryScreenshots(page, visiting);
  },
};

export default config;
