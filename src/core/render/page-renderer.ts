import type { RootContent } from 'mdast';
import { compareDiagnostics } from '../diagnostics/diagnostic.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { parseFrontmatter, parsePage } from '../page/index.ts';
import { parseMemo } from '../page/parse-page.ts';
import type { ParsedPage } from '../page/index.ts';
import { renderBlocks } from './blocks/render-block.ts';
import type { BlockRender } from './blocks/render-block.ts';
import { commonPrefix, commonSuffix } from './blocks/common-affix.ts';
import { resplitBlocks } from './blocks/split-blocks.ts';
import type { BlockSpan } from './blocks/split-blocks.ts';
import { errorPanelHtml } from './error-panel.ts';
import { IdAssigner, fillIds, slugCache } from './ids.ts';
import type { IconUse, RenderContext, RenderedPage } from './render-context.ts';
import type { DiagnosticSink } from './render-state.ts';
import { buildModuleScope } from './static/module-scope.ts';
import type { EsmNode } from './static/module-scope.ts';
import { SnippetLoader, dependenciesUnchanged } from './static/snippet-loader.ts';
import type { Scope } from './static/static-value.ts';
import { PageCode } from '../page/page-codes.ts';
import { isMarkdownPage } from '../project/page-files.ts';
import type { LruCache } from '../lru-cache.ts';
import { cachesOf } from '../session/session-project.ts';

/** One block of the current page: its text, parsed nodes and (cached) rendering. */
interface Block {
  readonly text: string;
  /** How many line breaks `text` holds. */
  readonly lines: number;
  readonly nodes: readonly RootContent[];
  /** The page line its node positions count from minus one (0 when parsed alone). */
  readonly lineBase: number;
  /** The parse that produced `nodes` (for front matter). */
  readonly parsed: ParsedPage;
  render?: { readonly version: number; readonly result: BlockRender };
  /** The last ids filled into the HTML, and that HTML. */
  filled?: { readonly ids: readonly string[]; readonly html: string } | undefined;
  /** Diagnostics of the block's imports and exports, relative to the block; undefined until the page scope is built with it. */
  esm: Diagnostic[] | undefined;
}

interface PageScope {
  readonly key: string;
  readonly scope: Scope;
  readonly version: number;
  readonly dependencies: ReadonlyMap<string, string | undefined>;
}

/** An incremental renderer of one page (see {@link createPageRenderer}). */
export interface PageRenderer {
  /** Renders the page's new text, reusing whatever did not change since the last call. */
  render(text: string): RenderedPage;
  /** How many characters the last `render` handed to the parser: the changed blocks, or the whole page; 0 when nothing changed. */
  readonly parsedChars: number;
}

/**
 * A renderer for the live preview: each `render(text)` splits the page into top-level blocks,
 * re-parses and re-renders only blocks whose text changed (an edit inside one block re-parses
 * just that block), reuses the HTML of the others, and re-assigns heading ids and the table of
 * contents over all blocks. The first render, and any render whose changed blocks fail to parse
 * on their own, parses the whole page.
 */
export function createPageRenderer(ctx: RenderContext): PageRenderer {
  const mdx = !isMarkdownPage(ctx.file);
  let previous: Previous = { text: '', blocks: [], starts: [] };
  let lastText: string | undefined;
  let last: RenderedPage | undefined;
  let scope: PageScope = { key: '', scope: new Map(), version: 0, dependencies: new Map() };
  let frontmatter: { yaml: string; data: Record<string, unknown> } = { yaml: '', data: {} };
  let split: { text: string; spans: BlockSpan[] } = { text: '', spans: [] };
  const work: ParseWork = { parsedChars: 0, memo: cachesOf(ctx.project).get(parseMemo) };

  return {
    get parsedChars() {
      return work.parsedChars;
    },
    render(text: string): RenderedPage {
      work.parsedChars = 0;
      if (text === lastText && last && dependenciesUnchanged(ctx.project, scope.dependencies) && previous.blocks.every((b) => !b.render || dependenciesUnchanged(ctx.project, b.render.result.dependencies))) return last;
      const spans = resplitBlocks(split.text, split.spans, text, mdx);
      split = { text, spans };
      const next = reuseOrParse(text, spans, previous, ctx.file, work);
      if ('error' in next) {
        lastText = undefined;
        // The front matter is still read (from the text) so the shell can show the page's title.
        return { html: errorPanelHtml(text, next.error), toc: [], frontmatter: parseFrontmatter(next.parsed, { snippet: true }).data, diagnostics: [next.error], ok: false, icons: [] };
      }
      previous = { text, blocks: next.blocks, starts: next.starts };
      scope = updateScope(ctx, next.blocks, scope);
      frontmatter = updateFrontmatter(next.blocks, frontmatter);
      last = assemble(ctx, next.blocks, scope, frontmatter.data);
      lastText = text;
      return last;
    },
  };
}

/** What a renderer's parses share: how many characters the last render parsed, and the session's parses (see ParsePageOptions.memo). */
interface ParseWork {
  parsedChars: number;
  readonly memo: LruCache<string, ParsedPage>;
}

/** The blocks of a new text with their start offsets, or why the text does not parse. */
type Parsed = { blocks: Block[]; starts: number[] } | { error: Diagnostic; parsed: ParsedPage };

/** The blocks of the last render and the text they were cut from. */
interface Previous {
  readonly text: string;
  readonly blocks: readonly Block[];
  readonly starts: readonly number[];
}

/** The blocks of the new text: unchanged blocks are kept; changed ones are parsed alone, or the whole page when that fails. */
function reuseOrParse(text: string, spans: readonly BlockSpan[], previous: Previous, file: string, work: ParseWork): Parsed {
  // Blocks before the first change and after the last one are found by position; the others by text.
  const prefix = commonPrefix(previous.text, text);
  const suffix = commonSuffix(previous.text, text, Math.min(previous.text.length, text.length) - prefix);
  const delta = text.length - previous.text.length;
  const byStart = new Map<number, Block>();
  previous.blocks.forEach((b, i) => byStart.set(previous.starts[i] ?? -1, b));
  let byText: Map<string, Block[]> | undefined;
  const used = new Set<Block>();
  const blocks: Block[] = [];
  let changed = 0;
  for (const span of spans) {
    let old = span.end <= prefix ? byStart.get(span.start) : span.start - delta >= previous.text.length - suffix ? byStart.get(span.start - delta) : undefined;
    if (old && (old.text.length !== span.end - span.start || used.has(old))) old = undefined;
    const blockText = old ? old.text : text.slice(span.start, span.end);
    if (!old) {
      byText ??= groupByText(previous.blocks);
      const list = byText.get(blockText);
      while (list && list.length > 0 && !old) {
        const candidate = list.shift() as Block;
        if (!used.has(candidate)) old = candidate;
      }
    }
    if (old) {
      used.add(old);
      blocks.push(old);
      continue;
    }
    changed += blockText.length;
    if (previous.blocks.length === 0 || changed > text.length / 2) return parseWhole(text, spans, previous.blocks, file, work);
    work.parsedChars += blockText.length;
    const parsed = parsePage(file, blockText, { memo: work.memo });
    // ESM is checked across blocks (a name imported twice is an error), so a changed import/export parses the page.
    if (!parsed.ok || parsed.tree.children.some((n) => n.type === 'mdxjsEsm')) return parseWhole(text, spans, previous.blocks, file, work);
    blocks.push({ text: blockText, lines: countLines(blockText), nodes: parsed.tree.children, lineBase: 0, parsed, esm: undefined });
  }
  return { blocks, starts: spans.map((s) => s.start) };
}

function groupByText(blocks: readonly Block[]): Map<string, Block[]> {
  const byText = new Map<string, Block[]>();
  for (const b of blocks) {
    const list = byText.get(b.text);
    if (list) list.push(b);
    else byText.set(b.text, [b]);
  }
  return byText;
}

/** Parses the whole page once and cuts its top-level nodes along the block spans (joining spans a node crosses). */
function parseWhole(text: string, spans: readonly BlockSpan[], previous: readonly Block[], file: string, work: ParseWork): Parsed {
  work.parsedChars = text.length;
  const parsed = parsePage(file, text, { memo: work.memo });
  if (!parsed.ok) return { parsed, error: parsed.diagnostics[0] ?? { file, line: 1, column: 1, endLine: 1, endColumn: 1, severity: 'error', code: PageCode.mdxSyntax, message: 'The page could not be parsed.' } };
  const old = new Map<string, Block>();
  for (const b of previous) if (b.render) old.set(b.text, b);
  const blocks: Block[] = [];
  const starts: number[] = [];
  const children = parsed.tree.children;
  let n = 0;
  for (let s = 0; s < spans.length; s++) {
    const first = spans[s] as BlockSpan;
    let end = first.end;
    const nodes: RootContent[] = [];
    while (n < children.length && (children[n]?.position?.start.offset ?? 0) < end) {
      const child = children[n] as RootContent;
      nodes.push(child);
      // A node running past the span joins the following spans.
      while ((child.position?.end.offset ?? 0) > end && s + 1 < spans.length) end = (spans[++s] as BlockSpan).end;
      n++;
    }
    const blockText = text.slice(first.start, end);
    starts.push(first.start);
    const reused = old.get(blockText);
    blocks.push({ text: blockText, lines: countLines(blockText), nodes, lineBase: first.line - 1, parsed, esm: undefined, ...(reused?.render ? { render: reused.render } : {}), ...(reused?.filled ? { filled: reused.filled } : {}) });
  }
  return { blocks, starts };
}

/** Rebuilds the page's names when its imports or exports (or the snippets they read) changed. */
function updateScope(ctx: RenderContext, blocks: readonly Block[], current: PageScope): PageScope {
  const esmBlocks = blocks.filter((b) => b.nodes.some((n) => n.type === 'mdxjsEsm'));
  const key = esmBlocks.map((b) => b.text).join('\0');
  if (key === current.key && dependenciesUnchanged(ctx.project, current.dependencies) && esmBlocks.every((b) => b.esm !== undefined)) return current;
  const loader = new SnippetLoader(ctx.project);
  const snippetSink: DiagnosticSink = { page: ctx.file, lineBase: 0, relative: [], absolute: [] };
  const esm: EsmNode[] = [];
  for (const b of blocks) {
    const relative: Diagnostic[] = [];
    b.esm = relative;
    const sink: DiagnosticSink = { page: ctx.file, lineBase: b.lineBase, relative, absolute: snippetSink.absolute };
    for (const node of b.nodes) if (node.type === 'mdxjsEsm') esm.push({ node, sink });
  }
  const scope = buildModuleScope({ loader, modules: new Map(), snippetSink, sizes: new WeakMap() }, ctx.file, esm, []);
  if (key === current.key && sameDependencies(loader.dependencies, current.dependencies)) return { ...current, key, dependencies: loader.dependencies };
  return { key, scope, version: current.version + 1, dependencies: loader.dependencies };
}

function sameDependencies(a: ReadonlyMap<string, string | undefined>, b: ReadonlyMap<string, string | undefined>): boolean {
  if (a.size !== b.size) return false;
  for (const [k, v] of a) if (b.get(k) !== v) return false;
  return true;
}

/** Reads the front matter again only when its YAML changed. */
function updateFrontmatter(blocks: readonly Block[], current: { yaml: string; data: Record<string, unknown> }): { yaml: string; data: Record<string, unknown> } {
  const first = blocks[0];
  const yaml = first?.nodes[0]?.type === 'yaml' ? first.nodes[0].value : undefined;
  if (yaml === undefined || !first) return { yaml: '', data: {} };
  if (yaml === current.yaml) return current;
  return { yaml, data: parseFrontmatter(first.parsed, { snippet: true }).data };
}

/** Renders what is stale, then joins the blocks: ids and table of contents over the whole page, diagnostics moved to page lines. */
function assemble(ctx: RenderContext, blocks: readonly Block[], scope: PageScope, data: Record<string, unknown>): RenderedPage {
  const assigner = new IdAssigner(cachesOf(ctx.project).get(slugCache));
  const html: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const icons: IconUse[] = [];
  let line = 1;
  const stale = blocks.filter((b) => !b.render || b.render.version !== scope.version || !dependenciesUnchanged(ctx.project, b.render.result.dependencies));
  const rendered = renderBlocks(stale, ctx, scope.scope);
  stale.forEach((b, i) => {
    b.render = { version: scope.version, result: rendered[i] as BlockRender };
    b.filled = undefined;
  });
  for (const b of blocks) {
    const result = (b.render as { result: BlockRender }).result;
    const ids = assigner.assign(result.ids);
    if (!b.filled || !sameList(b.filled.ids, ids)) b.filled = { ids, html: flat(fillIds(result.html, ids)) };
    if (b.filled.html) html.push(b.filled.html);
    const shift = line - 1;
    for (const list of [b.esm, result.relative]) if (list) for (const d of list) diagnostics.push(shift ? { ...d, line: d.line + shift, endLine: d.endLine + shift } : d);
    if (result.absolute.length > 0) diagnostics.push(...result.absolute);
    icons.push(...result.icons);
    line += b.lines;
  }
  return { html: html.join('\n'), toc: assigner.toc, frontmatter: data, diagnostics: dedupe(diagnostics.sort(compareDiagnostics)), ok: true, icons };
}

/**
 * The same string, stored flat: HTML built by concatenation is a rope, and joining ropes walks
 * them again on every render; reading one character flattens it once.
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}

function countLines(text: string): number {
  let n = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) n++;
  return n;
}

function dedupe(list: Diagnostic[]): Diagnostic[] {
  const seen = new Set<string>();
  return list.filter((d) => {
    const key = `${d.file}:${d.line}:${d.column}:${d.code}:${d.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
