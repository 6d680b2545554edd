/**
 * What the data layer makes of WordPress field values: the build's createResolvers (resolvers.ts)
 * call these for every HTML field, link field and FAQ answer, and the fixture shape
 * (mocks/content/gatsby-shape.ts) calls the same functions, so stories and tests see exactly the
 * values the built site gets (e2e/fixtures.e2e.ts compares the two).
 */
import { isSafeUrl } from '../lib/links';
import { type AcfField } from '../model/fields';
import { graphqlNameOf } from '../model/naming';
import { relativizeWordPressUrl, sanitizeWordPressHtml, stripHtml } from './sanitize-html';

/** A field holding WordPress HTML: sanitized, links to WordPress site-relative; '' for none. */
export function htmlFieldValue(value: string | null | undefined, wordpressUrl: string): string {
  return sanitizeWordPressHtml(value, { wordpressUrl });
}

/**
 * The url of an ACF link field (buttons, menus, service cards): links to WordPress pages
 * site-relative; a url with a script-running or data scheme (`javascript:`, `data:`,
 * `vbscript:`, however spelled) becomes null, as a missing one is (Link refuses them too).
 */
export function linkFieldUrl(url: string | null | undefined, wordpressUrl: string): string | null {
  return url == null || !isSafeUrl(url) ? null : relativizeWordPressUrl(url, wordpressUrl);
}

/** answerText of a FAQ item: the plain text of its (raw) answer, for the FAQPage JSON-LD. */
export function faqAnswerText(answer: string | null | undefined): string {
  return stripHtml(answer);
}

/**
 * A select field's value in either plugin line: wp-graphql-acf 0.6.2 answers the chosen value,
 * WPGraphQL for ACF 2.x a list of them (src/FieldType/Select.php), of which the site's selects
 * (single choice) hold one. Nothing chosen is null.
 */
export function selectFieldValue(value: unknown): string | null {
  const chosen = Array.isArray(value) ? value[0] : value;
  return typeof chosen === 'string' && chosen !== '' ? chosen : null;
}

/**
 * The node id a stored reference holds, in either plugin line's shape, as gatsby-source-wordpress
 * stores it: `{ __typename, id }` (0.6.2: a post_object's union member, an image's MediaItem),
 * `{ node: { id } }` (2.x: an image's AcfMediaItemConnectionEdge, src/FieldType/Image.php) or
 * `{ nodes: [{ id }] }` (2.x: a post_object's or page_link's AcfContentNodeConnection,
 * src/FieldType/PostObject.php and PageLink.php; the site's allow one post). Null for none.
 */
export function referencedNodeId(stored: unknown): string | null {
  if (typeof stored === 'string') return stored || null;
  if (!stored || typeof stored !== 'object') return null;
  const record = stored as { id?: unknown; node?: unknown; nodes?: unknown };
  if (typeof record.id === 'string') return record.id || null;
  if (record.node) return referencedNodeId(record.node);
  if (Array.isArray(record.nodes)) return referencedNodeId(record.nodes[0]);
  return null;
}

/**
 * A field list's values as gatsby-source-wordpress stored them on a node, with every select
 * (also in repeaters and groups) as its chosen value (selectFieldValue): for the build code that
 * reads nodes without the schema's resolvers, on either plugin line. Other values stay as stored.
 */
export function withSelectValues(fields: readonly AcfField[], values: unknown): unknown {
  if (!values || typeof values !== 'object' || Array.isArray(values)) return values;
  const out: Record<string, unknown> = { ...(values as Record<string, unknown>) };
  for (const field of fields) {
    const name = graphqlNameOf(field);
    if (!(name in out)) continue;
    if (field.type === 'select') out[name] = selectFieldValue(out[name]);
    else if (field.type === 'group') out[name] = withSelectValues(field.shape?.fields ?? [], out[name]);
    else if (field.type === 'repeater' && Array.isArray(out[name]))
      out[name] = (out[name] as unknown[]).map((row) => withSelectValues(field.shape?.fields ?? [], row));
  }
  return out;
}
