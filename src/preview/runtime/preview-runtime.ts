import { isConnect, isHostMessage } from '../host-message-guard.ts';
import { HELLO_MESSAGE } from '../protocol-constants.ts';
import { nonceFromFragment } from '../preview-nonce.ts';
import type { HostMessage, PreviewMessage, PreviewScroll } from '../protocol.ts';
import { installApiBridge } from './api-bridge.ts';
import { AssetUrls } from './asset-urls.ts';
import { BodyBlocks } from './body-blocks.ts';
import { installCopyPage } from './copy-page.ts';
import { ErrorBanner } from './error-banner.ts';
import { showErrorPanel } from './error-panel.ts';
import { followLink, handleClick, openExternal } from './link-clicks.ts';
import type { ClickContext } from './link-clicks.ts';
import { morphChildren, syncAttributes } from './morph-dom.ts';
import { installDiagramLoader } from './diagram-loader.ts';
import { installSearchLoader } from './search-loader.ts';
import { ReaderState } from './reader-state.ts';

type RenderMessage = Extract<HostMessage, { type: 'render' }>;

/** The element of the site shell holding the page body, which `render-body` replaces (the worker checks the shell has it). */
const BODY_AREA_SELECTOR = '.q-content';

/**
 * Elements of a rendered page that would act rather than show: scripts, `http-equiv` pragmas (a
 * refresh navigates the frame away, even inserted later and in <body>) and <base> (it would
 * change where links go). The renderer never writes them in page content; this is the second line.
 */
const ACTIVE_ELEMENTS = 'script, meta[http-equiv], base';

/**
 * The preview page's runtime: says hello to the host with the nonce of its URL, accepts the
 * ports once, for that nonce, then shows what the host sends (rendered pages, assets, error
 * banners) and reports what the reader does (links followed, files to open). Every message is
 * validated; anything else is ignored. The page itself never navigates: every kind of link and
 * every form submission is intercepted.
 */
export class PreviewRuntime {
  readonly #win: Window;
  readonly #doc: Document;
  readonly #assets = new AssetUrls();
  readonly #banner: ErrorBanner;
  readonly #reader: ReaderState;
  readonly #blocks = new BodyBlocks();
  readonly #ownHead: Set<Node>;
  /** The nonce of this document's URL, which the host made for it. */
  readonly #nonce: string | undefined;
  #port: MessagePort | undefined;
  /** The page feed: rendered pages come down it from the worker, and search queries go up it. */
  #feed: MessagePort | undefined;
  /** Shows the worker's answer to a search query (see installSearchLoader). */
  readonly #searchResults: ReturnType<typeof installSearchLoader>;
  #last: RenderMessage | undefined;
  #headHtml = '';
  /** Whether a render was reported: the first is reported once painted (see #rendered). */
  #reported = false;
  /** Shows the app's answer to an API playground's request (see installApiBridge). */
  readonly #apiResult: (message: Extract<HostMessage, { type: 'api-response' | 'api-credentials' }>) => void;
  readonly #copyResult: (answer: { readonly ok: boolean }) => void;

  constructor(win: Window) {
    this.#win = win;
    this.#doc = win.document;
    this.#nonce = nonceFromFragment(win.location.hash);
    this.#ownHead = new Set(this.#doc.head.childNodes);
    installDiagramLoader(this.#doc);
    this.#banner = new ErrorBanner(this.#doc);
    this.#reader = new ReaderState(this.#doc, (mode) => this.#send({ type: 'mode-changed', mode }));
    win.addEventListener('message', (event) => this.#onWindowMessage(event));
    this.#doc.addEventListener('click', (event) => handleClick(event, this.#clickContext()));
    this.#searchResults = installSearchLoader(this.#doc, { query: (request) => this.#feed?.postMessage(request), go: (href) => followLink(href, this.#clickContext()) });
    // The renderer drops forms, and the sandbox (no allow-forms) and the CSP (form-action 'none')
    // refuse to submit one; this stays true should either ever allow them.
    this.#doc.addEventListener('submit', (event) => event.preventDefault(), true);
    this.#apiResult = installApiBridge(this.#doc, (message) => this.#send(message));
    this.#copyResult = installCopyPage(this.#doc, (message) => this.#send(message), () => this.#last?.pageUrl);
    // Said once this page has loaded: if the frame is taken to another page before that, no hello
    // comes, and the host replaces the frame's document (and the other page never knows the nonce).
    if (this.#doc.readyState === 'complete') this.#hello();
    else win.addEventListener('load', () => this.#hello(), { once: true });
  }

  /** What following a link may do, for the page shown now. */
  #clickContext(): ClickContext {
    return {
      pageUrl: this.#last?.pageUrl ?? '/',
      send: (message) => this.#send(message),
      scrollTo: (anchor) => this.#scroll({ anchor }),
      open: (url) => this.#open(url),
      file: this.#last?.file,
    };
  }

  #hello(): void {
    if (this.#nonce !== undefined && this.#win.parent !== this.#win) this.#win.parent.postMessage({ type: HELLO_MESSAGE, nonce: this.#nonce }, '*');
  }

  /**
   * Accepts the app's port and the page feed once, from the parent window, answering this
   * document's nonce. (The host never reconnects a document: it puts a new one in the frame.)
   */
  #onWindowMessage(event: MessageEvent): void {
    if (event.source !== this.#win.parent || this.#port || this.#nonce === undefined) return;
    const [port, feed] = event.ports;
    if (!port || !feed || !isConnect(event.data) || event.data.nonce !== this.#nonce) return;
    this.#port = port;
    this.#feed = feed;
    const listen = (e: MessageEvent) => {
      // Checked without zod, whose code would be in this script before the first preview.
      if (isHostMessage(e.data)) this.#handle(e.data);
    };
    port.onmessage = listen;
    feed.onmessage = listen;
    this.#send({ type: 'ready' });
  }

  /** Opens another site's URL in a new browsing context that cannot reach back to the preview. */
  #open(url: string): void {
    this.#win.open(url, '_blank', 'noopener,noreferrer');
  }

  #send(message: PreviewMessage): void {
    this.#port?.postMessage(message);
  }

  #handle(message: HostMessage): void {
    switch (message.type) {
      case 'render':
        this.#render(message);
        break;
      case 'render-body':
        this.#renderBody(message.seq, message.html);
        break;
      case 'render-error':
        this.#renderError(message);
        break;
      case 'open-external':
        openExternal(message.url, (url) => this.#open(url));
        break;
      case 'assets':
        this.#assets.update(message.assets, message.removed, message.replace);
        this.#assets.refresh(this.#doc);
        break;
      case 'set-theme':
        this.#reader.setMode(message.mode);
        break;
      case 'api-response':
      case 'api-credentials':
        this.#apiResult(message);
        break;
      case 'search-results':
        this.#searchResults(message);
        break;
      case 'copy-page-result':
        this.#copyResult(message);
        break;
    }
  }

  #render(message: RenderMessage): void {
    const started = performance.now();
    const next = new DOMParser().parseFromString(message.html, 'text/html');
    removeActive(next);
    this.#assets.rewrite(next);
    this.#reader.capture();
    this.#blocks.reset();
    this.#syncHead(next.head);
    syncAttributes(this.#doc.documentElement, next.documentElement);
    syncAttributes(this.#doc.body, next.body);
    morphChildren(this.#doc.body, next.body);
    this.#reader.restore();
    this.#doc.dispatchEvent(new CustomEvent('quire:page-updated'));
    this.#last = message;
    this.#scroll(message.scroll);
    this.#banner.show(undefined);
    this.#rendered(message.seq, started);
  }

  /** Shows why the page does not render: over the last good render, or as the page when there is none. */
  #renderError(message: Extract<HostMessage, { type: 'render-error' }>): void {
    const where = `${message.file}${message.line !== undefined ? `, line ${message.line}` : ''}`;
    if (this.#last) {
      this.#banner.show(`${where}: ${message.message}\nThe preview shows the last version that rendered.`);
      return;
    }
    showErrorPanel(this.#doc, where, message.message);
    this.#rendered(message.seq, performance.now());
  }

  /**
   * Replaces only the page body (the site shell is unchanged): only the top-level blocks that
   * changed are parsed and swapped in; when that is not possible, the whole body is parsed and morphed.
   */
  #renderBody(seq: number, html: string): void {
    const started = performance.now();
    const content = this.#doc.querySelector(BODY_AREA_SELECTOR);
    if (!content || !this.#last) return;
    const prepare = (root: DocumentFragment) => {
      removeActive(root);
      this.#assets.rewrite(root);
    };
    this.#reader.capture();
    if (!this.#blocks.update(content, html, prepare)) {
      const template = this.#doc.createElement('template');
      template.innerHTML = html;
      prepare(template.content);
      morphChildren(content, template.content);
      this.#blocks.record(content, html);
    }
    this.#reader.restore();
    this.#doc.dispatchEvent(new CustomEvent('quire:page-updated'));
    this.#banner.show(undefined);
    this.#rendered(seq, started);
  }

  /**
   * Tells the host a render is on screen, and when (on a clock comparable across documents). The
   * first one is told once its frame has been painted (the next animation frame, and the task after
   * it), as a reader sees it: the app starts loading the editor when it hears it, and the editor's
   * scripts must not hold up that paint (the frame shares the app's thread). Without animation
   * frames (a hidden frame) it is told after 100 ms.
   */
  #rendered(seq: number, started: number): void {
    const report = () => {
      const now = performance.now();
      this.#send({ type: 'rendered', seq, ms: now - started, at: performance.timeOrigin + now });
    };
    if (this.#reported) {
      report();
      return;
    }
    this.#reported = true;
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      report();
    };
    this.#win.requestAnimationFrame(() => this.#win.setTimeout(once, 0));
    this.#win.setTimeout(once, 100);
  }

  /**
   * Replaces the rendered page's head elements (title, favicon, the theme's <style>) when they
   * changed, keeping the page's own: its CSP and the site's stylesheet and runtime, which the
   * rendered page leaves to this page (so a render never re-fetches the stylesheet or shows the page unstyled).
   */
  #syncHead(head: HTMLHeadElement): void {
    const html = head.innerHTML;
    if (html === this.#headHtml) return;
    this.#headHtml = html;
    for (const node of Array.from(this.#doc.head.childNodes)) if (!this.#ownHead.has(node) && !(node instanceof HTMLElement && node.dataset.previewOwn !== undefined)) node.remove();
    for (const node of Array.from(head.childNodes)) {
      if (node instanceof HTMLMetaElement && node.httpEquiv) continue;
      if (node instanceof HTMLBaseElement) continue;
      this.#doc.head.append(node);
    }
  }

  #scroll(scroll: PreviewScroll): void {
    if (scroll === 'keep') return;
    if (scroll === 'top') {
      this.#win.scrollTo(0, 0);
      return;
    }
    const target = this.#doc.getElementById(scroll.anchor) ?? this.#doc.getElementsByName(scroll.anchor)[0];
    if (target) target.scrollIntoView();
    else this.#win.scrollTo(0, 0);
  }
}

function removeActive(root: ParentNode): void {
  for (const element of root.querySelectorAll(ACTIVE_ELEMENTS)) element.remove();
}
