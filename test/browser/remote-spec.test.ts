import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openApp, previewFrame, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

// An OpenAPI spec named by URL that the app's worker cannot read: a server on 127.0.0.1 answers 404
// (allowing any origin, so the browser shows the status).
const env = sharedAppAndBrowser();

describe('an API page whose spec at a URL could not be fetched', () => {
  it('says so on the page (the URL, the reason, and that the published site fetches it) and lists openapi/fetch-failed in the problems panel', async () => {
    const asked: string[] = [];
    const server = createServer((request, response) => {
      asked.push(request.url ?? '');
      response.writeHead(404, { 'access-control-allow-origin': '*', 'content-type': 'text/plain' }).end('no');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/openapi.json`;
    const root = await mkdtemp(join(tmpdir(), 'quire-remote-spec-'));
    await mkdir(join(root, 'remote'));
    await writeFile(join(root, 'remote', 'docs.json'), JSON.stringify({ name: 'Remote', navigation: [{ group: 'API', pages: ['get'] }], openapi: url }));
    await writeFile(join(root, 'remote', 'get.mdx'), '---\ntitle: "Get a user"\nopenapi: GET /users/{id}\n---\n\nWritten by hand.\n');
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    try {
      await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      await page.getByLabel('Open folder as workspace').setInputFiles(join(root, 'remote'));
      await waitForPreviewTitle(page, 'Get a user');
      const note = previewFrame(page).locator('.q-api-unread');
      await expect.poll(() => note.textContent()).toBe(
        `GET /users/{id} is looked up in the OpenAPI spec at ${url}, which could not be read: the server answered 404 (openapi/fetch-failed, reason status).The published site fetches the spec when it is built with quire build --fetch, and shows the operation if the spec has it.`,
      );
      expect(await note.getAttribute('role')).toBe('note');
      expect(asked).toEqual(['/openapi.json']);
      const problems = page.getByRole('list', { name: 'Problem list' });
      const atPage = problems.getByRole('button', { name: /openapi: GET \/users\/\{id\}/ });
      await expect.poll(() => atPage.getAttribute('aria-label')).toBe(
        `warning: \`openapi: GET /users/{id}\`: the project has no OpenAPI 3 file, so the page shows only its own content. The spec at ${url} could not be read: the server answered 404. get.mdx:3:10`,
      );
      const atConfig = problems.getByRole('button', { name: /could not be read: the server answered 404, so its operations have no pages/ });
      expect(await atConfig.getAttribute('aria-label')).toMatch(/^warning: The OpenAPI spec at .* could not be read: the server answered 404, so its operations have no pages\. Check the URL, or add the file to the project and name it instead\. docs\.json:1:\d+$/);
      // The 404 is a failed load to the console.
      expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    } finally {
      await context.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    }
  });
});
