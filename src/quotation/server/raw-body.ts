/**
 * The request body when nobody parsed it: Gatsby's own Functions middleware (gatsby serve,
 * scripts/serve.ts) parses multipart, urlencoded and JSON bodies before the function runs
 * (node_modules/gatsby/dist/internal-plugins/functions/middleware.js: multer and express's
 * parsers), but gatsby-adapter-netlify's handler hands the function a request stream with the raw
 * body and no `body` (node_modules/gatsby-adapter-netlify/dist/lambda-handler.js,
 * createRequestObject). There the function reads it itself, at most `limit` bytes, and parses it
 * with the Fetch API's own form-data parser (Node's Response.formData(), no dependency).
 */

export type RawBody =
  { tooLarge: true; bytes: number } | { tooLarge: false; bytes: number; body: Record<string, unknown>; fileCount: number };

/** Reads a body stream up to `limit` bytes (stops reading past it) and parses it by its content type. */
export async function readRawBody(
  stream: AsyncIterable<Buffer | string>,
  contentType: string | undefined,
  limit: number,
): Promise<RawBody> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    bytes += buffer.length;
    if (bytes > limit) return { tooLarge: true, bytes };
    chunks.push(buffer);
  }
  return { tooLarge: false, bytes, ...(await parseBody(Buffer.concat(chunks), contentType)) };
}

/** Fields as Gatsby's middleware gives them (a repeated name becomes an array), and how many files came. */
export async function parseBody(
  raw: Buffer,
  contentType: string | undefined,
): Promise<{ body: Record<string, unknown>; fileCount: number }> {
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  if (type === 'application/json') {
    try {
      const value: unknown = JSON.parse(raw.toString('utf8'));
      return { body: value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}, fileCount: 0 };
    } catch {
      return { body: {}, fileCount: 0 };
    }
  }
  if (type !== 'multipart/form-data' && type !== 'application/x-www-form-urlencoded') return { body: {}, fileCount: 0 };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType as string } }).formData();
  } catch {
    // Malformed multipart: no fields, which the handler answers with a 400 naming the first missing one.
    return { body: {}, fileCount: 0 };
  }
  const body: Record<string, unknown> = {};
  let fileCount = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string') {
      fileCount += 1;
      continue;
    }
    const previous = body[name];
    body[name] = previous === undefined ? value : Array.isArray(previous) ? [...(previous as unknown[]), value] : [previous, value];
  }
  return { body, fileCount };
}

/** A field's value as either parser gives it: a string, or the last of repeated ones; anything else is ''. */
export function fieldValue(body: Record<string, unknown>, key: string): string {
  const value = body[key];
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value.at(-1) === 'string') return value.at(-1) as string;
  return '';
}
