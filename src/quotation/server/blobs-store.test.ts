/** @jest-environment node */
/** The Netlify Blobs store against Netlify's own BlobsServer (mocks/netlify-blobs-server.ts). */
import { startBlobsServer, type BlobsServerProcess } from '../../../mocks/netlify-blobs-server';
import { connectNetlifyBlobs, netlifyBlobsStore, type NetlifyBlobsSettings } from './blobs-store';
import { storedQuotation, item } from '../../../mocks/testing/quotation';
import { DEFAULT_SPAM_RETENTION_MS, listUnsent, newQuotationId, recordAttempt, removeExpiredSpam } from './store';

let server: BlobsServerProcess;
let settings: NetlifyBlobsSettings;

beforeAll(async () => {
  server = await startBlobsServer();
  settings = { name: 'quotation-requests', siteID: 'site-1', token: server.token, apiURL: server.apiURL };
});
afterAll(() => server.stop());

const record = (id: string) => storedQuotation(id, [item(2003)]);

describe('the Netlify Blobs request store', () => {
  it('stores a request in full, lists oldest first, and a put with the same id replaces it', async () => {
    const store = netlifyBlobsStore({ ...settings, name: 'order' });
    const older = newQuotationId(new Date(1_000_000_000_000));
    const newer = newQuotationId(new Date(1_700_000_000_000));
    await store.put(record(newer));
    await store.put(record(older));
    expect(await store.list()).toEqual([record(older), record(newer)]);
    await store.put({ ...record(older), status: 'sent' });
    expect((await store.list()).map((stored) => [stored.id, stored.status])).toEqual([
      [older, 'sent'],
      [newer, 'unsent'],
    ]);
  });

  it('keeps the resend bookkeeping: unsent with the reason, then sent', async () => {
    const store = netlifyBlobsStore({ ...settings, name: 'resend' });
    const id = newQuotationId();
    await store.put(record(id));
    const failed = await recordAttempt(store, record(id), { sent: false, error: 'connect ECONNREFUSED' });
    expect((await listUnsent(store)).map((stored) => [stored.id, stored.lastError])).toEqual([[id, 'connect ECONNREFUSED']]);
    await recordAttempt(store, failed, { sent: true, at: new Date('2026-11-23T11:00:00Z') });
    expect(await listUnsent(store)).toEqual([]);
    expect(await store.list()).toEqual([
      { ...record(id), status: 'sent', sentAt: '2026-11-23T11:00:00.000Z', sendingSince: null, attempts: 2, lastError: null },
    ]);
  });

  it('removes expired suspected spam, and only that', async () => {
    const store = netlifyBlobsStore({ ...settings, name: 'expiry' });
    const now = Date.parse('2026-12-02T08:00:00Z');
    const old = newQuotationId(new Date(now - 31 * 86_400_000));
    const oldSent = newQuotationId(new Date(now - 40 * 86_400_000));
    const fresh = newQuotationId(new Date(now - 86_400_000));
    await store.put({ ...record(old), receivedAt: new Date(now - 31 * 86_400_000).toISOString(), status: 'spam', spam: 'honeypot' });
    await store.put({ ...record(oldSent), receivedAt: new Date(now - 40 * 86_400_000).toISOString(), status: 'sent' });
    await store.put({ ...record(fresh), receivedAt: new Date(now - 86_400_000).toISOString(), status: 'spam', spam: 'honeypot' });
    expect(await removeExpiredSpam(store, DEFAULT_SPAM_RETENTION_MS, now)).toEqual([old]);
    expect((await store.list()).map((stored) => stored.id)).toEqual([oldSent, fresh]);
  });

  it('an empty store lists nothing; a key that is not a quotation id is refused', async () => {
    const store = netlifyBlobsStore({ ...settings, name: 'empty' });
    expect(await store.list()).toEqual([]);
    await expect(store.put({ ...record(newQuotationId()), id: '../x' })).rejects.toThrow('Not a quotation id');
  });

  it('rejects (so the endpoint answers 503 and stores nothing half) with a wrong token or no server', async () => {
    await expect(netlifyBlobsStore({ ...settings, token: 'wrong' }).put(record(newQuotationId()))).rejects.toThrow();
    await expect(netlifyBlobsStore({ ...settings, apiURL: 'http://127.0.0.1:9' }).list()).rejects.toThrow();
  });

  it("on Netlify, uses the context of the invocation's Lambda event (connectLambda), no token of its own", async () => {
    expect(connectNetlifyBlobs(undefined)).toBe(false);
    expect(connectNetlifyBlobs({ headers: {} })).toBe(false);
    // The event as Netlify hands a Lambda-compatible function: `blobs` is base64 JSON of the edge URL and token.
    const event = {
      blobs: Buffer.from(JSON.stringify({ url: server.apiURL, token: server.token })).toString('base64'),
      headers: { 'x-nf-site-id': 'site-lambda', 'x-nf-deploy-id': 'deploy-1' },
    };
    try {
      expect(connectNetlifyBlobs(event)).toBe(true);
      const store = netlifyBlobsStore({ name: 'from-lambda' });
      const id = newQuotationId();
      await store.put(record(id));
      expect((await store.list()).map((stored) => stored.id)).toEqual([id]);
      // The same blob, read through the API with the site's ID and a token: one store, two ways in.
      expect(
        (await netlifyBlobsStore({ ...settings, siteID: 'site-lambda', name: 'from-lambda' }).list()).map((stored) => stored.id),
      ).toEqual([id]);
    } finally {
      // connectLambda keeps the context in NETLIFY_BLOBS_CONTEXT (@netlify/blobs setEnvironmentContext).
      delete process.env.NETLIFY_BLOBS_CONTEXT;
    }
  });
});
