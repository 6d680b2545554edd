/**
 * The first load's scripts start after the largest paint (docs/decisions/0002-lazy-block-kinds-and-islands.md).
 *
 * Gatsby writes its entry scripts (webpack runtime, framework, app) as `<script async>` at the end
 * of the body. On a fast connection they arrive while the browser is still parsing and laying
 * out the page, and an async script runs as soon as it has arrived: the framework's and the app's
 * evaluation then come before the first frame, and the largest paint (the banner's image or the
 * first heading) waits for them, so the LCP grows with the scripts' size. The build replaces those
 * tags with one inline call of `startFirstScripts` (src/build/first-scripts.ts), which
 * adds them once the page has painted its largest element: when the browser has reported a
 * largest-paint candidate (it does so once the frame that painted it has been presented) and no
 * other for a while, and not before the page's LCP image (the one image with
 * `fetchpriority="high"`) has loaded and been reported; where the browser lacks that API, two
 * frames after the page was parsed or the image loaded. Requested only then, the scripts neither
 * delay that paint nor share the connection with it. A visitor who taps or presses a key first does not
 * wait: the scripts start at once; nor does a hidden tab, which paints no frames (a time limit).
 *
 * Until the site has hydrated, a click on a button (which does nothing without the site's code)
 * is held and given again once it has (`release`, called by gatsby-browser.tsx); while React
 * hydrates, a click on a link to a place on the same page is held the same way (followed then, it
 * would change the router's location before the islands' rules are in place), and presses and keys
 * do not reach React (below). Links to other pages and every other native action are the browser's.
 * The elements the focus has left are remembered for the page's whole life (`wasLeft`).
 *
 * `startFirstScripts` is inlined as its source text, with `addEntryScripts`, which it calls: they
 * must stay self-contained (no imports, no outside names but each other, no syntax a supported
 * browser lacks).
 */

/** What the inline loader leaves on `window` for the site's browser entry. */
export interface FirstScripts {
  /** The site has called hydrateRoot: from now on same-page links are held as well. */
  hydrating(): void;
  /** Whether a click is held. */
  waiting(): boolean;
  /** The site has hydrated: stops holding and hands over the last held click's target, if any. */
  release(): Element | null;
  /**
   * Whether the focus has left this element since the page was parsed. A form's engine counts
   * such fields as touched: its island may hydrate on the first focus, while a keyboard user
   * tabs on past fields whose leaving no code of the site saw.
   */
  wasLeft(element: Element): boolean;
}

declare global {
  interface Window {
    /** Set by the inline loader (three underscores, as Gatsby's own globals). */
    ___firstScripts?: FirstScripts;
  }
}

/** The id of the page's JSON list of the chunks it needs besides the entry scripts (gatsby-ssr.tsx). */
export const PAGE_CHUNKS_ID = 'page-chunks';

/** How long no new largest-paint candidate must have come before the scripts start. */
export const QUIET_MS = 50;

/** How long the scripts wait at most (a hidden tab paints nothing, a broken page may report nothing). */
export const LATEST_START_MS = 3000;

/**
 * Preloads the page's chunks (listed in the element `chunksId`, at low priority: the entry scripts
 * come first) and adds the entry scripts. Inlined with startFirstScripts, which calls it once.
 */
function addEntryScripts(scripts: readonly string[], chunksId: string): void {
  const list = document.getElementById(chunksId);
  const chunks: string[] = list ? JSON.parse(list.textContent || '[]') : [];
  for (const href of chunks) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    link.setAttribute('fetchpriority', 'low');
    document.head.appendChild(link);
  }
  for (const src of scripts) {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    document.body.appendChild(script);
  }
}

/**
 * Adds the entry scripts (and preloads the page's chunks, listed in `#page-chunks`) once the page
 * has painted; holds early clicks meanwhile. Runs inline, before any other script of the site.
 */
export function startFirstScripts(scripts: readonly string[], chunksId: string, quietMs: number, latestStartMs: number): void {
  let started = false;
  let phase: 'loading' | 'hydrating' | 'done' = 'loading';
  let held: Element | null = null;

  const start = () => {
    if (started) return;
    started = true;
    addEntryScripts(scripts, chunksId);
  };

  // Browsers without the Largest Contentful Paint API: two frames from now, the next frame has
  // been painted, and a timer set then runs after it.
  const afterTwoFrames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)));

  const onClick = (event: MouseEvent) => {
    if (phase === 'done' || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
    const target = event.target instanceof Element ? event.target : null;
    let control = target?.closest('button, [role="button"]') ?? null;
    if (!control && phase === 'hydrating') {
      const link = target?.closest('a[href^="#"]');
      if (link && link.getAttribute('href') !== '#') control = link;
    }
    if (!control || control.matches(':disabled')) return;
    event.preventDefault();
    event.stopPropagation();
    held = control;
    start();
  };

  // While React hydrates the root in slices, a press or key that reaches its listeners makes it
  // hydrate the rest of the page at once, in the event's own task (react-dom's
  // attemptSynchronousHydration for every discrete event on a dehydrated root), which is then one
  // long task and the tap's latency. Until the page has hydrated these events stop here: their
  // native actions (scrolling, focus, text selection) stay, and the click that follows a press on a
  // control is held and given again once React listens (onClick above).
  const shielded = ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'keydown', 'keyup'];
  const shield = (event: Event) => event.stopPropagation();

  const left = new WeakSet<EventTarget>();
  window.addEventListener(
    'focusout',
    (event) => {
      if (event.target) left.add(event.target);
    },
    true,
  );

  window.___firstScripts = {
    hydrating: () => {
      phase = 'hydrating';
      for (const type of shielded) window.addEventListener(type, shield, true);
    },
    waiting: () => held !== null,
    release: () => {
      phase = 'done';
      window.removeEventListener('click', onClick, true);
      window.removeEventListener('pointerdown', start, true);
      window.removeEventListener('keydown', start, true);
      for (const type of shielded) window.removeEventListener(type, shield, true);
      const target = held;
      held = null;
      return target?.isConnected ? target : null;
    },
    wasLeft: (element) => left.has(element),
  };

  window.addEventListener('click', onClick, true);
  window.addEventListener('pointerdown', start, { capture: true, once: true, passive: true });
  window.addEventListener('keydown', start, { capture: true, once: true, passive: true });

  // With the API, the browser reports each largest-paint candidate once the frame that painted it
  // has been presented: the scripts start when candidates have stopped coming for a while, not
  // before one has come after the page's LCP image (the one fetched at high priority) has loaded.
  const lcpReported =
    typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes || []).includes('largest-contentful-paint');
  const image = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  let imagePending = !!image && !image.complete;
  let imageSettledAt = imagePending ? Infinity : -1;
  let lastCandidateAt = -1;
  const startWhenPainted = () => {
    if (started || imagePending) return;
    const now = performance.now();
    // A broken image, or one that is not the largest paint after all, reports nothing: it waits a while.
    const imageReported = lastCandidateAt > imageSettledAt || now - imageSettledAt >= quietMs * 10;
    if (lastCandidateAt < 0 || !imageReported) return;
    const quietFor = now - lastCandidateAt;
    if (quietFor >= quietMs) start();
    else setTimeout(startWhenPainted, quietMs - quietFor);
  };
  if (image && imagePending) {
    const settled = () => {
      imagePending = false;
      imageSettledAt = performance.now();
      if (!lcpReported) afterTwoFrames();
      else {
        startWhenPainted();
        setTimeout(startWhenPainted, quietMs * 10);
      }
    };
    image.addEventListener('load', settled);
    image.addEventListener('error', settled);
  } else if (!lcpReported) {
    afterTwoFrames();
  }
  if (lcpReported) {
    new PerformanceObserver(() => {
      lastCandidateAt = performance.now();
      setTimeout(startWhenPainted, quietMs);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  setTimeout(start, latestStartMs);
}

/** The inline script that replaces Gatsby's entry script tags: `startFirstScripts` called with them. */
export function firstScriptsSnippet(scripts: readonly string[]): string {
  // One function called with the arguments, as before the helper existed: entryScriptsIn and
  // firstScriptsLoaderIn (src/build/first-scripts.ts) find the loader and its scripts by that shape.
  const loader = `function(){${addEntryScripts.toString()}\nreturn (${startFirstScripts.toString()}).apply(null,arguments)}`;
  const snippet = `(${loader})(${JSON.stringify(scripts)},${JSON.stringify(PAGE_CHUNKS_ID)},${QUIET_MS},${LATEST_START_MS});`;
  // The HTML parser would end the inline script at the first `</script`.
  if (/<\/script/i.test(snippet)) throw new Error(`A script name closes the inline loader: ${scripts.join(', ')}`);
  return snippet;
}

/** The loader's handle, where the page was loaded with it (not in develop, Storybook or tests). */
export function firstScripts(): FirstScripts | undefined {
  return typeof window === 'undefined' ? undefined : window.___firstScripts;
}
