/**
 * @jest-environment node
 *
 * GF's upload page (upload-route.ts) within its bounds: a path in `name` keeps the
 * unique prefix and cannot overwrite another upload; an aborted or failed upload leaves no file;
 * the waiting files are bounded in count and bytes (oldest removed first) and expire (upload-tmp.ts).
 * The stand-in runs as a child process with a small bound set through its environment variables.
 */
import realUploadNames from '../../../wordpress/real-captures/gf-upload-names.json';
import { mkdir, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { startStandInProcess, type StandInProcess } from '../stand-in-process';
import { DEFAULT_TMP_LIMITS, PART_MAX_AGE_MS, SCRATCH_DIR, sweepTmpFiles, tmpLimitsFromEnv } from './upload-tmp';

const KB = 1024;
const HOUR = 3600 * 1000;
/** The bound the stand-in runs with here: 3 files, 250,000 bytes, a day. */
const MAX_FILES = 3;
const MAX_BYTES = 250_000;

let standIn: StandInProcess;
let base = '';
let tmpRoot = '';

beforeAll(async () => {
  standIn = await startStandInProcess({ WORDPRESS_GF_TMP_MAX_FILES: String(MAX_FILES), WORDPRESS_GF_TMP_MAX_BYTES: String(MAX_BYTES), WORDPRESS_GF_TMP_MAX_AGE_HOURS: '24' });
  base = standIn.base;
  tmpRoot = path.join(standIn.dataDir, 'entries', 'uploads', '.gf-tmp');
}, 60_000);

afterAll(async () => {
  await standIn?.stop();
});

// Each test starts with no waiting uploads.
beforeEach(() => rm(tmpRoot, { recursive: true, force: true }));

/** The tmp folder of fixture form 7 (field 16: multi-file, pdf/jpg/png, 2 MB), as upload-route.ts gfTmpDir() names it. */
const formDir = () => path.join(tmpRoot, 'form-7');

async function upload(content: BlobPart, name: string, extra: Record<string, string> = {}) {
  const data = new FormData();
  const fields = { form_id: '7', field_id: '16', gform_unique_id: 'a1b2c3', original_filename: 'bijlage.pdf', name, ...extra };
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  data.append('file', new Blob([content]), 'bijlage.pdf');
  const response = await fetch(`${base}/?gf_page=upload`, { method: 'POST', body: data });
  const text = await response.text();
  return { status: response.status, json: (text ? JSON.parse(text) : undefined) as { status: string; data?: { temp_filename: string }; error?: { code: number; message: string } } | undefined };
}

const waiting = async () => (await readdir(formDir()).catch(() => [] as string[])).sort();
const scratch = () => readdir(path.join(tmpRoot, SCRATCH_DIR)).catch(() => [] as string[]);

describe('the temp file name', () => {
  it('is what real Gravity Forms 2.8.7 answers for the same names (recorded from a real WordPress)', async () => {
    for (const { name, answer } of realUploadNames.answers) {
      const real = answer.data.temp_filename.replace(/^abc123_input_3_[0-9A-Za-z]{16}_/, '');
      const ours = (await upload('%PDF', name)).json?.data?.temp_filename;
      expect({ name, file: ours?.replace(/^a1b2c3_input_16_[0-9A-Za-z]{16}_/, '') }).toEqual({ name, file: real });
      expect(ours).toMatch(/^a1b2c3_input_16_[0-9A-Za-z]{16}_/);
    }
  });

  it('keeps the unique prefix whatever `name` holds, so a path cannot overwrite another upload', async () => {
    const first = await upload('%PDF first', '../../../../tmp/evil.pdf');
    const second = await upload('%PDF second', '../../../../tmp/evil.pdf');
    const names = [first.json?.data?.temp_filename, second.json?.data?.temp_filename];
    // As real Gravity Forms names it (wordpress/real-captures/gf-upload-names.json: `tmpevil.pdf`).
    for (const name of names) expect(name).toMatch(/^a1b2c3_input_16_[0-9A-Za-z]{16}_tmpevil\.pdf$/);
    expect(names[0]).not.toBe(names[1]);
    expect(await waiting()).toEqual([...names].sort());
    expect(await readFile(path.join(formDir(), names[0]!), 'utf8')).toBe('%PDF first');
    expect(await readFile(path.join(formDir(), names[1]!), 'utf8')).toBe('%PDF second');
    // Backslashes, dot segments and odd characters are cleaned within the name part alone.
    expect((await upload('%PDF', '..\\..\\x/../a b?.pdf')).json?.data?.temp_filename).toMatch(/^a1b2c3_input_16_[0-9A-Za-z]{16}_x.a-b\.pdf$/);
    // Nothing landed where the path points from the form's folder (<data>/tmp/evil.pdf) or elsewhere.
    const everywhere = await readdir(standIn.dataDir, { recursive: true });
    expect(everywhere.filter((file) => path.basename(file) === 'evil.pdf')).toEqual([]);
  });

  it('a gform_unique_id too long for a file name: GF’s 102 for a file it cannot write, nothing kept', async () => {
    const answer = await upload('%PDF', 'a.pdf', { gform_unique_id: 'a'.repeat(300) });
    expect(answer.json).toEqual({ status: 'error', error: { code: 102, message: 'Failed to open output stream.' } });
    expect(await waiting()).toEqual([]);
    expect(await scratch()).toEqual([]);
  });
});

describe('an upload that does not finish', () => {
  it('aborted by the client mid-file: its .part file is removed', async () => {
    const url = new URL(base);
    const boundary = 'grens';
    const head = ['form_id', '7', 'field_id', '16', 'gform_unique_id', 'a1b2c3', 'name', 'half.pdf']
      .reduce<string[]>((parts, value, index, all) => (index % 2 ? parts : [...parts, `--${boundary}\r\nContent-Disposition: form-data; name="${value}"\r\n\r\n${all[index + 1]}\r\n`]), [])
      .join('');
    const req = http.request({ host: url.hostname, port: url.port, method: 'POST', path: '/?gf_page=upload', headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': 4 * 1024 * KB } });
    req.on('error', () => undefined);
    req.write(`${head}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\n\r\n`);
    req.write(Buffer.alloc(512 * KB, 'a'));
    // Until the stand-in has written part of the file …
    const deadline = Date.now() + 5000;
    for (;;) {
      const parts = await scratch();
      const sizes = await Promise.all(parts.map((name) => stat(path.join(tmpRoot, SCRATCH_DIR, name)).then((info) => info.size, () => 0)));
      if (sizes.some((size) => size > 0)) break;
      if (Date.now() > deadline) throw new Error('the route never wrote the partial upload');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // … then the client goes away.
    req.destroy();
    const gone = Date.now() + 5000;
    while ((await scratch()).length > 0) {
      if (Date.now() > gone) throw new Error(`the scratch folder still holds ${(await scratch()).join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(await waiting()).toEqual([]);
  });

  it('refused (type, size, malformed body): nothing is kept', async () => {
    expect((await upload('x', 'notities.docx')).json?.error?.code).toBe(104);
    expect((await upload(Buffer.alloc(2 * 1024 * KB + 1), 'groot.pdf')).json).toEqual({ status: 'error', error: { code: 104, message: 'File exceeds size limit. Maximum file size: 2MB' } });
    const malformed = await fetch(`${base}/?gf_page=upload`, { method: 'POST', body: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\nabc', headers: { 'Content-Type': 'multipart/form-data; boundary=x' } });
    expect(await malformed.json()).toEqual({ status: 'error', error: { code: 103, message: 'Failed to move uploaded file.' } });
    expect(await waiting()).toEqual([]);
    expect(await scratch()).toEqual([]);
  });
});

describe('the bound on waiting files', () => {
  const names = async (answers: Array<Awaited<ReturnType<typeof upload>>>) => answers.map((answer) => answer.json?.data?.temp_filename ?? `(refused: ${JSON.stringify(answer.json)})`);

  it(`keeps at most ${MAX_FILES} files (WORDPRESS_GF_TMP_MAX_FILES), removing the oldest first`, async () => {
    const answers = [];
    for (let index = 0; index < 5; index++) {
      answers.push(await upload(`%PDF ${index}`, `f${index}.pdf`));
      // Distinct modification times, as uploads minutes apart have.
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(await waiting()).toEqual((await names(answers)).slice(2).sort());
  });

  it(`keeps at most ${MAX_BYTES} bytes (WORDPRESS_GF_TMP_MAX_BYTES), removing the oldest first, and refuses a file larger than the bound itself`, async () => {
    const answers = [];
    for (let index = 0; index < 4; index++) {
      answers.push(await upload(Buffer.alloc(100 * KB, index), `f${index}.pdf`));
      await new Promise((resolve) => setTimeout(resolve, 15));
    }
    expect(await waiting()).toEqual((await names(answers)).slice(2).sort());
    const large = await upload(Buffer.alloc(MAX_BYTES + 1), 'large.pdf');
    expect(large.json).toEqual({ status: 'error', error: { code: 102, message: 'Failed to open output stream.' } });
    expect(await waiting()).toEqual((await names(answers)).slice(2).sort());
    expect(await scratch()).toEqual([]);
  });

  it('removes files older than WORDPRESS_GF_TMP_MAX_AGE_HOURS and .part files older than GF’s 5 hours on the next upload', async () => {
    const dir = formDir();
    const scratchDir = path.join(tmpRoot, SCRATCH_DIR);
    await mkdir(dir, { recursive: true });
    await mkdir(scratchDir, { recursive: true });
    const age = async (file: string, ms: number) => {
      await writeFile(file, 'x');
      const then = new Date(Date.now() - ms);
      await utimes(file, then, then);
    };
    await age(path.join(dir, 'old_input_16_0000000000000000_a.pdf'), 25 * HOUR);
    await age(path.join(dir, 'recent_input_16_0000000000000000_b.pdf'), 23 * HOUR);
    await age(path.join(scratchDir, '1-dead.part'), PART_MAX_AGE_MS + HOUR);
    await age(path.join(scratchDir, '1-streaming.part'), 60 * 1000);
    const fresh = await upload('%PDF', 'c.pdf');
    expect(await waiting()).toEqual(['recent_input_16_0000000000000000_b.pdf', fresh.json!.data!.temp_filename].sort());
    expect(await scratch()).toEqual(['1-streaming.part']);
  });

  it('sweepTmpFiles reports what is left and never removes the file it is told to keep', async () => {
    const formDir = path.join(tmpRoot, 'form-3');
    await mkdir(formDir, { recursive: true });
    for (const [index, name] of ['a', 'b', 'c'].entries()) {
      await writeFile(path.join(formDir, name), Buffer.alloc(10));
      const then = new Date(Date.now() - (3 - index) * 1000);
      await utimes(path.join(formDir, name), then, then);
    }
    const result = await sweepTmpFiles(tmpRoot, { maxBytes: 5, maxFiles: 10, maxAgeMs: HOUR }, { keep: path.join(formDir, 'a') });
    expect(result).toEqual({ removed: [path.join(formDir, 'b'), path.join(formDir, 'c')], files: 1, bytes: 10 });
    expect(await readdir(formDir)).toEqual(['a']);
  });
});

describe('tmpLimitsFromEnv', () => {
  it('reads the three variables, with defaults, and refuses what is not a positive number', () => {
    expect(tmpLimitsFromEnv({})).toEqual(DEFAULT_TMP_LIMITS);
    expect(DEFAULT_TMP_LIMITS).toEqual({ maxBytes: 100 * 1024 * KB, maxFiles: 100, maxAgeMs: 24 * HOUR });
    expect(tmpLimitsFromEnv({ WORDPRESS_GF_TMP_MAX_BYTES: '1048576', WORDPRESS_GF_TMP_MAX_FILES: '5', WORDPRESS_GF_TMP_MAX_AGE_HOURS: '0.5' })).toEqual({ maxBytes: 1024 * KB, maxFiles: 5, maxAgeMs: HOUR / 2 });
    expect(() => tmpLimitsFromEnv({ WORDPRESS_GF_TMP_MAX_FILES: '2.5' })).toThrow(/WORDPRESS_GF_TMP_MAX_FILES must be a positive whole number, not '2.5'/);
    expect(() => tmpLimitsFromEnv({ WORDPRESS_GF_TMP_MAX_BYTES: '-1' })).toThrow(/positive/);
    expect(() => tmpLimitsFromEnv({ WORDPRESS_GF_TMP_MAX_AGE_HOURS: 'a day' })).toThrow(/WORDPRESS_GF_TMP_MAX_AGE_HOURS must be a positive number/);
  });
});
