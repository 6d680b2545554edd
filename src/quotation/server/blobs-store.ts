/**
 * The hosted request store: Netlify Blobs (QUOTATION_STORE=netlify-blobs), through Netlify's own
 * client, @netlify/blobs. One JSON blob per request, its key the quotation id.
 *
 * Access, as @netlify/blobs' README describes its modes:
 * - on Netlify, from the context Netlify hands each invocation: gatsby-adapter-netlify runs the
 *   Function as a Lambda-style handler and puts the event on `req.netlifyFunctionParams`
 *   (node_modules/gatsby-adapter-netlify/dist/lambda-handler.js, createRequestObject);
 *   src/api/package-quotation.ts passes it to connectLambda, which reads `event.blobs` and the
 *   site and deploy headers. That context has no uncached edge URL, so reads there are
 *   'eventual' (the Function only writes);
 * - anywhere else (the resend command, another host), "API access" with a site ID and a personal
 *   access token (getStore({ siteID, token })), and reads are 'strong': the resend command must
 *   see every request the Function stored.
 */
import { connectLambda, getStore } from '@netlify/blobs';
import { byTimeThenId, eventName, hashKey, newEventId, parseEventName, type LimitScope, type RateEvent, type RateLog } from './limits';
import { isQuotationId, type QuotationStore, type StoredQuotation } from './store';

export interface NetlifyBlobsSettings {
  /** The store's name (QUOTATION_BLOBS_STORE). */
  name: string;
  /** The Netlify site (NETLIFY_SITE_ID, or SITE_ID as Netlify sets it); with `token`, or neither (Netlify's own context). */
  siteID?: string;
  /** A Netlify personal access token (NETLIFY_BLOBS_TOKEN); without it, the context Netlify gives the invocation. */
  token?: string;
  /** The API's origin, default Netlify's (NETLIFY_BLOBS_API_URL; the tests point it at @netlify/blobs' BlobsServer). */
  apiURL?: string;
}

function isStoredQuotation(value: unknown): value is StoredQuotation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { id?: unknown }).id === 'string' &&
    isQuotationId((value as { id: string }).id)
  );
}

/** Whether Netlify's Blobs context is there (connectLambda set it, or the platform's environment). */
export function hasNetlifyBlobsContext(env: NodeJS.ProcessEnv): boolean {
  return Boolean((globalThis as { netlifyBlobsContext?: unknown }).netlifyBlobsContext || env.NETLIFY_BLOBS_CONTEXT);
}

interface LambdaEventLike {
  blobs?: unknown;
  headers?: unknown;
}

/** On Netlify: the invocation's Blobs context from its Lambda event (`req.netlifyFunctionParams.event`), when it has one. */
export function connectNetlifyBlobs(event: LambdaEventLike | undefined): boolean {
  if (!event || typeof event.blobs !== 'string' || !event.blobs || typeof event.headers !== 'object' || event.headers === null)
    return false;
  connectLambda(event as Parameters<typeof connectLambda>[0]);
  return true;
}

function openStore(settings: NetlifyBlobsSettings) {
  const api = Boolean(settings.token);
  const consistency = api ? ('strong' as const) : ('eventual' as const);
  const store = api
    ? getStore({ name: settings.name, siteID: settings.siteID, token: settings.token, apiURL: settings.apiURL, consistency })
    : getStore({ name: settings.name, consistency });
  return { api, consistency, store };
}

export function netlifyBlobsStore(settings: NetlifyBlobsSettings): QuotationStore {
  const { api, consistency, store } = openStore(settings);
  return {
    location: api ? `Netlify Blobs store "${settings.name}" of site ${settings.siteID}` : `Netlify Blobs store "${settings.name}"`,
    put: async (record) => {
      if (!isQuotationId(record.id)) throw new Error(`Not a quotation id: ${record.id}`);
      await store.setJSON(record.id, record);
    },
    list: async () => {
      // Without `paginate`, list() follows every page itself.
      const { blobs } = await store.list();
      const ids = blobs
        .map((blob) => blob.key)
        .filter(isQuotationId)
        .sort();
      const records = await Promise.all(ids.map((id) => store.get(id, { type: 'json', consistency }) as Promise<unknown>));
      return records.filter(isStoredQuotation);
    },
    remove: async (id) => {
      if (!isQuotationId(id)) throw new Error(`Not a quotation id: ${id}`);
      await store.delete(id);
    },
  };
}

/**
 * The rate limiter's events (limits.ts) in a Blobs store of their own: one empty blob per event,
 * keyed `<scope>/<hashed key>/<time>-<id>`, so listing a key's prefix gives its log (`list({ prefix })`).
 * Events are only ever added or deleted, never changed, so no write can overwrite another's: the
 * limiter's record-then-rank admission needs no atomic counter, which Blobs does not have. In a
 * Function on Netlify (no token) listings are eventually consistent, so a burst spread over
 * Function instances within moments may pass a limit by the events not yet listed.
 */
export function blobsRateLog(settings: NetlifyBlobsSettings): RateLog {
  const { api, store } = openStore(settings);
  const keyPrefix = (scope: LimitScope, key: string) => `${scope}/${hashKey(scope, key)}/`;
  async function prune(prefix: string, since: number): Promise<RateEvent[]> {
    const { blobs } = await store.list({ prefix });
    const kept: RateEvent[] = [];
    await Promise.all(
      blobs.map(async ({ key }) => {
        const event = parseEventName(key.slice(key.lastIndexOf('/') + 1));
        if (event && event.at >= since) kept.push(event);
        else await store.delete(key).catch(() => undefined);
      }),
    );
    return kept.sort(byTimeThenId);
  }
  return {
    location: api ? `Netlify Blobs store "${settings.name}" of site ${settings.siteID}` : `Netlify Blobs store "${settings.name}"`,
    async add(scope, key, at, windowMs) {
      const prefix = keyPrefix(scope, key);
      const id = newEventId();
      await store.set(`${prefix}${eventName(at, id)}`, '');
      return { id, events: await prune(prefix, at - windowMs) };
    },
    async remove(scope, key, id) {
      const prefix = keyPrefix(scope, key);
      const { blobs } = await store.list({ prefix });
      await Promise.all(
        blobs.filter((blob) => parseEventName(blob.key.slice(prefix.length))?.id === id).map((blob) => store.delete(blob.key)),
      );
    },
    async sweep(windowMs, now) {
      for (const scope of Object.keys(windowMs) as LimitScope[]) await prune(`${scope}/`, now - windowMs[scope]);
    },
  };
}
