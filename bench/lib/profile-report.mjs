// @ts-check
// Medians over the runs of the profile (bench/profile.mjs) and its Markdown tables.

/**
 * The median of numbers (the mean of the middle two for an even count); null for none.
 * @param {unknown[]} values anything but a finite number is left out
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values
    .filter(/** @returns {value is number} */ (value) => typeof value === 'number' && Number.isFinite(value))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  // Indexes within the list: middle - 1 ≥ 0 for an even count of at least two.
  const at = (/** @type {number} */ index) => /** @type {number} */ (sorted[index]);
  return sorted.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}

/**
 * The runs of one page folded into one: every number the median of that number over the runs
 * (a key missing in a run counts as 0 there, a table of time per owner has no entry for an
 * owner a run never sampled), every other value from the first run. Each figure is its own
 * median, so a row need not add up exactly.
 * @template T
 * @param {T[]} runs the same figures from each run
 * @returns {T} their shape (a number that no run has is null)
 */
export function medianOfRuns(runs) {
  const first = runs[0];
  if (typeof first === 'number') return /** @type {T} */ (round(median(runs.map((run) => run ?? 0))));
  if (Array.isArray(first) || first === null || typeof first !== 'object') return /** @type {T} */ (first);
  // Objects from here on (or a run that has none).
  const records = /** @type {Array<Record<string, unknown> | null | undefined>} */ (runs);
  const keys = [...new Set(records.flatMap((run) => Object.keys(run ?? {})))];
  const numeric = (/** @type {string} */ key) => records.some((run) => typeof run?.[key] === 'number');
  return /** @type {T} */ (
    Object.fromEntries(
      keys.map((key) => {
        if (numeric(key)) return [key, round(median(records.map((run) => (typeof run?.[key] === 'number' ? run[key] : 0))))];
        const values = records.map((run) => run?.[key]).filter((value) => value !== undefined);
        return [key, values[0] && typeof values[0] === 'object' && !Array.isArray(values[0]) ? medianOfRuns(values) : values[0]];
      }),
    )
  );
}

/**
 * One decimal; null stays null (so a number stays a number).
 * @template {number | null} N
 * @param {N} value
 * @returns {N}
 */
const round = (value) => /** @type {N} */ (value === null ? null : Math.round(value * 10) / 10);

/**
 * The entries of a table of figures, largest first, the first `limit` and the rest summed as 'other'.
 * @param {Record<string, number> | null | undefined} table
 * @param {number} limit
 * @param {{ otherLabel?: string }} [options]
 * @returns {Array<[string, number]>}
 */
export function topEntries(table, limit, { otherLabel = 'other' } = {}) {
  const entries = Object.entries(table ?? {}).sort((a, b) => b[1] - a[1]);
  if (entries.length <= limit) return entries;
  const rest = entries.slice(limit).reduce((sum, [, value]) => sum + value, 0);
  return [...entries.slice(0, limit), [otherLabel, round(rest)]];
}

/**
 * A Markdown table from a header row and rows (cells as given).
 * @param {string[]} header
 * @param {Array<Array<string | number | null | undefined>>} rows
 */
export function markdownTable(header, rows) {
  const line = (/** @type {Array<string | number | null | undefined>} */ cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const msCell = (/** @type {number | null | undefined} */ value) =>
  value === null || value === undefined ? '–' : `${Math.round(value)} ms`;
export const kBCell = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} kB`;
