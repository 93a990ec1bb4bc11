import type { ElementContent, Root as HastRoot } from 'hast';
import type { Root, RootContent } from 'mdast';
import type { Handler, Options, State } from 'mdast-util-to-hast';
import { toHast } from 'mdast-util-to-hast';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { IdRequests } from '../ids.ts';
import type { IdRequest } from '../ids.ts';
import { handlers } from '../markdown/handlers.ts';
import { hasRawHtml, renderWithRawHtml } from '../markdown/raw-html.ts';
import type { IconUse, RenderContext } from '../render-context.ts';
import type { DiagnosticSink, RenderState } from '../render-state.ts';
import { serializeHtml } from '../safety/serialize-html.ts';
import { SnippetLoader } from '../static/snippet-loader.ts';
import { substituteVariables } from '../variables/substitute-variables.ts';
import type { Scope } from '../static/static-value.ts';

/** The rendered form of one block, independent of where the block sits in the page. */
export interface BlockRender {
  /** HTML with id placeholders (see `ids.ts`). */
  readonly html: string;
  readonly ids: readonly IdRequest[];
  /** Diagnostics of the page with lines relative to the block. */
  readonly relative: readonly Diagnostic[];
  /** Diagnostics of other files (snippets), with their own positions. */
  readonly absolute: readonly Diagnostic[];
  /** The snippet files read, with the content they had. */
  readonly dependencies: ReadonlyMap<string, string | undefined>;
  /** The icons looked up by name. */
  readonly icons: readonly IconUse[];
}

/** One block to render: its top-level mdast nodes and the page line their positions count from minus one. */
export interface BlockJob {
  readonly nodes: readonly RootContent[];
  readonly lineBase: number;
}

/**
 * Renders blocks of one page to HTML in one pass (mdast → hast → HTML): a single mdast-util-to-hast
 * conversion whose root handler renders the blocks one after another, each with its own ids,
 * diagnostics and snippet dependencies.
 */
export function renderBlocks(jobs: readonly BlockJob[], ctx: RenderContext, scope: Scope): BlockRender[] {
  const results: BlockRender[] = [];
  if (jobs.length === 0) return results;
  const rs = newRenderState(ctx, scope, 0);
  const tree: Root = { type: 'root', children: jobs.flatMap((j) => j.nodes) };
  // Renders `tree`, whatever root mdast-util-to-hast was given (see below).
  const root: Handler = (state: State) => {
    rs.hast = state;
    for (const job of jobs) {
      startBlock(rs, ctx, scope, job.lineBase);
      let children: ElementContent[] = [];
      const nodes = substituteVariables(rs, ctx.file, job.nodes);
      if (hasRawHtml(nodes)) children = renderWithRawHtml(state, tree, nodes);
      else
        for (const node of nodes) {
          const out = state.one(node, tree);
          if (Array.isArray(out)) children.push(...out);
          else if (out) children.push(out);
        }
      results.push({ html: serializeHtml({ type: 'root', children }, { allowDangerousHtml: true }), ids: rs.ids.list, relative: rs.sink.relative, absolute: rs.sink.absolute, dependencies: rs.loader.dependencies, icons: rs.icons });
    }
    return undefined;
  };
  // mdast-util-to-hast walks the root it is given for the definitions links and footnotes use, with
  // unist-util-visit-parents (a closure, a name and a list of ancestors for every node of the page):
  // it is given a root of those alone, found in the same order, and the root handler renders the page.
  const definitions: Root = { type: 'root', children: definitionsOf(tree, []) };
  // The handlers reach the render state through the options of the mdast-util-to-hast state they receive.
  const out = toHast(definitions, { handlers: { ...handlers, root }, quire: rs } as Options) as HastRoot;
  // Footnotes: mdast-util-to-hast appends their section after the root; it belongs to the last block.
  const footer = out.children.filter((c) => c.type === 'element');
  const last = results[results.length - 1];
  if (footer.length > 0 && last) results[results.length - 1] = { ...last, html: last.html + serializeHtml({ type: 'root', children: footer }) };
  return results;
}

/** The `definition` and `footnoteDefinition` nodes under `node`, in document order (as unist-util-visit meets them), added to `found`. */
export function definitionsOf(node: Root | RootContent, found: RootContent[]): RootContent[] {
  if (node.type === 'definition' || node.type === 'footnoteDefinition') found.push(node);
  if ('children' in node) for (const child of node.children) definitionsOf(child, found);
  return found;
}

function newRenderState(ctx: RenderContext, scope: Scope, lineBase: number): RenderState {
  const loader = new SnippetLoader(ctx.project);
  const sink: DiagnosticSink = { page: ctx.file, lineBase, relative: [], absolute: [] };
  // Per render, not per module: a value's measured size is a fact of this render only.
  const sizes = new WeakMap<object, number>();
  return {
    ctx,
    loader,
    modules: { loader, modules: new Map(), snippetSink: sink, sizes },
    sink,
    ids: new IdRequests(),
    origin: { file: ctx.file, scope, sizes },
    snippetStack: [],
    componentDepth: 0,
    parentComponent: undefined,
    inSvg: false,
    expansions: 0,
    hast: undefined as unknown as State,
    icons: [],
  };
}

function startBlock(rs: RenderState, ctx: RenderContext, scope: Scope, lineBase: number): void {
  const fresh = newRenderState(ctx, scope, lineBase);
  rs.loader = fresh.loader;
  rs.modules = fresh.modules;
  rs.sink = fresh.sink;
  rs.ids = fresh.ids;
  rs.origin = fresh.origin;
  rs.snippetStack = [];
  rs.componentDepth = 0;
  rs.parentComponent = undefined;
  rs.inSvg = false;
  rs.expansions = 0;
  rs.icons = [];
}
