// The docs platform reads front matter with gray-matter, that is js-yaml, which only warns (and
// gray-matter ignores the warning) when a quoted value continues on a line indented no deeper than
// its key: `description: "first part` then `second part"` at column 0. YAML 1.2, and so the `yaml`
// package, makes that an error. This rewrite indents such continuation lines one column deeper
// than their key, which YAML reads as the same folded value js-yaml gives, so a page the platform
// accepts is read the same here.

/** The rewritten YAML and where spaces were inserted (offsets in the rewritten text). */
export interface IndentedYaml {
  readonly text: string;
  /** Each insertion: its offset in the rewritten text and how many spaces were added there; in order. */
  readonly insertions: readonly { readonly at: number; readonly added: number }[];
}

// A block mapping value that opens a quoted scalar: `key: "…` or `- key: '…` (the key itself unquoted).
const quotedValueStart = /^([ ]*)(?:-[ ]+)?[^\s"'#:][^:#]*:[ ]+(["'])/;

/**
 * Indents the continuation lines of quoted front matter values that sit at or left of their key's
 * column; undefined when there are none (the text is left to the YAML parser as it is).
 */
export function indentQuotedContinuations(source: string): IndentedYaml | undefined {
  const lines = source.split('\n');
  const insertions: { at: number; added: number }[] = [];
  let out = '';
  let open: { quote: string; indent: number } | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    let scanFrom = 0;
    let text = line;
    if (open) {
      const lead = /^[ ]*/.exec(line)?.[0].length ?? 0;
      // A document marker ends the document in js-yaml too; leave that error to the parser.
      if (/^(?:---|\.\.\.)(?:\s|$)/.test(line)) return undefined;
      if (line.trim() !== '' && lead <= open.indent) {
        const added = open.indent + 1 - lead;
        insertions.push({ at: out.length, added });
        text = ' '.repeat(added) + line;
        scanFrom = added;
      }
      if (closes(text, scanFrom, open.quote)) open = undefined;
    } else {
      const match = quotedValueStart.exec(line);
      if (match) {
        const quote = match[2] ?? '"';
        if (!closes(line, match[0].length, quote)) open = { quote, indent: match[1]?.length ?? 0 };
      }
    }
    out += text + (i < lines.length - 1 ? '\n' : '');
  }
  return insertions.length === 0 ? undefined : { text: out, insertions };
}

/** Whether a quoted scalar whose text starts at `from` in `line` ends on this line. */
function closes(line: string, from: number, quote: string): boolean {
  for (let i = from; i < line.length; i++) {
    const c = line[i];
    if (quote === '"' && c === '\\') i++;
    else if (c === quote) {
      // `''` inside single quotes is an escaped quote.
      if (quote === "'" && line[i + 1] === "'") i++;
      else return true;
    }
  }
  return false;
}

/** An offset in the rewritten text mapped back to the original text. */
export function originalOffset(indented: IndentedYaml, offset: number): number {
  let removed = 0;
  for (const { at, added } of indented.insertions) {
    if (offset <= at) break;
    removed += Math.min(added, offset - at);
  }
  return offset - removed;
}
