import type { Root } from 'mdast';
import type { LineIndex } from '../diagnostics/line-index.ts';
import { restoreInlineMarkup } from './inline-markup-cap.ts';

/** One `{{name}}` of a page (docs.json `variables`), with where it is written. */
export interface VariableUse {
  readonly name: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** Written inside code (a fence or inline code), where `{{…}}` is often a template's own syntax. */
  readonly inCode: boolean;
}

declare module 'mdast' {
  interface Data {
    /** The `{{name}}` placeholders written inside this top-level node, in page order. */
    variableUses?: VariableUse[];
  }
}

/** A page whose `{{name}}` placeholders are hidden from the MDX parser, and where they were. */
export interface MarkedVariables {
  readonly text: string;
  /** Stand-in → the brace it replaced; empty when the page has no placeholder. */
  readonly restore: ReadonlyMap<string, string>;
  /** The offset and name of each placeholder. */
  readonly uses: readonly { readonly offset: number; readonly name: string }[];
}

// `{{name}}` is, to MDX, an expression holding an object (`{{api-url}}` one that is not even
// JavaScript, so the page would not parse): the platform replaces placeholders in the text before
// compiling. Its braces become private-use characters that micromark reads as text, one for one (so
// offsets stay offsets in the page); after the parse they are put back, and the renderer replaces
// the placeholder with the value of docs.json. Left alone: `={{…}}` (a JSX attribute holding an
// object, `style={{color}}`), `${{…}}` (template syntax in code), and import/export lines (JavaScript).
/** A `{{name}}` placeholder of docs.json's `variables`: letters, digits, `_` and `-`. */
export const variablePlaceholder = /\{\{([A-Za-z0-9_-]+)\}\}/g;
const esmLine = /^(?:import|export)\s/;
const candidates = ['\uF8E0', '\uF8E1', '\uF8E2', '\uF8E3', '\uF8E4', '\uF8E5', '\uF8E6', '\uF8E7'];

/** Hides the `{{name}}` placeholders of a page from the MDX parser (see applyVariablePlaceholders). */
export function markVariablePlaceholders(text: string): MarkedVariables {
  const none = { text, restore: new Map<string, string>(), uses: [] };
  if (!text.includes('{{')) return none;
  const [open, close] = candidates.filter((c) => !text.includes(c));
  if (open === undefined || close === undefined) return none;
  const uses: { offset: number; name: string }[] = [];
  const marked = text.replace(variablePlaceholder, (whole: string, name: string, offset: number) => {
    const before = text.charAt(offset - 1);
    if (before === '=' || before === '$') return whole;
    const lineStart = text.lastIndexOf('\n', offset - 1) + 1;
    if (esmLine.test(text.slice(lineStart, lineStart + 7))) return whole;
    uses.push({ offset, name });
    return `${open}${open}${name}${close}${close}`;
  });
  return uses.length === 0 ? none : { text: marked, restore: new Map([[open, '{'], [close, '}']]), uses };
}

/** Puts the placeholders' braces back and records each one on the top-level node holding it (`data.variableUses`). */
export function applyVariablePlaceholders(tree: Root, marked: MarkedVariables, lines: LineIndex): void {
  if (marked.uses.length === 0) return;
  const codeRanges: [number, number][] = [];
  const stack: unknown[] = [tree];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const n = node as { type?: string; children?: unknown[]; position?: { start: { offset?: number }; end: { offset?: number } } };
    if ((n.type === 'code' || n.type === 'inlineCode') && n.position) codeRanges.push([n.position.start.offset ?? 0, n.position.end.offset ?? 0]);
    if (n.children) stack.push(...n.children);
  }
  for (const { offset, name } of marked.uses) {
    const holder = tree.children.find((c) => (c.position?.start.offset ?? Infinity) <= offset && offset < (c.position?.end.offset ?? -1));
    if (!holder) continue;
    const range = lines.rangeOf(offset, offset + name.length + 4);
    const use: VariableUse = { name, line: range.start.line, column: range.start.column, endLine: range.end.line, endColumn: range.end.column, inCode: codeRanges.some(([s, e]) => s <= offset && offset < e) };
    holder.data = { ...holder.data, variableUses: [...(holder.data?.variableUses ?? []), use] };
  }
  restoreInlineMarkup(tree, marked.restore);
}
