import type { Fix } from '../core/index.ts';
import { frontmatterBounds } from './frontmatter-bounds.ts';
import { isInCode } from './is-in-code.ts';

// The editor's own versions of core's front matter fixes (same titles and text), computed from the
// current text so they stay right after the page changed since core last checked it.

/** "Add front matter" for a page with none (`page/missing-frontmatter`): a block with `title` and an empty `description`. */
export function addFrontmatterFix(file: string, text: string): Fix | undefined {
  if (frontmatterBounds(text)) return undefined;
  const br = lineBreakOf(text);
  const at = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  return { title: 'Add front matter', edits: [{ file, start: at, end: at, text: `---${br}title: ${JSON.stringify(suggestTitle(file, text))}${br}description: ""${br}---${br}${br}` }] };
}

/** "Add a title" for front matter without `title` (`page/missing-title`); the whole block when the page has none. */
export function addTitleFix(file: string, text: string): Fix | undefined {
  const fm = frontmatterBounds(text);
  if (!fm) return addFrontmatterFix(file, text);
  if (hasKey(text.slice(fm.contentStart, fm.contentEnd), 'title')) return undefined;
  const br = lineBreakOf(text);
  return { title: 'Add a title', edits: [{ file, start: fm.contentStart, end: fm.contentStart, text: `title: ${JSON.stringify(suggestTitle(file, text))}${br}` }] };
}

/** "Add a description" for front matter without `description` (`page/missing-description`), before the closing `---`. */
export function addDescriptionFix(file: string, text: string): Fix | undefined {
  const fm = frontmatterBounds(text);
  if (!fm) return addFrontmatterFix(file, text);
  if (!fm.closed || hasKey(text.slice(fm.contentStart, fm.contentEnd), 'description')) return undefined;
  return { title: 'Add a description', edits: [{ file, start: fm.contentEnd, end: fm.contentEnd, text: `description: ""${lineBreakOf(text)}` }] };
}

/** A title for a page without one: its first level-1 heading, else its file name in words (`index` uses its folder). */
export function suggestTitle(file: string, text: string): string {
  const fm = frontmatterBounds(text);
  const heading = /^[ \t]{0,3}#[ \t]+(.+?)[ \t#]*$/gm;
  heading.lastIndex = fm ? fm.end : 0;
  for (let m = heading.exec(text); m; m = heading.exec(text)) {
    const title = (m[1] ?? '').replace(/[*_`]/g, '').trim();
    if (title && !isInCode(text, m.index, fm ? fm.end : 0)) return title;
  }
  const parts = file.split('/');
  let name = (parts.pop() ?? '').replace(/\.mdx?$/, '');
  if (name === 'index' || name === 'README') name = parts.pop() ?? name;
  const words = name.replace(/[-_]+/g, ' ').trim();
  return words ? words.charAt(0).toUpperCase() + words.slice(1) : 'Untitled';
}

function hasKey(yaml: string, key: string): boolean {
  return new RegExp(`^${key}[ \\t]*:`, 'm').test(yaml);
}

function lineBreakOf(text: string): string {
  const i = text.indexOf('\n');
  return i > 0 && text.charCodeAt(i - 1) === 13 ? '\r\n' : '\n';
}
