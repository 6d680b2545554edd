// Medians over the runs of the profile (bench/profile.mjs) and its Markdown tables.

/** The median of numbers (the mean of the middle two for an even count); null for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number' && Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * The runs of one page folded into one: every number the median of that number over the runs
 * (a key missing in a run counts as 0 there, a table of time per owner has no entry for an
 * owner a run never sampled), every other value from the first run. Each figure is its own
 * median, so a row need not add up exactly.
 */
export function medianOfRuns(runs) {
  const first = runs[0];
  if (typeof first === 'number') return round(median(runs.map((run) => run ?? 0)));
  if (Array.isArray(first) || first === null || typeof first !== 'object') return first;
  const keys = [...new Set(runs.flatMap((run) => Object.keys(run ?? {})))];
  const numeric = (key) => runs.some((run) => typeof run?.[key] === 'number');
  return Object.fromEntries(
    keys.map((key) => {
      if (numeric(key)) return [key, round(median(runs.map((run) => (typeof run?.[key] === 'number' ? run[key] : 0))))];
      const values = runs.map((run) => run?.[key]).filter((value) => value !== undefined);
      return [key, values[0] && typeof values[0] === 'object' && !Array.isArray(values[0]) ? medianOfRuns(values) : values[0]];
    }),
  );
}

const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

/** The entries of a table of figures, largest first, the first `limit` and the rest summed as 'other'. */
export function topEntries(table, limit, { otherLabel = 'other' } = {}) {
  const entries = Object.entries(table ?? {}).sort((a, b) => b[1] - a[1]);
  if (entries.length <= limit) return entries;
  const rest = entries.slice(limit).reduce((sum, [, value]) => sum + value, 0);
  return [...entries.slice(0, limit), [otherLabel, round(rest)]];
}

/** A Markdown table from a header row and rows (cells as given). */
export function markdownTable(header, rows) {
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export const msCell = (value) => (value === null || value === undefined ? '–' : `${Math.round(value)} ms`);
export const kBCell = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
