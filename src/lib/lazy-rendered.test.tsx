import { act, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { lazyRendered, loadOnce } from './lazy-rendered';

describe('loadOnce', () => {
  it('loads once, and reads the result synchronously once it has arrived', async () => {
    const load = jest.fn().mockResolvedValue('code');
    const once = loadOnce(load);
    expect(once.loaded()).toBeUndefined();
    await Promise.all([once.load(), once.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(once.loaded()).toBe('code');
  });

  it('tries again after a failed load (offline, then back)', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('code');
    const once = loadOnce(load);
    await expect(once.load()).rejects.toThrow('offline');
    expect(once.loaded()).toBeUndefined();
    await expect(once.load()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyRendered', () => {
  const Greeting = ({ name }: { name: string }) => <p>Hallo {name}</p>;
  const tree = (Component: ComponentType<{ name: string }>) => (
    <Suspense fallback={<p>Laden</p>}>
      <Component name="Kees" />
    </Suspense>
  );

  it('suspends until its code has arrived', async () => {
    const lazy = lazyRendered(() => Promise.resolve(Greeting));
    render(tree(lazy.Component));
    expect(screen.getByText('Laden')).toBeInTheDocument();
    expect(await screen.findByText('Hallo Kees')).toBeInTheDocument();
  });

  it('renders in the same pass once loaded (a later navigation shows it at once)', async () => {
    const importGreeting = jest.fn(() => Promise.resolve(Greeting));
    const lazy = lazyRendered(importGreeting);
    await act(() => lazy.load());
    render(tree(lazy.Component));
    expect(screen.queryByText('Laden')).toBeNull();
    expect(screen.getByText('Hallo Kees')).toBeInTheDocument();
    expect(importGreeting).toHaveBeenCalledTimes(1);
  });
});
