import { frontmatterBounds } from '../core/index.ts';
import { isInCode } from './is-in-code.ts';

/**
 * What the cursor of a page is on, for completions and hovers. `start`..`end` is the text a
 * completion replaces (the whole word or value around the cursor); `prefix` is the part before the cursor.
 */
export type MdxContext =
  | { readonly kind: 'component'; readonly prefix: string; readonly start: number; readonly end: number; readonly closing: boolean; readonly tagContinues: boolean }
  | { readonly kind: 'attribute'; readonly component: string; readonly prefix: string; readonly start: number; readonly end: number; readonly present: readonly string[] }
  | { readonly kind: 'value'; readonly component: string; readonly attribute: string; readonly prefix: string; readonly start: number; readonly end: number }
  | { readonly kind: 'frontmatter-key'; readonly prefix: string; readonly start: number; readonly end: number; readonly present: readonly string[] }
  | { readonly kind: 'frontmatter-value'; readonly key: string; readonly prefix: string; readonly start: number; readonly end: number }
  | { readonly kind: 'frontmatter-block'; readonly start: number; readonly end: number }
  | { readonly kind: 'none' };

const none: MdxContext = { kind: 'none' };
/** How far back to look for the `<` of the tag around the cursor. */
const maxTagLookBack = 4000;
/** How far forward to read a tag (to collect the attributes after the cursor). */
const maxTagLength = 20000;

/** Describes the cursor position `offset` of a page; `jsx` is false for plain `.md` pages (no components). */
export function mdxContextAt(text: string, offset: number, jsx = true): MdxContext {
  const o = Math.max(0, Math.min(offset, text.length));
  const fm = frontmatterBounds(text);
  if (fm) {
    if (o >= fm.contentStart && (o < fm.contentEnd || (!fm.closed && o <= fm.contentEnd))) return frontmatterContext(text, o, fm.contentStart, fm.contentEnd);
    if (o < fm.end) return none;
  } else {
    const lineEnd = endOfLine(text, 0);
    if (o <= lineEnd && /^-{0,3}$/.test(text.slice(0, o)) && /^-*$/.test(text.slice(o, lineEnd))) return { kind: 'frontmatter-block', start: 0, end: lineEnd };
  }
  if (!jsx) return none;
  const bodyStart = fm ? fm.end : 0;
  if (isInCode(text, o, bodyStart)) return none;
  const lt = findTagStart(text, o, bodyStart);
  if (lt === undefined) return none;
  return scanTag(text, lt, o) ?? none;
}

function frontmatterContext(text: string, o: number, contentStart: number, contentEnd: number): MdxContext {
  const lineStart = startOfLine(text, o);
  const before = text.slice(lineStart, o);
  const lineEnd = endOfLine(text, o);
  const keyMatch = /^[A-Za-z][\w-]*$|^$/.exec(before);
  if (keyMatch) {
    const after = /^[\w-]*/.exec(text.slice(o, lineEnd))?.[0] ?? '';
    const present: string[] = [];
    const keyRe = /^([A-Za-z][\w-]*)[ \t]*:/gm;
    const block = text.slice(contentStart, contentEnd);
    for (let m = keyRe.exec(block); m; m = keyRe.exec(block)) {
      if (contentStart + m.index !== lineStart && m[1]) present.push(m[1]);
    }
    return { kind: 'frontmatter-key', prefix: before, start: lineStart, end: o + after.length, present };
  }
  const valueMatch = /^([A-Za-z][\w-]*)[ \t]*:[ \t]*(["']?)([^"'\n]*)$/.exec(before);
  if (valueMatch?.[1] !== undefined) {
    const prefix = valueMatch[3] ?? '';
    const rest = /^[^"'\r\n]*/.exec(text.slice(o, lineEnd))?.[0] ?? '';
    return { kind: 'frontmatter-value', key: valueMatch[1], prefix, start: o - prefix.length, end: o + rest.trimEnd().length };
  }
  return none;
}

/** The `<` of the tag the cursor may be in: the nearest one before it that starts a tag name, `</`, or was just typed. */
function findTagStart(text: string, o: number, bodyStart: number): number | undefined {
  const limit = Math.max(bodyStart, o - maxTagLookBack);
  for (let i = o - 1; i >= limit; i--) {
    if (text[i] !== '<') continue;
    const next = text[i + 1] ?? '';
    if (i === o - 1 || /[A-Za-z/]/.test(next)) return isInCode(text, i, bodyStart) ? undefined : i;
  }
  return undefined;
}

/** Reads the tag that starts at `lt` and says where `o` falls in it; undefined when `o` is outside the tag. */
function scanTag(text: string, lt: number, o: number): MdxContext | undefined {
  let i = lt + 1;
  const closing = text[i] === '/';
  if (closing) i++;
  const nameStart = i;
  while (i < text.length && /[\w.:-]/.test(text[i] ?? '')) i++;
  const nameEnd = i;
  if (o >= nameStart && o <= nameEnd) {
    const prefix = text.slice(nameStart, o);
    if (prefix !== '' && !/^[A-Za-z]/.test(prefix)) return undefined;
    return { kind: 'component', prefix, start: nameStart, end: nameEnd, closing, tagContinues: nameEnd > nameStart && (nameEnd > o || tagContinuesAfter(text, nameEnd)) };
  }
  if (nameEnd === nameStart || closing) return undefined;
  const component = text.slice(nameStart, nameEnd);
  const present: { name: string; start: number }[] = [];
  let found: MdxContext | undefined;
  const stop = Math.min(text.length, lt + maxTagLength);
  while (i < stop) {
    const c = text[i] ?? '';
    if (c === '>' || (c === '/' && text[i + 1] === '>')) {
      if (o > i) return undefined;
      if (!found && o === i && /\s/.test(text[i - 1] ?? '')) found = { kind: 'attribute', component, prefix: '', start: o, end: o, present: [] };
      break;
    }
    if (/\s/.test(c)) {
      const wsStart = i;
      while (i < stop && /\s/.test(text[i] ?? '')) i++;
      if (!found && o > wsStart && o < i) found = { kind: 'attribute', component, prefix: '', start: o, end: o, present: [] };
      // A blank line ends a tag that was never closed (the writer is still typing it), unless the cursor is on it.
      if (/\n[ \t]*\r?\n/.test(text.slice(wsStart, i))) {
        if (!found && o > wsStart) return undefined;
        break;
      }
      continue;
    }
    if (c === '{') {
      const end = skipBraces(text, i, stop);
      if (!found && o > i && o < end) return undefined;
      i = end;
      continue;
    }
    if (/[A-Za-z_$]/.test(c)) {
      const attrStart = i;
      while (i < stop && /[\w:.$-]/.test(text[i] ?? '')) i++;
      const name = text.slice(attrStart, i);
      present.push({ name, start: attrStart });
      if (!found && o >= attrStart && o <= i) found = { kind: 'attribute', component, prefix: text.slice(attrStart, o), start: attrStart, end: i, present: [] };
      let j = i;
      while (j < stop && /[ \t]/.test(text[j] ?? '')) j++;
      if (text[j] !== '=') continue;
      j++;
      while (j < stop && /[ \t]/.test(text[j] ?? '')) j++;
      const q = text[j] ?? '';
      if (q === '"' || q === "'") {
        const valueStart = j + 1;
        let valueEnd = text.indexOf(q, valueStart);
        if (valueEnd === -1 || valueEnd > stop) valueEnd = stop;
        if (!found && o >= valueStart && o <= valueEnd) {
          found = { kind: 'value', component, attribute: name, prefix: text.slice(valueStart, o), start: valueStart, end: Math.min(valueEnd, endOfLine(text, o)) };
        }
        i = valueEnd + 1;
      } else if (q === '{') {
        const end = skipBraces(text, j, stop);
        if (!found && o > j && o < end) return undefined;
        i = end;
      } else {
        i = j;
      }
      continue;
    }
    i++;
  }
  if (!found) return undefined;
  if (found.kind !== 'attribute') return found;
  const start = found.start;
  return { ...found, present: present.filter((p) => p.start !== start).map((p) => p.name) };
}

/**
 * Whether the text after a tag name shows that the tag is already written (`>`, `/>`, an attribute on
 * the same line or on the next, indented line), so a completion should replace only the name.
 */
function tagContinuesAfter(text: string, nameEnd: number): boolean {
  const after = text.slice(nameEnd, nameEnd + 200);
  if (/^(\/?>|[ \t]+(\/?>|\{|[A-Za-z_$][\w:.$-]*[ \t]*(=|\/?>|\r?\n|$)))/.test(after)) return true;
  return /^[ \t]*\r?\n[ \t]+([A-Za-z_$][\w:.$-]*[ \t]*=|\/?>)/.test(after);
}

/** The offset just after the `}` that closes the `{` at `i`, skipping strings and nested braces. */
function skipBraces(text: string, i: number, stop: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let j = i; j < stop; j++) {
    const c = text[j];
    if (quote) {
      if (c === '\\') j++;
      else if (c === quote) quote = undefined;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return j + 1;
  }
  return stop;
}

function startOfLine(text: string, o: number): number {
  return Math.max(text.lastIndexOf('\n', o - 1), text.lastIndexOf('\r', o - 1)) + 1;
}

function endOfLine(text: string, o: number): number {
  const m = /[\r\n]/.exec(text.slice(o));
  return m ? o + m.index : text.length;
}
