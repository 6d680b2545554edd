/**
 * POST /api/package-quotation (spec §7): the quotation dialog's multipart body (form 5's
 * input_{id} fields, `quotation` = JSON of the items, `form_id`). Gatsby parses multipart
 * itself (multer) into req.body and req.files; the work is in src/quotation/server/handle.ts.
 */
import type { GatsbyFunctionRequest, GatsbyFunctionResponse } from 'gatsby';
import { quotationConfig } from '../quotation/server/config';
import { handleQuotationRequest } from '../quotation/server/handle';
import { loadPackages } from '../quotation/server/packages';
import { smtpSender } from '../quotation/server/send';

/*
 * No `export const config` (Gatsby's per-function body-parser limits): Gatsby 5's query
 * extraction reads a `config` export from every file in src/ as a page's render config
 * (query/file-parser.js → SET_COMPONENT_FEATURES), which makes `gatsby build` generate SSR/DSG
 * rendering engines, and those refuse sharp's native module ("Built Rendering Engines failed
 * validation"). Express's default limits (100 kB for json, urlencoded, text, raw) apply, and
 * handle.ts refuses a Content-Length over MAX_BODY_BYTES with a 413.
 */

export default async function packageQuotation(req: GatsbyFunctionRequest, res: GatsbyFunctionResponse) {
  const settings = quotationConfig();
  const length = Number(req.headers['content-length']);
  const files = (req as unknown as { files?: unknown }).files;
  const answer = await handleQuotationRequest(
    {
      method: req.method,
      contentLength: Number.isFinite(length) ? length : null,
      body: req.body,
      fileCount: Array.isArray(files) ? files.length : 0,
    },
    {
      packages: () => loadPackages(settings.packagesFile),
      storeDir: settings.storeDir,
      send: smtpSender(settings.smtpUrl),
      from: settings.mailFrom,
      salesEmail: settings.salesEmail,
    },
  );
  res.setHeader('Cache-Control', 'no-store');
  res.status(answer.status).json(answer.body);
}
