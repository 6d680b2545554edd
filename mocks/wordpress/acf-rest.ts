/**
 * ACF values in the format of ACF's REST API (the `acf` member of a post, keyed by ACF field
 * names, flexible-content rows with `acf_fc_layout`) and back to the fixture shape (keyed by the
 * fields' GraphQL names, blocks with `kind`), both driven by the content model
 * (src/model/model.ts). scripts/wordpress-seed.ts writes a real WordPress's values with
 * `toAcfRest`; the stand-in reads the `acf` of a REST edit with `fromAcfRest`.
 */
import { type AcfField } from '../../src/model/fields.ts';
import { LAYOUTS } from '../../src/model/model.ts';
import { formatTypeName, graphqlNameOf } from '../../src/model/naming.ts';

export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type Row = Record<string, unknown>;

/**
 * How references are written: the fixture's ids of media, forms and posts as the target
 * WordPress knows them (the seed maps them to the ids WordPress gave; the stand-in keeps them),
 * and where a problem is reported.
 */
export interface AcfReferences {
  media: (id: unknown) => number | null;
  form: (id: unknown) => number | null;
  post: (value: unknown, postTypes: readonly string[]) => number | null;
  warn: (message: string) => void;
}

/** The fixture's ids as they are, for the stand-in (its WordPress ids are the fixture's). */
export const SAME_IDS: AcfReferences = {
  media: (id) => (id == null ? null : Number(id)),
  form: (id) => (id == null ? null : Number(id)),
  post: (value) => (typeof value === 'number' ? value : null),
  warn: () => {},
};

/** The fixture value of an ACF field: its GraphQL name, with the fixture's older names tolerated. */
function fixtureValue(source: Row, field: AcfField): unknown {
  const key = graphqlNameOf(field);
  if (key in source) return source[key];
  if (field.name === 'form_id') return source.form; // formId's older GraphQL name, form
  return undefined;
}

/** ACF REST values (field names) for a field list, from fixture values (GraphQL names). */
export function toAcfRest(fields: readonly AcfField[], source: Row, refs: AcfReferences): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const field of fields) out[field.name] = toAcfRestValue(field, fixtureValue(source, field), refs);
  return out;
}

function toAcfRestValue(field: AcfField, value: unknown, refs: AcfReferences): Json {
  switch (field.type) {
    case 'text':
    case 'textarea':
    case 'wysiwyg':
    case 'url':
      return value == null ? '' : String(value);
    case 'number':
      if (value == null) return null;
      return field.name === 'form_id' ? refs.form(value) : Number(value);
    case 'true_false':
      return Boolean(value);
    case 'select':
      if (value == null || value === '') return null;
      if (!field.choices?.includes(String(value))) {
        refs.warn(`select ${field.name}: '${String(value)}' is not one of its choices; left empty`);
        return null;
      }
      return String(value);
    case 'checkbox':
      return Array.isArray(value) ? value.map(String) : [];
    case 'image':
      return refs.media(value);
    case 'link': {
      const link = value as { url?: string; title?: string; target?: string | null } | null | undefined;
      return link?.url ? { title: link.title ?? '', url: link.url, target: link.target ?? '' } : null;
    }
    case 'post_object':
    case 'page_link':
      return refs.post(value, field.postTypes ?? []);
    case 'group':
      return toAcfRest(field.shape?.fields ?? [], (value as Row | null) ?? {}, refs);
    case 'repeater': {
      const rows = Array.isArray(value) ? value : [];
      const sub = field.shape?.fields ?? [];
      // A row given as the bare value of a one-field shape (breadcrumbCustom as links, before [{ link }]).
      const asRow = (row: unknown): Row =>
        sub.length === 1 && row && typeof row === 'object' && !(graphqlNameOf(sub[0]!) in (row as Row))
          ? { [graphqlNameOf(sub[0]!)]: row }
          : (row as Row);
      return rows.map((row) => toAcfRest(sub, asRow(row), refs));
    }
    case 'flexible_content': {
      const blocks = Array.isArray(value) ? (value as Row[]) : [];
      return blocks.flatMap((block) => {
        const layout = (field.layouts ?? LAYOUTS).find((candidate) => formatTypeName(candidate.name) === block.kind);
        if (!layout) {
          refs.warn(`no layout for block kind ${String(block.kind)}`);
          return [];
        }
        return [{ acf_fc_layout: layout.name, ...toAcfRest(layout.fields, block, refs) }];
      });
    }
  }
}

/**
 * Fixture values (GraphQL names) from ACF REST values: only the fields present in `rest`, as ACF's
 * REST update writes only the fields it is given (SCF includes/rest-api/class-acf-rest-api.php,
 * update_fields: acf_update_value for each submitted field). Throws on a field the list lacks.
 */
export function fromAcfRest(fields: readonly AcfField[], rest: Row): Row {
  const out: Row = {};
  for (const [name, value] of Object.entries(rest)) {
    const field = fields.find((candidate) => candidate.name === name);
    if (!field) throw new Error(`no ACF field ${name} here`);
    out[graphqlNameOf(field)] = fromAcfRestValue(field, value);
  }
  return out;
}

function fromAcfRestValue(field: AcfField, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (field.type) {
    case 'number':
    case 'image':
    case 'post_object':
    case 'page_link':
      return value === '' ? null : Number(value);
    case 'true_false':
      return Boolean(value);
    case 'group':
      return fromAcfRest(field.shape?.fields ?? [], value as Row);
    case 'repeater':
      return Array.isArray(value) ? value.map((row) => fromAcfRest(field.shape?.fields ?? [], row as Row)) : [];
    case 'flexible_content':
      return Array.isArray(value)
        ? (value as Row[]).map(({ acf_fc_layout: name, ...row }) => {
            const layout = (field.layouts ?? LAYOUTS).find((candidate) => candidate.name === name);
            if (!layout) throw new Error(`no layout ${String(name)} in ${field.name}`);
            return { kind: formatTypeName(layout.name), ...fromAcfRest(layout.fields, row) };
          })
        : [];
    default:
      return value;
  }
}
