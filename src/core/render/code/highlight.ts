import type { HLJSApi } from 'highlight.js';
import { LruCache } from '../../lru-cache.ts';
import { cacheSlot } from '../../session/session-caches.ts';
import { defineResource, useResource } from '../../resources/index.ts';
import { grammarAliases, grammarLoaders, grammarNeeds } from './grammar-table.ts';

// Grammars are loaded on demand, each as a resource (`grammar/python`) that brings the grammars it
// embeds (CSS and JavaScript inside HTML) and, with the first one, highlight.js itself; until one
// is loaded its code is shown plain. highlight.js writes the HTML itself (only `<span
// class="hljs-…">` and escaped text): building a tree (lowlight) and serializing it again cost a
// fifth of highlighting.
let highlighter: HLJSApi | undefined;
for (const name of Object.keys(grammarLoaders)) {
  defineResource(`grammar/${name}`, async () => {
    const names = [name, ...(grammarNeeds[name] ?? [])];
    const [core, ...grammars] = await Promise.all([import('highlight.js/lib/core'), ...names.map((n) => grammarLoaders[n]?.())]);
    const hljs = (highlighter ??= core.default.newInstance());
    names.forEach((n, i) => {
      const grammar = grammars[i];
      if (grammar && !hljs.getLanguage(n)) hljs.registerLanguage(n, grammar);
    });
    return true;
  });
}

/** A session's highlighted HTML, by language and code, up to a total size (see highlightToHtml). */
export const highlightCache = cacheSlot('highlights', () => new LruCache<string, string>(4_000_000, (key, html) => key.length + html.length));

/** The grammar name of a fence language (`ts` → `typescript`), or undefined when no grammar is bundled. */
function grammarName(lang: string): string | undefined {
  const lower = lang.toLowerCase();
  return Object.hasOwn(grammarLoaders, lower) ? lower : Object.hasOwn(grammarAliases, lower) ? grammarAliases[lower] : undefined;
}

/** The fence language, lower-cased, when a grammar for it is bundled (`TS` → `ts`); otherwise undefined. */
export function grammarOf(lang: string): string | undefined {
  return grammarName(lang) === undefined ? undefined : lang.toLowerCase();
}

/**
 * The HTML of a code block's content, highlighted with the grammar of `lang` (as `<span class="hljs-…">`)
 * or escaped as plain text when `lang` is undefined. The result only contains spans and escaped text.
 * @param cache highlighted HTML by language and code (a session's, see highlightCache: code
 *   repeats across renders, every keystroke in the preview, snippets on many pages); default none.
 */
export function highlightToHtml(code: string, lang: string | undefined, cache?: LruCache<string, string>): string {
  if (lang === undefined) return escapeHtml(code);
  const key = `${lang}\0${code}`;
  const hit = cache?.get(key);
  if (hit !== undefined) return hit;
  // Not loaded yet: plain this time (not cached), highlighted once the host has loaded the grammar.
  const grammar = grammarName(lang) ?? lang;
  if (!useResource(`grammar/${grammar}`) || !highlighter) return escapeHtml(code);
  const html = highlighter.highlight(code, { language: grammar, ignoreIllegals: true }).value;
  cache?.set(key, html);
  return html;
}

/** Escapes text for HTML content. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'));
}

/**
 * Wraps each line of highlighted HTML in `<span class="q-line">` plus the classes `classes` gives
 * that line (by 1-based number), closing and reopening token spans that cross a line break.
 */
export function wrapLines(html: string, classes: ReadonlyMap<number, readonly string[]>): string {
  const open: string[] = [];
  let out = '';
  let line = 1;
  const start = () => `<span class="${['q-line', ...(classes.get(line) ?? [])].join(' ')}">${open.join('')}`;
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
