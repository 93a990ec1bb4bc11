import type { ImportDeclaration, ModuleDeclaration, Statement, Directive } from 'estree-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { RootContent } from 'mdast';
import { hasPageExtension } from '../../project/page-files.ts';
import { normalizePath, resolvePath } from '../../project/project.ts';
import { estreeSpan, report } from '../render-state.ts';
import type { DiagnosticSink, Span } from '../render-state.ts';
import { evaluateExpression } from './evaluate.ts';
import { valueTooLarge } from './static-value-size.ts';
import type { SnippetLoader } from './snippet-loader.ts';
import { FunctionComponent, SnippetComponent, UnresolvedComponent, staticObject } from './static-value.ts';
import type { Origin, Scope, StaticValue } from './static-value.ts';
import { RenderCode } from '../render-codes.ts';

/** What building a scope needs: where files come from and where diagnostics go. */
export interface ModuleContext {
  readonly loader: SnippetLoader;
  /** Snippet module scopes already built in this render, by path. */
  readonly modules: Map<string, Scope>;
  /** Where diagnostics about snippet files go (absolute positions). */
  readonly snippetSink: DiagnosticSink;
  /** The sizes of the values measured so far in this render (see Origin.sizes). */
  readonly sizes: WeakMap<object, number>;
}

/** Where one ESM node's diagnostics go (its block's sink for a page, or an absolute sink for snippets). */
export interface EsmNode {
  readonly node: MdxjsEsm;
  readonly sink: DiagnosticSink;
}

/**
 * Builds the names a page or snippet defines with `import` and `export const`, interpreting
 * them statically. Snippet imports (`.mdx`/`.md`) are resolved through the project; `stack`
 * holds the files being imported, outermost first, so a cycle is reported instead of followed.
 */
export function buildModuleScope(mc: ModuleContext, file: string, esm: readonly EsmNode[], stack: readonly string[]): Scope {
  const scope = new Map<string, StaticValue>();
  const origin = { file, scope, sizes: mc.sizes };
  for (const { node, sink } of esm) {
    for (const statement of node.data?.estree?.body ?? []) declare(mc, file, statement, scope, origin, sink, [...stack, file]);
  }
  return scope;
}

type TopLevel = Statement | ModuleDeclaration | Directive;

function declare(mc: ModuleContext, file: string, statement: TopLevel, scope: Map<string, StaticValue>, origin: Origin, sink: DiagnosticSink, stack: readonly string[]): void {
  const unsupported = (node: TopLevel | undefined, what: string) => report(sink, file, estreeSpan(node), 'warning', RenderCode.unsupportedExpression, `${what} cannot be shown without running code, so it is left out. Use \`export const name = <value>\` with a string, number, boolean, array, object or JSX.`);
  switch (statement.type) {
    case 'ImportDeclaration':
      importSnippet(mc, file, statement, scope, sink, stack);
      return;
    case 'ExportNamedDeclaration': {
      const declaration = statement.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        for (const d of declaration.declarations) {
          if (d.id.type !== 'Identifier') {
            unsupported(statement, 'This destructuring export');
            continue;
          }
          const value = d.init ? evaluateExpression(d.init, origin) : { ok: true as const, value: undefined };
          if (value.ok) scope.set(d.id.name, value.value);
          else if (value.tooLarge) {
            report(sink, file, estreeSpan(value.node), 'error', valueTooLarge.code, valueTooLarge.message);
            scope.set(d.id.name, new UnresolvedComponent(d.id.name, 'unsupported'));
          } else {
            report(sink, file, estreeSpan(value.node), 'warning', RenderCode.unsupportedExpression, `\`export const ${d.id.name}\` is computed by code that the preview does not run, so \`${d.id.name}\` shows nothing. Use a literal value (string, number, boolean, array, object or JSX).`);
            scope.set(d.id.name, new UnresolvedComponent(d.id.name, 'unsupported'));
          }
        }
      } else if (declaration?.type === 'FunctionDeclaration' && declaration.id) {
        scope.set(declaration.id.name, new FunctionComponent(declaration, origin));
      } else if (declaration) {
        unsupported(statement, 'This export');
      } else if (statement.specifiers.length > 0) {
        unsupported(statement, 'Re-exporting names');
      }
      return;
    }
    case 'ExportDefaultDeclaration':
    case 'ExportAllDeclaration':
      unsupported(statement, statement.type === 'ExportDefaultDeclaration' ? '`export default`' : '`export *`');
      return;
    default:
      return;
  }
}

function importSnippet(mc: ModuleContext, file: string, node: ImportDeclaration, scope: Map<string, StaticValue>, sink: DiagnosticSink, stack: readonly string[]): void {
  const source = String(node.source.value);
  const at: Span | undefined = estreeSpan(node.source);
  const bare = source.replace(/[?#].*$/, '');
  // A project's `.js`/`.jsx`/`.ts`/`.tsx` file holds components and values to read statically like
  // a snippet's exports; a package (`react`, `@acme/ui`) cannot be loaded.
  const componentModule = componentModuleFile.test(bare) && /^\.{0,2}\//.test(bare);
  if (!hasPageExtension(bare) && !componentModule) {
    for (const s of node.specifiers) scope.set(s.local.name, new UnresolvedComponent(s.local.name, 'external'));
    return;
  }
  const path = source.startsWith('/') ? normalizePath(source) : resolvePath(file, source);
  const bindAll = (reason: 'missing' | 'cycle') => {
    for (const s of node.specifiers) scope.set(s.local.name, new UnresolvedComponent(s.local.name, reason));
  };
  if (!mc.loader.exists(path)) {
    report(sink, file, at, 'error', RenderCode.snippetMissing, `The snippet \`${source}\` does not exist (looked for \`${path}\` in the project). Check the path; snippets usually live in \`/snippets/\`.`);
    return bindAll('missing');
  }
  if (stack.includes(path)) {
    report(sink, file, at, 'warning', RenderCode.snippetCycle, `Importing \`${source}\` creates a cycle (${[...stack, path].join(' → ')}), so it is not expanded. Remove one of the imports.`);
    return bindAll('cycle');
  }
  if (componentModule && !moduleReadable(mc, file, source, path, at, sink)) {
    for (const s of node.specifiers) scope.set(s.local.name, new UnresolvedComponent(s.local.name, 'unsupported'));
    return;
  }
  let exports: Scope | undefined;
  for (const s of node.specifiers) {
    if (componentModule && s.type === 'ImportDefaultSpecifier') {
      report(sink, file, estreeSpan(s), 'warning', RenderCode.unsupportedExpression, `\`${source}\` is read for its named exports (\`export const Name = …\`); a default import of it shows a box where the published site renders \`<${s.local.name}>\`. Import it by name: \`import { Name } from '${source}'\`.`);
      scope.set(s.local.name, new UnresolvedComponent(s.local.name, 'unsupported'));
      continue;
    }
    if (s.type === 'ImportDefaultSpecifier') {
      scope.set(s.local.name, new SnippetComponent(path));
      continue;
    }
    exports ??= snippetExports(mc, path, stack);
    if (s.type === 'ImportNamespaceSpecifier') {
      scope.set(s.local.name, staticObject(exports));
      continue;
    }
    const name = s.imported.type === 'Identifier' ? s.imported.name : String(s.imported.value);
    if (exports.has(name)) scope.set(s.local.name, exports.get(name));
    else {
      report(sink, file, estreeSpan(s), 'error', RenderCode.snippetMissing, `\`${source}\` has no export named \`${name}\`. Add \`export const ${name} = …\` to the snippet or fix the name.`);
      scope.set(s.local.name, new UnresolvedComponent(s.local.name, 'missing'));
    }
  }
}

const componentModuleFile = /\.(?:jsx?|tsx?|mjs)$/i;

/**
 * Whether a `.jsx`-style module parses as MDX's JavaScript (JSX, no TypeScript types); when it does
 * not, one warning says why its names show a box in the preview.
 */
function moduleReadable(mc: ModuleContext, file: string, source: string, path: string, at: Span | undefined, sink: DiagnosticSink): boolean {
  const parsed = mc.loader.load(path);
  if (parsed?.ok) return true;
  const why = parsed?.diagnostics[0];
  report(sink, file, at, 'warning', RenderCode.unsupportedExpression, `\`${source}\` could not be read statically${why ? ` (line ${why.line} is not JavaScript with JSX)` : ''}, so the components it exports show a box where the published site renders them. Write it as \`export const Name = (props) => <jsx/>\` without TypeScript types.`);
  return false;
}

/** The names a snippet file exports, built once per render. */
export function snippetExports(mc: ModuleContext, path: string, stack: readonly string[]): Scope {
  const cached = mc.modules.get(path);
  if (cached) return cached;
  const parsed = mc.loader.load(path);
  const scope = parsed ? buildModuleScope(mc, path, esmNodesOf(parsed.tree.children, mc.snippetSink), stack) : new Map<string, StaticValue>();
  mc.modules.set(path, scope);
  return scope;
}

/** The top-level ESM nodes of a tree, each with the sink its diagnostics go to. */
export function esmNodesOf(children: readonly RootContent[], sink: DiagnosticSink): EsmNode[] {
  const out: EsmNode[] = [];
  for (const child of children) if (child.type === 'mdxjsEsm') out.push({ node: child, sink });
  return out;
}
