import type { TextEdit } from '../../core/index.ts';
import { minimalProject } from '../../workspace/index.ts';
import type { AppController } from './app-controller.ts';
import { applyEdits } from './file-actions.ts';

/**
 * Fills a workspace that has no docs.json with a minimal site: a docs.json named after the workspace
 * and its first page (a file of the same name already there is kept). The page is opened.
 */
export function createMinimalProject(app: AppController): void {
  const session = app.session;
  if (!session) return;
  const files = [...minimalProject(app.store.get().workspace?.name ?? 'Docs')].filter(([path]) => !session.files.has(path));
  // applyEdits opens the first file it creates: the page, not the config.
  files.sort(([a], [b]) => Number(a === 'docs.json') - Number(b === 'docs.json'));
  const edits: TextEdit[] = files.map(([file, text]) => ({ file, start: 0, end: 0, text }));
  applyEdits(app, edits);
}
