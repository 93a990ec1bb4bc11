const fenceLine = /^[ \t]*(`{3,}|~{3,})/;

/**
 * Whether an offset of a Markdown/MDX page lies inside a fenced code block or an inline code span,
 * where `<` is code, not a component. Fences may be indented (pages indent them inside components).
 */
export function isInCode(text: string, offset: number, from = 0): boolean {
  let fence: string | undefined;
  let lineStart = from;
  while (lineStart <= offset) {
    let lineEnd = text.indexOf('\n', lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    if (offset <= lineEnd) {
      // The line of the offset: a fence line itself counts as code.
      const line = text.slice(lineStart, lineEnd);
      if (fence !== undefined || fenceLine.test(line)) return true;
      return isInInlineCode(line, offset - lineStart);
    }
    const line = text.slice(lineStart, lineEnd);
    const m = fenceLine.exec(line);
    if (m?.[1]) {
      const marker = m[1];
      if (fence === undefined) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) fence = undefined;
    }
    lineStart = lineEnd + 1;
  }
  return false;
}

/** Whether a column of one line lies inside a backtick code span that opens before it on that line. */
function isInInlineCode(line: string, column: number): boolean {
  let open: number | undefined;
  let i = 0;
  while (i < column) {
    if (line[i] === '\\' && open === undefined) {
      i += 2;
      continue;
    }
    if (line[i] !== '`') {
      i++;
      continue;
    }
    let run = 0;
    while (line[i + run] === '`') run++;
    if (i + run > column) break;
    if (open === undefined) open = run;
    else if (open === run) open = undefined;
    i += run;
  }
  return open !== undefined;
}
