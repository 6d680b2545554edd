import { formatDutchDate } from './format';

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
