import { newPageFile, pageStub, titleFromFile } from '../core/index.ts';
import { isHandoffPath, type ProjectHandoff } from './project-handoff.ts';

/** A stub page's text under its front matter (nothing of the config in it: a page name is no MDX to trust). */
const stubBody = 'This page was made by “Open as project” for an entry of the navigation. Write it here.\n';

/**
 * The project "Open as project" makes of a config: the config as `docs.json` and, for every page its
 * navigation names (a link out, or a path that would leave the project, is skipped), a stub page
 * whose front matter has a title made from its path, so the preview shows the site at once.
 */
export function projectFromConfig(text: string, pages: readonly string[]): ProjectHandoff {
  const files: Record<string, string> = { 'docs.json': text };
  for (const page of pages) {
    if (/^[a-z][\w+.-]*:/i.test(page)) continue;
    const file = newPageFile(page);
    if (!isHandoffPath(file) || file in files) continue;
    const title = titleFromFile(file);
    files[file] = `${pageStub(title)}${stubBody}`;
  }
  return { name: nameOf(text), files };
}

/** The workspace's name: the config's `name` when it has one that reads as one. */
function nameOf(text: string): string {
  try {
    const value: unknown = JSON.parse(text);
    const name = typeof value === 'object' && value !== null ? (value as { name?: unknown }).name : undefined;
    if (typeof name === 'string' && name.trim() !== '') return name.trim().slice(0, 60);
  } catch {
    // A config with errors opens too; it just has no name to read.
  }
  return 'Validated config';
}
