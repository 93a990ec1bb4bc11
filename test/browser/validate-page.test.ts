import type { Page, Response } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { encodeShareFragment } from '../../src/validate/share-fragment.ts';
import { type AppSession, editorText, openApp, previewFrame, sharedAppAndBrowser, waitForMonaco, waitForPreviewTitle } from './app-harness.ts';

// The quick-validation page of the built app (validate/): a docs.json pasted into Monaco, checked with
// no project, every diagnostic listed with its place; share links, Open as project and the upgrade.
const env = sharedAppAndBrowser();
const validateUrl = (hash = ''): string => `${env.app.url}validate/${hash}`;

const specConfig = `{
  "name": "Orchard",
  "colours": { "primary": "#2f7d32" },
  "navigation": [
    { "group": "Start", "pages": ["index", "guides/planting"] },
    { "group": "More", "pages": [42] }
  ]
}
`;

const currentConfig = `{
  "$schema": "https://mintlify.com/docs.json",
  "theme": "mint",
  "name": "Orchard",
  "colors": { "primary": "green" },
  "navigation": {
    "groups": [{ "group": "Start", "pages": ["index"] }]
  },
  "navbar": { "linkz": [] }
}
`;

const validSpecConfig = `{
  "name": "Orchard",
  "navigation": [
    { "group": "Start", "pages": ["introduction", "guides/planting"] }
  ]
}
`;

/** specConfig as a share link's fragment (made with the page's own encoding, see share-fragment.test.ts). */
const encodedSpec = encodeShareFragment(specConfig);

const damagedMessage = 'This validation link is damaged or incomplete (it may have been cut off when it was copied), so its docs.json could not be restored. Ask for the link again, or paste the docs.json here.';

/** One row of the diagnostics list as a person reads it. */
interface Row {
  readonly group: string;
  readonly position: string;
  readonly code: string;
  readonly message: string;
  readonly fixes: string[];
}

/** Opens the validation page in a new browser context and waits for Monaco and the first check. */
async function openValidate(hash = ''): Promise<AppSession> {
  const session = await openApp(env.browser, validateUrl(hash));
  await waitForMonaco(session.page);
  await session.page.locator('#summary[data-checked="true"]').waitFor();
  return session;
}

/** Replaces the editor's text by pasting `text`, as a person pastes a config. */
async function paste(session: AppSession, text: string): Promise<void> {
  const { context, page } = session;
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(env.app.url).origin });
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await page.locator('[data-editor="monaco"] .monaco-editor textarea').focus();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Control+v');
}

function summary(page: Page): Promise<string> {
  return page.getByRole('status').filter({ hasText: /format$/ }).innerText();
}

/** Every diagnostic the list shows, group by group. */
function rows(page: Page): Promise<Row[]> {
  return page.locator('.validate-group').evaluateAll((sections) =>
    sections.flatMap((section) =>
      [...section.querySelectorAll('li')].map((li) => ({
        group: section.getAttribute('aria-label') ?? '',
        position: li.querySelector('.validate-position')?.textContent ?? '',
        code: li.querySelector('code')?.textContent ?? '',
        message: li.querySelector('.validate-message')?.textContent ?? '',
        fixes: [...li.querySelectorAll('.validate-fix')].map((b) => b.textContent ?? ''),
      })),
    ),
  );
}

/** The group headings with their counts. */
function headings(page: Page): Promise<string[]> {
  return page.locator('.validate-group h2').allInnerTexts();
}

describe('the validation page', () => {
  it('lists every diagnostic of a pasted spec-format config with its line, column and code, grouped and counted', async () => {
    const session = await openValidate();
    const { context, page, errors } = session;
    try {
      await paste(session, specConfig);
      await expect.poll(() => summary(page)).toBe('1 error, 1 warning, 0 info · spec format');
      expect(await headings(page)).toEqual(['Errors (1)', 'Warnings (1)', 'Info (0)']);
      expect(await rows(page)).toEqual([
        { group: 'Errors', position: '6:34', code: 'config/invalid-type', message: '`navigation[1].pages[0]` must be a string or an object (got 42)', fixes: [] },
        { group: 'Warnings', position: '3:3', code: 'config/unknown-key', message: 'Unknown key `colours`; did you mean `colors`?', fixes: ['Rename to `colors`', 'Remove key `colours`'] },
      ]);
      // Monaco marks both places too.
      await expect.poll(() => page.locator('.monaco-editor .squiggly-error').count()).toBe(1);
      await expect.poll(() => page.locator('.monaco-editor .squiggly-warning').count()).toBe(1);
      expect(await page.getByRole('button', { name: 'Upgrade to the current format' }).isDisabled()).toBe(true);
      expect(await page.locator('#project-checks li').allTextContents()).toEqual([
        'project/missing-page — every navigation entry names an existing page file',
        'project/missing-asset — the logo, favicon and background image files exist',
        'project/missing-openapi — local OpenAPI files exist and parse',
        'project/orphan-page — every page is listed in the navigation',
        'project/broken-link — links and redirects lead to pages',
        "page/…, lint/… — each page's front matter, MDX and writing rules",
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lists the diagnostics of a pasted current-format config', async () => {
    const session = await openValidate();
    const { context, page, errors } = session;
    try {
      await paste(session, currentConfig);
      await expect.poll(() => summary(page)).toBe('1 error, 1 warning, 0 info · current format');
      expect(await rows(page)).toEqual([
        { group: 'Errors', position: '5:26', code: 'config/invalid-color', message: '`colors.primary` must be a hex color such as `#0D9373` (got `green`)', fixes: [] },
        { group: 'Warnings', position: '9:15', code: 'config/unknown-key', message: 'Unknown key `linkz`; did you mean `links`?', fixes: ['Rename to `links`', 'Remove key `linkz`'] },
      ]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('applies a quick fix from the list and from the editor (Ctrl+.), and checks the fixed text', async () => {
    const session = await openValidate();
    const { context, page, errors } = session;
    try {
      await paste(session, specConfig);
      await page.getByRole('button', { name: 'Rename to `colors`' }).click();
      await expect.poll(() => summary(page)).toBe('1 error, 0 warnings, 0 info · spec format');
      expect((await editorText(page)).split('\n')[2]).toBe('  "colors": { "primary": "#2f7d32" },');
      // The same fixes as code actions in the editor, at the marker.
      await paste(session, currentConfig);
      await expect.poll(() => summary(page)).toBe('1 error, 1 warning, 0 info · current format');
      await page.getByRole('button', { name: '9:15' }).click();
      await page.keyboard.press('Control+.');
      await page.locator('.action-widget').getByText('Rename to `links`').click();
      await expect.poll(() => summary(page)).toBe('1 error, 0 warnings, 0 info · current format');
      expect((await editorText(page)).split('\n')[8]).toBe('  "navbar": { "links": [] }');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps what was typed across a reload, and a share link opens its own config over it', async () => {
    const session = await openValidate();
    const { context, page, errors } = session;
    try {
      await paste(session, currentConfig);
      await expect.poll(() => summary(page)).toBe('1 error, 1 warning, 0 info · current format');
      await page.reload();
      await waitForMonaco(page);
      expect(await editorText(page)).toBe(currentConfig);
      await expect.poll(() => summary(page)).toBe('1 error, 1 warning, 0 info · current format');
      await page.goto(validateUrl(encodedSpec));
      await waitForMonaco(page);
      expect(await editorText(page)).toBe(specConfig);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('completes keys from the JSON Schema of the pasted config\'s format', async () => {
    const session = await openValidate();
    const { context, page, errors } = session;
    /**
     * Types a new root key after `{` and waits until the suggestions offered are `expected`. The schema
     * follows the pasted config's format as Monaco's JSON worker gets it, which a loaded machine may
     * answer from the old one first, so the request is made again (the widget closed) until it matches.
     */
    const expectRootSuggestions = async (prefix: string, expected: string[]): Promise<void> => {
      await page.keyboard.press('Control+Home');
      await page.keyboard.press('End');
      await page.keyboard.press('Enter');
      await page.keyboard.type(`"${prefix}`);
      const labels = page.locator('.suggest-widget.visible .monaco-list-row .label-name');
      await expect
        .poll(async () => {
          await page.keyboard.press('Escape');
          await page.keyboard.press('Control+Space');
          await page.locator('.suggest-widget.visible').waitFor();
          // Rows while loading come a moment later; "No suggestions" brings none, and the request is made again.
          await labels.first().waitFor({ timeout: 2_000 }).catch(() => undefined);
          return labels.allInnerTexts();
        })
        .toEqual(expected);
      await page.keyboard.press('Escape');
    };
    try {
      await paste(session, specConfig);
      await expect.poll(() => summary(page)).toBe('1 error, 1 warning, 0 info · spec format');
      await expectRootSuggestions('foot', ['footerSocials']);
      await paste(session, currentConfig);
      await expect.poll(() => summary(page)).toBe('1 error, 1 warning, 0 info · current format');
      await expectRootSuggestions('foot', ['footer']);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shares the validation in the link itself, which opens with the same config and diagnostics in a fresh browser', async () => {
    const first = await openValidate();
    const link = await (async () => {
      try {
        await paste(first, specConfig);
        await expect.poll(() => summary(first.page)).toBe('1 error, 1 warning, 0 info · spec format');
        await first.page.getByRole('button', { name: 'Share this validation' }).click();
        expect(first.errors).toEqual([]);
        return await first.page.getByRole('textbox', { name: 'Share link' }).inputValue();
      } finally {
        await first.context.close();
      }
    })();
    expect(link.startsWith(validateUrl('#v1:'))).toBe(true);
    const second = await openValidate(link.slice(link.indexOf('#')));
    try {
      expect(await summary(second.page)).toBe('1 error, 1 warning, 0 info · spec format');
      expect(await editorText(second.page)).toBe(specConfig);
      expect((await rows(second.page)).map((r) => `${r.position} ${r.code}`)).toEqual(['6:34 config/invalid-type', '3:3 config/unknown-key']);
      expect(await second.page.locator('#notices').getByRole('alert').count()).toBe(0);
      expect(second.errors).toEqual([]);
    } finally {
      await second.context.close();
    }
    // Cut off (as a chat tool may do): the page says so and starts with its sample.
    const cut = await openValidate(link.slice(link.indexOf('#'), -12));
    try {
      expect(await cut.page.locator('#notices').getByRole('alert').locator('p').innerText()).toBe(damagedMessage);
      expect(await summary(cut.page)).toBe('0 errors, 0 warnings, 0 info · spec format');
      expect(cut.errors).toEqual([]);
    } finally {
      await cut.context.close();
    }
  });

  it('says what is wrong with a damaged or newer link', async () => {
    for (const [hash, message] of [
      ['#v1:not*base64', damagedMessage],
      ['#v1:AAAA', damagedMessage],
      ['#v2:AAAA', 'This validation link was made by a newer version of Quire (format v2), so this page cannot read it. Reload to get the newest version, or paste the docs.json here.'],
    ] as const) {
      const { context, page, errors } = await openValidate(hash);
      try {
        expect(await page.locator('#notices').getByRole('alert').locator('p').innerText()).toBe(message);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    }
  });

  it('upgrades a valid spec-format config to the current format', async () => {
    const session = await openValidate();
    const { context, page, errors } = session;
    try {
      await paste(session, validSpecConfig);
      await expect.poll(() => summary(page)).toBe('0 errors, 0 warnings, 0 info · spec format');
      const upgrade = page.getByRole('button', { name: 'Upgrade to the current format' });
      await expect.poll(() => upgrade.isEnabled()).toBe(true);
      await upgrade.click();
      await expect.poll(() => summary(page)).toBe('0 errors, 0 warnings, 0 info · current format');
      expect(await page.getByRole('status').filter({ hasText: 'Upgraded' }).locator('p').innerText()).toBe('Upgraded to the current format; every setting was carried over.');
      expect(await editorText(page)).toBe(
        ['{', '  "$schema": "https://mintlify.com/docs.json",', '  "theme": "mint",', '  "name": "Orchard",', '  "colors": {', '    "primary": "#0d9373"', '  },', '  "navigation": {', '    "groups": [', '      {', '        "group": "Start",', '        "pages": [', '          "introduction",', '          "guides/planting"', '        ]', '      }', '    ]', '  }', '}', ''].join('\n'),
      );
      expect(await upgrade.isDisabled()).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens the config as a new workspace with a stub page per navigation entry, and the preview shows it', async () => {
    const session = await openValidate();
    const { context, page, errors } = session;
    try {
      await paste(session, validSpecConfig);
      await expect.poll(() => summary(page)).toBe('0 errors, 0 warnings, 0 info · spec format');
      await page.getByRole('button', { name: 'Open as project' }).click();
      await page.getByRole('button', { name: 'Workspace: Orchard' }).waitFor();
      await waitForPreviewTitle(page, 'Introduction');
      expect(new URL(page.url()).hash).toBe('');
      expect(await page.getByRole('treeitem', { name: 'introduction.mdx' }).count()).toBe(1);
      await previewFrame(page).getByRole('link', { name: 'Planting' }).first().click();
      await waitForPreviewTitle(page, 'Planting');
      // The handoff is taken once: nothing is left in storage.
      expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('quire:handoff:')))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads none of the playground: no workspace storage, git or app controller code', async () => {
    const scripts: Response[] = [];
    const session = await openApp(env.browser, validateUrl(), {
      beforeLoad: async (page) => {
        page.context().on('response', (response) => {
          if (response.url().startsWith(env.app.url) && /\.js$/.test(new URL(response.url()).pathname)) scripts.push(response);
        });
      },
    });
    const { context, page, errors } = session;
    try {
      await waitForMonaco(page);
      await paste(session, '{ "name": ');
      await expect.poll(() => summary(page)).toMatch(/^[1-9]\d* errors?, /);
      const bodies = await Promise.all(scripts.map(async (r) => ({ name: new URL(r.url()).pathname.replace(/-[\w-]{8}\.js$/, '.js'), text: await r.text() })));
      // isomorphic-git's protocol, LightningFS's superblock, the app controller's exit flush.
      expect(bodies.filter((b) => /git-upload-pack|superblock|flushForExit/.test(b.text)).map((b) => b.name)).toEqual([]);
      expect(bodies.map((b) => b.name)).toEqual(expect.arrayContaining(['/assets/validate.js', '/assets/validate-worker.js']));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
