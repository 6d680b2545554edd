// @ts-check
// `npm run bench -- --load [--duration 30] [--connections 50] [--out file]`: the bounded load test
// (bench/lib/load.mjs): autocannon on loopback against POST /api/package-quotation on the built
// site (scripts/serve.ts) and the stand-in's Gravity Forms submissions. Prints the table for the
// "Load" section of docs/performance.md and writes bench/results/load.json; exit code 1 when a check failed
// (an error, a time-out, a non-2xx answer, or stored ≠ accepted). Needs `npm run build` first.
// `node bench/load.mjs …` runs it too (e2e/load.e2e.ts does, with --out under .data/test-results).
// Heavy: run it under `flock /tmp/heavy.lock`.
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root, stopAll, stopChildrenOnSignals } from '../scripts/lib/processes.mjs';
import { DEFAULT_CONNECTIONS, DEFAULT_DURATION_SECONDS, loadTable, runLoad } from './lib/load.mjs';

/**
 * @param {string[]} argv
 * @param {string} name
 * @param {number} fallback
 */
function option(argv, name, fallback) {
  const index = argv.indexOf(name);
  if (index < 0) return fallback;
  const value = Number(argv[index + 1]);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number, not '${argv[index + 1]}'`);
  return value;
}

/** @param {string[]} argv */
export async function benchLoad(argv) {
  const seconds = option(argv, '--duration', Number(process.env.LOAD_SECONDS) || DEFAULT_DURATION_SECONDS);
  const connections = option(argv, '--connections', DEFAULT_CONNECTIONS);
  const started = Date.now();
  const result = await runLoad({ seconds, connections });
  const record = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    wallSeconds: Math.round((Date.now() - started) / 1000),
    ...result,
  };
  const outIndex = argv.indexOf('--out');
  const outArg = outIndex > 0 ? argv[outIndex + 1] : path.join('bench', 'results', 'load.json');
  if (outArg === undefined) throw new Error('--out needs a file name');
  const out = path.resolve(root, outArg);
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(record, null, 2)}\n`);
  console.log(`\n${loadTable(result)}\n\n(${record.machine}; ${record.wallSeconds} s in all; ${path.relative(root, out)})`);
  if (result.problems.length) {
    console.error(`\n✖ ${result.problems.length} check(s) failed:\n  ${result.problems.join('\n  ')}`);
    process.exitCode = 1;
  }
  await stopAll();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  stopChildrenOnSignals();
  benchLoad(process.argv).catch(async (error) => {
    console.error(error);
    await stopAll();
    process.exit(1);
  });
}
