import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onDemand } from './on-demand';

function Greeting({ name }: { name: string }) {
  return <p>Hallo {name}</p>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('onDemand', () => {
  it('renders nothing until loaded, then the component with its props, in every place that uses it; loads once', async () => {
    const importer = jest.fn(async () => Greeting);
    const greeting = onDemand(importer);
    function Page() {
      const loaded = greeting.useLoaded();
      return (
        <>
          <greeting.Component name="Ada" />
          <span>{loaded ? 'geladen' : 'niet geladen'}</span>
        </>
      );
    }
    render(<Page />);
    expect(screen.queryByText(/Hallo/)).toBeNull();
    expect(screen.getByText('niet geladen')).toBeInTheDocument();
    expect(importer).not.toHaveBeenCalled();

    await act(async () => {
      await Promise.all([greeting.load(), greeting.load()]);
    });
    expect(importer).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Hallo Ada')).toBeInTheDocument();
    expect(screen.getByText('geladen')).toBeInTheDocument();
  });

  it('is absent from the server HTML and hydrates without a mismatch even when already loaded in the browser', async () => {
    const greeting = onDemand(async () => Greeting);
    const ui = (
      <div>
        <greeting.Component name="Ada" />
        <p>Rest</p>
      </div>
    );
    const html = renderToString(ui);
    expect(html).not.toContain('Hallo');

    await greeting.load();
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    await act(async () => {
      hydrateRoot(container, ui);
    });
    // Hydrated as the server left it, then shown.
    expect(errors).not.toHaveBeenCalled();
    expect(container.textContent).toBe('Hallo AdaRest');
    errors.mockRestore();
    container.remove();
  });

  it('tries again after a failed load', async () => {
    const attempts = [deferred<typeof Greeting>(), deferred<typeof Greeting>()];
    let call = 0;
    const greeting = onDemand(() => attempts[call++]!.promise);
    const first = greeting.load();
    attempts[0]!.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    const second = greeting.load();
    attempts[1]!.resolve(Greeting);
    await expect(second).resolves.toBe(Greeting);
    expect(call).toBe(2);
  });
});
