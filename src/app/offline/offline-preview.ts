import { isOnline } from '../../offline/index.ts';

// The preview frame is sandboxed without same-origin access, and Chromium lets no service worker
// control such a frame: with no network its page cannot load. So, offline, the app (which the
// service worker does serve) reads the preview page and its files from the worker's cache and gives
// the frame the same page as a blob: URL, its scripts and stylesheet inline. The page's CSP still
// allows no other script: it lists the SHA-256 of each of its own scripts, nothing else.

/** The preview page's address; each document in the frame gets it with its own nonce. */
export const previewPage = `${import.meta.env.BASE_URL}src/preview/preview.html`;

let prepared: string | undefined;
let chosen: { readonly nonce: string; readonly page: string } | undefined;

/**
 * The preview page the frame of `nonce` loads: the offline copy when the browser is offline and the
 * copy is ready, else previewPage; decided once per frame, so going offline never reloads a frame.
 */
export function previewPageFor(nonce: string): string {
  if (chosen?.nonce !== nonce) chosen = { nonce, page: prepared !== undefined && !isOnline() ? prepared : previewPage };
  return chosen.page;
}

/**
 * Makes the offline copy of the preview page when the browser is offline (now, or later: it is made
 * when the `offline` event comes). Resolves once the copy is made or could not be (then frames load
 * previewPage), so the app can wait for it before the first frame.
 */
export function prepareOfflinePreview(): Promise<void> {
  const prepare = (): Promise<void> =>
    prepared !== undefined
      ? Promise.resolve()
      : offlineCopy(previewPage).then(
          (url) => void (prepared = url),
          () => undefined,
        );
  addEventListener('offline', () => void prepare());
  return isOnline() ? Promise.resolve() : prepare();
}

async function text(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.text();
}

async function sha256(value: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return `'sha256-${btoa(String.fromCharCode(...digest))}'`;
}

/** The preview page with its `<script src>` and stylesheet `<link>` inline and their hashes in its CSP, as a blob: URL. */
async function offlineCopy(page: string): Promise<string | undefined> {
  const base = new URL(page, location.href);
  let html = await text(base.href);
  const hashes: string[] = [];
  for (const [tag, src] of [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => [m[0], m[1] ?? ''] as const)) {
    const script = await text(new URL(src, base).href);
    if (/<\/script/i.test(script)) return undefined;
    hashes.push(await sha256(script));
    html = html.replace(tag, () => `<script>${script}</script>`);
  }
  for (const [tag, href] of [...html.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map((m) => [m[0], m[1] ?? ''] as const)) {
    const css = await text(new URL(href, base).href);
    if (/<\/style/i.test(css)) return undefined;
    html = html.replace(tag, () => `<style>${css}</style>`);
  }
  if (!html.includes("script-src 'self'")) return undefined;
  html = html.replace("script-src 'self'", () => `script-src 'self' ${hashes.join(' ')}`);
  return URL.createObjectURL(new Blob([html], { type: 'text/html' }));
}
