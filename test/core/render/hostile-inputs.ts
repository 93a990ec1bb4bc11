// Hostile pages: each must render to HTML with no way to run the author's code.

/** Hostile `.mdx` pages, as [name, text]. */
export const mdx: readonly [string, string][] = [
  ['script element', '<script>alert(1)</script>'],
  ['external script', '<script src="https://evil.example/x.js" />'],
  ['img onError', '<img src="x.png" onError="alert(1)" />'],
  ['onClick with a function', '<div onClick={() => alert(1)}>x</div>'],
  ['lowercase onclick', '<button onclick="alert(1)">x</button>'],
  ['JSX javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['Markdown javascript: link', '[x](javascript:alert(1))'],
  ['mixed-case scheme', '[x](JaVaScRiPt:alert(1))'],
  ['angle-bracket destination', '[x](<javascript:alert(1)>)'],
  ['entity-encoded tab in the scheme', '<a href="java&#x09;script:alert(1)">x</a>'],
  ['entity-encoded letters', '<a href="&#106;avascript:alert(1)">x</a>'],
  ['leading whitespace', '<a href="  javascript:alert(1)">x</a>'],
  ['newline inside the scheme', '<a href={"java\\nscript:alert(1)"}>x</a>'],
  ['NUL inside the scheme', '<a href={"java\\u0000script:alert(1)"}>x</a>'],
  ['scheme from a template literal', '<a href={`javascript:${"alert(1)"}`}>x</a>'],
  ['scheme from an export', 'export const u = "javascript:alert(1)";\n\n<a href={u}>x</a>'],
  ['vbscript: link', '<a href="vbscript:msgbox(1)">x</a>'],
  ['data:text/html link', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['iframe data:text/html', '<iframe src="data:text/html,<script>alert(1)</script>" />'],
  ['iframe srcdoc', '<iframe srcDoc="<script>alert(1)</script>" src="https://ok.example" />'],
  ['iframe javascript:', '<iframe src="javascript:alert(1)" />'],
  ['svg onload', '<svg onLoad="alert(1)"><circle r="5" /></svg>'],
  ['script inside svg', '<svg><script>alert(1)</script></svg>'],
  ['javascript: link inside svg', '<svg><a href="javascript:alert(1)"><text>x</text></a></svg>'],
  ['xlink:href inside svg', '<svg><a xlinkHref="javascript:alert(1)"><text>x</text></a></svg>'],
  ['external svg use', '<svg><use href="https://evil.example/x.svg#a" /></svg>'],
  ['svg animate setting href', '<svg><a><animate attributeName="href" values="javascript:alert(1)" /><text>x</text></a></svg>'],
  ['svg foreignObject', '<svg><foreignObject><iframe src="javascript:alert(1)" /></foreignObject></svg>'],
  ['CSS url(javascript:)', '<div style={{ background: "url(javascript:alert(1))" }}>x</div>'],
  ['CSS expression()', '<div style="width: expression(alert(1))">x</div>'],
  ['CSS escaped url', '<div style={{ backgroundImage: "url(\\\\6a avascript:alert(1))" }}>x</div>'],
  ['CSS @import', '<div style={{ color: "red; @import url(https://evil.example/x.css)" }}>x</div>'],
  ['style element', '<style>{"body { background: url(javascript:alert(1)) }"}</style>'],
  ['object', '<object data="x.swf" />'],
  ['embed', '<embed src="x.swf" />'],
  ['base', '<base href="https://evil.example/" />'],
  ['meta refresh', '<meta httpEquiv="refresh" content="0;url=javascript:alert(1)" />'],
  ['form action', '<form action="javascript:alert(1)"><button formAction="javascript:alert(1)">go</button></form>'],
  ['button formAction', '<button formAction="javascript:alert(1)">go</button>'],
  ['global process', 'A {globalThis.process} B'],
  ['fetch call', 'A {fetch("https://evil.example")} B'],
  ['constructor escape', "A {constructor.constructor('alert(1)')()} B"],
  ['prototype walk', 'export const o = {};\n\n{o.constructor.constructor}'],
  ['IIFE', '{(() => alert(1))()}'],
  ['export running code', 'export const x = alert(1);\n\n{x}'],
  ['JSX value with a handler', '{<img src="x.png" onError={alert} />}'],
  ['Card href', '<Card title="x" href="javascript:alert(1)" />'],
  ['Card img', '<Card title="x" img="javascript:alert(1)" />'],
  ['Tooltip cta href', '<Tooltip tip="x" cta="go" href="javascript:alert(1)">t</Tooltip> x'],
  ['image in Frame', '<Frame><img src="javascript:alert(1)" /></Frame>'],
  ['Markdown image', '![x](javascript:alert(1))'],
  ['video poster', '<video poster="javascript:alert(1)" src="https://ok.example/x.mp4" />'],
  ['img srcset', '<img srcSet="javascript:alert(1) 1x, ok.png 2x" />'],
  ['details onToggle', '<details open onToggle="alert(1)"><summary>x</summary></details>'],
  ['quote escape in alt', '<img src="a.png" alt={\'"><script>alert(1)</script>\'} />'],
  ['math wrapper', '<math><mtext><script>alert(1)</script></mtext></math>'],
  ['snippet with script', "import S from '/snippets/evil.mdx';\n\n<S />"],
  ['Icon from a URL', '<Icon icon="javascript:alert(1)//x.svg" />'],
];

/** Hostile `.md` pages (raw HTML), as [name, text]. */
export const markdown: readonly [string, string][] = [
  ['raw script', '<script>alert(1)</script>'],
  ['raw img onerror', '<img src=x onerror=alert(1)>'],
  ['raw entity-encoded link', '<a href="&#106;avascript&colon;alert(1)">x</a>'],
  ['raw uppercase iframe', '<IFRAME SRC="javascript:alert(1)"></IFRAME>'],
  ['raw svg slash onload', '<svg/onload=alert(1)>'],
  ['raw style', '<style>body{background:red}</style>\n\ntext'],
  ['raw unclosed script', 'x <script>alert(1)'],
  ['raw link in a paragraph', 'Go <a href="javascript:alert(1)">here</a> now'],
];

/** Other files of the project the hostile pages are rendered in. */
export const files = {
  'snippets/evil.mdx': '<script>alert(1)</script>\n\n<div onMouseOver="alert(1)">hover</div>',
  'snippets/differential.mdx': '<iframe><img title="</iframe><script src=/evil.js></script>" /></iframe>\n\n<svg>\n\nparagraph\n\n<title><img title="</title><script src=/evil.js></script>" /></title>\n\n</svg>',
  'snippets/refresh.mdx': '<meta httpEquiv="refresh" content="0;url=https://evil.example/" />\n\n<base href="https://evil.example/" />\n\ntext',
};

// Parser differentials (issue 10 §1): markup that is inert as we build it, unless the browser
// re-parses our HTML into another tree. `/evil.js` stands for the attacker's script.
const evil = '<script src=/evil.js></script>';
/** Elements whose content the HTML parser reads as raw text, RCDATA or plaintext. */
export const rawTextTags = ['iframe', 'noembed', 'noframes', 'xmp', 'plaintext', 'noscript', 'style', 'script', 'textarea', 'title'] as const;
const inside = (tag: string, jsx: boolean): string => `<${tag}><img title="</${tag}>${evil}"${jsx ? ' /' : ''}></${tag}>`;
const iframe = inside('iframe', true);

/** `.mdx` pages whose HTML a browser could read as another tree. */
export const mdxDifferential: readonly [string, string][] = [
  ...rawTextTags.map((tag): [string, string] => [`attribute closing <${tag}>`, inside(tag, true)]),
  ['iframe in a heading', `# A ${iframe}`],
  ['iframe in a list', `- ${iframe}`],
  ['iframe in a quote', `> ${iframe}`],
  ['iframe in a footnote', `x[^1]\n\n[^1]: ${iframe}`],
  ['iframe in an Accordion', `<Accordion title="a">\n  ${iframe}\n</Accordion>`],
  ['iframe in a Tab', `<Tabs>\n  <Tab title="t">\n    ${iframe}\n  </Tab>\n</Tabs>`],
  ['iframe in a component prop', `<Card title="c" icon={${iframe}} />`],
  ['iframe in an Accordion icon prop', `<Accordion title="a" icon={${iframe}}>x</Accordion>`],
  ['svg in a component prop', `<Card title="c" icon={<svg><p>x</p><title><img title="</title>${evil}" /></title></svg>} />`],
  ['iframe from an exported JSX value', `export const X = ${iframe};\n\n{X}`],
  ['iframe and svg from a snippet', "import D from '/snippets/differential.mdx';\n\n<D />"],
  ['closing tag in a Tooltip tip', `<Tooltip tip={"</span>${evil.replaceAll('"', '\\"')}"}>t</Tooltip> x`],
  ['svg title holding an element', `<svg><title><text data-x="</title>${evil}" /></title></svg>`],
  ['svg desc holding an element', `<svg><desc><img title="</desc>${evil}" /></desc></svg>`],
  ['svg title inside a link', '<svg><a href="#x"><title><iframe src="https://ok.example" /></title></a></svg>'],
  ['Markdown inside svg', `<svg>\n\nparagraph\n\n<title>${iframe}</title>\n\n</svg>`],
  ['HTML inside svg', `<svg><p>x</p><title><img title="</title>${evil}" /></title></svg>`],
  ['component inside svg', '<svg><Note>x</Note></svg>'],
  ['code block inside svg', '<svg>\n\n```html\n<b>x</b>\n```\n\n</svg>'],
  ['nested svg in desc', `<svg><desc><svg><title><img title="</title>${evil}" /></title></svg></desc></svg>`],
  ['svg style', `<svg><style>{"</style>${evil.replaceAll('"', '\\"')}"}</style></svg>`],
  ['math text integration point', `<math><mtext><table><mglyph><style><img title="</style>${evil}" /></style></mglyph></table></mtext></math>`],
  ['data-quire-assets', '<div data-quire-assets={\'{"onclick":"alert(1)"}\'} data-x="1" aria-label="a">x</div>'],
  ['dataQuire prop', '<img src="a.png" dataQuireAssets="srcdoc" />'],
  ['meta refresh inside svg', '<svg><meta httpEquiv="refresh" content="0;url=https://evil.example/" /><base href="https://evil.example/" /></svg>'],
  ['meta refresh from a snippet', "import R from '/snippets/refresh.mdx';\n\n<R />"],
  ['closing tags in a highlighted code block', `\`\`\`html {1}\n</code></pre>${evil}\n<!-- x --></textarea>\n\`\`\``],
  ['closing tags in a plain code block', `\`\`\`nolang title="</span>${evil.replaceAll('"', '')}"\n</code></pre>${evil}\n\`\`\``],
  ['fixed overlay', '<div style="position: fixed; inset: 0; z-index: 2147483647">x</div>'],
  ['sticky overlay', '<div style={{ position: "sticky", top: 0, zIndex: 99999 }}>x</div>'],
];

/** `.md` pages (raw HTML) whose HTML a browser could read as another tree. */
export const markdownDifferential: readonly [string, string][] = [
  ...rawTextTags.map((tag): [string, string] => [`raw attribute closing <${tag}>`, inside(tag, false)]),
  ['raw svg paragraph then title', `<svg>\n\nparagraph\n\n<title><text data-x="</title>${evil}"></text></title></svg>`],
  ['raw svg p then title', `<svg><p>x</p><title><text data-x="</title>${evil}"></text></title></svg>`],
  ['raw svg desc', `<svg><desc><img title="</desc>${evil}"></desc></svg>`],
  ['raw svg foreignObject', `<svg><foreignObject><img title="</foreignObject>${evil}"></foreignObject></svg>`],
  ['raw svg style', `<svg><style><img title="</style>${evil}"></style></svg>`],
  ['raw math mglyph style', `<math><mtext><table><mglyph><style><img title="</style>${evil}">`],
  ['raw math annotation-xml', `<math><annotation-xml encoding="text/html"><style><img title="</style>${evil}"></style></annotation-xml></math>`],
  ['raw iframe in a heading', `# <iframe><img title="</iframe>${evil}"></iframe>`],
  ['raw data-quire-assets', '<div data-quire-assets=\'{"srcdoc":"x"}\' DATA-QUIRE-X="1" data-ok="1">x</div>'],
  ['raw meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example/">\n\ntext'],
  ['raw base', '<base href="https://evil.example/">\n\n[x](page)'],
  ['raw meta inside svg', '<svg><meta http-equiv="refresh" content="0"><base href="https://evil.example/"></svg>'],
  ['raw fixed overlay', '<div style="POSITION:FIXED;top:0;left:0;width:100vw;height:100vh">x</div>'],
];

/** Hostile inputs with nothing to leave out: what looks like markup is kept as text or attribute values. */
export const inert: readonly string[] = ['global process', 'fetch call', 'constructor escape', 'IIFE', 'prototype walk', 'quote escape in alt', 'raw svg slash onload', 'closing tag in a Tooltip tip', 'closing tags in a highlighted code block', 'closing tags in a plain code block'];

/** A site of the hostile pages whose docs.json values are hostile too: its project files, its docs.json input and its page paths. */
export const hostileSite = (() => {
  const value = `</title></style></textarea>${evil}<img title="</iframe>">`;
  const pages = Object.fromEntries([...mdxDifferential.map(([, text], i) => [`p${i}.mdx`, text]), ...markdownDifferential.map(([, text], i) => [`m${i}.md`, text])]);
  const paths = Object.keys(pages).map((f) => f.replace(/\.mdx?$/, ''));
  return { files: { ...files, ...pages }, config: { name: value, description: value, navigation: [{ group: value, pages: paths }] }, paths, value };
})();
