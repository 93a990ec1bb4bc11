import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// Strict checks in the playground, as `quire check --strict`: the user's setting (kept in the
// browser) or the project's `"strict": true` shows, counts and marks every warning as an error.
const env = sharedAppAndBrowser();

const config = JSON.stringify({ name: 'Strict', colors: { primary: '#16A34A' }, navigation: [{ group: 'Start', pages: ['index'] }] });
// `# Big` is a lint/heading-level-1 warning: the page title is the only level-1 heading.
const page = '---\ntitle: Home\ndescription: The home page\n---\n\n# Big\n\nText.\n';

/** A project folder `name` with a warning in its page, and `extra` files; returns its path. */
async function project(name: string, extra: Record<string, string> = {}): Promise<string> {
  const dir = join(await mkdtemp(join(tmpdir(), 'quire-strict-')), name);
  await mkdir(dir, { recursive: true });
  for (const [path, text] of Object.entries({ 'docs.json': config, 'index.mdx': page, ...extra })) await writeFile(join(dir, path), text);
  return dir;
}

describe('strict checks', () => {
  it('turns warnings into errors while the setting is on, and keeps the setting through a reload', async () => {
    const { context, page: tab, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(tab, 'Welcome to Acme Plants');
    await tab.getByLabel('Open folder as workspace').setInputFiles(await project('lenient'));
    await tab.getByRole('button', { name: 'Workspace: lenient' }).waitFor();
    const panel = tab.getByRole('region', { name: 'Problems' });
    const counts = panel.locator('.counts');
    const strict = panel.getByRole('checkbox', { name: 'Strict' });
    const heading = panel.getByRole('button', { name: /^(error|warning): Headings in a page start at level 2/ });
    await expect.poll(() => counts.innerText()).toBe('0 errors · 1 warnings · 0 notes');
    expect(await heading.getAttribute('aria-label')).toMatch(/^warning: /);

    await strict.check();
    await expect.poll(() => counts.innerText()).toBe('1 errors · 0 warnings · 0 notes');
    expect(await heading.getAttribute('aria-label')).toMatch(/^error: /);

    await tab.reload();
    await tab.getByRole('button', { name: 'Workspace: lenient' }).waitFor();
    await expect.poll(() => counts.innerText()).toBe('1 errors · 0 warnings · 0 notes');
    expect(await strict.isChecked()).toBe(true);

    await strict.uncheck();
    await expect.poll(() => counts.innerText()).toBe('0 errors · 1 warnings · 0 notes');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('follows the project’s "strict": true, which the user cannot turn off', async () => {
    const { context, page: tab, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(tab, 'Welcome to Acme Plants');
    await tab.getByLabel('Open folder as workspace').setInputFiles(await project('strict', { '.quirerc.json': '{"strict": true}' }));
    await tab.getByRole('button', { name: 'Workspace: strict' }).waitFor();
    const panel = tab.getByRole('region', { name: 'Problems' });
    await expect.poll(() => panel.locator('.counts').innerText()).toBe('1 errors · 0 warnings · 0 notes');
    const strict = panel.getByRole('checkbox', { name: 'Strict (set by the project)' });
    expect([await strict.isChecked(), await strict.isDisabled()]).toEqual([true, true]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
