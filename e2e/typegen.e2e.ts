/**
 * The schema the site's types are made from at set-up (src/gatsby-schema.graphql, scripts/typegen.mjs)
 * is the schema of this build on the stand-in (written by src/build/schema-snapshot.ts), so `tsc`
 * checks components against the data a build gives them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, findBreakingChanges, findDangerousChanges } from 'graphql';

const ROOT = path.resolve(__dirname, '..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

it('src/gatsby-schema.graphql is the Gatsby schema of the build on the stand-in (else: npm run typegen -- --update)', () => {
  const built = read('.data/test-results/gatsby-schema.graphql');
  const committed = read('src/gatsby-schema.graphql');
  if (built === committed) return;
  // Name what differs: a plain inequality of two 250 kB files says nothing.
  const [before, after] = [buildSchema(committed), buildSchema(built)];
  const changes = [...findBreakingChanges(before, after), ...findDangerousChanges(before, after), ...findBreakingChanges(after, before)];
  expect(changes.map((change) => change.description)).toEqual([]);
  expect(built).toBe(committed);
});
