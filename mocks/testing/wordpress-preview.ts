/**
 * What an editor does in the WordPress stand-in (mocks/wordpress, preview.ts and edits.ts), for
 * tests: save a draft or an autosave through the REST API, publish a change, and press Preview.
 * `baseUrl` is the stand-in's address; `base` a REST base: 'pages', 'posts' or 'package'.
 */
import { previewRedirectOf } from '../wordpress/preview.ts';

export type RestBase = 'pages' | 'posts' | 'package';

/** The changes a REST edit takes: raw title and excerpt (posts), ACF values in ACF's REST format. */
export interface EditFields {
  title?: string;
  excerpt?: string;
  acf?: Record<string, unknown>;
}

async function post<T>(url: string, body: unknown, expected: number): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const text = await response.text();
  if (response.status !== expected) throw new Error(`POST ${url} answered ${response.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

/** A REST answer's common part. */
export interface RestItem {
  id: number;
  modified: string;
  link: string;
  status: string;
  preview_link?: string;
  parent?: number;
}

/** A new draft: `POST /wp-json/wp/v2/<base>` with status draft. */
export const createDraft = (baseUrl: string, base: RestBase, fields: EditFields & { title: string }) =>
  post<RestItem>(`${baseUrl}/wp-json/wp/v2/${base}`, { status: 'draft', ...fields }, 201);

/** An autosave (what the block editor saves on Preview): a revision of a published item, or the draft itself. */
export const autosave = (baseUrl: string, base: RestBase, id: number, fields: EditFields) =>
  post<RestItem>(`${baseUrl}/wp-json/wp/v2/${base}/${id}/autosaves`, fields, 200);

/** An update: publishes the change of a published item (and fires WPGatsby's webhooks), or changes a draft. */
export const update = (baseUrl: string, base: RestBase, id: number, fields: EditFields) =>
  post<RestItem>(`${baseUrl}/wp-json/wp/v2/${base}/${id}`, fields, 200);

/**
 * Presses Preview for post `id` (a published item or a draft) as WordPress's preview link does
 * with WPGatsby on, and returns the Content Sync URL the Preview page redirects to (as written
 * in the page: not encoded, the manifest id has a space).
 */
export async function previewClick(baseUrl: string, id: number): Promise<string> {
  const response = await fetch(`${baseUrl}/?p=${id}&preview_id=${id}&preview=true&gatsby_preview=true`);
  const html = await response.text();
  const url = previewRedirectOf(html);
  if (response.status !== 200 || !url)
    throw new Error(`The Preview of ${id} answered ${response.status} without a redirect: ${html.slice(0, 300)}`);
  return url;
}

/** The headers gatsby-source-wordpress sends with a preview token (dist/steps/preview/index.js). */
export const previewHeaders = (token: string, userDatabaseId = 1) => ({
  WPGatsbyPreview: token,
  WPGatsbyPreviewUser: String(userDatabaseId),
});
