/**
 * The site's own GraphQL: every graphql`` template in src/ (fragments, page queries, static
 * queries) and gatsby-node's graphql(`…`) queries, read with the TypeScript parser, and translated from Gatsby's schema to the schema
 * of the WordPress behind it (the "remote view" of remote-view.ts):
 * - type names lose Gatsby's `Wp` prefix (WpMediaItem → MediaItem, WpFlexButton → FlexButton);
 * - Gatsby root fields map to WPGraphQL's (GATSBY_ROOT_FIELDS), Gatsby's own root fields
 *   (site metadata, files) are dropped (GATSBY_OWN_ROOT_FIELDS), and what Gatsby adds to its
 *   connections (totalCount …) is dropped from allWp* selections.
 * Fields are kept as they are: a field Gatsby adds to a WordPress type must be declared in the
 * remote view (the contract's @link fields, GATSBY_ADDITIONS), or the check reports it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {
  Kind,
  parse,
  Source,
  visit,
  type ArgumentNode,
  type DefinitionNode,
  type DocumentNode,
  type FieldNode,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';

const repoRoot = path.resolve(__dirname, '../../..');

export interface SiteTag {
  /** Path from the repository root. */
  file: string;
  source: Source;
  document: DocumentNode;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    // gatsby-types.d.ts is generated from these queries.
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** Is `node` a graphql`…` tag or a graphql(`…`) call (gatsby-node's graphql helper)? Then its template. */
function graphqlTemplate(node: ts.Node): ts.TemplateLiteral | null {
  if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'graphql') return node.template;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'graphql') {
    const [first] = node.arguments;
    if (first && (ts.isNoSubstitutionTemplateLiteral(first) || ts.isTemplateExpression(first))) return first;
  }
  return null;
}

/**
 * The site's GraphQL, parsed: every graphql`` tagged template under src/ (fragments, page and
 * static queries) and the graphql(`…`) calls of gatsby-node.ts. Interpolations are refused
 * (Gatsby refuses them too).
 */
export function siteGraphqlTags(files = [...sourceFiles(path.join(repoRoot, 'src')), path.join(repoRoot, 'gatsby-node.ts')]): SiteTag[] {
  const tags: SiteTag[] = [];
  for (const file of [...files].sort()) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('graphql`') && !/graphql(<[^>]*>)?\(\s*`/.test(text)) continue;
    const relative = path.relative(repoRoot, file);
    const sourceFile = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visitNode = (node: ts.Node): void => {
      const template = graphqlTemplate(node);
      if (template) {
        if (!ts.isNoSubstitutionTemplateLiteral(template)) throw new Error(`${relative}: a graphql\`\` template with \${} interpolation`);
        const start = template.getStart(sourceFile) + 1;
        const { line, character } = sourceFile.getLineAndCharacterOfPosition(start);
        const body = template.rawText ?? template.text;
        const source = new Source(body, relative, { line: line + 1, column: character + 1 });
        tags.push({ file: relative, source, document: parse(source) });
      }
      ts.forEachChild(node, visitNode);
    };
    visitNode(sourceFile);
  }
  return tags;
}

/**
 * Gatsby root fields of WordPress nodes → the WPGraphQL root field gatsby-source-wordpress
 * sources them from. `wp` is the node gatsby-source-wordpress makes of the non-node root
 * fields (generalSettings, siteSettings …): its selection moves to the root.
 * A single-node field gets `id: "…"` (WPGraphQL's required argument) instead of Gatsby's
 * filter; a list field loses Gatsby's filter/sort/limit/skip.
 */
export const GATSBY_ROOT_FIELDS: Readonly<Record<string, { remote: string; single: boolean } | 'root'>> = {
  wp: 'root',
  wpPage: { remote: 'page', single: true },
  allWpPage: { remote: 'pages', single: false },
  wpPost: { remote: 'post', single: true },
  allWpPost: { remote: 'posts', single: false },
  wpCategory: { remote: 'category', single: true },
  allWpCategory: { remote: 'categories', single: false },
  wpMediaItem: { remote: 'mediaItem', single: true },
  allWpMediaItem: { remote: 'mediaItems', single: false },
  wpFlexFragment: { remote: 'flexFragment', single: true },
  allWpFlexFragment: { remote: 'flexFragments', single: false },
  wpPackage: { remote: 'package', single: true },
  allWpPackage: { remote: 'packages', single: false },
  wpGfForm: { remote: 'gfForm', single: true },
  allWpGfForm: { remote: 'gfForms', single: false },
  wpContentType: { remote: 'contentType', single: true },
  allWpContentType: { remote: 'contentTypes', single: false },
};

/** Gatsby's own root fields (site metadata, files, sharp images): nothing of WordPress, dropped. */
export const GATSBY_OWN_ROOT_FIELDS: readonly string[] = ['site', 'sitePage', 'allSitePage', 'siteBuildMetadata', 'file', 'allFile', 'imageSharp', 'allImageSharp'];

/** What Gatsby adds to every allX connection; WPGraphQL connections have nodes, edges and pageInfo only. */
const GATSBY_CONNECTION_FIELDS = new Set(['totalCount', 'distinct', 'max', 'min', 'sum', 'group']);

/** WpX → X (gatsby-source-wordpress's typePrefix is `Wp`). */
export const dropWpPrefix = (name: string) => (/^Wp[A-Z]/.test(name) ? name.slice(2) : name);

const stringValue = (value: string) => ({ kind: Kind.STRING, value }) as const;

function translateRootField(field: FieldNode, problems: string[]): readonly SelectionNode[] {
  const name = field.name.value;
  if (GATSBY_OWN_ROOT_FIELDS.includes(name)) return [];
  const mapped = GATSBY_ROOT_FIELDS[name];
  if (!mapped) {
    problems.push(`root field ${name}: not in GATSBY_ROOT_FIELDS (mocks/wordpress/contract/site-queries.ts)`);
    return [field];
  }
  if (mapped === 'root') return field.selectionSet?.selections ?? [];
  const args: ArgumentNode[] = mapped.single ? [{ kind: Kind.ARGUMENT, name: { kind: Kind.NAME, value: 'id' }, value: stringValue('gatsby-node-id') }] : [];
  const selectionSet =
    !mapped.single && field.selectionSet
      ? { ...field.selectionSet, selections: field.selectionSet.selections.filter((selection) => !(selection.kind === Kind.FIELD && GATSBY_CONNECTION_FIELDS.has(selection.name.value))) }
      : field.selectionSet;
  // `allWpPage { totalCount }` asks Gatsby only.
  if (selectionSet?.selections.length === 0) return [];
  return [
    {
      ...field,
      // An alias keeps the Gatsby name visible in messages (and keeps two mapped fields apart).
      alias: field.alias ?? { kind: Kind.NAME, value: name },
      name: { ...field.name, value: mapped.remote },
      arguments: args,
      selectionSet,
    },
  ];
}

/** Names of the variables a definition still uses. */
function usedVariables(node: DefinitionNode): Set<string> {
  const used = new Set<string>();
  visit(node, {
    VariableDefinition: () => false,
    Variable: (variable) => {
      used.add(variable.name.value);
    },
  });
  return used;
}

export interface TranslatedDefinition {
  /** `fragment ImageMedia` / `query PageById`. */
  name: string;
  file: string;
  definition: DefinitionNode;
  /** An operation that asks Gatsby only (site metadata …): nothing to check against WordPress. */
  gatsbyOnly: boolean;
}

/** The site's definitions in the remote view's terms; `problems` gets what could not be translated. */
export function translateSiteDefinitions(tags: readonly SiteTag[], problems: string[] = []): TranslatedDefinition[] {
  const out: TranslatedDefinition[] = [];
  for (const tag of tags) {
    for (const definition of tag.document.definitions) {
      let translated = visit(definition, {
        NamedType: (node) => ({ ...node, name: { ...node.name, value: dropWpPrefix(node.name.value) } }),
      }) as DefinitionNode;
      let gatsbyOnly = false;
      if (translated.kind === Kind.OPERATION_DEFINITION) {
        const operation: OperationDefinitionNode = translated;
        const selections = operation.selectionSet.selections.flatMap((selection) =>
          selection.kind === Kind.FIELD ? translateRootField(selection, problems) : [selection],
        );
        gatsbyOnly = selections.length === 0;
        const withSelections: OperationDefinitionNode = { ...operation, selectionSet: { ...operation.selectionSet, selections } };
        const used = usedVariables(withSelections);
        translated = { ...withSelections, variableDefinitions: (operation.variableDefinitions ?? []).filter((variable) => used.has(variable.variable.name.value)) };
      }
      const kind = definition.kind === Kind.FRAGMENT_DEFINITION ? 'fragment' : definition.kind === Kind.OPERATION_DEFINITION ? definition.operation : definition.kind;
      const name = 'name' in definition && definition.name ? definition.name.value : '(anonymous)';
      out.push({ name: `${kind} ${name}`, file: tag.file, definition: translated, gatsbyOnly });
    }
  }
  return out;
}
