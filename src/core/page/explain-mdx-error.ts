const voidElements: ReadonlySet<string> = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);

const blockWords: Readonly<Record<string, string>> = {
  listItem: 'list item',
  list: 'list',
  paragraph: 'paragraph',
  blockquote: 'block quote',
  heading: 'heading',
  tableCell: 'table cell',
  tableRow: 'table row',
  link: 'link',
  emphasis: 'emphasis',
  strong: 'bold text',
};

type Explainer = (m: RegExpExecArray, cause: string) => string;

// Ordered: the first pattern that matches the parser's reason explains it.
const explainers: readonly (readonly [RegExp, Explainer])[] = [
  [
    /^Expected a closing tag for `<([^>]*)>` \((\d+):\d+(?:-\d+:\d+)?\)(?: before the end of `(\w+)`)?/,
    (m) => {
      const [, name = '', line = '', inside] = m;
      if (voidElements.has(name.toLowerCase())) return `\`<${name}>\` must be closed in MDX: write \`<${name} />\`.`;
      if (inside) return `\`<${name}>\` (line ${line}) is not closed before the end of its ${blockWords[inside] ?? inside}. Close it inside the same ${blockWords[inside] ?? inside}, or put \`<${name}>\` and \`</${name}>\` on lines of their own with the same indentation.`;
      return `\`<${name}>\` opened on line ${line} is never closed. Add \`</${name}>\` where its content ends, or write \`<${name} />\` if it has no content.`;
    },
  ],
  [
    /^Unexpected closing tag `<\/([^>]*)>`, expected corresponding closing tag for `<([^>]*)>` \((\d+):/,
    (m) => `\`</${m[1]}>\` does not match the open \`<${m[2]}>\` from line ${m[3]}. Tags must nest: close \`<${m[2]}>\` first with \`</${m[2]}>\`, or fix the tag name.`,
  ],
  [/^Expected the closing tag `<\/([^>]*)>` either after the end of `(\w+)`/, (m) => `\`</${m[1]}>\` closes in the middle of a ${blockWords[m[2] ?? ''] ?? m[2]} that started inside the element. Put \`</${m[1]}>\` on a line of its own.`],
  [/^Unexpected closing slash `\/` in tag, expected an open tag first/, () => 'This closing tag has no matching opening tag. Remove it, or add the opening tag before it.'],
  [/^Unexpected attribute in closing tag/, () => 'A closing tag cannot have attributes. Move them to the opening tag.'],
  [/^Unexpected self-closing slash `\/` in closing tag/, () => 'A closing tag is written `</Name>`, with no second `/`.'],
  [/^Unexpected end of file in expression, expected a corresponding closing brace/, () => 'A `{` starts a JavaScript expression in MDX, and this one is never closed. Add the closing `}`, or write `\\{` to show a literal brace.'],
  [/^Could not parse import\/exports with acorn/, (_m, cause) => `A line that starts with \`import\` or \`export\` is read as JavaScript, and this one is not valid${cause}. Fix the statement, or reword the line so it does not start with \`import\` or \`export\`.`],
  [/^Could not parse expression with acorn/, (_m, cause) => `The text in \`{…}\` is not valid JavaScript${cause}. Curly braces hold JavaScript in MDX: write \`\\{\` to show a literal brace, or put the text in backticks as code.`],
  [/\(note: to create a comment in MDX, use/, () => 'HTML comments (`<!-- … -->`) do not work in MDX. Write the comment as `{/* … */}`.'],
  [/^Unexpected character `@`.*\(note: to create a link in MDX/, () => 'Email links in angle brackets (`<me@example.com>`) do not work in MDX. Write `[me@example.com](mailto:me@example.com)`.'],
  [/\(note: to create a link in MDX, use/, () => 'Links in angle brackets (`<https://…>`) do not work in MDX. Write `[text](https://…)` or the bare URL.'],
  [/^Unexpected character (.+?) \(U\+[0-9A-F]+\) before name/, (m) => `A \`<\` followed by ${m[1]} is read as the start of a tag. Write \`&lt;\` or \`\\<\` to show a literal less-than sign.`],
  [/^Unexpected character (.+?) \(U\+[0-9A-F]+\) before attribute value/, () => 'Attribute values must be in quotes (`title="Intro"`) or braces (`cols={2}`).'],
  [/^Unexpected character (.+?) \(U\+[0-9A-F]+\) (?:in|before) (?:local |member )?name/, (m) => `${m[1]} cannot appear in a tag name. If this \`<\` is not a tag, write \`&lt;\` or \`\\<\` instead.`],
  [/^Unexpected character (.+?) \(U\+[0-9A-F]+\) after self-closing slash/, () => 'After the `/` of a self-closing tag comes `>`: write `<Name />`.'],
  [/^Unexpected character (.+?) \(U\+[0-9A-F]+\)/, (m) => `${m[1]} is not allowed here in a tag. Attribute names start with a letter, \`$\` or \`_\`, values are quoted or in braces, and a tag ends with \`>\` or \`/>\`.`],
  [/^Unexpected end of file in attribute value, expected a corresponding closing quote (`.`)/, (m) => `An attribute value is missing its closing quote ${m[1]}.`],
  [/^Unexpected end of file/, () => 'A tag is never finished. End it with `>`, or `/>` if it has no content.'],
  [/^Unexpected lazy line/, () => 'A line inside a block quote or list is not marked like the rest of the block. Start it with `>` (in a block quote) or indent it (in a list), or leave a blank line before it.'],
];

/**
 * Turns a micromark/remark-mdx error reason into a plain-language message that says how to
 * fix it; `cause` is the JavaScript parser's own message, when there is one.
 */
export function explainMdxError(reason: string, cause?: string): string {
  const r = reason.replace(/\s+/g, ' ').trim();
  const because = cause ? ` (${cause.replace(/\s*\(\d+:\d+\)$/, '').replace(/\.$/, '')})` : '';
  for (const [pattern, explain] of explainers) {
    const m = pattern.exec(r);
    if (m) return explain(m, because);
  }
  return r.endsWith('.') ? r : `${r}.`;
}
