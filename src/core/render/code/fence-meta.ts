import { maxHighlightedLines } from '../../limits.ts';

/** What a code fence's info string says besides the language: ```` ```js app.js {1,3-5} ````. */
export interface FenceMeta {
  /** Title shown on the block or its tab: `app.js`, `title="app.js"`, or the free words of the meta. */
  readonly title: string | undefined;
  /** 1-based line numbers to highlight, from `{1,3-5}` or `highlight={1,3-5}`. */
  readonly highlight: ReadonlySet<number>;
  /** 1-based line numbers to focus (the others are dimmed), from `focus={2,4-5}` or `focus=2,4,5`. */
  readonly focus: ReadonlySet<number>;
  /** Other `key=value` and bare-word options (`wrap`, `lines`, `expandable`, `hideCopy`, `icon="…"`). */
  readonly options: ReadonlyMap<string, string | true>;
  /** Set when the ranges named lines past maxHighlightedLines, which are left out. */
  readonly clipped?: true;
}

// Bare words the platform reads as options, never as words of the title.
const flags: ReadonlySet<string> = new Set(['wrap', 'lines', 'expandable', 'twoslash', 'showLineNumbers', 'hideCopy', 'noCopy']);
const token = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([\d,\s-]+)\}|"([^"]*)"|(\S+)/g;

/** Reads the meta part of a code fence (after the language). */
export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const words: string[] = [];
  const ranges: [number, number][] = [];
  const focusRanges: [number, number][] = [];
  const options = new Map<string, string | true>();
  if (meta) {
    for (const m of meta.matchAll(token)) {
      const [, key, dq, sq, braced, bare, rangeList, quoted, word] = m;
      if (key) {
        const value = dq ?? sq ?? braced ?? bare ?? '';
        if (key === 'highlight' || key === 'lines' && braced !== undefined) addRanges(ranges, value);
        else if (key === 'focus') addRanges(focusRanges, value);
        else options.set(key, value);
      } else if (rangeList !== undefined) addRanges(ranges, rangeList);
      else if (quoted !== undefined) words.push(quoted);
      else if (word !== undefined) {
        if (flags.has(word)) options.set(word, true);
        else words.push(word);
      }
    }
  }
  const explicit = options.get('title') ?? options.get('filename');
  const title = typeof explicit === 'string' ? explicit : words.length > 0 ? words.join(' ') : undefined;
  const { lines: highlight, clipped: clippedHighlight } = expandRanges(ranges);
  const { lines: focus, clipped: clippedFocus } = expandRanges(focusRanges);
  const clipped = clippedHighlight || clippedFocus;
  return { title, highlight, focus, options, ...(clipped ? { clipped } : {}) };
}

function addRanges(into: [number, number][], text: string): void {
  // `"[1,3,4]"`: the stringified array the CodeBlock component takes.
  for (const part of text.replace(/^\s*\[|\]\s*$/g, '').split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (m) into.push([Number(m[1]), m[2] ? Number(m[2]) : Number(m[1])]);
  }
}

/**
 * The line numbers of the ranges, up to maxHighlightedLines: ranges are clamped and merged before
 * they are expanded, so `{1-100000000}` or thousands of overlapping ranges cost no more than the
 * lines they can name.
 */
function expandRanges(ranges: [number, number][]): { lines: Set<number>; clipped: boolean } {
  const lines = new Set<number>();
  let clipped = false;
  let next = 1;
  for (const [from, to] of ranges.sort((a, b) => a[0] - b[0])) {
    if (to > maxHighlightedLines) clipped = true;
    for (let n = Math.max(from, next); n <= Math.min(to, maxHighlightedLines); n++) lines.add(n);
    next = Math.max(next, to + 1);
  }
  return { lines, clipped };
}
