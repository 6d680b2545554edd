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
  return typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string' && isQuotationId((value as { id: string }).id);
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
  if (!event || typeof event.blobs !== 'string' || !event.blobs || typeof event.headers !== 'object' || event.headers === null) return false;
  connectLambda(event as Parameters<typeof connectLambda>[0]);
  return true;
}

export function netlifyBlobsStore(settings: NetlifyBlobsSettings): QuotationStore {
  const api = Boolean(settings.token);
  const consistency = api ? 'strong' : 'eventual';
  const store = api
    ? getStore({ name: settings.name, siteID: settings.siteID, token: settings.token, apiURL: settings.apiURL, consistency })
    : getStore({ name: settings.name, consistency });
  return {
    location: api ? `Netlify Blobs store "${settings.name}" of site ${settings.siteID}` : `Netlify Blobs store "${settings.name}"`,
    put: async (record) => {
      if (!isQuotationId(record.id)) throw new Error(`Not a quotation id: ${record.id}`);
      await store.setJSON(record.id, record);
    },
    list: async () => {
      // Without `paginate`, list() follows every page itself.
      const { blobs } = await store.list();
      const ids = blobs.map((blob) => blob.key).filter(isQuotationId).sort();
      const records = await Promise.all(ids.map((id) => store.get(id, { type: 'json', consistency }) as Promise<unknown>));
      return records.filter(isStoredQuotation);
    },
  };
}
