/**
 * POST /api/package-quotation (docs/behaviour/packages-and-quotation.md#the-endpoint): the quotation dialog's multipart body (form 5's
 * input_{id} fields, `quotation` = JSON of the items, `form_id`). Gatsby's Functions middleware
 * parses multipart itself (multer) into req.body and req.files; a host that hands over the raw
 * request (gatsby-adapter-netlify) gets it parsed here (raw-body.ts). The work is in
 * src/quotation/server/handle.ts.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { apiSecurityHeaders } from '../build/security-headers';
import { connectNetlifyBlobs } from '../quotation/server/blobs-store';
import { quotationConfig, quotationLimits, quotationStore } from '../quotation/server/config';
import { ANSWERS, handleQuotationRequest, MAX_BODY_BYTES } from '../quotation/server/handle';
import { loadQuotationBuild } from '../quotation/server/packages';
import { readRawBody } from '../quotation/server/raw-body';
import { smtpSender } from '../quotation/server/send';

/*
 * No `export const config` (Gatsby's per-function body-parser limits): Gatsby 5's query
 * extraction reads a `config` export from every file in src/ as a page's render config
 * (query/file-parser.js → SET_COMPONENT_FEATURES), which makes `gatsby build` generate SSR/DSG
 * rendering engines, and those refuse sharp's native module ("Built Rendering Engines failed
 * validation"). Express's default limits (100 kB for json, urlencoded, text, raw) apply, and
 * handle.ts refuses a Content-Length over MAX_BODY_BYTES with a 413.
 */

/**
 * The request as the hosts hand it over: Gatsby's Functions middleware (multer) adds `files` to a
 * multipart request, gatsby-adapter-netlify adds the Lambda invocation. Neither is in Gatsby's
 * type, and either may be missing, so both are optional and read with a check.
 */
type FunctionRequest = GatsbyFunctionRequest<unknown> & {
  files?: unknown;
  netlifyFunctionParams?: { event?: object };
};

const header = (req: FunctionRequest, name: string): string | null => {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
};

/** One limiter per configuration, so its sweep clock runs across requests of a warm process. */
let limiterFor: { key: string; limiter: ReturnType<typeof quotationLimits> } | null = null;
function limiter(settings: ReturnType<typeof quotationConfig>) {
  const key = JSON.stringify([settings.store, settings.storeDir, settings.blobs?.name, settings.limits]);
  if (limiterFor?.key !== key) limiterFor = { key, limiter: quotationLimits(settings) };
  return limiterFor.limiter;
}

export default async function packageQuotation(req: FunctionRequest, res: GatsbyFunctionResponse) {
  // A host's header rules do not reach a Function's answers (src/build/security-headers.ts): it sends its own.
  for (const { key, value } of apiSecurityHeaders()) res.setHeader(key, value);
  res.setHeader('Cache-Control', 'no-store');
  // On Netlify the Lambda event carries the invocation's Blobs context (blobs-store.ts).
  connectNetlifyBlobs(req.netlifyFunctionParams?.event);
  let settings: ReturnType<typeof quotationConfig>;
  try {
    settings = quotationConfig();
  } catch (error) {
    // A setting the host lacks (QUOTATION_STORE=netlify-blobs without its token …): the operator
    // reads why in the Function's log; the visitor gets the endpoint's own "try later" answer.
    console.error(`package-quotation: ${(error as Error).message}`);
    res.status(503).json({ isValid: false, message: ANSWERS.unavailable });
    return;
  }
  const length = Number(req.headers['content-length']);
  let contentLength = Number.isFinite(length) ? length : null;
  let body: unknown = req.body;
  let fileCount = Array.isArray(req.files) ? req.files.length : 0;
  if (body === undefined && req.method === 'POST' && Symbol.asyncIterator in req) {
    // No middleware parsed the body: the request is its unread Node stream (an IncomingMessage).
    const raw = await readRawBody(req, req.headers['content-type'], MAX_BODY_BYTES);
    contentLength = Math.max(contentLength ?? 0, raw.bytes);
    if (!raw.tooLarge) ({ body, fileCount } = raw);
  }
  // The client's address: the platform's header where one is trusted (config.ts), else the connection's.
  const socketAddress = (req as { socket?: { remoteAddress?: string } }).socket?.remoteAddress ?? null;
  const clientAddress = settings.clientIpHeader
    ? (header(req, settings.clientIpHeader)?.split(',')[0]?.trim() ?? socketAddress)
    : socketAddress;
  const answer = await handleQuotationRequest(
    {
      method: req.method,
      contentLength,
      body,
      fileCount,
      origin: { origin: header(req, 'origin'), secFetchSite: header(req, 'sec-fetch-site'), host: header(req, 'host') },
      clientAddress,
    },
    {
      build: () => loadQuotationBuild(settings.packagesFile),
      store: quotationStore(settings),
      send: smtpSender(settings.smtpUrl),
      from: settings.mailFrom,
      salesEmail: settings.salesEmail,
      limiter: limiter(settings),
      minFillMs: settings.minFillMs,
      spamRetentionMs: settings.spamRetentionMs,
      allowedOrigins: settings.allowedOrigins,
    },
  );
  for (const [key, value] of Object.entries(answer.headers ?? {})) res.setHeader(key, value);
  res.status(answer.status).json(answer.body);
}
