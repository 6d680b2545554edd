/**
 * The ACF JSON export of the content model (src/model/model.ts), in the format Secure
 * Custom Fields / ACF Pro write to and load from a theme's or plugin's acf-json folder
 * (includes/local-json.php): one file per field group (group_*.json), per post type
 * (post_type_*.json) and per options page (ui_options_page_*.json), each named by its `key`.
 *
 *   npm run acf:export        # writes wordpress/acf-json/ (see wordpress/README.md)
 *
 * Every field carries the keys SCF 6.4 exports for its type (acf_validate_field +
 * acf_prepare_field_for_export), with these choices:
 * - keys derived from names (field_<group>__<path>, layout_<group>__<path>): stable across runs
 *   and unique, so values written by key survive a re-export;
 * - show_in_graphql and graphql_field_name on every group and field, which both plugin lines read
 *   (wp-graphql-acf 0.6.2 src/class-config.php; WPGraphQL for ACF 2.x src/Utils.php
 *   get_field_group_name, src/Admin/Settings.php); the owners' GraphQL types follow the location rules;
 * - show_in_rest on every group, so the REST API (`acf` key) writes the values (wordpress:seed);
 * - select: return_format value, single; image: return_format id; link: array;
 *   post_object / page_link: post_type list, return_format id, `multiple: 0` (an int: wp-graphql-acf
 *   0.6.2 compares `0 !== $acf_field['multiple']` and makes any other value a list).
 * Post types and the options page also carry show_in_graphql / graphql_single_name /
 * graphql_plural_name / graphql_field_name / graphql_type_name; SCF drops those when registering:
 * WPGraphQL for ACF 2.x passes them on itself, under 0.6.2 wordpress/mu-plugins/site-graphql.php does.
 *
 * No import.meta here, so Jest can import this module (scripts/acf-json.test.ts).
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AcfField, type AcfFieldGroup } from '../src/model/fields.ts';
import { FIELD_GROUPS, OPTIONS_PAGE, POST_TYPES } from '../src/model/model.ts';
import { graphqlNameOf, wpFormatTypeName } from '../src/model/naming.ts';

export const ACF_JSON_DIR = path.join('wordpress', 'acf-json');

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

/** 'banner_default' → 'Banner default': the label an editor sees for a choice. */
const humanize = (value: string) => (value.charAt(0).toUpperCase() + value.slice(1)).replace(/_/g, ' ');

/** SCF 6.4's export of each field type's own settings (acf_validate_field defaults), with the choices above. */
function typeSettings(field: AcfField): JsonObject {
  const choices = (): JsonObject => Object.fromEntries((field.choices ?? []).map((choice) => [choice, humanize(choice)]));
  const postTypes = [...(field.postTypes ?? [])];
  switch (field.type) {
    case 'text':
      return { default_value: '', maxlength: '', placeholder: '', prepend: '', append: '' };
    case 'textarea':
      return { default_value: '', new_lines: '', maxlength: '', placeholder: '', rows: '' };
    case 'wysiwyg':
      return { tabs: 'all', toolbar: 'full', media_upload: 1, default_value: '', delay: 0 };
    case 'url':
      return { default_value: '', placeholder: '' };
    case 'number':
      return { default_value: '', min: '', max: '', step: '', placeholder: '', prepend: '', append: '' };
    case 'true_false':
      return { default_value: 0, message: '', ui: 1, ui_on_text: '', ui_off_text: '' };
    case 'select':
      return {
        choices: choices(),
        default_value: false,
        return_format: 'value',
        multiple: 0,
        allow_null: 1,
        ui: 0,
        ajax: 0,
        placeholder: '',
      };
    case 'checkbox':
      return {
        choices: choices(),
        default_value: [],
        return_format: 'value',
        allow_custom: 0,
        save_custom: 0,
        layout: 'vertical',
        toggle: 0,
        custom_choice_button_text: 'Add new choice',
      };
    case 'image':
      return {
        return_format: 'id',
        library: 'all',
        min_width: '',
        min_height: '',
        min_size: '',
        max_width: '',
        max_height: '',
        max_size: '',
        mime_types: '',
        preview_size: 'medium',
      };
    case 'link':
      return { return_format: 'array' };
    case 'post_object':
      return {
        post_type: postTypes,
        post_status: '',
        taxonomy: '',
        return_format: 'id',
        multiple: 0,
        allow_null: 1,
        bidirectional: 0,
        ui: 1,
        bidirectional_target: [],
      };
    case 'page_link':
      return { post_type: postTypes, post_status: '', taxonomy: '', allow_archives: 0, multiple: 0, allow_null: 1, return_format: 'id' };
    case 'group':
      return { layout: 'block' };
    case 'repeater':
      return { layout: 'block', pagination: 0, min: 0, max: 0, collapsed: '', button_label: 'Add row', rows_per_page: 20 };
    case 'flexible_content':
      return { button_label: 'Add block', min: '', max: '' };
  }
}

/** One field (and its sub-fields / layouts), `key` = field_<group>__<path of names>. */
function fieldJson(field: AcfField, keyPath: string, parentRepeater?: string): JsonObject {
  const key = `field_${keyPath}__${field.name}`;
  const json: JsonObject = {
    key,
    label: field.label,
    name: field.name,
    'aria-label': '',
    type: field.type,
    instructions: field.instructions ?? '',
    required: 0,
    conditional_logic: 0,
    wrapper: { width: '', class: '', id: '' },
    show_in_graphql: 1,
    graphql_field_name: graphqlNameOf(field),
    ...typeSettings(field),
    ...(field.defaultValue !== undefined ? { default_value: field.defaultValue } : {}),
  };
  const childPath = `${keyPath}__${field.name}`;
  if (field.type === 'group' || field.type === 'repeater') {
    const subRepeater = field.type === 'repeater' ? key : undefined;
    json.sub_fields = (field.shape?.fields ?? []).map((sub) => fieldJson(sub, childPath, subRepeater));
  }
  if (field.type === 'flexible_content') {
    json.layouts = Object.fromEntries(
      (field.layouts ?? []).map((layout) => {
        const layoutKey = `layout_${childPath}__${layout.name}`;
        const subFields = layout.fields.map((sub) => ({ ...fieldJson(sub, `${childPath}__${layout.name}`), parent_layout: layoutKey }));
        return [
          layoutKey,
          { key: layoutKey, name: layout.name, label: layout.label, display: 'block', sub_fields: subFields, min: '', max: '' },
        ];
      }),
    );
  }
  if (parentRepeater) json.parent_repeater = parentRepeater;
  return json;
}

function fieldGroupJson(group: AcfFieldGroup): JsonObject {
  const keyPath = group.key.replace(/^group_/, '');
  const param = group.optionsPage ? 'options_page' : 'post_type';
  return {
    key: group.key,
    title: group.title,
    fields: group.fields.map((field) => fieldJson(field, keyPath)),
    location: group.location.map((value) => [{ param, operator: '==', value }]),
    menu_order: 0,
    position: 'normal',
    style: 'default',
    label_placement: 'top',
    instruction_placement: 'label',
    hide_on_screen: '',
    active: true,
    description: '',
    show_in_rest: 1,
    show_in_graphql: 1,
    graphql_field_name: group.graphqlFieldName,
    // No graphql_types nor map_graphql_types_from_location_rules: without them both lines map the owners'
    // GraphQL types from the location rules (0.6.2 src/class-config.php, add_acf_fields_to_graphql_types,
    // where that flag means the types are set by hand; 2.x src/Registry.php, get_location_rules, where
    // any graphql_types array, even empty, takes the group out of the mapping).
  };
}

/** register_post_type labels SCF knows (ACF_Post_Type::get_settings_array); only the two names are set. */
const POST_TYPE_LABELS = [
  'name',
  'singular_name',
  'menu_name',
  'all_items',
  'add_new',
  'add_new_item',
  'edit_item',
  'new_item',
  'view_item',
  'view_items',
  'search_items',
  'not_found',
  'not_found_in_trash',
  'parent_item_colon',
  'archives',
  'attributes',
  'featured_image',
  'set_featured_image',
  'remove_featured_image',
  'use_featured_image',
  'insert_into_item',
  'uploaded_to_this_item',
  'filter_items_list',
  'filter_by_date',
  'items_list_navigation',
  'items_list',
  'item_published',
  'item_published_privately',
  'item_reverted_to_draft',
  'item_scheduled',
  'item_updated',
  'item_link',
  'item_link_description',
];

function postTypeJson(type: (typeof POST_TYPES)[number]): JsonObject {
  return {
    key: `post_type_${type.name}`,
    title: type.label,
    menu_order: 0,
    active: true,
    post_type: type.name,
    advanced_configuration: true,
    import_source: '',
    import_date: '',
    labels: Object.fromEntries(
      POST_TYPE_LABELS.map((label) => [label, label === 'name' ? type.label : label === 'singular_name' ? type.singularLabel : '']),
    ),
    description: '',
    public: true,
    hierarchical: false,
    exclude_from_search: true,
    publicly_queryable: true,
    show_ui: true,
    show_in_menu: true,
    admin_menu_parent: '',
    show_in_admin_bar: true,
    show_in_nav_menus: false,
    show_in_rest: true,
    rest_base: '',
    rest_namespace: 'wp/v2',
    rest_controller_class: 'WP_REST_Posts_Controller',
    menu_position: null,
    menu_icon: '',
    rename_capabilities: false,
    singular_capability_name: 'post',
    plural_capability_name: 'posts',
    supports: ['title', 'editor', 'thumbnail', 'custom-fields'],
    taxonomies: [],
    has_archive: false,
    has_archive_slug: '',
    // with_front false: /fragment/<slug>/, not under the posts' /kennisbank/ permalink base.
    rewrite: { permalink_rewrite: 'post_type_key', slug: '', feeds: false, pages: true, with_front: false },
    query_var: 'post_type_key',
    query_var_name: '',
    can_export: true,
    delete_with_user: false,
    register_meta_box_cb: '',
    enter_title_here: '',
    // Not read by SCF; passed to register_post_type by wordpress/mu-plugins/site-graphql.php (0.6.2), or by
    // WPGraphQL for ACF 2.x itself (src/Admin/PostTypeRegistration.php, filter acf/post_type/registration_args).
    show_in_graphql: 1,
    graphql_single_name: type.graphqlSingleName,
    graphql_plural_name: type.graphqlPluralName,
  };
}

function optionsPageJson(): JsonObject {
  return {
    key: `ui_options_page_${OPTIONS_PAGE.slug.replace(/-/g, '_')}`,
    title: OPTIONS_PAGE.title,
    active: true,
    menu_order: 0,
    page_title: OPTIONS_PAGE.title,
    menu_slug: OPTIONS_PAGE.slug,
    parent_slug: 'none',
    advanced_configuration: false,
    icon_url: '',
    menu_title: '',
    position: null,
    redirect: false,
    description: '',
    menu_icon: { type: 'dashicons', value: 'dashicons-admin-generic' },
    update_button: 'Update',
    updated_message: 'Options Updated',
    capability: 'edit_posts',
    data_storage: 'options',
    post_id: '',
    autoload: false,
    // Not read by SCF. 0.6.2 gets them through wordpress/mu-plugins/site-graphql.php; WPGraphQL for ACF 2.x
    // reads show_in_graphql and graphql_type_name itself (src/Admin/OptionsPageRegistration.php).
    show_in_graphql: 1,
    graphql_field_name: OPTIONS_PAGE.graphqlFieldName,
    graphql_type_name: wpFormatTypeName(OPTIONS_PAGE.graphqlFieldName),
  };
}

/** File name → contents, as ACF writes them (acf_json_encode: 4-space pretty print, unescaped slashes and unicode). */
export function acfJsonFiles(): Map<string, string> {
  const documents: JsonObject[] = [
    ...FIELD_GROUPS.map(fieldGroupJson),
    ...POST_TYPES.filter((type) => !type.builtIn).map(postTypeJson),
    optionsPageJson(),
  ];
  return new Map(documents.map((document) => [`${String(document.key)}.json`, JSON.stringify(document, null, 4)]));
}

/** Replaces the *.json files of `dir` by the generated ones. */
export function writeAcfJson(dir: string): string[] {
  mkdirSync(dir, { recursive: true });
  for (const name of readdirSync(dir)) if (name.endsWith('.json')) rmSync(path.join(dir, name));
  const files = acfJsonFiles();
  for (const [name, text] of files) writeFileSync(path.join(dir, name), text);
  return [...files.keys()];
}

// Run as a script (not imported).
if (process.argv[1]?.endsWith(path.join('scripts', 'acf-json.ts'))) {
  const dir = path.resolve(process.argv[2] ?? ACF_JSON_DIR);
  const names = writeAcfJson(dir);
  console.log(`${names.length} ACF JSON files in ${path.relative(process.cwd(), dir) || dir}: ${names.join(', ')}`);
}
