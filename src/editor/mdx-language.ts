import type { languages } from 'monaco-editor/editor';

/** The Monaco language id of `.mdx` pages. */
export const mdxLanguageId = 'mdx';

/**
 * Brackets, comments and auto-closing for MDX. `<` is not auto-closed: component completions
 * insert the whole tag.
 */
export const mdxLanguageConfiguration: languages.LanguageConfiguration = {
  comments: { blockComment: ['{/*', '*/}'] },
  brackets: [
    ['{', '}'],
    ['[', ']'],
    ['(', ')'],
  ],
  autoClosingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"', notIn: ['string'] },
    { open: '`', close: '`', notIn: ['string'] },
  ],
  surroundingPairs: [
    { open: '{', close: '}' },
    { open: '[', close: ']' },
    { open: '(', close: ')' },
    { open: '"', close: '"' },
    { open: '`', close: '`' },
    { open: '*', close: '*' },
    { open: '_', close: '_' },
  ],
  folding: { markers: { start: /^\s*\{\/\*\s*#region\b/, end: /^\s*\{\/\*\s*#endregion\b/ } },
};

/**
 * A small Monarch grammar for MDX: YAML front matter (first line only), Markdown blocks and inline
 * marks kept to one line (so a stray `_` or `*` cannot color the rest of the page), fenced code,
 * and JSX: tags, attributes, `{…}` expressions and `{/* … *\/}` comments, across lines.
 */
export const mdxMonarchLanguage: languages.IMonarchLanguage = {
  defaultToken: '',
  tokenPostfix: '.mdx',
  start: 'document',
  embeddable: ['json', 'yaml', 'markdown'],
  tokenizer: {
    // Front matter only counts on the first line of the page.
    document: [
      [/^---[ \t]*$/, { token: 'meta.frontmatter', switchTo: '@frontmatter', nextEmbedded: 'yaml' }],
      [/^/, { token: '@rematch', switchTo: '@root' }],
    ],
    frontmatter: [[/^---[ \t]*$/, { token: 'meta.frontmatter', switchTo: '@root', nextEmbedded: '@pop' }]],
    root: [
      [/^(\s*)(import|export)(\s.*|)$/, ['', 'keyword', '']],
      [/^(\s{0,3})(#{1,6})(\s.*|)$/, ['', 'keyword.heading', 'keyword.heading']],
      [/^(\s*)(`{3,})\s*([\w+-]+)?.*$/, { cases: { '$3@embeddable': { token: 'string.fence', next: '@embeddedBacktick', nextEmbedded: '$3' }, '@default': { token: 'string.fence', next: '@codeBacktick' } } }],
      [/^(\s*)(~{3,})\s*([\w+-]+)?.*$/, { cases: { '$3@embeddable': { token: 'string.fence', next: '@embeddedTilde', nextEmbedded: '$3' }, '@default': { token: 'string.fence', next: '@codeTilde' } } }],
      [/^\s*(?:-{3,}|\*{3,}|_{3,})\s*$/, 'keyword.rule'],
      [/^(\s*)([*+-]|\d{1,9}[.)])(?=\s)/, ['', 'keyword.list']],
      [/^\s*>+/, 'comment.quote'],
      { include: '@inline' },
    ],
    inline: [
      [/\\[\\`*_{}[\]()#+\-.!<>|~]/, 'string.escape'],
      [/\{\/\*/, 'comment', '@jsxComment'],
      [/\{/, 'delimiter.bracket', '@expression'],
      [/<(?:https?:|mailto:)[^>\s]*>/, 'string.link'],
      [/(<\/)([A-Za-z][\w.:-]*)(\s*)(>)/, ['delimiter.tag', 'tag', '', 'delimiter.tag']],
      [/(<)([A-Za-z][\w.:-]*)/, ['delimiter.tag', { token: 'tag', next: '@tag' }]],
      [/<\/?>/, 'delimiter.tag'],
      [/(`+)[^`]+?\1/, 'variable.source'],
      [/(!?\[)([^\]]*)(\]\()([^)\s]*)((?:\s+"[^"]*")?\))/, ['delimiter', 'string.link.text', 'delimiter', 'string.link', 'delimiter']],
      [/\*\*[^*\s](?:[^*]*[^*\s])?\*\*|__[^_\s](?:[^_]*[^_\s])?__/, 'strong'],
      [/\*[^*\s](?:[^*]*[^*\s])?\*|\b_[^_\s](?:[^_]*[^_\s])?_\b/, 'emphasis'],
      [/[^\\{<`![*_]+/, ''],
      [/./, ''],
    ],
    tag: [
      [/\s+/, ''],
      [/\/?>/, { token: 'delimiter.tag', next: '@pop' }],
      [/[\w:.$-]+/, 'attribute.name'],
      [/=/, 'delimiter'],
      [/"/, { token: 'attribute.value', next: '@doubleQuoted' }],
      [/'/, { token: 'attribute.value', next: '@singleQuoted' }],
      [/\{/, 'delimiter.bracket', '@expression'],
      [/./, ''],
    ],
    doubleQuoted: [
      [/[^"]+/, 'attribute.value'],
      [/"/, { token: 'attribute.value', next: '@pop' }],
    ],
    singleQuoted: [
      [/[^']+/, 'attribute.value'],
      [/'/, { token: 'attribute.value', next: '@pop' }],
    ],
    expression: [
      [/\{/, 'delimiter.bracket', '@push'],
      [/\}/, 'delimiter.bracket', '@pop'],
      [/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/, 'string'],
      [/`/, 'string', '@template'],
      [/-?\d+(?:\.\d+)?/, 'number'],
      [/\b(?:true|false|null|undefined)\b/, 'keyword'],
      [/(<)([A-Za-z][\w.:-]*)/, ['delimiter.tag', { token: 'tag', next: '@tag' }]],
      [/(<\/)([A-Za-z][\w.:-]*)(\s*)(>)/, ['delimiter.tag', 'tag', '', 'delimiter.tag']],
      [/[^{}"'`<\d]+/, 'identifier'],
      [/./, 'identifier'],
    ],
    template: [
      [/\$\{/, 'delimiter.bracket', '@expression'],
      [/`/, 'string', '@pop'],
      [/[^`$]+/, 'string'],
      [/./, 'string'],
    ],
    jsxComment: [
      [/\*\/\}/, 'comment', '@pop'],
      [/[^*]+/, 'comment'],
      [/./, 'comment'],
    ],
    codeBacktick: [
      [/^\s*`{3,}\s*$/, { token: 'string.fence', next: '@pop' }],
      [/.*$/, 'variable.source'],
    ],
    codeTilde: [
      [/^\s*~{3,}\s*$/, { token: 'string.fence', next: '@pop' }],
      [/.*$/, 'variable.source'],
    ],
    embeddedBacktick: [[/^\s*`{3,}\s*$/, { token: 'string.fence', next: '@pop', nextEmbedded: '@pop' }]],
    embeddedTilde: [[/^\s*~{3,}\s*$/, { token: 'string.fence', next: '@pop', nextEmbedded: '@pop' }]],
  },
};
