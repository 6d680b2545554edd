/**
 * Dutch (nl-NL) formatting for what the site shows: dates in the long form of spec §2
 * ("3 maart 2026"). Pure functions: the same input gives the same text at build time and in
 * the browser, whatever the machine's own time zone, so hydration never disagrees.
 */

/** The site's time zone: WordPress stores and shows dates in it. */
export const SITE_TIME_ZONE = 'Europe/Amsterdam';

const DUTCH_LONG_DATE: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric' };

/** Formatters are costly to build; one per time zone is enough. */
const longDateFormatters = new Map<string, Intl.DateTimeFormat>();

function longDateFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = longDateFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('nl-NL', { ...DUTCH_LONG_DATE, timeZone });
    longDateFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * ISO 8601 as WordPress gives it: a date, optionally a time, optionally a zone
 * ('2026-03-03', '2026-03-03T08:07:00', '2026-03-03T07:07:00Z', '2026-03-03T08:07:00+01:00').
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * A date in Dutch long format: '2026-03-03T08:07:00' → '3 maart 2026'; '' for anything that
 * is not a valid ISO date. A moment with a zone (Z or an offset) is shown as the calendar
 * day in Europe/Amsterdam. A date or time without a zone is WordPress's own wall-clock
 * time, which is already Amsterdam time (WPGraphQL `date`): its calendar day is kept as
 * written, instead of being read in the time zone of whatever machine runs this.
 */
export function formatDutchDate(iso: string | null | undefined): string {
  if (typeof iso !== 'string') return '';
  const match = ISO_DATE.exec(iso.trim());
  if (!match) return '';
  const [, year, month, day, hour = '0', minute = '0', second = '0', zone] = match;
  const parts = [year, month, day, hour, minute, second].map(Number) as [number, number, number, number, number, number];
  const [y, m, d, h, min, s] = parts;
  if (h > 23 || min > 59 || s > 59) return '';

  // Date.UTC rolls over out-of-range parts (31 February → 3 March): such a date is invalid.
  const calendarDay = new Date(Date.UTC(y, m - 1, d));
  if (calendarDay.getUTCFullYear() !== y || calendarDay.getUTCMonth() !== m - 1 || calendarDay.getUTCDate() !== d) return '';

  if (!zone) return longDateFormatter('UTC').format(calendarDay);
  const moment = Date.UTC(y, m - 1, d, h, min, s) - zoneOffsetMinutes(zone) * 60_000;
  return longDateFormatter(SITE_TIME_ZONE).format(new Date(moment));
}

/** 'Z' → 0, '+01:00' or '+0100' → 60, '-05:30' → -330. */
function zoneOffsetMinutes(zone: string): number {
  if (zone.toUpperCase() === 'Z') return 0;
  const sign = zone.startsWith('-') ? -1 : 1;
  const digits = zone.slice(1).replace(':', '');
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4)));
}
