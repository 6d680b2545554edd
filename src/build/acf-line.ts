import type { AcfLine } from '../model/acf-schema';
import { WORDPRESS_GRAPHQL_URL } from './sources';

/**
 * Which WPGraphQL for ACF line the WordPress runs, read from its schema, so no setting can
 * disagree with it: 2.x registers the interface AcfFieldGroupFields on every field group
 * (wpgraphql-acf src/Registry.php, register_initial_types), wp-graphql-acf 0.6.2 has no such type.
 */
export async function fetchAcfLine(url: string, init: { headers?: Record<string, string> } = {}): Promise<AcfLine> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      body: JSON.stringify({ query: '{ __type(name: "AcfFieldGroupFields") { name } }' }),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    throw new Error(`Could not ask ${url} which WPGraphQL for ACF it runs: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as { data?: { __type: { name: string } | null } } | null;
  if (!response.ok || !body?.data) throw new Error(`Could not ask ${url} which WPGraphQL for ACF it runs: HTTP ${response.status}`);
  return body.data.__type ? '2' : '0.6';
}

/** HTTP basic auth for a WordPress behind it (WPGRAPHQL_USER / WPGRAPHQL_PASSWORD, as gatsby-config passes them to the source plugin). */
function authHeaders(env: NodeJS.ProcessEnv): Record<string, string> {
  if (!env.WPGRAPHQL_USER) return {};
  return { authorization: `Basic ${Buffer.from(`${env.WPGRAPHQL_USER}:${env.WPGRAPHQL_PASSWORD ?? ''}`).toString('base64')}` };
}

let line: Promise<AcfLine> | undefined;

/** The line of the build's WordPress, asked once per process (schema customization and resolvers both need it). */
export function acfLine(): Promise<AcfLine> {
  line ??= fetchAcfLine(WORDPRESS_GRAPHQL_URL, { headers: authHeaders(process.env) });
  return line;
}
