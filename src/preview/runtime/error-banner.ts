/**
 * The banner shown over the last good render when the current text of the page does not parse.
 * It lives in a shadow root outside <body> (open, so tests can read it), so the site's CSS cannot hide it and a morph of the
 * body never removes it.
 */
export class ErrorBanner {
  readonly #host: HTMLElement;
  readonly #text: HTMLElement;

  constructor(doc: Document) {
    this.#host = doc.createElement('quire-error-banner');
    this.#host.hidden = true;
    const shadow = this.#host.attachShadow({ mode: 'open' });
    const style = doc.createElement('style');
    style.textContent = `:host{position:fixed;left:12px;right:12px;bottom:12px;z-index:2147483647;font:13px/1.4 system-ui,sans-serif}
div{background:#7f1d1d;color:#fff;border-radius:8px;padding:10px 14px;box-shadow:0 4px 16px rgb(0 0 0/.3);white-space:pre-wrap}`;
    this.#text = doc.createElement('div');
    this.#text.setAttribute('role', 'alert');
    shadow.append(style, this.#text);
    doc.documentElement.append(this.#host);
  }

  /** Shows `message`, or hides the banner when it is undefined. */
  show(message: string | undefined): void {
    this.#host.hidden = message === undefined;
    this.#text.textContent = message ?? '';
  }

  /** The text shown, or undefined when hidden; for tests. */
  get message(): string | undefined {
    return this.#host.hidden ? undefined : this.#text.textContent ?? '';
  }
}
