/**
 * Which styled components have a function interpolation (`${(p) => …}`, `${(p) => p.theme.x}`, a
 * `css` fragment or helper holding one, or a dynamic base in `styled(Base)`), and under which
 * componentId the site build names them.
 *
 * Why it matters: styled-components 6 treats a component whose rules hold a function as dynamic
 * (`ComponentStyle.isStatic` is false): it flattens, hashes and, for a new result, inserts its CSS on
 * every render of every instance, also while the page hydrates. A component without one is static:
 * its class is made once.
 *
 * Two passes over the same source text:
 *   - Babel with babel-plugin-styled-components and the options gatsby-config.ts gives it in a
 *     production build (ssr on, so every styled component gets a `componentId`, `sc-<file hash>-<n>`,
 *     from the file's path and the component's position): the componentId of every styled tagged
 *     template, by its offset in the file;
 *   - the TypeScript compiler with the project's tsconfig: whether the template is dynamic, following
 *     identifiers, `css` fragments, helper calls and styled() bases across files with the checker.
 * A componentId seen in a page's HTML (`class="sc-… …"`) then says the component was rendered there.
 */
import { transformSync, type NodePath, type types } from '@babel/core';
import { createRequire } from 'node:module';
import path from 'node:path';
import ts from 'typescript';

export interface StyledComponentInfo {
  /** `sc-<hash>-<n>` as in the build's class names. */
  componentId: string;
  /** Repository-relative file and 1-based line of the template. */
  file: string;
  line: number;
  /** The variable the component is assigned to, or `(anonymous)`. */
  name: string;
  /** Has a function interpolation, itself or through what it interpolates or extends. */
  dynamic: boolean;
}

/** babel-plugin-styled-components' options as the production build has them (gatsby-config.ts, plus ssr from the Gatsby plugin). */
const BUILD_PLUGIN_OPTIONS = { ssr: true, displayName: false, fileName: false, pure: true, transpileTemplateLiterals: false };

/** The componentIds the build gives the styled tagged templates of one file, by the template's start offset. */
export function componentIdsByOffset(filename: string, code: string): Map<number, string> {
  const ids = new Map<number, string>();
  const collector = {
    visitor: {
      TaggedTemplateExpression: {
        // On exit: babel-plugin-styled-components has then given the tag its withConfig({ componentId }).
        exit(nodePath: NodePath<types.TaggedTemplateExpression>) {
          const { tag, start } = nodePath.node;
          if (start == null || tag.type !== 'CallExpression' || tag.callee.type !== 'MemberExpression') return;
          const { property } = tag.callee;
          const [config] = tag.arguments;
          if (property.type !== 'Identifier' || property.name !== 'withConfig' || config?.type !== 'ObjectExpression') return;
          for (const entry of config.properties) {
            if (
              entry.type === 'ObjectProperty' &&
              entry.key.type === 'Identifier' &&
              entry.key.name === 'componentId' &&
              entry.value.type === 'StringLiteral'
            ) {
              ids.set(start, entry.value.value);
            }
          }
        },
      },
    },
  };
  transformSync(code, {
    filename,
    babelrc: false,
    configFile: false,
    code: false,
    parserOpts: { plugins: filename.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
    // The plugin by its file, resolved from the source file: Babel resolves a name from the working directory.
    plugins: [[createRequire(filename).resolve('babel-plugin-styled-components'), BUILD_PLUGIN_OPTIONS], collector],
  });
  return ids;
}

/** The project's program (its files, or the ones given, with its compiler options), for the checker. */
export function projectProgram(root: string, rootNames?: string[]): ts.Program {
  const configPath = path.join(root, 'tsconfig.json');
  const parsed = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`cannot read ${configPath}`);
  return ts.createProgram({ rootNames: rootNames ?? parsed.fileNames, options: parsed.options });
}

/**
 * Decides, with the checker, whether templates and interpolations are dynamic. Results are kept per
 * node, and a node being decided counts as static, so a cycle of references ends.
 */
export class DynamicStyles {
  private readonly decided = new Map<ts.Node, boolean>();
  private readonly checker: ts.TypeChecker;
  constructor(checker: ts.TypeChecker) {
    this.checker = checker;
  }

  /** A styled or css tagged template: one of its interpolations, or the styled() base it extends, is dynamic. */
  template(node: ts.TaggedTemplateExpression): boolean {
    return this.memo(node, () => {
      const spans = ts.isTemplateExpression(node.template) ? node.template.templateSpans : [];
      return spans.some((span) => this.expression(span.expression)) || this.base(node.tag);
    });
  }

  /** `styled(Base)…` or `styled(Base).attrs(…)…`: Base is a dynamic styled component. */
  private base(tag: ts.Expression): boolean {
    let current: ts.Expression = tag;
    while (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current)) {
      if (ts.isCallExpression(current) && ts.isIdentifier(current.expression) && current.expression.text === 'styled') {
        const [base] = current.arguments;
        const initializer = base && this.initializerOf(base);
        return Boolean(initializer && ts.isTaggedTemplateExpression(initializer) && this.template(initializer));
      }
      current = current.expression;
    }
    return false;
  }

  private expression(node: ts.Expression): boolean {
    // A template is decided (and kept) by template() itself.
    if (ts.isTaggedTemplateExpression(node)) return this.template(node);
    return this.memo(node, () => {
      if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node))
        return this.expression(node.expression);
      if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return true;
      if (ts.isConditionalExpression(node)) return this.expression(node.whenTrue) || this.expression(node.whenFalse);
      if (ts.isBinaryExpression(node)) return this.expression(node.left) || this.expression(node.right);
      if (ts.isArrayLiteralExpression(node)) return node.elements.some((element) => this.expression(element));
      // A styled component interpolated as a selector (`${Button}:hover &`) is no function interpolation.
      if (this.isStyledComponent(node)) return false;
      if (ts.isCallExpression(node)) return this.call(node);
      if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
        const initializer = this.initializerOf(node);
        if (initializer) return this.expression(initializer);
      }
      return this.checker.getTypeAtLocation(node).getCallSignatures().length > 0;
    });
  }

  /** A helper call: what it returns is callable, or the css templates in its body are dynamic. */
  private call(node: ts.CallExpression): boolean {
    if (this.checker.getTypeAtLocation(node).getCallSignatures().length > 0) return true;
    const declaration = this.declarationOf(node.expression);
    const body = declaration && (ts.isFunctionDeclaration(declaration) || ts.isArrowFunction(declaration)) ? declaration.body : undefined;
    const initializer = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
    const scope =
      body ?? (initializer && (ts.isArrowFunction(initializer) || ts.isFunctionExpression(initializer)) ? initializer.body : undefined);
    if (!scope) return false;
    let dynamic = false;
    const visit = (child: ts.Node) => {
      if (dynamic) return;
      if (ts.isTaggedTemplateExpression(child)) dynamic = this.template(child);
      else ts.forEachChild(child, visit);
    };
    visit(scope);
    return dynamic;
  }

  private isStyledComponent(node: ts.Expression): boolean {
    return Boolean(this.checker.getTypeAtLocation(node).getProperty('styledComponentId'));
  }

  private declarationOf(node: ts.Expression): ts.Declaration | undefined {
    let symbol = this.checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = this.checker.getAliasedSymbol(symbol);
    return symbol?.valueDeclaration ?? symbol?.declarations?.[0];
  }

  /** The initializer of the `const` an identifier or property refers to. */
  private initializerOf(node: ts.Expression): ts.Expression | undefined {
    const declaration = this.declarationOf(node);
    if (declaration && (ts.isVariableDeclaration(declaration) || ts.isPropertyAssignment(declaration))) return declaration.initializer;
    return undefined;
  }

  private memo(node: ts.Node, decide: () => boolean): boolean {
    const known = this.decided.get(node);
    if (known !== undefined) return known;
    this.decided.set(node, false);
    const result = decide();
    this.decided.set(node, result);
    return result;
  }
}

/** Every styled component in the program's files under `dir` (tests left out), with its componentId and whether it is dynamic. */
export function styledComponents(root: string, dir = 'src', program = projectProgram(root)): StyledComponentInfo[] {
  const dynamicStyles = new DynamicStyles(program.getTypeChecker());
  const prefix = path.join(root, dir) + path.sep;
  const found: StyledComponentInfo[] = [];
  for (const source of program.getSourceFiles()) {
    const filename = path.resolve(source.fileName);
    if (!filename.startsWith(prefix) || /\.test\.tsx?$/.test(filename) || filename.endsWith('.d.ts')) continue;
    if (!source.text.includes('styled-components')) continue;
    const ids = componentIdsByOffset(filename, source.text);
    const visit = (node: ts.Node) => {
      if (ts.isTaggedTemplateExpression(node)) {
        const componentId = ids.get(node.getStart(source));
        if (componentId) {
          const parent = node.parent;
          found.push({
            componentId,
            file: path.relative(root, filename).split(path.sep).join('/'),
            line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
            name: ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) ? parent.name.text : '(anonymous)',
            dynamic: dynamicStyles.template(node),
          });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** The styled componentIds in an HTML document's class attributes. */
export function componentIdsInHtml(html: string): Set<string> {
  const ids = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const token of (match[1] ?? '').split(/\s+/)) if (/^sc-[a-z0-9]+-\d+$/.test(token)) ids.add(token);
  }
  return ids;
}
