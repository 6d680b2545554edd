import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildClientSchema, getIntrospectionQuery, lexicographicSortSchema, printSchema, type IntrospectionQuery } from 'graphql';

/**
 * Where a build writes the SDL of its Gatsby schema, when set: `npm run typegen -- --update` writes
 * the committed src/gatsby-schema.graphql, which scripts/typegen.mjs makes src/gatsby-types.d.ts
 * from at set-up (so the generated types need not be tracked); npm test's e2e build writes
 * .data/test-results/gatsby-schema.graphql, which e2e/typegen.e2e.ts holds against the committed one.
 */
export const SCHEMA_SNAPSHOT_ENV = 'SITE_SCHEMA_SNAPSHOT';

type Graphql = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>;

/** The schema as Gatsby's typegen prints it for develop (printSchema of the sorted schema), asked through the public `graphql` helper. */
export async function writeSchemaSnapshot(graphql: Graphql, file: string): Promise<void> {
  const { data, errors } = await graphql<IntrospectionQuery>(getIntrospectionQuery({ descriptions: true }));
  if (!data || errors) throw new Error(`the schema snapshot's introspection failed: ${JSON.stringify(errors)}`);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${printSchema(lexicographicSortSchema(buildClientSchema(data)))}\n`);
}
