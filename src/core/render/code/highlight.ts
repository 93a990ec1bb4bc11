import { toHtml } from 'hast-util-to-html';
import dart from 'highlight.js/lib/languages/dart';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import elixir from 'highlight.js/lib/languages/elixir';
import gradle from 'highlight.js/lib/languages/gradle';
import groovy from 'highlight.js/lib/languages/groovy';
import nginx from 'highlight.js/lib/languages/nginx';
import powershell from 'highlight.js/lib/languages/powershell';
import protobuf from 'highlight.js/lib/languages/protobuf';
import scala from 'highlight.js/lib/languages/scala';
import { common, createLowlight } from 'lowlight';

// The `common` grammars plus what real docs projects use; all plain JavaScript (no WebAssembly).
// Docs write commands in ```shell blocks without prompts, so `shell` means bash, not a console session.
const { shell: _session, ...grammars } = common;
const lowlight = createLowlight({ ...grammars, dart, dockerfile, elixir, gradle, groovy, nginx, powershell, protobuf, scala });
lowlight.registerAlias({ bash: ['sh', 'shell', 'zsh', 'terminal', 'console', 'shellsession'], javascript: ['node'], python: ['py3'], xml: ['vue', 'svelte', 'mdx'], ini: ['env', 'dotenv'] });

// Code repeats across renders (every keystroke in the preview, snippets on many pages):
// highlighted HTML is kept by language and content, up to a total size.
const cache = new Map<string, string>();
const cacheLimit = 4_000_000;
let cacheSize = 0;

/** The canonical language name of a fence language (`ts` → `typescript`), or undefined when no grammar is bundled. */
export function grammarOf(lang: string): string | undefined {
  const lower = lang.toLowerCase();
  return lowlight.registered(lower) ? lower : undefined;
}

/**
 * The HTML of a code block's content, highlighted with the grammar of `lang` (as `<span class="hljs-…">`)
 * or escaped as plain text when `lang` is undefined. The result only contains spans and escaped text.
 */
export function highlightToHtml(code: string, lang: string | undefined): string {
  if (lang === undefined) return escapeHtml(code);
  const key = `${lang}\0${code}`;
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const html = toHtml(lowlight.highlight(lang, code));
  if (cacheSize + key.length + html.length > cacheLimit) {
    cache.clear();
    cacheSize = 0;
  }
  cache.set(key, html);
  cacheSize += key.length + html.length;
  return html;
}

/** Escapes text for HTML content. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/**
 * Wraps each line of highlighted HTML in `<span class="q-line">` (plus `q-line-highlight` for the
 * lines in `highlight`), closing and reopening token spans that cross a line break.
 */
export function wrapLines(html: string, highlight: ReadonlySet<number>): string {
  const open: string[] = [];
  let out = '';
  let line = 1;
  const start = () => `<span class="q-line${highlight.has(line) ? ' q-line-highlight' : ''}">${open.join('')}`;
  out += start();
  const tag = /<span[^>]*>|<\/span>|\n/g;
  let last = 0;
  let m: RegExpExecArray | null;
  while ((m = tag.exec(html))) {
    out += html.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[0] === '\n') {
      out += '</span>'.repeat(open.length) + '</span>\n';
      line++;
      out += start();
    } else if (m[0] === '</span>') {
      open.pop();
      out += m[0];
    } else {
      open.push(m[0]);
      out += m[0];
    }
  }
  return out + html.slice(last) + '</span>'.repeat(open.length) + '</span>';
}
