import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** A page of such a folder: its front matter (title, description) and text. */
export const pageText = (title: string, body: string): string => `---\ntitle: "${title}"\ndescription: "About ${title}."\n---\n\n${body}\n`;

/**
 * A folder the tests import as a workspace, written before them and deleted after: `name`/docs.json
 * with one group of `count` pages `pages/page-000.mdx`…, page i titled "Page i" with `bodyOf(i)` as
 * its text. The returned object's `folder` is set once it is written.
 */
export function pagesFolder(name: string, docsName: string, count: number, bodyOf: (i: number) => string): { folder: string } {
  const env = { folder: '' };
  beforeAll(async () => {
    env.folder = join(await mkdtemp(join(tmpdir(), 'quire-pages-')), name);
    await mkdir(join(env.folder, 'pages'), { recursive: true });
    const pages = Array.from({ length: count }, (_, i) => `pages/page-${String(i).padStart(3, '0')}`);
    await writeFile(join(env.folder, 'docs.json'), JSON.stringify({ name: docsName, navigation: [{ group: 'All', pages }] }, null, 2));
    for (const [i, path] of pages.entries()) {
      await writeFile(join(env.folder, `${path}.mdx`), pageText(`Page ${i}`, bodyOf(i)));
    }
  });
  afterAll(async () => {
    if (env.folder) await rm(join(env.folder, '..'), { recursive: true, force: true });
  });
  return env;
}
