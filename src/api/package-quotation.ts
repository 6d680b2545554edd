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

/** Only what a quotation needs: small bodies for the other parsers Gatsby runs. */
export const config = {
  bodyParser: {
    json: { limit: '64kb' },
    urlencoded: { limit: '64kb', extended: false },
    text: { limit: '64kb' },
    raw: { limit: '64kb' },
  },
};

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
