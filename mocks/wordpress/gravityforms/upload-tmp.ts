/**
 * The bound on the files GF's upload page (upload-route.ts) keeps waiting for a submission.
 *
 * Real Gravity Forms (pronamic/gravityforms 2.8.7) cleans its `gravity_forms/<form>/tmp` folder in
 * two places, neither of them a cron job (the daily `gravityforms_cron`, GFForms::cron() in
 * gravityforms.php, deletes old export and log files, not tmp files):
 * - includes/upload.php GFAsyncUpload::upload(): on every upload, `.part` files in the form's tmp
 *   folder older than `$max_file_age = 5 * 3600` seconds (filter `gform_cleanup_target_dir`);
 * - form_display.php GFFormDisplay::clean_up_files(), after a submission: that submission's own
 *   `<gform_unique_id>_input_*` files, then every tmp file older than 2 days (30 with Save and
 *   Continue; filter `gform_temp_file_expiration_days`).
 * So a WordPress whose forms get uploads but no submissions keeps them without bound. A dev server
 * shared by every test run cannot: on every accepted upload the stand-in removes `.part` files
 * older than GF's 5 hours, temp files older than `maxAgeMs`, and then the oldest temp files until
 * at most `maxFiles` files of at most `maxBytes` bytes are left (the upload just accepted stays).
 * A removed file is what GF's expiry makes of it: a submission naming it gets no file for it.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

export interface TmpLimits {
  /** Bytes all waiting files together may take. */
  maxBytes: number;
  /** How many files may wait. */
  maxFiles: number;
  /** How long a file may wait. */
  maxAgeMs: number;
}

const HOUR_MS = 3600 * 1000;

/** A day (GF keeps them 2 days, but a test run never needs yesterday's upload), 100 files, 100 MiB (four uploads at the 25 MB cap). */
export const DEFAULT_TMP_LIMITS: Readonly<TmpLimits> = { maxBytes: 100 * 1024 * 1024, maxFiles: 100, maxAgeMs: 24 * HOUR_MS };

/** GF's age for an unfinished `.part` file (upload.php `$max_file_age`). */
export const PART_MAX_AGE_MS = 5 * HOUR_MS;

/** The folder under the tmp root where uploads stream to `<pid>-<random>.part` before they are checked. */
export const SCRATCH_DIR = '.scratch';

function positive(name: string, raw: string | undefined, fallback: number, whole: boolean): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0 || (whole && !Number.isInteger(value))) {
    throw new Error(`${name} must be a positive ${whole ? 'whole ' : ''}number, not '${raw}'.`);
  }
  return value;
}

/** WORDPRESS_GF_TMP_MAX_BYTES, WORDPRESS_GF_TMP_MAX_FILES and WORDPRESS_GF_TMP_MAX_AGE_HOURS, or the defaults. */
export function tmpLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): TmpLimits {
  return {
    maxBytes: positive('WORDPRESS_GF_TMP_MAX_BYTES', env.WORDPRESS_GF_TMP_MAX_BYTES, DEFAULT_TMP_LIMITS.maxBytes, true),
    maxFiles: positive('WORDPRESS_GF_TMP_MAX_FILES', env.WORDPRESS_GF_TMP_MAX_FILES, DEFAULT_TMP_LIMITS.maxFiles, true),
    maxAgeMs: positive('WORDPRESS_GF_TMP_MAX_AGE_HOURS', env.WORDPRESS_GF_TMP_MAX_AGE_HOURS, DEFAULT_TMP_LIMITS.maxAgeMs / HOUR_MS, false) * HOUR_MS,
  };
}

const list = (dir: string) => readdir(dir).catch(() => [] as string[]);

interface TmpFile {
  file: string;
  size: number;
  mtimeMs: number;
}

async function filesIn(dir: string, names: readonly string[]): Promise<TmpFile[]> {
  const files = await Promise.all(
    names.map(async (name) => {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => null);
      return info?.isFile() ? { file, size: info.size, mtimeMs: info.mtimeMs } : null;
    }),
  );
  return files.filter((file): file is TmpFile => file !== null);
}

export interface SweepResult {
  removed: string[];
  /** What is left waiting. */
  files: number;
  bytes: number;
}

/**
 * Applies `limits` to the temp files under `root` (`form-<id>/` folders, and `.part` files in
 * SCRATCH_DIR by GF's 5 hours), oldest first; never removes `keep`.
 */
export async function sweepTmpFiles(root: string, limits: TmpLimits, options: { now?: number; keep?: string } = {}): Promise<SweepResult> {
  const now = options.now ?? Date.now();
  const removed: string[] = [];
  const remove = async (file: string) => {
    await rm(file, { force: true });
    removed.push(file);
  };
  const scratch = path.join(root, SCRATCH_DIR);
  for (const part of await filesIn(scratch, (await list(scratch)).filter((name) => name.endsWith('.part')))) {
    if (now - part.mtimeMs > PART_MAX_AGE_MS) await remove(part.file);
  }
  const formDirs = (await list(root)).filter((name) => /^form-\d+$/.test(name)).map((name) => path.join(root, name));
  const waiting = (await Promise.all(formDirs.map(async (dir) => filesIn(dir, await list(dir))))).flat();
  waiting.sort((a, b) => a.mtimeMs - b.mtimeMs || a.file.localeCompare(b.file));
  let files = waiting.length;
  let bytes = waiting.reduce((sum, file) => sum + file.size, 0);
  for (const file of waiting) {
    if (file.file === options.keep) continue;
    const expired = now - file.mtimeMs >= limits.maxAgeMs;
    if (!expired && files <= limits.maxFiles && bytes <= limits.maxBytes) continue;
    await remove(file.file);
    files -= 1;
    bytes -= file.size;
  }
  return { removed, files, bytes };
}
