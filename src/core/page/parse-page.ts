import type { Root } from 'mdast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';

/** A page parsed to mdast (with MDX and front matter nodes); `ok` is false when the MDX did not parse. */
export interface ParsedPage {
  readonly file: string;
  readonly text: string;
  readonly ok: boolean;
  /** The mdast tree; an empty root when the page did not parse. */
  readonly tree: Root;
  readonly lines: LineIndex;
  readonly diagnostics: Diagnostic[];
}

const mdxProcessor = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter, ['yaml']).use(remarkGfm).freeze();
const mdProcessor = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm).freeze();

/** Parses one page; `.md` files are parsed as plain Markdown (plus GFM), everything else as MDX. */
export function parsePage(file: string, text: string): ParsedPage {
  const lines = new LineIndex(text);
  const processor = file.endsWith('.md') ? mdProcessor : mdxProcessor;
  try {
    const tree = processor.parse(text);
    return { file, text, ok: true, tree, lines, diagnostics: [] };
  } catch (error) {
    return { file, text, ok: false, tree: { type: 'root', children: [] }, lines, diagnostics: [mdxSyntaxDiagnostic(file, text, lines, error)] };
  }
}

interface ParseErrorLike {
  readonly reason?: string;
  readonly message?: string;
  readonly line?: number;
  readonly column?: number;
  readonly place?: { readonly line?: number; readonly column?: number; readonly offset?: number; readonly start?: { line: number; column: number } };
  readonly ruleId?: string;
}

/** Turns a micromark/remark-mdx error into a diagnostic in plain language with a hint on how to fix it. */
function mdxSyntaxDiagnostic(file: string, text: string, lines: LineIndex, error: unknown): Diagnostic {
  const e = (error ?? {}) as ParseErrorLike;
  const place = e.place && 'start' in e.place && e.place.start ? e.place.start : e.place;
  const line = (place && 'line' in place ? place.line : undefined) ?? e.line ?? 1;
  const column = (place && 'column' in place ? place.column : undefined) ?? e.column ?? 1;
  const reason = String(e.reason ?? e.message ?? error);
  const start = lines.offsetAt({ line, column });
  const end = Math.min(text.length, start + 1);
  const endPos = lines.positionAt(end);
  return {
    file,
    line,
    column,
    endLine: endPos.line,
    endColumn: end > start ? endPos.column : column,
    severity: 'error',
    code: 'page/mdx-syntax',
    message: `MDX syntax error: ${explainMdxError(reason, e.ruleId)}`,
  };
}

/** Adds a plain-language hint to the most common MDX mistakes. */
export function explainMdxError(reason: string, ruleId?: string): string {
  const r = reason.replace(/\s+/g, ' ').trim();
  if (/Expected a closing tag for `<([^>]+)>`/.test(r)) return `${r}. Close the element (\`</…>\`) or make it self-closing (\`<… />\`).`;
  if (/Unexpected closing slash `\/` in tag, expected an open tag first/.test(r)) return `${r}. There is a closing tag with no matching opening tag.`;
  if (/Could not parse expression with acorn/.test(r) || ruleId === 'acorn') return `${r}. Curly braces start a JavaScript expression in MDX; write \`\\{\` to show a literal brace.`;
  if (/Unexpected character .* before name/.test(r) || /Unexpected end of file in name/.test(r)) return `${r}. A \`<\` starts a JSX tag in MDX; write \`&lt;\` or \`\\<\` to show a literal less-than sign.`;
  if (/Unexpected lazy line/.test(r)) return `${r}. Indent every line of the block consistently.`;
  return r.endsWith('.') ? r : `${r}.`;
}
