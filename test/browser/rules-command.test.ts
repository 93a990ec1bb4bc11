import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../../src/cli/run-cli.ts';
import { openApp, sharedAppAndBrowser, waitForMonaco, waitForPreviewTitle } from './app-harness.ts';

// The palette's "Add AI writing rules…" writes, in the workspace, the bytes `quire rules` writes on disk.
const env = sharedAppAndBrowser();
const folder = mkdtempSync(join(tmpdir(), 'quire-rules-command-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

describe('Add AI writing rules', () => {
  it('asks for the editor folder, creates its rules file and opens it, with the bytes quire rules writes', async () => {
    const cli = await runCli(['rules', folder, '--dir', '.clinerules'], { cwd: folder, stdout: () => undefined, stderr: () => undefined });
    expect(cli).toBe(0);
    const written = readFileSync(join(folder, '.clinerules/rules.md'), 'utf8');

    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.app.url).origin });
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await waitForMonaco(page);
    await page.keyboard.press('Control+Shift+P');
    await page.getByRole('combobox', { name: 'Command palette' }).fill('AI writing rules');
    await page.getByRole('option', { name: 'Add AI writing rules…' }).waitFor();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Add AI writing rules' });
    const input = dialog.getByLabel('AI editor folder');
    expect(await input.inputValue()).toBe('.cursor');
    await input.fill('.clinerules');
    await dialog.getByRole('button', { name: 'Create' }).click();

    // The new file is open in the editor, listed in the file tree under its folder.
    const editor = page.getByRole('textbox', { name: 'Editor: .clinerules/rules.md' });
    await editor.waitFor();
    await page.getByRole('treeitem', { name: '.clinerules' }).waitFor();
    await editor.focus();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Control+C');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(written);
    expect(errors).toEqual([]);
    await context.close();
  });
});
