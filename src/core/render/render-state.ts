import type { Node as EstreeNode } from 'estree-jsx';
import type { State } from 'mdast-util-to-hast';
import type { Node as UnistNode } from 'unist';
import type { Diagnostic, Severity } from '../diagnostics/diagnostic.ts';
import type { IdRequests } from './ids.ts';
import type { IconUse, RenderContext } from './render-context.ts';
import type { ModuleContext } from './static/module-scope.ts';
import type { SnippetLoader } from './static/snippet-loader.ts';
import type { Origin } from './static/static-value.ts';

/** A 1-based range in one file. */
export interface Span {
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
}

/**
 * Diagnostics of one block. Page diagnostics are stored with lines relative to the block
 * (line 1 = the block's first line) so a cached block can move; `lineBase` is the page line the
 * parsed positions count from minus one (0 when the block was parsed on its own).
 */
export interface DiagnosticSink {
  readonly page: string;
  readonly lineBase: number;
  readonly relative: Diagnostic[];
  readonly absolute: Diagnostic[];
}

/** Everything a handler or component renderer needs while turning one block into hast. */
export interface RenderState {
  readonly ctx: RenderContext;
  /** The rest changes from block to block: each block records its own snippet reads, diagnostics and ids. */
  loader: SnippetLoader;
  /** Snippet module scopes of this block, for named imports inside snippets. */
  modules: ModuleContext;
  sink: DiagnosticSink;
  ids: IdRequests;
  /** The file and names of the content being rendered: the page, or a snippet inside it. */
  origin: Origin;
  /** Snippet files being expanded, outermost first, to stop import cycles. */
  snippetStack: readonly string[];
  /** How many components enclose the current node; headings inside components stay out of the table of contents. */
  componentDepth: number;
  /** The built-in component whose children are being rendered (snippets expanded there count as its children). */
  parentComponent: string | undefined;
  /** Inside a user-written `<svg>`: attribute names follow SVG. */
  inSvg: boolean;
  /** Snippets, components and JSX values expanded in this block so far (see maxExpansions). */
  expansions: number;
  /** The mdast-util-to-hast state of the current conversion. */
  hast: State;
  /** Icon names this block looked up with the context's `icon` callback (see RenderedPage.icons). */
  icons: IconUse[];
}

/** The span of an mdast node, or undefined when it has no position. */
export function mdastSpan(node: UnistNode | undefined): Span | undefined {
  const p = node?.position;
  if (!p) return undefined;
  return { line: p.start.line, column: p.start.column, endLine: p.end.line, endColumn: p.end.column };
}

/** The span of an estree node (its columns are 0-based). */
export function estreeSpan(node: EstreeNode | undefined): Span | undefined {
  const loc = node?.loc;
  if (!loc) return undefined;
  return { line: loc.start.line, column: loc.start.column + 1, endLine: loc.end.line, endColumn: loc.end.column + 1 };
}

/** Records a diagnostic of `file` at `span` (page positions are stored relative to the block), with its structured `data` if any. */
export function report(sink: DiagnosticSink, file: string, span: Span | undefined, severity: Severity, code: string, message: string, data?: Diagnostic['data']): void {
  const s = span ?? { line: 1, column: 1, endLine: 1, endColumn: 1 };
  const extra = data === undefined ? {} : { data };
  if (file === sink.page) {
    const shift = sink.lineBase;
    sink.relative.push({ file, line: s.line - shift, column: s.column, endLine: s.endLine - shift, endColumn: s.endColumn, severity, code, message, ...extra });
  } else {
    sink.absolute.push({ file, line: s.line, column: s.column, endLine: s.endLine, endColumn: s.endColumn, severity, code, message, ...extra });
  }
}

/** Records a warning about the node being rendered, in the file it comes from. */
export function warn(rs: RenderState, at: Span | undefined, code: string, message: string): void {
  report(rs.sink, rs.origin.file, at, 'warning', code, message);
}

/** Records an error about the node being rendered, in the file it comes from: content it names cannot be shown (a missing snippet). */
export function fail(rs: RenderState, at: Span | undefined, code: string, message: string): void {
  report(rs.sink, rs.origin.file, at, 'error', code, message);
}

interface QuireToHastOptions {
  readonly quire: RenderState;
}

/** The render state travelling with an mdast-util-to-hast state (passed in its options), pointed at that state. */
export function renderStateOf(state: State): RenderState {
  const rs = (state.options as unknown as QuireToHastOptions).quire;
  rs.hast = state;
  return rs;
}
