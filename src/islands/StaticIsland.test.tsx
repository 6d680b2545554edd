import { act, fireEvent, render, screen } from '@testing-library/react';
import { navigate, prefetchPathname } from 'gatsby';
import { hydrateRoot } from 'react-dom/client';
import { keepStaticIslands } from './island-mode';
import { StaticIsland } from './StaticIsland';

const navigateSpy = navigate as unknown as jest.Mock;
const prefetchSpy = prefetchPathname as unknown as jest.Mock;

function Section({ onRender }: { onRender: () => void }) {
  onRender();
  return (
    <section>
      <h2>Server HTML</h2>
      <a href="/diensten/vps/">Naar VPS</a>
      <a href="https://example.org/">Extern</a>
      <a href="/files/prijslijst.pdf">Prijslijst</a>
      <a href="/contact/" target="_blank" rel="noopener noreferrer">
        Nieuw tabblad
      </a>
    </section>
  );
}

/** Server HTML in a container, hydrated as Gatsby hydrates a first load. */
async function hydrated(onClientRender: () => void) {
  // The markup the server sends (a client render gives the same elements; renderToString would
  // see jsdom's window and keep nothing, where Gatsby's server has none).
  const { container: rendered, unmount } = render(
    <StaticIsland>
      <Section onRender={() => undefined} />
    </StaticIsland>,
  );
  const container = document.createElement('div');
  container.innerHTML = rendered.innerHTML;
  unmount();
  document.body.append(container);
  const serverSection = container.querySelector('section');
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const root = await act(async () =>
    hydrateRoot(
      container,
      <StaticIsland>
        <Section onRender={onClientRender} />
      </StaticIsland>,
    ),
  );
  const logged = errors.mock.calls.length;
  errors.mockRestore();
  return { container, serverSection, root, logged };
}

beforeEach(() => {
  // As the browser entry does before Gatsby hydrates a server-rendered page.
  keepStaticIslands(true);
  navigateSpy.mockClear();
  prefetchSpy.mockClear();
});

describe('StaticIsland', () => {
  it('keeps the server HTML when hydrating: the children neither render nor replace a node, and nothing is logged', async () => {
    const onClientRender = jest.fn();
    const { container, serverSection, root, logged } = await hydrated(onClientRender);
    expect(onClientRender).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(serverSection);
    expect(container.querySelector('h2')).toHaveTextContent('Server HTML');
    expect(logged).toBe(0);
    // A later render of the kept island (a context change above it) keeps it too.
    await act(async () =>
      root.render(
        <StaticIsland>
          <Section onRender={onClientRender} />
        </StaticIsland>,
      ),
    );
    expect(onClientRender).not.toHaveBeenCalled();
    expect(container.querySelector('section')).toBe(serverSection);
    act(() => root.unmount());
    container.remove();
  });

  it('renders its children in a client render (a client-side navigation, stories)', () => {
    const onRender = jest.fn();
    render(
      <StaticIsland>
        <Section onRender={onRender} />
      </StaticIsland>,
    );
    expect(onRender).toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Server HTML' })).toBeInTheDocument();
  });

  it("follows the kept HTML's internal links through the router, and leaves other links and modified clicks to the browser", async () => {
    const { container, root } = await hydrated(() => undefined);
    const link = (name: string) => [...container.querySelectorAll('a')].find((anchor) => anchor.textContent === name)!;

    expect(fireEvent.click(link('Naar VPS'))).toBe(false);
    expect(navigateSpy).toHaveBeenCalledWith('/diensten/vps/');

    navigateSpy.mockClear();
    for (const name of ['Extern', 'Prijslijst', 'Nieuw tabblad']) expect(fireEvent.click(link(name))).toBe(true);
    expect(fireEvent.click(link('Naar VPS'), { ctrlKey: true })).toBe(true);
    expect(fireEvent.click(link('Naar VPS'), { button: 1 })).toBe(true);
    expect(navigateSpy).not.toHaveBeenCalled();

    // Prefetched under the pointer, as Gatsby's Link does; an outside link is not.
    fireEvent.mouseOver(link('Naar VPS'));
    fireEvent.mouseOver(link('Extern'));
    expect(prefetchSpy.mock.calls).toEqual([['/diensten/vps/']]);

    // Unmounted, the island lets go of the links.
    act(() => root.unmount());
    container.innerHTML = '<a href="/diensten/vps/">Naar VPS</a>';
    expect(fireEvent.click(container.querySelector('a')!)).toBe(true);
    container.remove();
  });
});

describe('StaticIsland outside a hydrated Gatsby page', () => {
  it('renders its children on hydration when the browser entry has not enabled keeping (develop, Storybook)', async () => {
    keepStaticIslands(false);
    const onClientRender = jest.fn();
    const { container, root } = await hydrated(onClientRender);
    expect(onClientRender).toHaveBeenCalled();
    expect(container.querySelector('h2')).toHaveTextContent('Server HTML');
    act(() => root.unmount());
    container.remove();
  });
});
