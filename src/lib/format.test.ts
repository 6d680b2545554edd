import fc from 'fast-check';
import { formatDutchDate, formatPrice, parsePrice } from './format';

describe('formatDutchDate', () => {
  it('writes a date in Dutch long format', () => {
    expect(formatDutchDate('2026-03-03')).toBe('3 maart 2026');
    expect(formatDutchDate('2025-01-14T08:47:00')).toBe('14 januari 2025');
    expect(formatDutchDate('2026-11-17T08:31:00.000')).toBe('17 november 2026');
  });

  it.each([
    ['2026-01-01', '1 januari 2026'],
    ['2026-02-28', '28 februari 2026'],
    ['2026-05-09', '9 mei 2026'],
    ['2026-06-10', '10 juni 2026'],
    ['2026-07-21', '21 juli 2026'],
    ['2026-08-11', '11 augustus 2026'],
    ['2026-10-13', '13 oktober 2026'],
    ['2026-12-31', '31 december 2026'],
  ])('names every month in Dutch: %s → %s', (iso, expected) => {
    expect(formatDutchDate(iso)).toBe(expected);
  });

  it('keeps the calendar day of a WordPress wall-clock time (no zone), late at night too', () => {
    expect(formatDutchDate('2026-03-03T23:59:59')).toBe('3 maart 2026');
    expect(formatDutchDate('2026-03-03T00:00:00')).toBe('3 maart 2026');
    expect(formatDutchDate('2026-03-03 23:30:00')).toBe('3 maart 2026');
  });

  it('shows a moment with a zone as its day in Amsterdam', () => {
    // 23:30 UTC is 00:30 the next day in Amsterdam (winter time, UTC+1).
    expect(formatDutchDate('2026-03-03T23:30:00Z')).toBe('4 maart 2026');
    // 22:30 UTC is 00:30 the next day in summer time (UTC+2).
    expect(formatDutchDate('2026-07-01T22:30:00Z')).toBe('2 juli 2026');
    expect(formatDutchDate('2026-07-01T21:30:00Z')).toBe('1 juli 2026');
    expect(formatDutchDate('2026-03-03T00:30:00+01:00')).toBe('3 maart 2026');
    expect(formatDutchDate('2026-03-03T20:00:00-0500')).toBe('4 maart 2026');
  });

  it.each([
    ['null', null],
    ['undefined', undefined],
    ['an empty string', ''],
    ['spaces', '   '],
    ['text', 'gisteren'],
    ['a Dutch date', '3 maart 2026'],
    ['a day that does not exist', '2026-02-30'],
    ['month 13', '2026-13-01'],
    ['hour 24', '2026-03-03T24:00:00'],
    ['a bad zone', '2026-03-03T10:00:00+1'],
    ['a timestamp', '1772524800000'],
  ])('returns an empty string for %s', (_case, value) => {
    expect(formatDutchDate(value)).toBe('');
  });
});

describe('formatPrice', () => {
  it.each<[number, boolean, string]>([
    [0, false, '€\u00a00,00'],
    [5, false, '€\u00a00,05'],
    [995, false, '€\u00a09,95'],
    [1250, true, '€\u00a012,50/mnd'],
    [1750, true, '€\u00a017,50/mnd'],
    [100000, false, '€\u00a01.000,00'],
    [123456789, true, '€\u00a01.234.567,89/mnd'],
    [-1250, false, '€\u00a0-12,50'],
    [-5, false, '€\u00a0-0,05'],
    [12.6, false, '€\u00a00,13'],
    [Number.NaN, false, '€\u00a00,00'],
  ])('%p cents (per month: %p) → %p', (cents, perMonth, text) => {
    expect(formatPrice(cents, { perMonth })).toBe(text);
  });

  it('writes what Intl writes for nl-NL euros', () => {
    const intl = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (cents) => {
        expect(formatPrice(cents)).toBe(intl.format(cents / 100));
      }),
    );
  });

  it('round-trips through parsePrice for every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.boolean(), (cents, perMonth) => {
        expect(parsePrice(formatPrice(cents, { perMonth }))).toBe(cents);
      }),
    );
  });

  it.each(['', '12,50', '€ 12.50', '€ 1234,50', '€ 12,5', 'gratis', '€ 12,50 p/m'])('parsePrice(%p) is null', (text) => {
    expect(parsePrice(text)).toBeNull();
  });
});
