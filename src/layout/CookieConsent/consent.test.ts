import {
  CONSENT_MAX_AGE_DAYS,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  browserStorage,
  clearConsent,
  parseConsent,
  readConsent,
  serializeConsent,
  writeConsent,
  type ConsentStorage,
} from './consent';

const NOW = new Date('2025-06-03T10:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A Map-backed Storage. */
function memoryStorage(initial: Record<string, string> = {}): ConsentStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

/** A storage that throws like Safari with cookies blocked, or a full one. */
const throwingStorage: ConsentStorage = {
  getItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
  setItem: () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError');
  },
  removeItem: () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  },
};

function stored(value: unknown, date: unknown = NOW.toISOString(), version: unknown = CONSENT_VERSION) {
  return JSON.stringify({ version, value, date });
}

describe('writeConsent / readConsent', () => {
  it.each([true, false])('stores analytics=%p with the date and reads it back', (analytics) => {
    const storage = memoryStorage();

    const { consent, persisted } = writeConsent(analytics, storage, NOW);

    expect(persisted).toBe(true);
    expect(consent).toEqual({ necessary: true, analytics, date: NOW.toISOString() });
    expect(JSON.parse(storage.data.get(CONSENT_STORAGE_KEY)!)).toEqual({
      version: CONSENT_VERSION,
      value: { necessary: true, analytics },
      date: NOW.toISOString(),
    });
    expect(readConsent(storage, NOW)).toEqual(consent);
  });

  it('replaces an earlier choice', () => {
    const storage = memoryStorage();
    writeConsent(true, storage, NOW);
    const nextDay = new Date(NOW.getTime() + DAY_MS);
    writeConsent(false, storage, nextDay);

    expect(readConsent(storage, nextDay)).toEqual({ necessary: true, analytics: false, date: nextDay.toISOString() });
  });

  it('reads no choice from an empty storage or none at all', () => {
    expect(readConsent(memoryStorage(), NOW)).toBeNull();
    expect(readConsent(null, NOW)).toBeNull();
  });

  it('does not throw when the storage does, and says the choice was not kept', () => {
    expect(readConsent(throwingStorage, NOW)).toBeNull();
    expect(writeConsent(true, throwingStorage, NOW)).toEqual({
      consent: { necessary: true, analytics: true, date: NOW.toISOString() },
      persisted: false,
    });
    expect(writeConsent(true, null, NOW).persisted).toBe(false);
    expect(clearConsent(throwingStorage)).toBe(false);
  });

  it('forgets the choice', () => {
    const storage = memoryStorage();
    writeConsent(true, storage, NOW);

    expect(clearConsent(storage)).toBe(true);
    expect(readConsent(storage, NOW)).toBeNull();
  });

  it('leaves other keys alone', () => {
    const storage = memoryStorage({ other: 'x' });
    writeConsent(false, storage, NOW);
    clearConsent(storage);

    expect(storage.data.get('other')).toBe('x');
  });
});

describe('parseConsent', () => {
  it('round-trips serializeConsent', () => {
    const consent = { necessary: true as const, analytics: true, date: NOW.toISOString() };
    expect(parseConsent(serializeConsent(consent), NOW)).toEqual(consent);
  });

  it.each([
    ['nothing', null],
    ['an empty string', ''],
    ['broken JSON', '{"version":1,"value":'],
    ['a bare value', '"all"'],
    ['null', 'null'],
    ['an array', '[true]'],
    ['another version', stored({ necessary: true, analytics: true }, NOW.toISOString(), CONSENT_VERSION + 1)],
    ['no version', JSON.stringify({ value: { necessary: true, analytics: true }, date: NOW.toISOString() })],
    ['no value', JSON.stringify({ version: CONSENT_VERSION, date: NOW.toISOString() })],
    ['a string as analytics', stored({ necessary: true, analytics: 'true' })],
    ['no date', JSON.stringify({ version: CONSENT_VERSION, value: { necessary: true, analytics: true } })],
    ['a date that is not one', stored({ necessary: true, analytics: true }, 'gisteren')],
    ['a date in the future', stored({ necessary: true, analytics: true }, new Date(NOW.getTime() + DAY_MS).toISOString())],
    [
      'a choice older than the maximum age',
      stored({ necessary: true, analytics: true }, new Date(NOW.getTime() - (CONSENT_MAX_AGE_DAYS + 1) * DAY_MS).toISOString()),
    ],
  ])('reads %s as no choice', (_case, raw) => {
    expect(parseConsent(raw, NOW)).toBeNull();
  });

  it('keeps a choice up to its maximum age and tolerates a little clock skew', () => {
    const yearOld = new Date(NOW.getTime() - CONSENT_MAX_AGE_DAYS * DAY_MS + 1000).toISOString();
    expect(parseConsent(stored({ necessary: true, analytics: false }, yearOld), NOW)?.analytics).toBe(false);

    const skewed = new Date(NOW.getTime() + 30_000).toISOString();
    expect(parseConsent(stored({ necessary: true, analytics: true }, skewed), NOW)?.analytics).toBe(true);
  });

  it('always reports necessary cookies as on, whatever is stored', () => {
    expect(parseConsent(stored({ necessary: false, analytics: false }), NOW)).toEqual({
      necessary: true,
      analytics: false,
      date: NOW.toISOString(),
    });
  });
});

describe('browserStorage', () => {
  it('is window.localStorage in a browser', () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it('is null when touching localStorage throws', () => {
    const spy = jest.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    try {
      expect(browserStorage()).toBeNull();
      expect(readConsent()).toBeNull();
    } finally {
      spy.mockRestore();
    }
  });
});
