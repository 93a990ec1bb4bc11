// quire build loads every resource (icons, grammars) before it renders (src/cli/main.ts); the
// in-process build of this file does the same through this import.
import '../setup/load-resources.ts';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importZip, ZipError } from '../../src/workspace/index.ts';
import { cliSandbox } from '../cli/cli-sandbox.ts';
import { builtSiteFiles } from '../workspace/zip/built-site-files.ts';
import { craftZip } from '../workspace/zip/craft-zip.ts';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();
const sandbox = cliSandbox('quire-import-export-');
const encoder = new TextEncoder();

/** Text no compressor shrinks much (a zip of it is no bomb): letters from a fixed pseudo-random sequence. */
function noise(length: number): string {
  let seed = 7;
  let out = '';
  for (let i = 0; i < length; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    out += i % 61 === 60 ? '\n' : String.fromCharCode(97 + (seed % 26));
  }
  return out;
}

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89]);
/** The project every test imports: pages with icons and code (loaded on demand in the browser), an image, and two files kept as bytes. */
const garden: Record<string, string | Uint8Array> = {
  'docs.json': JSON.stringify({ name: 'Garden notes', navigation: [{ group: 'Start', icon: 'leaf', pages: ['welcome', 'guides/soil'] }] }),
  'welcome.mdx': '---\ntitle: "Garden notes"\n---\n\nWater on Sundays. ![Logo](/images/logo.png)\n\n<Card title="Soil" icon="shovel" href="/guides/soil">Loam.</Card>\n\n```python\nprint("water")\n```\n',
  // Saved by an editor that writes a byte order mark: the build reads past it, and so must the site download.
  'guides/soil.mdx': '\uFEFF---\ntitle: "Soil"\n---\n\nLoam, with [a table](/data/big.csv) and [another](/data/table.csv).\n',
  // Excel's CSV starts with a byte order mark: the site copies the file byte for byte, mark included.
  'data/table.csv': '\uFEFFplant,water\nfern,daily\n',
  'images/logo.png': png,
  // A text name, but over 2 MiB: stored and shown as binary.
  'data/big.csv': noise(2 * 1024 * 1024 + 100),
  // A text name, but Latin-1: stored and shown as binary.
  'notes/latin1.txt': new Uint8Array([0x63, 0x61, 0x66, 0xe9, 0x0a]),
};
const gardenPaths = Object.keys(garden).sort();
/** The garden's files as the file tree lists them: folders first. */
const gardenTree = ['data/big.csv', 'data/table.csv', 'guides/soil.mdx', 'images/logo.png', 'notes/latin1.txt', 'docs.json', 'welcome.mdx'];
const bytesOf = (content: string | Uint8Array) => (typeof content === 'string' ? encoder.encode(content) : content);

/** The garden project zipped as GitHub's "Download ZIP" does: every file in one top folder. */
function gardenZip(): Uint8Array {
  return zipSync(Object.fromEntries(Object.entries(garden).map(([path, content]) => [`garden-main/${path}`, bytesOf(content)])));
}

/** Writes the garden project (and `extra` files) into the folder `dir`. */
async function writeGarden(dir: string, extra: Readonly<Record<string, string>> = {}): Promise<void> {
  for (const [path, content] of [...Object.entries(garden), ...Object.entries(extra)]) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), content);
  }
}

/** Imports the garden's zip through the workspace menu's `.zip` input, and waits for its home page. */
async function importGardenZip(page: Page): Promise<void> {
  await page.getByLabel('Import .zip as workspace').setInputFiles({ name: 'garden-main.zip', mimeType: 'application/zip', buffer: Buffer.from(gardenZip()) });
  await page.getByRole('button', { name: 'Workspace: garden-main' }).waitFor();
  await waitForPreviewTitle(page, 'Garden notes');
}

/** Asserts two sets of files are the same paths with the same bytes (HTML compared as text, for a readable difference). */
function expectSameFiles(actual: ReadonlyMap<string, Uint8Array>, expected: ReadonlyMap<string, Uint8Array>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [path, bytes] of expected) {
    const got = Buffer.from(actual.get(path) ?? []);
    if (path.endsWith('.html')) expect(got.toString('utf8'), path).toBe(Buffer.from(bytes).toString('utf8'));
    expect(got.equals(Buffer.from(bytes)), path).toBe(true);
  }
}

async function openMenuItem(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name: /^Workspace: / }).click();
  await page.getByRole('menu', { name: 'Workspaces' }).getByRole('menuitem', { name }).click();
}

const workspaceNames = async (page: Page) => {
  await page.getByRole('button', { name: /^Workspace: / }).click();
  const names = await page.getByRole('menuitemradio').allInnerTexts();
  await page.keyboard.press('Escape');
  return names;
};

const treePaths = (page: Page) => page.getByRole('tree', { name: 'Workspace files' }).getByRole('treeitem').evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.path).filter((p) => p?.includes('.')));

let folderRoot = '';
beforeAll(async () => {
  folderRoot = await mkdtemp(join(tmpdir(), 'quire-import-folder-'));
});
afterAll(async () => {
  await rm(folderRoot, { recursive: true, force: true });
});

describe('import into a new workspace', () => {
  it('imports a .zip at its one folder: files, preview, and the files kept as bytes shown as binary, also after a reload', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await importGardenZip(page);
      await previewFrame(page).getByRole('img', { name: 'Logo' }).waitFor();
      expect(await treePaths(page)).toEqual(gardenTree);
      for (const round of ['imported', 'reloaded']) {
        if (round === 'reloaded') {
          await page.reload();
          await waitForPreviewTitle(page, 'Garden notes');
        }
        await page.keyboard.press('Control+p');
        await page.getByRole('combobox', { name: 'Go to file' }).fill('big.csv');
        await page.keyboard.press('Enter');
        const binary = page.getByRole('region', { name: 'Binary file data/big.csv' });
        await binary.waitFor();
        expect(await binary.locator('figcaption').innerText(), round).toBe('data/big.csv · 2.0 MB · binary');
        expect(await binary.locator('p').innerText(), round).toBe('It is larger than 2.0 MB, so it is stored as binary and not opened in the editor.');
        expect(await page.locator('.editor-host').isHidden(), round).toBe(true);
        await page.keyboard.press('Control+p');
        await page.getByRole('combobox', { name: 'Go to file' }).fill('latin1');
        await page.keyboard.press('Enter');
        await page.getByRole('region', { name: 'Binary file notes/latin1.txt' }).getByText('It is not valid UTF-8 text').waitFor();
      }
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('imports a folder from the folder picker without .git and node_modules, and a .zip dropped on the app', async () => {
    const dir = join(folderRoot, 'meadow');
    await writeGarden(dir, { '.git/HEAD': 'ref: refs/heads/main\n', 'node_modules/x/index.js': 'x' });
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(dir);
      await page.getByRole('button', { name: 'Workspace: meadow' }).waitFor();
      await waitForPreviewTitle(page, 'Garden notes');
      expect(await treePaths(page)).toEqual(gardenTree);

      // A drop on the app (not on the file tree) of one .zip.
      const zip = Buffer.from(gardenZip()).toString('base64');
      await page.evaluate((base64) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        const data = new DataTransfer();
        data.items.add(new File([bytes], 'garden-main.zip', { type: 'application/zip' }));
        const target = document.querySelector('.editor-area') ?? document.body;
        target.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
        target.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
      }, zip);
      await page.getByRole('button', { name: 'Workspace: garden-main' }).waitFor();
      await waitForPreviewTitle(page, 'Garden notes');
      expect(await workspaceNames(page)).toEqual(['Starter', 'meadow', 'garden-main']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('imports a folder chosen through the File System Access API (showDirectoryPicker)', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      // The picker answers with a folder of the origin's private file system, filled here: a real
      // FileSystemDirectoryHandle, read by the same walk as a folder the user picks.
      const files = Object.entries(garden).map(([path, content]) => [path, Buffer.from(bytesOf(content)).toString('base64')] as const);
      await page.evaluate(async (entries) => {
        const top = await (await navigator.storage.getDirectory()).getDirectoryHandle('orchard', { create: true });
        for (const [path, base64] of [...entries, ['.git/HEAD', btoa('ref: refs/heads/main\n')]]) {
          const parts = path.split('/');
          let dir = top;
          for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
          const writable = await (await dir.getFileHandle(parts[parts.length - 1] ?? '', { create: true })).createWritable();
          await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
          await writable.close();
        }
        (window as unknown as { showDirectoryPicker: () => Promise<FileSystemDirectoryHandle> }).showDirectoryPicker = async () => top;
      }, files);
      await openMenuItem(page, 'Import folder with file access…');
      await page.getByRole('button', { name: 'Workspace: orchard' }).waitFor();
      await waitForPreviewTitle(page, 'Garden notes');
      expect(await treePaths(page)).toEqual(gardenTree);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('refuses hostile zips with their message naming the entries, and stores nothing', async () => {
    const text = (s: string) => encoder.encode(s);
    const hostile: [string, Uint8Array][] = [
      ['escape.zip', craftZip([{ name: 'docs.json', data: text('{}') }, { name: '../evil.mdx', data: text('# evil') }, { name: '/etc/passwd', data: text('root') }])],
      ['link.zip', craftZip([{ name: 'docs.json', data: text('{}') }, { name: 'link.mdx', data: text('/etc/passwd'), attributes: (0o120777 << 16) >>> 0 }])],
      // 8 MiB of zeros deflate to about 8 KB: a ratio no real file has.
      ['bomb.zip', zipSync({ 'docs.json': text('{}'), 'zeros.json': new Uint8Array(8 * 1024 * 1024) }, { level: 9 })],
      // 2 GiB declared: more than any browser's import limit (512 MB at most), refused before inflating a byte.
      ['huge.zip', craftZip([{ name: 'docs.json', data: text('{}') }, { name: 'huge.bin', data: text('x'), size: 2 ** 31 }])],
    ];
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      const databases = () => page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name).sort());
      const before = await databases();
      for (const [name, zip] of hostile) {
        let expected: ZipError | undefined;
        try {
          importZip(zip);
        } catch (error) {
          if (error instanceof ZipError) expected = error;
        }
        expect(expected?.code, name).toBe({ 'escape.zip': 'zip/unsafe-entries', 'link.zip': 'zip/unsafe-entries', 'bomb.zip': 'zip/ratio-too-high', 'huge.zip': 'zip/too-large' }[name]);
        await page.getByLabel('Import .zip as workspace').setInputFiles({ name, mimeType: 'application/zip', buffer: Buffer.from(zip) });
        // The size limit is the browser's (half its free storage): the message names it, so only its shape is known here.
        const message = name === 'huge.zip' ? /^This zip holds 2\.0 GB of files \(as the archive declares them\), more than the \d+ MB an import may store in this browser, so nothing was imported\./ : (expected?.message ?? '');
        await page.getByRole('alert').filter({ hasText: message }).waitFor();
      }
      const alerts = await page.getByRole('alert').allInnerTexts();
      expect(alerts.some((a) => a.includes('../evil.mdx (goes up out of the folder with ..), /etc/passwd (is an absolute path)'))).toBe(true);
      expect(alerts.some((a) => a.includes('link.mdx (is a symbolic link)'))).toBe(true);
      expect(alerts.some((a) => a.includes('zeros.json (8 KB that would inflate to 8 MB)'))).toBe(true);
      expect(await workspaceNames(page)).toEqual(['Starter']);
      expect(await databases()).toEqual(before);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('downloads', () => {
  it('downloads the project as a .zip holding its files byte for byte, and the site as the files quire build writes', async () => {
    const dir = join(sandbox.root, 'garden');
    await writeGarden(dir);
    const out = join(sandbox.root, 'garden-site');
    const build = await sandbox.run('build', dir, '--out', out);
    expect(build.code, build.stderr).toBe(0);
    const built = builtSiteFiles(out);
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await importGardenZip(page);

      /** Runs a download from the workspace menu, or from the command palette. */
      const download = async (item: string, from: 'menu' | 'palette' = 'menu') => {
        const started = page.waitForEvent('download');
        if (from === 'menu') await openMenuItem(page, item);
        else {
          await page.keyboard.press('Control+Shift+P');
          await page.getByRole('combobox', { name: 'Command palette' }).fill(item);
          await page.getByRole('option', { name: item, selected: true }).waitFor();
          await page.keyboard.press('Enter');
        }
        const file = await started;
        return { name: file.suggestedFilename(), files: new Map(Object.entries(unzipSync(new Uint8Array(await readFile(await file.path()))))) };
      };
      const project = await download('Download project as .zip');
      expect(project.name).toBe('garden-main.zip');
      expectSameFiles(project.files, new Map(gardenPaths.map((path) => [path, bytesOf(garden[path] ?? '')])));

      // With .git asked for: this workspace has none, so the same files.
      await page.getByRole('button', { name: /^Workspace: / }).click();
      await page.getByRole('menuitemcheckbox', { name: 'Include .git in the project download' }).click();
      expect(await page.getByRole('menuitemcheckbox', { name: 'Include .git in the project download' }).getAttribute('aria-checked')).toBe('true');
      await page.keyboard.press('Escape');
      expectSameFiles((await download('Download project as .zip')).files, project.files);

      // After a reload the files come from storage again (text decoded anew): the site is still the build's.
      await page.reload();
      await waitForPreviewTitle(page, 'Garden notes');
      const site = await download('Download site as .zip', 'palette');
      expect(site.name).toBe('garden-main-site.zip');
      expect([...built.keys()].filter((path) => path === 'welcome.html' || path.startsWith('data/'))).toEqual(['data/big.csv', 'data/table.csv', 'welcome.html']);
      expectSameFiles(site.files, built);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
