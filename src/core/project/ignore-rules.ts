import type { Project } from './project.ts';

// `.mintignore` at the project root: files the platform leaves out of the site (gitignore syntax). Such
// files are neither pages nor checked. https://mintlify.com/docs/organize/mintignore

/** One line of a gitignore-style file, compiled. */
export interface IgnoreRule {
  readonly negated: boolean;
  /** The pattern matches only folders (it ended in `/`). */
  readonly dirOnly: boolean;
  /** Matches a whole path (folders without the trailing slash). */
  readonly pattern: RegExp;
}

/** The file the platform reads its ignore patterns from. */
export const ignoreFile = '.mintignore';

/** Compiles gitignore-syntax text: `#` comments, `!` negation, `/` anchoring, `*`, `**`, `?` and `[…]`. */
export function parseIgnoreRules(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/(?<!\\)\s+$/, '');
    if (line === '' || line.startsWith('#')) continue;
    const negated = line.startsWith('!');
    if (negated) line = line.slice(1);
    else if (line.startsWith('\\')) line = line.slice(1);
    const dirOnly = line.endsWith('/');
    if (dirOnly) line = line.slice(0, -1);
    // A slash at the start or in the middle anchors the pattern at the root; otherwise it matches at any depth.
    const anchored = line.includes('/');
    if (line.startsWith('/')) line = line.slice(1);
    if (line === '') continue;
    rules.push({ negated, dirOnly, pattern: new RegExp(`^${anchored ? '' : '(?:.*/)?'}${globSource(line)}$`) });
  }
  return rules;
}

function globSource(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const c = glob[i] ?? '';
    if (c === '*' && glob[i + 1] === '*') {
      const slash = glob[i + 2] === '/';
      out += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') out += '[^/]*';
    else if (c === '?') out += '[^/]';
    else if (c === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close < 0) out += '\\[';
      else {
        const body = glob.slice(i + 1, close).replace(/^!/, '^').replace(/\\/g, '\\\\');
        out += `[${body}]`;
        i = close;
      }
    } else if (c === '\\' && i + 1 < glob.length) {
      out += escape(glob[i + 1] ?? '');
      i++;
    } else out += escape(c);
  }
  return out;
}

const escape = (c: string): string => c.replace(/[.+^${}()|[\]\\/-]/g, '\\$&');

/**
 * Whether the rules leave a file out: a folder on its path is ignored (nothing inside it can be
 * included again, as in git), or the last rule matching the file itself ignores it.
 */
export function isIgnoredPath(rules: readonly IgnoreRule[], path: string): boolean {
  if (rules.length === 0) return false;
  const parts = path.split('/');
  for (let i = 1; i < parts.length; i++) if (lastMatch(rules, parts.slice(0, i).join('/'), true)) return true;
  return lastMatch(rules, path, false);
}

function lastMatch(rules: readonly IgnoreRule[], path: string, isDir: boolean): boolean {
  let ignored = false;
  for (const rule of rules) if ((isDir || !rule.dirOnly) && rule.pattern.test(path)) ignored = !rule.negated;
  return ignored;
}

/** The project's `.mintignore` rules; none when it has no such file. */
export function projectIgnoreRules(project: Project): IgnoreRule[] {
  const text = project.readText(ignoreFile);
  return text === undefined ? [] : parseIgnoreRules(text);
}
