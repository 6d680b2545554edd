/**
 * What an editor changes in the running stand-in besides the published content: drafts, autosave
 * revisions, and the revisions a publish leaves behind, for pages, posts and packages. The
 * published items are the model's own (mutable) fixture objects; drafts and revisions live here,
 * never in the fixture lists, so the lists (`pages`, `posts` …) and everything a build sources stay
 * as published.
 *
 * Items are kept in the fixture shape (mocks/content/types.ts), so the model builds their nodes
 * the way it builds the published ones; `acf` arrives in ACF's REST format and is read with
 * acf-rest.ts.
 *
 * WordPress's rules copied here (WordPress 6.5, wp-includes/revision.php and
 * wp-includes/rest-api/endpoints/class-wp-rest-autosaves-controller.php):
 * - an autosave of a published item is a revision (post_type revision, post_status inherit,
 *   post_parent the item, post_name `<id>-autosave-v1`: _wp_put_post_revision), one per item and
 *   user: a later autosave updates it (create_post_autosave → wp_update_post of the existing one),
 *   keeping its id; the item itself does not change;
 * - an autosave of a draft by its author updates the draft itself (create_item: "Draft posts for
 *   the same author: autosaving updates the post and does not create a revision"), as the
 *   captured answer shows (wordpress/real-captures/preview/post-draft.json, autosave: id the
 *   draft's, parent 0);
 * - a save of a published item stores a revision of the new state (wp_save_post_revision on
 *   post_updated), newest first in wp_get_post_revisions, which is what WPGraphQL's asPreview and
 *   WPGatsby's manifest id read (see preview.ts).
 * ACF's REST values of an autosave are stored on the autosave revision only (SCF
 * includes/rest-api/class-acf-rest-request.php lines 133–134 route `…/autosaves` to the
 * revision), so a preview answers the revision's own values and the field's default or nothing
 * for every field the revision has no value for (package-acf.json and page-published.json:
 * `priceFrom` 88.5 but `vcpu` null, `flex` [] after a title-only autosave).
 */
import { type AcfField } from '../../src/model/fields.ts';
import { FIELD_GROUPS } from '../../src/model/model.ts';
import type { Content, Package, Page, Post } from '../content/types.ts';
import { fromAcfRest, SAME_IDS, toAcfRest, type Row } from './acf-rest.ts';
import { HttpError } from './http.ts';

export type EditableType = 'page' | 'post' | 'package';
export type EditableItem = Page | Post | Package;

/** The REST bases of the editable post types: WordPress's `pages` and `posts`, and the package type's (rest_base '' in wordpress/acf-json/post_type_package.json, so its name, as scripts/wordpress-seed.ts restBaseOf reads it). */
export const REST_BASES: Readonly<Record<string, EditableType>> = { pages: 'page', posts: 'post', package: 'package' };
export const PLURAL_NAMES: Readonly<Record<EditableType, string>> = { page: 'pages', post: 'posts', package: 'packages' };

/** What an edit may change: WordPress's raw values and ACF's REST values. */
export interface ItemChanges {
  title?: string;
  excerpt?: string;
  acf?: Row;
}

export interface Revision {
  id: number;
  parent: number;
  type: EditableType;
  autosave: boolean;
  /** The revision's values: the item's title/excerpt, ACF only as the revision has them. */
  item: EditableItem;
  /** ACF REST values stored on the revision (an autosave's accumulate). */
  acf: Row;
  modifiedMs: number;
}

export interface Draft {
  id: number;
  type: EditableType;
  item: EditableItem;
  acf: Row;
  createdMs: number;
  modifiedMs: number;
}

const groupFields = (name: string): readonly AcfField[] => FIELD_GROUPS.find((group) => group.graphqlFieldName === name)?.fields ?? [];

/** Each type's field groups, and where their values sit on a fixture item. */
const ACF_PLACES: Record<EditableType, { group: string; read: (item: EditableItem) => Row; write: (item: EditableItem, values: Row) => void }[]> = {
  page: [
    { group: 'flexContent', read: (item) => ({ flex: (item as Page).blocks }), write: (item, values) => 'flex' in values && ((item as Page).blocks = (values.flex ?? []) as Page['blocks']) },
    { group: 'pageSettings', read: (item) => (item as Page).settings as unknown as Row, write: (item, values) => ((item as Page).settings = { ...(item as Page).settings, ...values }) },
  ],
  post: [
    { group: 'flexContent', read: (item) => ({ flex: (item as Post).blocks }), write: (item, values) => 'flex' in values && ((item as Post).blocks = (values.flex ?? []) as Post['blocks']) },
    { group: 'recap', read: (item) => ({ author: (item as Post).author }), write: (item, values) => 'author' in values && ((item as Post).author = values.author as Post['author']) },
  ],
  package: [
    {
      group: 'info',
      read: (item) => ({ ...((item as Package).info as unknown as Row), icon: (item as Package).icon }),
      write: (item, { icon, ...values }) => {
        const pkg = item as Package;
        pkg.info = { ...pkg.info, ...values };
        if (icon !== undefined) pkg.icon = icon as Package['icon'];
      },
    },
  ],
};

/** The fields' default values (ACF's default_value, which acf_get_value answers for a field never saved) by GraphQL name. */
function defaultsOf(fields: readonly AcfField[]): Row {
  return Object.fromEntries(fields.filter((field) => field.defaultValue !== undefined).map((field) => [field.graphqlName ?? field.name, field.defaultValue]));
}

/** Checks `acf` against the type's field groups; throws a 400 as WordPress's REST API does for an unknown field. */
function checkAcf(type: EditableType, acf: unknown): Row {
  if (!acf || typeof acf !== 'object' || Array.isArray(acf)) throw new HttpError(400, 'acf must be an object.');
  const known = new Set(ACF_PLACES[type].flatMap(({ group }) => groupFields(group).map((field) => field.name)));
  for (const name of Object.keys(acf)) {
    if (!known.has(name)) throw new HttpError(400, `${type} has no ACF field ${name}.`, { code: 'rest_invalid_param', message: `Invalid parameter(s): acf`, data: { status: 400, params: { acf: `${name} is not a field of ${type}` } } });
  }
  return acf as Row;
}

/** Writes ACF REST values onto an item: only the fields given (ACF's REST update). */
export function applyAcf(type: EditableType, item: EditableItem, acf: Row): void {
  for (const place of ACF_PLACES[type]) {
    const fields = groupFields(place.group);
    const given = Object.fromEntries(Object.entries(acf).filter(([name]) => fields.some((field) => field.name === name)));
    if (Object.keys(given).length) place.write(item, fromAcfRest(fields, given));
  }
}

/** An item's ACF values in ACF's REST format (the `acf` of a REST answer). */
export function acfRestOf(type: EditableType, item: EditableItem): Row {
  return Object.assign({}, ...ACF_PLACES[type].map((place) => toAcfRest(groupFields(place.group), place.read(item), SAME_IDS))) as Row;
}

/** Checks a REST request body; throws a 400 naming what is wrong. `allowed` adds keys the route takes (status). */
export function itemChanges(type: EditableType, body: unknown, allowed: readonly string[] = []): ItemChanges & { status?: unknown } {
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The body must be a JSON object.');
  const changes: ItemChanges & { status?: unknown } = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'acf') changes.acf = checkAcf(type, value);
    else if (allowed.includes(key)) changes.status = value;
    else if (key === 'title' || (key === 'excerpt' && type === 'post')) {
      if (typeof value !== 'string') throw new HttpError(400, `${key} must be a string.`);
      changes[key] = value;
    } else throw new HttpError(400, `The stand-in can change title${type === 'post' ? ', excerpt' : ''} and acf of a ${type}, not ${key}.`);
  }
  return changes;
}

/** WordPress' post_modified: the site's local time, to the second, no zone (as the fixtures' dates). */
export const wordpressTime = (ms: number) => new Date(ms).toISOString().slice(0, 19);
/** The same time as MySQL keeps it (`Y-m-d H:i:s`), as WPGatsby reads `$post->post_modified`. */
export const mysqlTime = (ms: number) => wordpressTime(ms).replace('T', ' ');

/**
 * The editor's state. `nextId` gives WordPress post ids (drafts, revisions and action monitor
 * posts share one sequence, as they share wp_posts).
 */
export function createEditor(content: Content, nextId: () => number, now: () => number = Date.now) {
  const lists: Record<EditableType, EditableItem[]> = { page: content.pages, post: content.posts, package: content.packages };
  const drafts = new Map<number, Draft>();
  /** Revisions by item id, newest last. */
  const revisions = new Map<number, Revision[]>();

  const published = (type: EditableType, id: number) => lists[type].find((item) => item.databaseId === id);

  /** A copy of an item with none of its ACF values: what a revision holds before ACF writes to it. */
  const withoutAcf = (type: EditableType, item: EditableItem): EditableItem => {
    const copy = structuredClone(item);
    if (type !== 'package') (copy as Page | Post).blocks = [];
    if (type === 'page') (copy as Page).settings = defaultsOf(groupFields('pageSettings')) as unknown as Page['settings'];
    if (type === 'post') (copy as Partial<Post>).author = undefined;
    if (type === 'package') {
      (copy as Package).info = defaultsOf(groupFields('info')) as unknown as Package['info'];
      (copy as Package).icon = null;
    }
    return copy;
  };

  const addRevision = (revision: Revision) => {
    const list = (revisions.get(revision.parent) ?? []).filter((candidate) => candidate.id !== revision.id);
    list.push(revision);
    revisions.set(revision.parent, list);
    return revision;
  };

  return {
    published,
    draft: (id: number) => drafts.get(id),
    /** The newest revision of an item (wp_get_post_revisions()[0]), if any. */
    latestRevision: (id: number) => revisions.get(id)?.at(-1),
    /** A new draft (REST create with status draft): never published, so no slug and no post_date_gmt. */
    createDraft(type: EditableType, changes: ItemChanges): Draft {
      const id = nextId();
      const ms = now();
      const time = wordpressTime(ms);
      const base = { databaseId: id, title: changes.title ?? '', slug: '', uri: '', date: time, modified: time, blocks: [] };
      const seo = { title: '', description: '' };
      const item: EditableItem =
        type === 'page'
          ? ({ ...base, seo, parent: null, featuredImage: null, settings: defaultsOf(groupFields('pageSettings')) } as unknown as Page)
          : type === 'post'
            ? ({ ...base, seo, categories: [], featuredImage: null, excerpt: changes.excerpt ?? '' } as unknown as Post)
            : ({ databaseId: id, title: changes.title ?? '', slug: '', date: time, modified: time, icon: null, info: defaultsOf(groupFields('info')) } as unknown as Package);
      const acf = changes.acf ?? {};
      applyAcf(type, item, acf);
      const draft: Draft = { id, type, item, acf: { ...acf }, createdMs: ms, modifiedMs: ms };
      drafts.set(id, draft);
      return draft;
    },
    /** Changes a draft in place; it stays a draft. */
    updateDraft(draft: Draft, changes: ItemChanges): Draft {
      if (changes.title !== undefined) draft.item.title = changes.title;
      if (changes.excerpt !== undefined) (draft.item as Post).excerpt = changes.excerpt;
      if (changes.acf) {
        applyAcf(draft.type, draft.item, changes.acf);
        Object.assign(draft.acf, changes.acf);
      }
      draft.modifiedMs = now();
      draft.item.modified = wordpressTime(draft.modifiedMs);
      return draft;
    },
    /** The autosave of a published item: a new revision, or the item's existing autosave updated (same id). */
    autosave(type: EditableType, item: EditableItem, changes: ItemChanges): Revision {
      const existing = revisions.get(item.databaseId)?.find((revision) => revision.autosave);
      const acf = { ...(existing?.acf ?? {}), ...(changes.acf ?? {}) };
      const values = withoutAcf(type, item);
      // _wp_post_revision_data copies title, content and excerpt from what is saved; unsent ones keep the item's.
      values.title = changes.title ?? existing?.item.title ?? item.title;
      if (type === 'post') (values as Post).excerpt = changes.excerpt ?? (existing?.item as Post | undefined)?.excerpt ?? (item as Post).excerpt;
      applyAcf(type, values, acf);
      return addRevision({ id: existing?.id ?? nextId(), parent: item.databaseId, type, autosave: true, item: values, acf, modifiedMs: now() });
    },
    /** A save of a published item: the item changes, and a revision of its new state is stored (ACF copies its values onto it: acf_save_post_revision). */
    publish(type: EditableType, item: EditableItem, changes: ItemChanges): EditableItem {
      if (changes.title !== undefined) item.title = changes.title;
      if (changes.excerpt !== undefined) (item as Post).excerpt = changes.excerpt;
      if (changes.acf) applyAcf(type, item, changes.acf);
      const ms = now();
      item.modified = wordpressTime(ms);
      addRevision({ id: nextId(), parent: item.databaseId, type, autosave: false, item: structuredClone(item), acf: acfRestOf(type, item), modifiedMs: ms });
      return item;
    },
  };
}

export type Editor = ReturnType<typeof createEditor>;

/** WordPress post ids for what the stand-in creates while running, after every fixture id. */
export function createPostIds(first = 950_000) {
  let next = first;
  return () => next++;
}
