/**
 * Dutch (nl-NL) formatting for what the site shows: dates in the long form (docs/behaviour/blocks.md#banners)
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

/**
 * Prices (docs/behaviour/packages-and-quotation.md#prices-and-rounding): nl-NL, euro sign, always 2 decimals, '/mnd' after monthly amounts. Takes
 * integer cents, the only way the quotation holds money: 1250 → '€ 12,50', with perMonth
 * '€ 12,50/mnd'. The space after '€' is a no-break space (as Intl writes it), so a price
 * never wraps. Euros and cents are written apart: dividing by 100 would bring floats back.
 */
const euroGroups = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0, useGrouping: true });

export const PER_MONTH_SUFFIX = '/mnd';
const EURO_PREFIX = '€\u00a0';

export function formatPrice(cents: number, { perMonth = false }: { perMonth?: boolean } = {}): string {
  const whole = Number.isFinite(cents) ? Math.round(cents) : 0;
  const absolute = Math.abs(whole);
  const sign = whole < 0 ? '-' : '';
  const euros = euroGroups.format(Math.trunc(absolute / 100));
  const rest = String(absolute % 100).padStart(2, '0');
  return `${EURO_PREFIX}${sign}${euros},${rest}${perMonth ? PER_MONTH_SUFFIX : ''}`;
}

/** formatPrice read back: '€ 1.234,56/mnd' → 123456; null for anything else. */
export function parsePrice(text: string): number | null {
  const match = /^€[\s\u00a0]?(-?)(\d{1,3}(?:\.\d{3})*),(\d{2})(?:\/mnd)?$/.exec(text.trim());
  if (!match) return null;
  const [, sign, euros = '', rest = ''] = match;
  const cents = Number(euros.replace(/\./g, '')) * 100 + Number(rest);
  if (!Number.isSafeInteger(cents)) return null;
  return sign ? -cents : cents;
}
