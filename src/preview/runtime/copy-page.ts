import type { PreviewMessage } from '../protocol.ts';
import { decodeUri } from './decode-uri.ts';

/** How long a copied item shows its mark, as in the site runtime (contextual-runtime.ts). */
const MARK_MS = 2000;

/** The navigation path of a page from its site URL (`/guides/set%20up` gives `guides/set up`). */
export function pagePathOfUrl(pageUrl: string): string {
  return pageUrl.replace(/^\/+/, '').split('#', 1)[0]!.split('/').map(decodeUri).join('/');
}

/**
 * "Copy page" of the contextual menu in the preview (the item the renderer marks
 * `data-contextual-copy="host"`, which the site runtime leaves alone): the sandboxed frame can neither
 * read the page's Markdown nor write the clipboard, so a click asks the app (`copy-page`, with the
 * navigation path of the page shown), which does both. Returns what marks the item with the app's
 * answer (`data-copied`, as the site runtime marks its own copies).
 */
export function installCopyPage(doc: Document, send: (message: Extract<PreviewMessage, { type: 'copy-page' }>) => void, pageUrl: () => string | undefined): (answer: { readonly ok: boolean }) => void {
  let pressed: Element | undefined;
  doc.addEventListener('click', (event) => {
    const target = event.target;
    const button = target instanceof Element ? target.closest('[data-contextual-copy="host"]') : null;
    const url = pageUrl();
    if (!button || url === undefined) return;
    event.preventDefault();
    pressed = button;
    send({ type: 'copy-page', page: pagePathOfUrl(url) });
  });
  return (answer) => {
    const button = pressed;
    if (!button) return;
    button.setAttribute('data-copied', answer.ok ? 'true' : 'false');
    setTimeout(() => {
      if (button.getAttribute('data-copied') === (answer.ok ? 'true' : 'false')) button.removeAttribute('data-copied');
    }, MARK_MS);
  };
}
