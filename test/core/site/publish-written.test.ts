import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { planExport } from '../../../src/core/site/export-site.ts';
import { searchIndexFileName, type WrittenPublishedPage } from '../../../src/core/site/publish-files.ts';
import { markdownBodyOf } from '../../../src/core/site/llms-txt.ts';

const docs = {
  theme: 'mint',
  name: 'Acme',
  description: 'Docs for Acme.',
  colors: { primary: '#112233' },
  markdown: { instructions: ['Be brief.'] },
  navigation: { groups: [{ group: 'Start', pages: ['index', 'guides/setup'] }, { group: 'Reference', pages: ['reference/api', 'reference/empty'] }] },
};

const files: Record<string, string> = {
  'docs.json': JSON.stringify(docs),
  'index.mdx': '---\ntitle: Welcome\ndescription: What Acme is.\n---\n\nAcme makes widgets.\n\n## Install\n\nRun `npm i acme`.   \n\n\n',
  'guides/setup.mdx': '---\ntitle: Set up\n---\n\n## Configure the widget\n\nClick **Save** — ça marche, 日本語.\n',
  'reference/api.mdx': '---\ntitle: API\n---\n\n<ParamField path="id" type="string" required>\n  The widget id.\n</ParamField>\n',
  'reference/empty.mdx': '---\ntitle: Empty\ndescription: Nothing below.\n---\n\n   \n',
};

describe('published files from pages whose .md a thread wrote', () => {
  it('are the files made from every page’s whole Markdown: llms.txt, llms-full.txt and the search index (written in chunks) alike', async () => {
    const plan = planExport(new MemoryProject(files), { publish: true, searchLibrary: 'window.MiniSearch = {};' });
    const made = [];
    for (const job of plan.jobs) {
      const page = await plan.renderPage(job);
      if (page.published) made.push(page.published);
    }
    const whole = plan.staticFiles([], made);

    // What a build thread does: write each `.md` and keep the small record.
    const disk = new Map<string, string>();
    const records: WrittenPublishedPage[] = [];
    for (const page of made) {
      const file = plan.publishedFile(page);
      if (!file) throw new Error(`no file for ${page.page}`);
      disk.set(file.path, file.text);
      records.push(file.record);
    }
    const chunked = new Map<string, string[]>();
    const small = plan.staticFiles([], records, { readWritten: (path) => disk.get(path), writeChunks: (path, chunks) => chunked.set(path, [...chunks]) });

    expect([...disk.keys()].sort()).toEqual(['guides/setup.md', 'index.md', 'reference/api.md', 'reference/empty.md']);
    for (const [path, text] of disk) expect(text).toBe(whole.get(path));
    expect([...small.keys()].filter((f) => f.endsWith('.md'))).toEqual([]);
    expect(small.get('llms.txt')).toBe(whole.get('llms.txt'));
    expect(small.get('llms-full.txt')).toBe(whole.get('llms-full.txt'));
    expect(small.get('llms-full.txt')).toContain('# Empty\nSource: /reference/empty.html\n\n> Nothing below.\n');
    expect(small.has(searchIndexFileName)).toBe(false);
    expect(chunked.get(searchIndexFileName)?.join('')).toBe(whole.get(searchIndexFileName));
  });

  it('reads a page’s body back from its .md as llms-full.txt needs it: without the file’s last line break, and empty for a body of white space', () => {
    expect(markdownBodyOf('head\n\nBody text\n', 6)).toBe('Body text');
    expect(markdownBodyOf('head\n', 6)).toBe('');
  });
});
