/**
 * Seeds a real WordPress with the fixture content (mocks/content), through WordPress's own REST APIs:
 *
 *   npm run wordpress:seed -- --url http://127.0.0.1:8080 --auth 'admin:xxxx xxxx xxxx xxxx xxxx xxxx'
 *     [--wp-task '<command that runs a PHP file inside WordPress>']
 *
 * (the application password may come from WORDPRESS_AUTH instead). Needs the plugins and the content
 * model loaded (wordpress/README.md): the ACF JSON field groups with show_in_rest, the post types
 * `fragment` and `package`, Gravity Forms with its REST API on. Creates or, found by slug (forms by
 * title), updates: media (the files the stand-in draws), categories, pages (parents, front page),
 * posts, fragments, packages, Gravity Forms forms, then the ACF values (REST `acf` key, ACF field
 * names, references as the new WordPress ids). WordPress gives its own ids, so every reference goes
 * through a map fixture id → WordPress id.
 *
 * Site settings (the ACF options page): no REST endpoint writes options-page values (SCF's REST
 * API covers posts, terms, users and comments only), so the seed writes a PHP file that stores them
 * with update_field(…, 'option') and runs it with --wp-task, e.g.
 *   --wp-task 'php ../shared/real-wordpress/php/wp-task.php /tmp/realwp/wordpress run'   (the local real WordPress)
 *   --wp-task 'wp eval-file'                                                            (WP-CLI, any WordPress)
 * Without --wp-task it prints the command to run. The same file sets the permalink structure the
 * fixture's post URIs assume (/kennisbank/%postname%/), which REST does not write either.
 * Nothing is deleted: WordPress's own 'Hello world!' post and 'Sample Page' stay (wordpress/README.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AcfField } from '../src/model/fields.ts';
import { FIELD_GROUPS } from '../src/model/model.ts';
import { toAcfRest, type AcfReferences } from '../mocks/wordpress/acf-rest.ts';
import { content } from '../mocks/content/index.ts';
import type { GfField, GfForm, MediaItem } from '../mocks/content/types.ts';

type Row = Record<string, unknown>;

// ── arguments and REST ────────────────────────────────────────────────────────

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const siteUrl = (argument('url') ?? process.env.WORDPRESS_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const auth = argument('auth') ?? process.env.WORDPRESS_AUTH;
const wpTask = argument('wp-task');
if (!auth) {
  console.error(
    "Usage: npm run wordpress:seed -- --url http://127.0.0.1:8080 --auth 'admin:<application password>' [--wp-task '<php runner>']",
  );
  process.exit(2);
}
const authorization = `Basic ${Buffer.from(auth).toString('base64')}`;

async function rest<T = unknown>(method: string, route: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  const isBinary = body instanceof Blob;
  const response = await fetch(`${siteUrl}/wp-json${route}`, {
    method,
    headers: { authorization, ...(body !== undefined && !isBinary ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  if (!response.ok) throw new Error(`${method} ${route} → ${response.status}: ${text.slice(0, 1500)}`);
  return json as T;
}

/** Finds a post (any status) by slug in a REST collection. */
async function findBySlug(restBase: string, slug: string): Promise<number | undefined> {
  const status = restBase === 'media' ? '' : '&status=any';
  const found = await rest<{ id: number }[]>('GET', `/wp/v2/${restBase}?slug=${encodeURIComponent(slug)}${status}&context=edit&per_page=1`);
  return found[0]?.id;
}

/** Creates or updates by slug; returns the WordPress id. */
async function upsert(restBase: string, slug: string, body: Row, fallback?: () => Promise<number | undefined>): Promise<number> {
  const id = (await findBySlug(restBase, slug)) ?? (await fallback?.());
  const saved = await rest<{ id: number }>('POST', id ? `/wp/v2/${restBase}/${id}` : `/wp/v2/${restBase}`, {
    slug,
    status: 'publish',
    ...body,
  });
  return saved.id;
}

// ── fixture id → WordPress id ─────────────────────────────────────────────────

const ids = {
  media: new Map<number, number>(),
  categories: new Map<number, number>(),
  pages: new Map<number, number>(),
  posts: new Map<number, number>(),
  fragment: new Map<number, number>(),
  package: new Map<number, number>(),
  forms: new Map<number, number>(),
};
const warnings: string[] = [];
const mapped = (map: Map<number, number>, id: unknown, what: string): number | null => {
  if (id == null) return null;
  const to = map.get(Number(id));
  if (to == null) warnings.push(`no ${what} ${String(id)} in the fixture`);
  return to ?? null;
};

/** A reference to a page, post or other post type, by fixture id (or a `{ uri }` in older fixtures). */
function mapPostReference(value: unknown, postTypes: readonly string[]): number | null {
  if (value == null) return null;
  let id: unknown = value;
  if (typeof value === 'object' && 'uri' in (value as Row)) {
    const uri = (value as { uri: string }).uri;
    id = [...content.pages, ...content.posts].find((item) => item.uri === uri)?.databaseId;
    if (id == null) return null;
  }
  for (const type of postTypes) {
    const map = type === 'page' ? ids.pages : type === 'post' ? ids.posts : ids[type as 'fragment' | 'package'];
    if (map?.has(Number(id))) return map.get(Number(id))!;
  }
  warnings.push(`no ${postTypes.join('/')} ${String(id)} in the fixture`);
  return null;
}

// ── ACF values from the fixture, through the contract ─────────────────────────

/** How the seed writes references: the fixture's ids mapped to the ones this WordPress gave. */
const references: AcfReferences = {
  media: (id) => mapped(ids.media, id, 'media item'),
  form: (id) => mapped(ids.forms, id, 'form'),
  post: mapPostReference,
  warn: (message) => warnings.push(message),
};

/** ACF REST values (field names) for a field list. */
const acfValues = (fields: readonly AcfField[], source: Row) => toAcfRest(fields, source, references);

const groupFields = (graphqlFieldName: string) => FIELD_GROUPS.find((group) => group.graphqlFieldName === graphqlFieldName)!.fields;

// ── Gravity Forms: the fixture (WPGraphQL for Gravity Forms' shape) as GF form JSON ──

function gfInputs(field: GfField): Row[] | null {
  if (field.inputs?.length) return field.inputs.map((input) => ({ ...input, id: input.id }));
  if (field.type === 'consent') {
    return [
      { id: `${field.id}.1`, label: field.checkboxLabel ?? field.label, name: '' },
      { id: `${field.id}.2`, label: 'Text', name: '', isHidden: true },
      { id: `${field.id}.3`, label: 'Description', name: '', isHidden: true },
    ];
  }
  if (field.type === 'checkbox') {
    // GF numbers checkbox inputs n.1, n.2 …, skipping multiples of ten.
    const numbers: number[] = [];
    for (let n = 1; numbers.length < (field.choices?.length ?? 0); n++) if (n % 10 !== 0) numbers.push(n);
    return (field.choices ?? []).map((choice, index) => ({ id: `${field.id}.${numbers[index]}`, label: choice.text, name: '' }));
  }
  return null;
}

function gfField(field: GfField, formId: number): Row {
  const lower = (value: string) => value.toLowerCase().replace('_', '');
  return {
    id: field.id,
    formId,
    type: field.type,
    label: field.label,
    adminLabel: field.customLabel ?? '',
    isRequired: field.isRequired,
    errorMessage: field.errorMessage ?? '',
    placeholder: field.placeholder ?? '',
    cssClass: field.cssClass ?? '',
    maxLength: field.maxLength ? field.maxLength : '',
    description: field.description ?? '',
    visibility: field.visibility ?? 'visible',
    labelPlacement: field.labelPlacement ?? '',
    conditionalLogic: field.conditionalLogic
      ? {
          actionType: lower(field.conditionalLogic.actionType),
          logicType: lower(field.conditionalLogic.logicType),
          rules: field.conditionalLogic.rules.map((rule) => ({
            fieldId: String(rule.fieldId),
            operator: lower(rule.operator),
            value: rule.value,
          })),
        }
      : '',
    ...(field.type === 'consent'
      ? { checkboxLabel: field.checkboxLabel ?? '', choices: [{ text: 'Checked', value: '1', isSelected: false, price: '' }] }
      : field.type === 'list' && field.listColumns?.length
        ? { enableColumns: true, choices: field.listColumns.map((column) => ({ text: column, value: column })) }
        : field.choices
          ? {
              choices: field.choices.map((choice) => ({
                text: choice.text,
                value: choice.value,
                isSelected: Boolean(choice.isSelected),
                price: '',
              })),
            }
          : {}),
    inputs: gfInputs(field),
    ...(field.allowedExtensions ? { allowedExtensions: field.allowedExtensions.join(',') } : {}),
    ...(field.canAcceptMultipleFiles != null ? { multipleFiles: field.canAcceptMultipleFiles } : {}),
    ...(field.maxFileSize != null ? { maxFileSize: field.maxFileSize } : {}),
    ...(field.rangeMin != null ? { rangeMin: field.rangeMin } : {}),
    ...(field.rangeMax != null ? { rangeMax: field.rangeMax } : {}),
    // An address field: the address type the form editor stores (the fixtures' addresses are
    // international: a free country and state), then the defaults as GF stores them — the country's
    // name (get_default_countries()), a Canadian province, a US state.
    ...(field.type === 'address' ? { addressType: 'international' } : {}),
    ...(field.defaultProvince ? { defaultProvince: field.defaultProvince } : {}),
    ...(field.defaultState ? { defaultState: field.defaultState } : {}),
    ...(field.defaultCountry ? { defaultCountry: field.defaultCountry } : {}),
    ...(field.dateFormat ? { dateFormat: field.dateFormat } : {}),
    ...(field.type === 'html' ? { content: field.content ?? '', displayOnly: true } : {}),
  };
}

function gfForm(form: GfForm, id?: number): Row {
  return {
    ...(id ? { id } : {}),
    title: form.title,
    description: form.description ?? '',
    cssClass: form.cssClass ?? '',
    labelPlacement: 'top_label',
    descriptionPlacement: 'below',
    button: { type: 'text', text: form.submitButton.text, imageUrl: '' },
    is_active: true,
    fields: form.fields.map((field) => gfField(field, id ?? 0)),
    confirmations: Object.fromEntries(
      form.confirmations.map((confirmation) => [
        confirmation.id,
        {
          id: confirmation.id,
          name: confirmation.name,
          isDefault: confirmation.isDefault,
          type: confirmation.type.toLowerCase(),
          message: confirmation.message ?? '',
          url: confirmation.url ?? '',
          queryString: confirmation.queryString ?? '',
          pageId: '',
        },
      ]),
    ),
    // As GF stores them (GFCommon::send_notification reads toField for toType 'field', else to).
    notifications: Object.fromEntries(
      Object.values(form.notifications ?? {}).map((notification) => [
        notification.id,
        {
          id: notification.id,
          name: notification.name,
          isActive: notification.isActive !== false,
          event: notification.event,
          toType: notification.toType,
          to: notification.to,
          ...(notification.toType === 'field' ? { toField: notification.to } : {}),
          subject: notification.subject,
          message: notification.message,
          from: notification.from ?? '{admin_email}',
          fromName: notification.fromName ?? '',
          replyTo: notification.replyTo ?? '',
          bcc: notification.bcc ?? '',
          disableAutoformat: notification.disableAutoformat ?? false,
        },
      ]),
    ),
  };
}

// ── the steps ─────────────────────────────────────────────────────────────────

async function seedMedia() {
  // The stand-in draws the fixture images into .data (no binaries are committed).
  execFileSync(process.execPath, ['mocks/wordpress/media.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const uploads = path.resolve(process.env.WORDPRESS_DATA_DIR ?? path.join('.data', 'wordpress'), 'uploads');
  for (const item of content.media as MediaItem[]) {
    let id = await findBySlug('media', item.slug);
    if (!id) {
      const file = readFileSync(path.join(uploads, item.file));
      const created = await rest<{ id: number }>('POST', '/wp/v2/media', new Blob([file], { type: item.mimeType }), {
        'content-type': item.mimeType,
        'content-disposition': `attachment; filename="${path.basename(item.file)}"`,
      });
      id = created.id;
    }
    await rest('POST', `/wp/v2/media/${id}`, { slug: item.slug, title: item.title, alt_text: item.altText, date: item.date });
    ids.media.set(item.databaseId, id);
  }
}

async function seedCategories() {
  for (const category of content.categories) {
    let id = (await rest<{ id: number }[]>('GET', `/wp/v2/categories?slug=${encodeURIComponent(category.slug)}`))[0]?.id;
    // Fixture id 1 is WordPress's default category ('Uncategorized' in a fresh install).
    if (!id && category.databaseId === 1) id = 1;
    const body = { name: category.name, slug: category.slug, description: category.description ?? '' };
    id = (await rest<{ id: number }>('POST', id ? `/wp/v2/categories/${id}` : '/wp/v2/categories', body)).id;
    ids.categories.set(category.databaseId, id);
  }
}

/**
 * Forms keep their fixture ids on a fresh WordPress: Gravity Forms numbers forms 1, 2, 3 …, so
 * a form that comes out below its fixture id (the fixtures skip 2) is moved to the trash
 * (DELETE without force: GFAPI::update_form_property is_trash, gravityforms
 * includes/webapi/v2/includes/controllers/class-controller-forms.php), where it keeps its number,
 * and the form is created again until the numbers meet. Trashed forms are neither listed by the REST API nor
 * sourced (WPGraphQL for Gravity Forms lists ACTIVE forms by default,
 * src/Data/Connection/FormsConnectionResolver.php). The site refers to forms by id (a form
 * block's form_id, the quotation's form 5), so on a seeded WordPress they are the same forms.
 */
async function seedForms() {
  const existing = Object.values(await rest<Record<string, { id: string; title: string }>>('GET', '/gf/v2/forms'));
  for (const form of [...content.forms].sort((a, b) => a.databaseId - b.databaseId)) {
    const found = existing.find((candidate) => candidate.title === form.title);
    if (found) {
      await rest('PUT', `/gf/v2/forms/${found.id}`, gfForm(form, Number(found.id)));
      ids.forms.set(form.databaseId, Number(found.id));
      continue;
    }
    let id = Number((await rest<{ id: number | string }>('POST', '/gf/v2/forms', gfForm(form))).id);
    for (let attempt = 0; id < form.databaseId && attempt < form.databaseId; attempt++) {
      await rest('DELETE', `/gf/v2/forms/${id}`);
      id = Number((await rest<{ id: number | string }>('POST', '/gf/v2/forms', gfForm(form))).id);
    }
    ids.forms.set(form.databaseId, id);
  }
}

async function restBaseOf(postType: string): Promise<string> {
  const type = await rest<{ rest_base: string }>('GET', `/wp/v2/types/${postType}?context=edit`).catch(() => null);
  if (!type) throw new Error(`WordPress has no post type '${postType}': load wordpress/acf-json first (wordpress/README.md).`);
  return type.rest_base || postType;
}

async function seedPages() {
  const depth = (page: (typeof content.pages)[number]): number => {
    const parent = content.pages.find((candidate) => candidate.databaseId === page.parent);
    return parent ? depth(parent) + 1 : 0;
  };
  for (const page of [...content.pages].sort((a, b) => depth(a) - depth(b))) {
    // Fixture page 3 is WordPress's own privacy page ('privacy-policy', a draft in a fresh install).
    const fallback = page.databaseId === 3 ? () => findBySlug('pages', 'privacy-policy') : undefined;
    const id = await upsert(
      'pages',
      page.slug,
      {
        title: page.title,
        content: '',
        date: page.date,
        parent: page.parent ? (mapped(ids.pages, page.parent, 'page') ?? 0) : 0,
        featured_media: page.featuredImage ? (mapped(ids.media, page.featuredImage, 'media item') ?? 0) : 0,
      },
      fallback,
    );
    ids.pages.set(page.databaseId, id);
  }
  const front = content.pages.find((page) => page.isFrontPage || page.uri === '/');
  if (front) await rest('POST', '/wp/v2/settings', { show_on_front: 'page', page_on_front: ids.pages.get(front.databaseId) });
  const settings = await rest<Row>('GET', '/wp/v2/settings');
  const general = content.settings.general;
  await rest(
    'POST',
    '/wp/v2/settings',
    Object.fromEntries(
      Object.entries({ title: general.title, description: general.description, language: general.language }).filter(
        ([key]) => key in settings,
      ),
    ),
  );
}

async function seedPosts() {
  for (const post of content.posts) {
    const id = await upsert('posts', post.slug, {
      title: post.title,
      content: '',
      excerpt: post.excerpt,
      date: post.date,
      categories: post.categories
        .map((category) => mapped(ids.categories, category, 'category'))
        .filter((value): value is number => value != null),
      featured_media: post.featuredImage ? (mapped(ids.media, post.featuredImage, 'media item') ?? 0) : 0,
    });
    ids.posts.set(post.databaseId, id);
  }
}

async function seedCustomPosts(fragmentBase: string, packageBase: string) {
  for (const fragment of content.fragments)
    ids.fragment.set(fragment.databaseId, await upsert(fragmentBase, fragment.slug, { title: fragment.title, content: '' }));
  for (const item of content.packages) {
    const featured = item.icon ? (mapped(ids.media, item.icon, 'media item') ?? 0) : 0;
    ids.package.set(
      item.databaseId,
      await upsert(packageBase, item.slug, { title: item.title, content: '', date: item.date, featured_media: featured }),
    );
  }
}

/** Second pass: the ACF values, now that every reference has its WordPress id. */
async function seedAcf(fragmentBase: string, packageBase: string) {
  const flex = groupFields('flexContent');
  for (const page of content.pages) {
    const acf = { ...acfValues(flex, { flex: page.blocks }), ...acfValues(groupFields('pageSettings'), page.settings as unknown as Row) };
    await rest('POST', `/wp/v2/pages/${ids.pages.get(page.databaseId)}`, { acf });
  }
  for (const post of content.posts) {
    const acf = { ...acfValues(flex, { flex: post.blocks }), ...acfValues(groupFields('recap'), { author: post.author }) };
    await rest('POST', `/wp/v2/posts/${ids.posts.get(post.databaseId)}`, { acf });
  }
  for (const fragment of content.fragments) {
    await rest('POST', `/wp/v2/${fragmentBase}/${ids.fragment.get(fragment.databaseId)}`, {
      acf: acfValues(flex, { flex: fragment.blocks }),
    });
  }
  for (const item of content.packages) {
    const info = { icon: item.icon, ...(item.info as unknown as Row) };
    await rest('POST', `/wp/v2/${packageBase}/${ids.package.get(item.databaseId)}`, { acf: acfValues(groupFields('info'), info) });
  }
}

/**
 * The options page values (and the posts' permalink structure): a PHP file for a runner inside
 * WordPress, as no REST endpoint writes them.
 */
function seedSiteSettings() {
  const group = FIELD_GROUPS.find((candidate) => candidate.optionsPage)!;
  const values = acfValues(group.fields, content.settings as unknown as Row);
  const dir = path.resolve('.data', 'wordpress-seed');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'site-settings.php');
  writeFileSync(
    file,
    `<?php
// Generated by scripts/wordpress-seed.ts: the ACF options-page values of the fixture (${group.title}),
// stored by field key with update_field( …, 'option' ). Run inside WordPress (wp-task run / wp eval-file).
$values = json_decode( <<<'JSON'
${JSON.stringify(values, null, 1)}
JSON, true );
$fields = acf_get_fields( '${group.key}' );
if ( ! $fields ) { fwrite( STDERR, "field group ${group.key} is not loaded\\n" ); exit( 1 ); }
foreach ( $fields as $field ) {
	if ( array_key_exists( $field['name'], $values ) ) {
		update_field( $field['key'], $values[ $field['name'] ], 'option' );
	}
}
echo 'site settings: ' . implode( ', ', array_keys( $values ) ) . "\\n";
// The fixture's post URIs are /kennisbank/<slug>/ (Settings → Permalinks; not writable over REST).
if ( '/kennisbank/%postname%/' !== get_option( 'permalink_structure' ) ) {
	update_option( 'permalink_structure', '/kennisbank/%postname%/' );
	flush_rewrite_rules( false );
	echo "permalink structure: /kennisbank/%postname%/\\n";
}
`,
  );
  if (wpTask) {
    const [command, ...args] = wpTask.split(' ').filter(Boolean);
    process.stdout.write(execFileSync(command!, [...args, file], { encoding: 'utf8' }));
  } else {
    console.log(
      `Site settings: no REST endpoint writes ACF options-page values. Run inside WordPress:\n  php ../shared/real-wordpress/php/wp-task.php /tmp/realwp/wordpress run ${file}\n  (or: wp eval-file ${file})`,
    );
  }
}

const started = Date.now();
const step = async (name: string, fn: () => Promise<void> | void) => {
  const at = Date.now();
  await fn();
  console.log(`✓ ${name} (${((Date.now() - at) / 1000).toFixed(1)} s)`);
};
const fragmentBase = await restBaseOf('fragment');
const packageBase = await restBaseOf('package');
await step(`media: ${content.media.length}`, seedMedia);
await step(`categories: ${content.categories.length}`, seedCategories);
await step(`forms: ${content.forms.length}`, seedForms);
await step(`pages: ${content.pages.length}`, seedPages);
await step(`posts: ${content.posts.length}`, seedPosts);
await step(`fragments: ${content.fragments.length}, packages: ${content.packages.length}`, () =>
  seedCustomPosts(fragmentBase, packageBase),
);
await step('ACF values', () => seedAcf(fragmentBase, packageBase));
await step('site settings', seedSiteSettings);
for (const warning of new Set(warnings)) console.warn(`warning: ${warning}`);
console.log(
  `Seeded ${siteUrl} in ${((Date.now() - started) / 1000).toFixed(0)} s. Form ids: ${[...ids.forms].map(([from, to]) => `${from}→${to}`).join(', ')}`,
);
