import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { NO_BOX, useIsHydrating } from './hydration';
import { staticIslandsKept } from './island-mode';

/**
 * How far outside the viewport an island starts to hydrate (IntersectionObserver's rootMargin):
 * half a screen ahead, so a visitor scrolling at reading speed finds it working.
 */
export const NEAR_VIEWPORT_MARGIN = '50% 0px';

/**
 * An interactive part that hydrates when a visitor can use it, not with the rest of the page.
 *
 * On the first load (the browser entry hydrating server HTML, island-mode.ts) its children stay
 * the server's markup inside a dehydrated Suspense boundary: the gate below suspends the hydration
 * pass there, and React hydrates the rest of the page without them (react-dom's selective
 * hydration: a boundary whose content suspends while hydrating keeps its server DOM and is
 * retried when the thrown promise settles, ReactFiberBeginWork's updateDehydratedSuspenseComponent).
 * The gate opens when the island comes within half a screen of the viewport or on the first
 * interaction inside it (a pointer, touch, key or focus), once `prepare` (the block's code) has
 * loaded, so React hydrates the island in one pass. Everywhere else (a client-side navigation,
 * the server, Storybook, jsdom) the children render at once.
 *
 * A tap is not lost: React drops a click on a dehydrated boundary it cannot hydrate on the spot
 * (dispatchEventWithEnableCapturePhaseSelectiveHydrationWithoutDiscreteEventReplay stops it), so
 * the island holds a click until it has hydrated and then clicks the same element again.
 * Hydration keeps the server's DOM nodes, so it is the same button. A link is held too: the block
 * may handle it (a router link, the video link that opens a player in a dialog); if not, the
 * repeated click follows it. A click with a modifier or another button (a new tab or window) is
 * the browser's.
 *
 * An update must not reach an island that is still dehydrated: React would give up the server
 * HTML and render the island afresh, with a recoverable error (#421, updateDehydratedSuspenseComponent).
 * A parent's re-render is kept out by rendering the island from a memoized component with stable
 * props (FlexContent's DeferredBlock, the Layout's footer). A context change cannot be kept out
 * (React marks every dehydrated boundary below a changed provider), and the router's location
 * context changes with the URL: a link to a place on the same page (the skip link, `#section`
 * links) would change it while the page stays. Such a click is held until every waiting island
 * of the page has hydrated, then given again. A link to another page replaces the page's islands.
 */
export function DeferredIsland({ children, prepare }: { children: ReactNode; prepare?: () => Promise<unknown> }) {
  // Not useIsHydrating() here: a store whose server snapshot differs from the client's makes
  // React render its component again right after hydrating it, and that render would reach the
  // dehydrated boundary below as an update. The gate asks inside the boundary instead; in a
  // client render it opens at once and is never watched.
  const [gate] = useState(() => (staticIslandsKept() ? new HydrationGate(prepare) : null));
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!gate || !element) return undefined;
    return gate.watch(element);
  }, [gate]);

  return (
    <div ref={ref} data-island="deferred" style={NO_BOX}>
      <Suspense fallback={null}>
        <Gate gate={gate}>{children}</Gate>
      </Suspense>
    </div>
  );
}

function Gate({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  const hydrating = useIsHydrating();
  useEffect(() => gate?.hydrated(), [gate]);
  // A render that is not hydrating (React gave up the server HTML) shows the island at once.
  if (gate && hydrating && !gate.isOpen()) throw gate.opened;
  return children;
}

/** An island waiting to hydrate: when it opens, and the click it holds meanwhile. */
export class HydrationGate {
  readonly opened: Promise<void>;
  private open = false;
  private opening = false;
  private done = false;
  private resolve!: () => void;
  private held: Element | null = null;
  private markHydrated!: () => void;
  /** Settles once the island has hydrated. */
  readonly whenHydrated: Promise<void> = new Promise((resolve) => {
    this.markHydrated = resolve;
  });
  private element: HTMLElement | null = null;
  private stopWatching: (() => void) | null = null;

  private readonly prepare?: () => Promise<unknown>;

  constructor(prepare?: () => Promise<unknown>) {
    this.prepare = prepare;
    this.opened = new Promise((resolve) => {
      this.resolve = resolve;
    });
  }

  isOpen(): boolean {
    return this.open;
  }

  /** Starts hydrating: once `prepare` has settled (a failure is the block's error boundary's to show). */
  start(): void {
    if (this.opening) return;
    this.opening = true;
    const ready = this.prepare ? this.prepare().catch(() => undefined) : Promise.resolve();
    void ready.then(() => {
      this.open = true;
      this.resolve();
    });
  }

  /** Watches the island's element for the viewport and for interactions; returns the clean-up. */
  watch(element: HTMLElement): () => void {
    if (this.done) return () => undefined;
    this.element = element;
    pendingGates.add(this);
    listenForInteractions();
    const unobserve = observeNearViewport(element, () => this.start());
    this.stopWatching = () => {
      unobserve();
      pendingGates.delete(this);
    };
    return () => {
      this.stopWatching?.();
      this.stopWatching = null;
      this.held = null;
    };
  }

  contains(target: EventTarget | null): boolean {
    return !!this.element && target instanceof Node && this.element.contains(target);
  }

  /** A click inside the island before it has hydrated: held, to be given again once it has. */
  hold(target: Element): void {
    this.held = target;
    this.start();
  }

  /** The island's first commit: gives the held click again, after React's effects of this commit. */
  hydrated(): void {
    if (this.done) return;
    this.done = true;
    this.markHydrated();
    this.stopWatching?.();
    this.stopWatching = null;
    const target = this.held;
    this.held = null;
    if (target?.isConnected) window.setTimeout(() => clickAgain(target), 0);
  }

  isHydrated(): boolean {
    return this.done;
  }
}

/** The longest a same-page link's address change waits for the islands; after it, it is made anyway. */
const SAME_PAGE_LINK_WAIT_MS = 3000;

/** Whether a click on this link would only change the URL's fragment of the page shown. */
function isSamePageLink(anchor: HTMLAnchorElement): boolean {
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href, window.location.href);
  return (
    url.origin === window.location.origin &&
    url.pathname === window.location.pathname &&
    url.search === window.location.search &&
    url.hash !== ''
  );
}

/**
 * Follows a link to a place on the same page while islands wait: what a visitor sees happens at
 * once (the target scrolled into view and, when it can take focus, focused, as the browser's
 * fragment navigation does: the skip link's main area), the address changes once every waiting
 * island has hydrated (or after SAME_PAGE_LINK_WAIT_MS), by clicking the link again. When the
 * visitor has moved on by then (focus or scroll elsewhere), the address is left as it is rather
 * than pulling them back.
 */
function followOnceHydrated(anchor: HTMLAnchorElement): void {
  const target = fragmentTarget(anchor);
  target?.scrollIntoView?.();
  if (target instanceof HTMLElement && target.hasAttribute('tabindex')) target.focus({ preventScroll: true });
  const focused = document.activeElement;
  const scrolled = window.scrollY;
  const gates = [...pendingGates];
  for (const gate of gates) gate.start();
  const allHydrated = Promise.all(gates.map((gate) => gate.whenHydrated));
  const timeout = new Promise((resolve) => window.setTimeout(resolve, SAME_PAGE_LINK_WAIT_MS));
  void Promise.race([allHydrated, timeout]).then(() =>
    window.setTimeout(() => {
      if (document.activeElement === focused && Math.abs(window.scrollY - scrolled) < 2) clickAgain(anchor);
    }, 0),
  );
}

/** The element a link's fragment names (by id, as the browser finds it), if any. */
function fragmentTarget(anchor: HTMLAnchorElement): Element | null {
  const id = new URL(anchor.href, window.location.href).hash.slice(1);
  if (!id) return null;
  try {
    return document.getElementById(decodeURIComponent(id));
  } catch {
    return document.getElementById(id);
  }
}

/** True while a held click is given again: that click goes where it was meant to, whatever is still waiting. */
let givingAgain = false;

function clickAgain(target: Element): void {
  givingAgain = true;
  try {
    if (target instanceof HTMLElement) target.click();
    else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, view: window }));
  } finally {
    givingAgain = false;
  }
}

/** The islands still waiting; one set of listeners on the window serves them all. */
const pendingGates = new Set<HydrationGate>();
let listening = false;

/** The first signs that a visitor is about to use an island: each starts its hydration. */
const EARLY_EVENTS = ['pointerdown', 'touchstart', 'mousedown', 'mouseover', 'keydown', 'focusin'] as const;

function gateOf(target: EventTarget | null): HydrationGate | undefined {
  for (const gate of pendingGates) if (gate.contains(target)) return gate;
  return undefined;
}

/**
 * Listens in the capture phase of the window, before React's listeners on its root: React stops
 * a discrete event that targets a dehydrated boundary, so a listener on the island would not see it.
 */
function listenForInteractions(): void {
  if (listening) return;
  listening = true;
  const onEarly = (event: Event) => gateOf(event.target)?.start();
  for (const type of EARLY_EVENTS) window.addEventListener(type, onEarly, { capture: true, passive: true });
  window.addEventListener(
    'click',
    (event) => {
      if (givingAgain || pendingGates.size === 0 || !(event.target instanceof Element)) return;
      // Clicks with a modifier or another button (a new tab or window) are the browser's: a later click could not repeat them.
      const plain = event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
      const anchor = event.target.closest('a[href]');
      if (plain && anchor instanceof HTMLAnchorElement && isSamePageLink(anchor)) {
        event.preventDefault();
        event.stopImmediatePropagation();
        followOnceHydrated(anchor);
        return;
      }
      const gate = gateOf(event.target);
      if (!gate || gate.isHydrated()) return;
      gate.start();
      if (!plain) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      gate.hold(event.target);
    },
    { capture: true },
  );
}

/**
 * Calls `near` once the element's content comes near the viewport. The wrapper has no box
 * (display: contents), so its children are observed. Without IntersectionObserver: at once.
 */
function observeNearViewport(element: HTMLElement, near: () => void): () => void {
  const children = [...element.children];
  if (typeof IntersectionObserver === 'undefined' || children.length === 0) {
    near();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      near();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  for (const child of children) observer.observe(child);
  return () => observer.disconnect();
}
