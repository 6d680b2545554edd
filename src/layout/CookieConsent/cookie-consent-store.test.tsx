import { act, render, screen } from '@testing-library/react';
import { CONSENT_STORAGE_KEY } from './consent';
import { analyticsAllowed, getCookieConsent, saveCookieConsent, subscribeToCookieConsent, useCookieConsent } from './cookie-consent-store';

function ConsentProbe() {
  const { consent, analyticsAllowed: allowed } = useCookieConsent();
  return <p>{consent ? `analytics ${allowed ? 'aan' : 'uit'}` : 'geen keuze'}</p>;
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('cookie consent store', () => {
  it('starts without a choice: analytics off', () => {
    expect(getCookieConsent()).toBeNull();
    expect(analyticsAllowed()).toBe(false);
  });

  it('returns the same object while the stored choice is unchanged', () => {
    saveCookieConsent(true);
    expect(getCookieConsent()).toBe(getCookieConsent());
  });

  it('saves to localStorage and re-renders readers', () => {
    render(<ConsentProbe />);
    expect(screen.getByText('geen keuze')).toBeInTheDocument();

    act(() => void saveCookieConsent(true));
    expect(screen.getByText('analytics aan')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY)!).value.analytics).toBe(true);

    act(() => void saveCookieConsent(false));
    expect(screen.getByText('analytics uit')).toBeInTheDocument();
  });

  it('follows a choice made in another tab', () => {
    render(<ConsentProbe />);
    window.localStorage.setItem(
      CONSENT_STORAGE_KEY,
      JSON.stringify({ version: 1, value: { necessary: true, analytics: true }, date: new Date().toISOString() }),
    );

    act(() => void window.dispatchEvent(new StorageEvent('storage', { key: CONSENT_STORAGE_KEY })));
    expect(screen.getByText('analytics aan')).toBeInTheDocument();
  });

  it('keeps a choice the storage refuses for the rest of the visit', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const listener = jest.fn();
    const unsubscribe = subscribeToCookieConsent(listener);

    saveCookieConsent(true);

    expect(listener).toHaveBeenCalledTimes(1);
    expect(analyticsAllowed()).toBe(true);
    unsubscribe();

    // Once the storage works again, what it holds is the choice.
    jest.restoreAllMocks();
    saveCookieConsent(false);
    expect(analyticsAllowed()).toBe(false);
    expect(window.localStorage.getItem(CONSENT_STORAGE_KEY)).not.toBeNull();
  });
});
