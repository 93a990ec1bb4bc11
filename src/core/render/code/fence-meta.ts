/** What a code fence's info string says besides the language: ```` ```js app.js {1,3-5} ````. */
export interface FenceMeta {
  /** Title shown on the block or its tab: `app.js`, `title="app.js"`, or the free words of the meta. */
  readonly title: string | undefined;
  /** 1-based line numbers to highlight, from `{1,3-5}` or `highlight={1,3-5}`. */
  readonly highlight: ReadonlySet<number>;
  /** Other `key=value` and bare-word options (`wrap`, `lines`, `icon="…"`). */
  readonly options: ReadonlyMap<string, string | true>;
}

const flags = new Set(['wrap', 'lines', 'expandable', 'twoslash', 'showLineNumbers']);
const token = /(\w[\w-]*)=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+))|\{([\d,\s-]+)\}|"([^"]*)"|(\S+)/g;

/** Reads the meta part of a code fence (after the language). */
export function parseFenceMeta(meta: string | null | undefined): FenceMeta {
  const words: string[] = [];
  const highlight = new Set<number>();
  const options = new Map<string, string | true>();
  if (meta) {
    for (const m of meta.matchAll(token)) {
      const [, key, dq, sq, braced, bare, ranges, quoted, word] = m;
      if (key) {
        const value = dq ?? sq ?? braced ?? bare ?? '';
        if (key === 'highlight' || key === 'lines' && braced !== undefined) addRanges(highlight, value);
        else options.set(key, value);
      } else if (ranges !== undefined) addRanges(highlight, ranges);
      else if (quoted !== undefined) words.push(quoted);
      else if (word !== undefined) {
        if (flags.has(word)) options.set(word, true);
        else words.push(word);
      }
    }
  }
  const explicit = options.get('title') ?? options.get('filename');
  const title = typeof explicit === 'string' ? explicit : words.length > 0 ? words.join(' ') : undefined;
  return { title, highlight, options };
}

function addRanges(into: Set<number>, text: string): void {
  for (const part of text.split(',')) {
    const m = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!m) continue;
    const from = Number(m[1]);
    const to = Math.min(m[2] ? Number(m[2]) : from, from + 10_000);
    for (let n = from; n <= to; n++) into.add(n);
  }
}
