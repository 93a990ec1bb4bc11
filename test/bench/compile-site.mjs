// The peer of a cold `quire build`: a fresh Node process that compiles every page of a project
// with @mdx-js/mdx, one after another, as an MDX site build would.
import { compile } from '@mdx-js/mdx';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = process.argv[2];
const pages = readdirSync(root, { recursive: true })
  .map(String)
  .filter((p) => /\.mdx?$/.test(p) && !/(^|\/)(_?snippets|node_modules|\.[^/]*)\//.test(p) && !/(^|\/)(README|LICENSE)\.md$/i.test(p));
let failed = 0;
for (const page of pages) {
  try {
    await compile(readFileSync(join(root, page), 'utf8'));
  } catch {
    failed++;
  }
}
process.stdout.write(JSON.stringify({ pages: pages.length, failed }) + '\n');
