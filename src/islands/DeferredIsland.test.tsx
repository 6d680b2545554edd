import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { DeferredIsland, NEAR_VIEWPORT_MARGIN } from './DeferredIsland';
import { keepStaticIslands } from './island-mode';

/** An IntersectionObserver the test drives: jsdom has none. */
class TestIntersectionObserver {
  static instances: TestIntersectionObserver[] = [];
  readonly observed: Element[] = [];
  disconnected = false;
  private readonly callback: IntersectionObserverCallback;
  readonly options?: IntersectionObserverInit;
  constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = callback;
    this.options = options;
    TestIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  enter() {
    this.callback(
      this.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

/** A foldable question, as the FAQ block has them: its state shows in its markup. */
function Question({ onRender, onToggle, onLink = () => undefined }: { onRender: () => void; onToggle: () => void; onLink?: () => void }) {
  onRender();
  const [open, setOpen] = useState(false);
  return (
    <section>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => {
          onToggle();
          setOpen((value) => !value);
        }}
      >
        Wat is een VPS?
      </button>
      {open && <p>Een virtuele server.</p>}
      <a
        href="/diensten/vps/"
        onClick={(event) => {
          event.preventDefault();
          onLink();
        }}
      >
        Naar VPS
      </a>
    </section>
  );
}

interface Hydrated {
  container: HTMLElement;
  serverButton: HTMLButtonElement;
  root: Root;
  errors: jest.SpyInstance;
  onRender: jest.Mock;
  onToggle: jest.Mock;
  onLink: jest.Mock;
  prepared: { resolve: () => void; calls: number };
}

/** The server's HTML of an island, hydrated as the browser entry hydrates a first load. */
async function hydrated(): Promise<Hydrated> {
  const onRender = jest.fn();
  const onToggle = jest.fn();
  const onLink = jest.fn();
  const prepared = { resolve: () => undefined as void, calls: 0 };
  const prepare = () => {
    prepared.calls += 1;
    return new Promise<void>((resolve) => {
      prepared.resolve = resolve;
    });
  };
  const island = (
    <main>
      <DeferredIsland prepare={prepare}>
        <Question onRender={onRender} onToggle={onToggle} onLink={onLink} />
      </DeferredIsland>
    </main>
  );
  keepStaticIslands(false);
  const html = renderToString(island);
  keepStaticIslands(true);
  onRender.mockClear();
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const serverButton = container.querySelector('button')!;
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () => hydrateRoot(container, island));
  return { container, serverButton, root, errors, onRender, onToggle, onLink, prepared };
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const originalObserver = window.IntersectionObserver;

beforeEach(() => {
  TestIntersectionObserver.instances = [];
  window.IntersectionObserver = TestIntersectionObserver as unknown as typeof IntersectionObserver;
});

afterEach(() => {
  window.IntersectionObserver = originalObserver;
  keepStaticIslands(false);
  document.body.innerHTML = '';
});

describe('DeferredIsland', () => {
  it('keeps the server HTML until the island comes near the viewport, then hydrates it in place, with nothing logged', async () => {
    const { container, serverButton, root, errors, onRender, onToggle, prepared } = await hydrated();
    expect(onRender).not.toHaveBeenCalled();
    expect(prepared.calls).toBe(0);
    const [observer] = TestIntersectionObserver.instances;
    expect(observer?.options?.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    // The wrapper has no box: its content is what is observed.
    expect(observer?.observed).toEqual([container.querySelector('section')]);

    // Not hydrated: React does not handle the button.
    expect(Object.keys(serverButton).some((key) => key.startsWith('__reactFiber'))).toBe(false);

    act(() => observer!.enter());
    expect(prepared.calls).toBe(1);
    // Hydration waits for the code.
    await settle();
    expect(onRender).not.toHaveBeenCalled();
    await act(async () => prepared.resolve());
    await settle();
    expect(onRender).toHaveBeenCalled();
    expect(observer!.disconnected).toBe(true);
    expect(container.querySelector('button')).toBe(serverButton);
    expect(Object.keys(serverButton).some((key) => key.startsWith('__reactFiber'))).toBe(true);

    act(() => serverButton.click());
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(serverButton).toHaveAttribute('aria-expanded', 'true');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
  });

  it('holds a click made before hydration and gives it again once the island has hydrated: the tap is not lost', async () => {
    const { serverButton, root, errors, onToggle, prepared } = await hydrated();
    // A pointer on the island starts loading its code at once.
    act(() => {
      serverButton.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(prepared.calls).toBe(1);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      serverButton.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(onToggle).not.toHaveBeenCalled();

    await act(async () => prepared.resolve());
    await settle();
    expect(onToggle).toHaveBeenCalledTimes(1);
    expect(serverButton).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Een virtuele server.')).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
  });

  it("holds a click on a link too, for the block's own handler (a router link, a video dialog), and leaves a click with a modifier to the browser", async () => {
    const { container, serverButton, root, errors, onLink, prepared } = await hydrated();
    const link = container.querySelector('a')!;
    const withModifier = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    act(() => {
      link.dispatchEvent(withModifier);
    });
    expect(withModifier.defaultPrevented).toBe(false);
    // It still starts the hydration.
    expect(prepared.calls).toBe(1);
    const onLinkClick = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(onLinkClick);
    });
    expect(onLinkClick.defaultPrevented).toBe(true);
    expect(onLink).not.toHaveBeenCalled();
    await act(async () => prepared.resolve());
    await settle();
    expect(onLink).toHaveBeenCalledTimes(1);
    expect(container.querySelector('button')).toBe(serverButton);
    errors.mockRestore();
    act(() => root.unmount());
  });

  it('starts hydrating when focus moves into it, for a keyboard user', async () => {
    const { serverButton, root, errors, prepared, onRender } = await hydrated();
    act(() => serverButton.focus());
    expect(prepared.calls).toBe(1);
    await act(async () => prepared.resolve());
    await settle();
    expect(onRender).toHaveBeenCalled();
    expect(document.activeElement).toBe(serverButton);
    errors.mockRestore();
    act(() => root.unmount());
  });

  it("holds a click on a link to a place on the same page until the islands have hydrated: the router's location change cannot reach a dehydrated island", async () => {
    const { container, serverButton, root, errors, prepared, onRender } = await hydrated();
    const link = document.createElement('a');
    link.href = '#inhoud';
    link.textContent = 'Naar de inhoud';
    container.prepend(link);
    const content = document.createElement('div');
    content.id = 'inhoud';
    content.tabIndex = -1;
    container.append(content);
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    act(() => {
      link.dispatchEvent(click);
    });
    expect(click.defaultPrevented).toBe(true);
    expect(prepared.calls).toBe(1);
    // What the visitor sees happens at once: the target has focus; the address waits.
    expect(document.activeElement).toBe(content);
    expect(window.location.hash).toBe('');

    await act(async () => prepared.resolve());
    await settle();
    await settle();
    expect(onRender).toHaveBeenCalled();
    expect(container.querySelector('button')).toBe(serverButton);
    // Given again once the island had hydrated: the browser follows it.
    expect(window.location.hash).toBe('#inhoud');
    expect(document.activeElement).toBe(content);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root.unmount());
    window.location.hash = '';
  });

  it.each([
    ['a client-side navigation (the browser entry has hydrated before)', true],
    ['the server, Storybook or a test', false],
  ])('renders its children at once in a client render: %s', (_, firstLoadEntry) => {
    keepStaticIslands(firstLoadEntry);
    const onRender = jest.fn();
    render(
      <DeferredIsland prepare={() => new Promise(() => undefined)}>
        <Question onRender={onRender} onToggle={() => undefined} />
      </DeferredIsland>,
    );
    expect(onRender).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Wat is een VPS?' })).toBeInTheDocument();
    // Nothing is watched: the island is already what it would hydrate to.
    expect(TestIntersectionObserver.instances).toHaveLength(0);
  });
});
