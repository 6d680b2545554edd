import { firstScripts, firstScriptsSnippet, LATEST_START_MS, PAGE_CHUNKS_ID, QUIET_MS, startFirstScripts } from './first-scripts';

const SCRIPTS = ['/webpack-runtime-1.js', '/framework-2.js', '/app-3.js'];

/** The scripts and preloads the loader has added so far. */
const added = () => ({
  scripts: [...document.querySelectorAll('script[src]')].map((script) => script.getAttribute('src')),
  preloads: [...document.querySelectorAll('link[rel="preload"][as="script"]')].map((link) => [
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]),
});

/** Runs animation frames and timers until the loader's "after the next paint" has passed. */
const paint = () => jest.advanceTimersByTime(50);

/** How the loader is started: as the module's function, or as the inline text the build writes. */
const RUNS: [string, () => void][] = [
  ['the function', () => startFirstScripts(SCRIPTS, PAGE_CHUNKS_ID, QUIET_MS, LATEST_START_MS)],
  // The inline text must work on its own: no imports, no outside names.
  ['the inline snippet', () => new Function(firstScriptsSnippet(SCRIPTS))()],
];

describe.each(RUNS)('the first scripts, started by %s', (_how, run) => {
  let clicks: EventTarget[];
  const countClicks = (event: Event) => clicks.push(event.target!);

  beforeEach(() => {
    jest.useFakeTimers();
    clicks = [];
    document.head.innerHTML = '';
    document.body.innerHTML = `
      <main>
        <img alt="" fetchpriority="high" src="/banner.webp">
        <button type="button" id="menu">Menu</button>
        <button type="button" id="off" disabled>Uit</button>
        <a href="#faq" id="same-page">Naar de vragen</a>
        <a href="/contact/" id="other-page">Contact</a>
        <form><button id="send">Verzenden</button></form>
      </main>
      <script id="${PAGE_CHUNKS_ID}" type="application/json">["/commons-4.js","/block-repeat-5.js"]</script>`;
    document.addEventListener('click', countClicks);
  });

  afterEach(() => {
    window.___firstScripts?.release();
    delete window.___firstScripts;
    document.removeEventListener('click', countClicks);
    jest.useRealTimers();
  });

  const image = () => document.querySelector('img')!;
  /** jsdom loads no images: `complete` says what the test wants. */
  const imageComplete = (complete: boolean) => Object.defineProperty(image(), 'complete', { value: complete, configurable: true });

  it('waits for the LCP image and the frame that paints it, then adds the entry scripts and preloads the page chunks at low priority', () => {
    imageComplete(false);
    run();
    paint();
    expect(added()).toEqual({ scripts: [], preloads: [] });
    image().dispatchEvent(new Event('load'));
    expect(added().scripts).toEqual([]);
    paint();
    expect(added()).toEqual({
      scripts: SCRIPTS,
      preloads: [
        ['/commons-4.js', 'low'],
        ['/block-repeat-5.js', 'low'],
      ],
    });
    expect([...document.querySelectorAll<HTMLScriptElement>('script[src]')].every((script) => script.async)).toBe(true);
  });

  it('starts after the next paint when the page has no LCP image, or it has already loaded', () => {
    imageComplete(true);
    run();
    expect(added().scripts).toEqual([]);
    paint();
    expect(added().scripts).toEqual(SCRIPTS);
  });

  it('starts after a broken LCP image too, and at the latest after its time limit, once only', () => {
    imageComplete(false);
    run();
    jest.advanceTimersByTime(LATEST_START_MS - 1);
    expect(added().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(added().scripts).toEqual(SCRIPTS);
    image().dispatchEvent(new Event('error'));
    paint();
    expect(added().scripts).toEqual(SCRIPTS);
  });

  it('starts at once when the visitor touches the page or presses a key first', () => {
    imageComplete(false);
    run();
    window.dispatchEvent(new Event('pointerdown'));
    expect(added().scripts).toEqual(SCRIPTS);
    imageComplete(false);
  });

  describe('where the browser reports largest-paint candidates', () => {
    let report: () => void;
    const observe = jest.fn();
    const original = globalThis.PerformanceObserver;
    beforeEach(() => {
      class FakeObserver {
        static supportedEntryTypes = ['largest-contentful-paint'];
        constructor(callback: () => void) {
          report = callback;
        }
        observe = observe;
      }
      Object.assign(globalThis, { PerformanceObserver: FakeObserver });
    });
    afterEach(() => Object.assign(globalThis, { PerformanceObserver: original }));

    it('starts once candidates have stopped coming for a while, not on frames alone', () => {
      imageComplete(true);
      run();
      expect(observe).toHaveBeenCalledWith({ type: 'largest-contentful-paint', buffered: true });
      paint();
      expect(added().scripts).toEqual([]);
      report();
      jest.advanceTimersByTime(QUIET_MS - 10);
      report(); // a larger element painted: the quiet starts again
      jest.advanceTimersByTime(QUIET_MS - 10);
      expect(added().scripts).toEqual([]);
      jest.advanceTimersByTime(10);
      expect(added().scripts).toEqual(SCRIPTS);
    });

    it('waits for a candidate reported after the LCP image has loaded', () => {
      imageComplete(false);
      run();
      report(); // the text painted before the image arrived
      jest.advanceTimersByTime(QUIET_MS * 2);
      expect(added().scripts).toEqual([]);
      image().dispatchEvent(new Event('load'));
      jest.advanceTimersByTime(QUIET_MS * 2);
      expect(added().scripts).toEqual([]);
      report(); // the image painted
      jest.advanceTimersByTime(QUIET_MS);
      expect(added().scripts).toEqual(SCRIPTS);
    });

    it('does not wait long for an LCP image that is never reported (broken, or smaller than the text)', () => {
      imageComplete(false);
      run();
      report();
      image().dispatchEvent(new Event('error'));
      jest.advanceTimersByTime(QUIET_MS * 10 - 1);
      expect(added().scripts).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(added().scripts).toEqual(SCRIPTS);
    });
  });

  it('holds a click on a button until the site has hydrated, and hands it over once', () => {
    imageComplete(false);
    run();
    const menu = document.getElementById('menu')!;
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    menu.dispatchEvent(event);
    // Nobody else saw it, nothing native happened, and the scripts started at once.
    expect({ clicks, defaultPrevented: event.defaultPrevented, scripts: added().scripts }).toEqual({
      clicks: [],
      defaultPrevented: true,
      scripts: SCRIPTS,
    });
    expect(firstScripts()?.waiting()).toBe(true);
    expect(firstScripts()?.release()).toBe(menu);
    expect(firstScripts()?.release()).toBeNull();
    // From then on, clicks are the site's.
    menu.click();
    expect(clicks).toEqual([menu]);
  });

  it("keeps a form's button from sending natively before the site has hydrated", () => {
    run();
    const send = document.getElementById('send')!;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    send.closest('form')!.addEventListener('submit', submitted);
    send.click();
    expect(submitted).not.toHaveBeenCalled();
    expect(firstScripts()?.release()).toBe(send);
  });

  it('leaves disabled buttons, modified clicks and links to the browser while the scripts load', () => {
    run();
    document.getElementById('off')!.click();
    document.getElementById('menu')!.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    document.getElementById('same-page')!.click();
    document.getElementById('other-page')!.click();
    expect(clicks.map((target) => (target as Element).id)).toEqual(['menu', 'same-page', 'other-page']);
    expect(firstScripts()?.waiting()).toBe(false);
  });

  it('while React hydrates, holds a link to a place on the same page as well, not one to another page', () => {
    run();
    firstScripts()?.hydrating();
    document.getElementById('other-page')!.click();
    expect(firstScripts()?.waiting()).toBe(false);
    const sameSpot = document.getElementById('same-page')!;
    sameSpot.click();
    expect(clicks.map((target) => (target as Element).id)).toEqual(['other-page']);
    expect(firstScripts()?.release()).toBe(sameSpot);
  });

  it("while React hydrates, keeps presses and keys from React's listeners (which would finish the hydration in one task), not before or after", () => {
    const reached: string[] = [];
    const types = ['pointerdown', 'touchstart', 'mousedown', 'keydown', 'pointerup', 'touchend', 'mouseup', 'keyup'];
    const listen = (event: Event) => reached.push(event.type);
    for (const type of types) document.addEventListener(type, listen);
    const press = () => types.forEach((type) => document.getElementById('menu')!.dispatchEvent(new Event(type, { bubbles: true })));
    try {
      run();
      press();
      expect(reached).toEqual(types);
      reached.length = 0;
      firstScripts()?.hydrating();
      press();
      expect(reached).toEqual([]);
      firstScripts()?.release();
      press();
      expect(reached).toEqual(types);
    } finally {
      for (const type of types) document.removeEventListener(type, listen);
    }
  });

  it('remembers the elements the focus has left, before and after the site has hydrated', () => {
    run();
    const menu = document.getElementById('menu')!;
    const send = document.getElementById('send')!;
    menu.focus();
    expect(firstScripts()?.wasLeft(menu)).toBe(false);
    send.focus();
    expect(firstScripts()?.wasLeft(menu)).toBe(true);
    expect(firstScripts()?.wasLeft(send)).toBe(false);
    firstScripts()?.release();
    send.blur();
    expect(firstScripts()?.wasLeft(send)).toBe(true);
  });

  it('hands over nothing when the held element has left the page', () => {
    run();
    const menu = document.getElementById('menu')!;
    menu.click();
    menu.remove();
    expect(firstScripts()?.release()).toBeNull();
  });
});

describe('firstScriptsSnippet', () => {
  it('refuses a script name that would end the inline script', () => {
    expect(() => firstScriptsSnippet(['/app.js</script><script>alert(1)//'])).toThrow(/closes the inline loader/);
  });
});
