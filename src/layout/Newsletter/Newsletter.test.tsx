import { act, fireEvent, render, screen } from '@testing-library/react';
import { NEWSLETTER_DELAY_MS } from '../../styles/constants';
import { ThemeRoot } from '../../styles/ThemeRoot';
import { Newsletter } from './Newsletter';

function renderNewsletter(delayMs?: number) {
  return render(
    <ThemeRoot>
      <Newsletter title="Blijf op de hoogte" delayMs={delayMs}>
        <p>Het formulier</p>
      </Newsletter>
    </ThemeRoot>,
  );
}

const button = () => screen.queryByRole('button', { name: 'Nieuwsbrief' });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Newsletter', () => {
  it('shows the button after the default delay of 5 s', () => {
    renderNewsletter();

    act(() => void jest.advanceTimersByTime(NEWSLETTER_DELAY_MS - 1));
    expect(button()).not.toBeInTheDocument();

    act(() => void jest.advanceTimersByTime(1));
    expect(button()).toBeInTheDocument();
  });

  it.each([Number.POSITIVE_INFINITY, Number.NaN, 2 ** 31])('never shows the button for a delay of %p', (delayMs) => {
    renderNewsletter(delayMs);

    act(() => void jest.advanceTimersByTime(24 * 60 * 60 * 1000));
    expect(button()).not.toBeInTheDocument();
  });

  it('clears its timer when it unmounts before the delay', () => {
    const { unmount } = renderNewsletter(10);
    expect(jest.getTimerCount()).toBe(1);

    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('opens the modal with the title and the form', () => {
    renderNewsletter(0);
    act(() => void jest.advanceTimersByTime(0));

    fireEvent.click(button()!);

    expect(screen.getByRole('dialog', { name: 'Blijf op de hoogte' })).toBeInTheDocument();
    expect(screen.getByText('Het formulier')).toBeInTheDocument();
  });
});
