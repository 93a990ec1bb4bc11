/**
 * One front matter line setting `key` to a string, the value double-quoted with `"`, `\` and
 * control characters escaped (JSON's string syntax is YAML's double-quoted scalar), so any title
 * reads back as written: `say "hi"` → `title: "say \"hi\""`.
 */
export function frontmatterEntry(key: string, value: string): string {
  return `${key}: ${JSON.stringify(value)}`;
}

/** The front matter a new page starts with: its `title` and an empty `description`, then a blank line; `lineBreak` defaults to `\n`. */
export function pageStub(title: string, lineBreak = '\n'): string {
  return `---${lineBreak}${frontmatterEntry('title', title)}${lineBreak}${frontmatterEntry('description', '')}${lineBreak}---${lineBreak}${lineBreak}`;
}
