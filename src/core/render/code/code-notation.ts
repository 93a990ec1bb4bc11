/** What a `[!code …]` comment marks a line as (Shiki's notation transformers, which the platform uses). */
export type NotationMark = 'add' | 'remove' | 'highlight' | 'focus' | 'error' | 'warning';

/** A code block's text with its notation comments removed, and the marks they put on lines. */
export interface CodeNotation {
  readonly code: string;
  /** 1-based line numbers of `code` → their marks, in the order written. */
  readonly marks: ReadonlyMap<number, readonly NotationMark[]>;
}

const markOf: Record<string, NotationMark> = { '++': 'add', '--': 'remove', highlight: 'highlight', hl: 'highlight', focus: 'focus', error: 'error', warning: 'warning' };

// One notation at the end of a line, in whatever comment the language has: `// […]`, `# […]`,
// `-- […]`, `; […]`, `% […]`, `' […]`, `/* […] */`, `<!-- […] -->`, `{/* […] */}`. Several may
// share one comment (`// [!code focus] [!code ++]`). The count (`:3`) marks the following lines too.
const notation = /\[!code (\+\+|--|highlight|hl|focus|error|warning)(?::(\d+))?\]/g;
const trailing = /(?:\s*(?:\/\/|#|--|;|%|')\s*(?:\[!code (?:\+\+|--|highlight|hl|focus|error|warning)(?::\d+)?\]\s*)+|\s*(?:\{?\/\*|<!--)\s*(?:\[!code (?:\+\+|--|highlight|hl|focus|error|warning)(?::\d+)?\]\s*)+(?:\*\/\}?|-->))\s*$/;

/** Most lines a count (`[!code ++:n]`) may mark, so a huge number costs nothing. */
const maxCount = 10_000;

/**
 * Reads the `[!code ++]`, `[!code --]`, `[!code highlight]` (`hl`), `[!code focus]`, `[!code error]`
 * and `[!code warning]` comments of a code block: each comment is removed (with the space before it)
 * and its line marked; a comment alone on its line is removed with the line and marks the next line,
 * as Shiki does. Text that only mentions `[!code ++]` elsewhere on a line is kept as written.
 */
export function readCodeNotation(code: string): CodeNotation {
  if (!code.includes('[!code ')) return { code, marks: new Map() };
  const source = code.split('\n');
  const out: string[] = [];
  const pending: { mark: NotationMark; from: number; count: number }[] = [];
  for (const line of source) {
    const m = trailing.exec(line);
    if (!m) {
      out.push(line);
      continue;
    }
    const rest = line.slice(0, m.index);
    const alone = rest.trim() === '';
    // The line kept next: this one, or (a comment alone on its line, which is dropped) the one after it.
    const from = out.length + 1;
    for (const n of m[0].matchAll(notation)) {
      const mark = markOf[n[1] as string] as NotationMark;
      pending.push({ mark, from, count: Math.min(Math.max(Number(n[2] ?? 1), 1), maxCount) });
    }
    if (!alone) out.push(rest);
  }
  const marks = new Map<number, NotationMark[]>();
  for (const { mark, from, count } of pending) {
    for (let line = from; line < from + count && line <= out.length; line++) {
      const list = marks.get(line);
      if (!list) marks.set(line, [mark]);
      else if (!list.includes(mark)) list.push(mark);
    }
  }
  return { code: out.join('\n'), marks };
}
