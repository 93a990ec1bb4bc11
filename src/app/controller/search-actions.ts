import { replaceInText, searchFiles, searchPattern } from '../../workspace/index.ts';
import type { SearchMatch, SearchOptions } from '../../workspace/index.ts';
import type { AppController } from './app-controller.ts';
import { confirmWith, notify } from './notices.ts';

/** The matches of a search across the workspace's text files, or the reason there are none. */
export function runSearch(app: AppController, query: string, options: SearchOptions): SearchMatch[] | string {
  const pattern = searchPattern(query, options);
  if (typeof pattern === 'string') return pattern;
  return searchFiles(app.session?.textFiles() ?? [], pattern);
}

/** Replaces every match in every text file, after confirmation; each changed file goes through the usual edit path. */
export async function replaceAll(app: AppController, query: string, replacement: string, options: SearchOptions): Promise<number> {
  const pattern = searchPattern(query, options);
  const session = app.session;
  if (typeof pattern === 'string' || !session) return 0;
  const changes: [string, string, number][] = [];
  for (const [path, text] of session.textFiles()) {
    const result = replaceInText(text, pattern, replacement, options.regex === true);
    if (result.count > 0) changes.push([path, result.text, result.count]);
  }
  const total = changes.reduce((n, [, , count]) => n + count, 0);
  if (total === 0) return 0;
  const ok = await confirmWith(app.store, 'Replace all?', `Replace ${total} ${total === 1 ? 'match' : 'matches'} in ${changes.length} ${changes.length === 1 ? 'file' : 'files'}?`, 'Replace all');
  if (!ok) return 0;
  if (!session.writable) {
    notify(app.store, 'warning', 'This workspace is read-only here because another tab is editing it.');
    return 0;
  }
  for (const [path, text] of changes) app.editFile(path, text, 'app');
  return total;
}
