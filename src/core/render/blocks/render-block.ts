import type { Root as HastRoot } from 'hast';
import { toHtml } from 'hast-util-to-html';
import type { RootContent } from 'mdast';
import type { Options, State } from 'mdast-util-to-hast';
import { toHast } from 'mdast-util-to-hast';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import { IdRequests } from '../ids.ts';
import type { IdRequest } from '../ids.ts';
import { handlers } from '../markdown/handlers.ts';
import type { RenderContext } from '../render-context.ts';
import type { RenderState } from '../render-state.ts';
import { SnippetLoader } from '../static/snippet-loader.ts';
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
}

/** Where a block is rendered: the page and its names. */
export interface BlockSetting {
  readonly ctx: RenderContext;
  readonly scope: Scope;
  /** The page line the parsed positions count from minus one (0 when the block was parsed alone). */
  readonly lineBase: number;
}

/** Renders the top-level mdast nodes of one block to HTML in one pass (mdast → hast → HTML). */
export function renderBlock(nodes: readonly RootContent[], setting: BlockSetting): BlockRender {
  const { ctx } = setting;
  const loader = new SnippetLoader(ctx.project);
  const sink = { page: ctx.file, lineBase: setting.lineBase, relative: [] as Diagnostic[], absolute: [] as Diagnostic[] };
  const rs: RenderState = {
    ctx,
    project: ctx.project,
    loader,
    modules: { loader, modules: new Map(), snippetSink: sink },
    sink,
    ids: new IdRequests(),
    origin: { file: ctx.file, scope: setting.scope },
    snippetStack: [],
    componentDepth: 0,
    inSvg: false,
    hast: undefined as unknown as State,
  };
  // The handlers reach the render state through the options of the mdast-util-to-hast state they receive.
  const root = toHast({ type: 'root', children: nodes as RootContent[] }, { handlers, quire: rs } as Options) as HastRoot;
  return { html: toHtml(root, { allowDangerousHtml: true }), ids: rs.ids.list, relative: sink.relative, absolute: sink.absolute, dependencies: loader.dependencies };
}
