#!/usr/bin/env node
/**
 * No function over 120 lines in the site's code, the stand-in, the scripts and the bench
 * (scripts/lib/function-length.ts says how it counts). `npm run lint` and `npm test`'s lint step run
 * it after ESLint; exit code 1 with what is wrong.
 */
import { fileURLToPath } from 'node:url';
import { longFunctionsUnder, MAX_LINES, problemsOf } from './lib/function-length.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const problems = problemsOf(longFunctionsUnder(root));
for (const problem of problems) console.error(`✖ ${problem}`);
if (problems.length) process.exit(1);
console.log(`✔ no function longer than ${MAX_LINES} lines`);
