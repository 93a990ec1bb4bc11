import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FileContent } from '../../src/workspace/index.ts';
import { isTextPath, starterProject } from '../../src/workspace/index.ts';
import { browserLinkLimit, chatLinkLimit, decodeShareFragment, encodeShareFragment, linkReach } from '../../src/workspace/share/index.ts';
import type { SharedProject } from '../../src/workspace/share/index.ts';
import { launchBrowser, openApp, previewFrame, serveApp } from '../browser/app-harness.ts';
import { corpusDir } from '../setup/corpus-paths.ts';
import { largestCorpusEntry } from './corpus.ts';
import { type BenchRow, measure, ms, summarizeSamples } from './measure.ts';

const OPENS = 3;
const MARKER = 'Opened from a share link (bench marker).';
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** A corpus project's files as the app holds them: text when its name is a text file's and it is UTF-8 up to 2 MiB, bytes otherwise. */
async function folderFiles(dir: string, prefix = '', out = new Map<string, FileContent>()): Promise<Map<string, FileContent>> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) {
      if (entry.name !== '.git' && entry.name !== 'node_modules') await folderFiles(join(dir, entry.name), path, out);
    } else if (entry.isFile()) {
      const bytes = new Uint8Array(await readFile(join(dir, entry.name)));
      let content: FileContent = bytes;
      if (isTextPath(path) && bytes.length <= 2 * 1024 * 1024) {
        try {
          content = utf8.decode(bytes);
        } catch {
          content = bytes;
        }
      }
      out.set(path, content);
    }
  }
  return out;
}

const kb = (n: number) => `${n.toLocaleString('en')} bytes (${(n / 1024).toFixed(1)} KB)`;
const reachWords = { everywhere: 'fits chat tools', browsers: `over ${chatLinkLimit / 1024} KB: browsers only`, none: `over ${browserLinkLimit / 1024 / 1024} MB: too long for browsers` } as const;

/** Link size, encode and decode time for one project, with and without its binary files. */
function sizeRows(label: string, files: ReadonlyMap<string, FileContent>): BenchRow[] {
  const project: SharedProject = { kind: 'project', name: label, files };
  const raw = [...files.values()].reduce((sum, content) => sum + (typeof content === 'string' ? new TextEncoder().encode(content).length : content.length), 0);
  const whole = encodeShareFragment(project).fragment;
  const textOnly = encodeShareFragment(project, { includeBinaries: false });
  const encode = measure(() => encodeShareFragment(project), { warmup: 2, runs: 20, budgetMs: 5_000 });
  const decode = measure(() => decodeShareFragment(whole), { warmup: 2, runs: 20, budgetMs: 5_000 });
  return [
    { name: `share link: ${label} (${files.size} files, ${kb(raw)})`, value: `${kb(whole.length + 1)} of fragment; ${reachWords[linkReach(whole.length)]}` },
    { name: `  without binaries (${textOnly.omitted.length} left out)`, value: `${kb(textOnly.fragment.length + 1)}; ${reachWords[linkReach(textOnly.fragment.length)]}` },
    { name: '  encode / decode', value: `median ${ms(encode.median)} / ${ms(decode.median)}` },
  ];
}

/**
 * Share links: their size (bytes of the URL fragment) for the starter and the largest corpus project,
 * encode and decode time, and in real Chromium the time from opening a starter's share link in a
 * fresh browser to the shared page painted in the preview (the median of a few opens).
 */
export async function runShareBench(): Promise<BenchRow[]> {
  const rows = sizeRows('starter', starterProject());
  const largest = largestCorpusEntry();
  if (largest) rows.push(...sizeRows(`largest corpus project, ${largest.name}`, await folderFiles(join(corpusDir, largest.name))));
  else rows.push({ name: 'share link: largest corpus project', value: 'corpus absent' });

  const files = starterProject();
  files.set('components/cards.mdx', `${files.get('components/cards.mdx') ?? ''}\n${MARKER}\n`);
  const { fragment } = encodeShareFragment({ kind: 'project', name: 'Starter', page: 'components/cards.mdx', files });
  const [app, browser] = await Promise.all([serveApp(), launchBrowser()]);
  try {
    const samples: number[] = [];
    for (let i = 0; i < OPENS; i++) {
      const { context, page } = await openApp(browser, `${app.url}#${fragment}`);
      const start = await page.evaluate(() => performance.timeOrigin);
      await previewFrame(page).getByText(MARKER).waitFor({ timeout: 30_000 });
      samples.push(Date.now() - start);
      await context.close();
    }
    const open = summarizeSamples(samples);
    rows.push({ name: `open a starter share link in a fresh browser → shared page painted (median of ${OPENS})`, value: `median ${ms(open.median)}, min ${ms(open.min)}` });
  } finally {
    await browser.close();
    await app.close();
  }
  return rows;
}
