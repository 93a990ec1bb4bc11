import { isHello } from './preview-message-guard.ts';
import { newPreviewNonce } from './preview-nonce.ts';

/** What the handshake made of a message posted to the app's window. */
export type HelloOutcome =
  /** The preview document the app created said hello: it was given the ports. */
  | 'connected'
  /** Not a hello at all (someone else's message): ignored. */
  | 'not-hello'
  /** A hello from a window other than the frame's. */
  | 'wrong-source'
  /** A hello from the frame without this load's nonce (a document it was navigated to, or an old one). */
  | 'wrong-nonce'
  /** A second hello for a nonce whose document already has the ports. */
  | 'already-connected'
  /** The frame is empty: between two reloads, or stopped. */
  | 'no-preview';

/** What the handshake does to the app: the ports, the frame and the notice are the app's. */
export interface HandshakeActions {
  /** Hands both MessagePorts to `target`, the preview document that said hello with `nonce`. */
  connect(target: Window, nonce: string): void;
  /** Closes the ports handed to the frame's document, if any were. */
  disconnect(): void;
  /** Puts a new preview document for `nonce` in the frame; undefined leaves the frame empty. */
  showFrame(nonce: string | undefined): void;
  /** The frame left its document `count` times in a short while: the preview stays empty until `resume`. */
  stopped(count: number): void;
}

/** Clocks and timers, replaceable in tests. */
export interface HandshakeClock {
  now(): number;
  set(run: () => void, ms: number): unknown;
  clear(handle: unknown): void;
}

const defaultClock: HandshakeClock = { now: () => Date.now(), set: (run, ms) => setTimeout(run, ms), clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>) };

/** How long after the frame's load the preview's hello may take; past it the frame holds something else (it was navigated before its load). */
export const HELLO_TIMEOUT_MS = 10_000;
/** The preview is reloaded after at most this many navigations within `RESTART_WINDOW_MS`; one more stops it. */
export const MAX_RESTARTS = 3;
export const RESTART_WINDOW_MS = 30_000;

/**
 * The app's side of the preview handshake. Every document the app puts in the frame gets a new
 * nonce in its URL; the ports go, once, to the frame's window that says hello with that nonce.
 * The frame's document is expected to load once: any later load means it was navigated away
 * (the old document, and its ports, are gone), so the ports are closed and a new preview
 * document is put in, which the worker fills with the page shown. A frame that keeps being
 * navigated is reloaded with growing delays, then stopped with a notice.
 */
export class PreviewHandshake {
  readonly #actions: HandshakeActions;
  readonly #clock: HandshakeClock;
  readonly #newNonce: () => string;
  #nonce: string | undefined;
  #loaded = false;
  #connected = false;
  /** When the frame was last navigated away, within the restart window. */
  #restarts: number[] = [];
  #timer: unknown;

  /**
   * @param actions what the handshake does to the app.
   * @param options `clock`: time and timers (default: the platform's); `newNonce`: nonces (default: random).
   */
  constructor(actions: HandshakeActions, options: { clock?: HandshakeClock; newNonce?: () => string } = {}) {
    this.#actions = actions;
    this.#clock = options.clock ?? defaultClock;
    this.#newNonce = options.newNonce ?? newPreviewNonce;
  }

  /** The nonce of the document in the frame, or undefined while the frame is empty. */
  get nonce(): string | undefined {
    return this.#nonce;
  }

  /** True after the preview was stopped, until `resume`. */
  get stopped(): boolean {
    return this.#nonce === undefined && this.#restarts.length > MAX_RESTARTS;
  }

  /** Puts the first preview document in the frame. */
  start(): void {
    this.#show(this.#newNonce());
  }

  /**
   * Puts a new, empty preview document in the frame (another project is about to be shown):
   * nothing of the document before, and no page the worker sent it, can show through. The
   * ports of the old document are closed; this is not a navigation and counts towards no stop.
   */
  reload(): void {
    this.#clock.clear(this.#timer);
    if (this.#connected) this.#actions.disconnect();
    this.start();
  }

  /** Starts the preview again after it was stopped (nothing otherwise). */
  resume(): void {
    if (!this.stopped) return;
    this.#restarts = [];
    this.start();
  }

  /** The frame fired `load` while it showed the document made for `nonce`. */
  frameLoaded(nonce: string): void {
    if (nonce !== this.#nonce) return;
    if (this.#loaded) {
      this.#navigatedAway();
      return;
    }
    this.#loaded = true;
    if (!this.#connected) this.#timer = this.#clock.set(() => this.#navigatedAway(), HELLO_TIMEOUT_MS);
  }

  /** A message posted to the app's window; `frame` is the preview frame's window now. */
  received(event: { readonly source: MessageEventSource | null; readonly data: unknown }, frame: Window | null | undefined): HelloOutcome {
    // isHello accepts what parseHello does, without zod's code on the way to the first preview.
    const data: unknown = event.data;
    if (!isHello(data)) return 'not-hello';
    const nonce = data.nonce;
    if (this.#nonce === undefined) return 'no-preview';
    if (!frame || event.source !== frame) return 'wrong-source';
    if (nonce !== this.#nonce) return 'wrong-nonce';
    if (this.#connected) return 'already-connected';
    this.#connected = true;
    this.#clock.clear(this.#timer);
    this.#actions.connect(frame, nonce);
    return 'connected';
  }

  /** Ends the handshake: closes the ports and cancels any pending reload (the app is going away). */
  dispose(): void {
    this.#clock.clear(this.#timer);
    if (this.#connected) this.#actions.disconnect();
    this.#connected = false;
  }

  #show(nonce: string | undefined): void {
    this.#nonce = nonce;
    this.#loaded = false;
    this.#connected = false;
    this.#actions.showFrame(nonce);
  }

  /** The frame holds a document the app did not put there: cut it off and put a preview back, unless that keeps happening. */
  #navigatedAway(): void {
    this.#clock.clear(this.#timer);
    if (this.#connected) this.#actions.disconnect();
    const now = this.#clock.now();
    this.#restarts = [...this.#restarts.filter((at) => now - at < RESTART_WINDOW_MS), now];
    const count = this.#restarts.length;
    if (count > MAX_RESTARTS) {
      this.#show(undefined);
      this.#actions.stopped(count);
      return;
    }
    // The first reload is immediate; later ones wait 0.5 s, then 1 s, so a page that navigates
    // the preview as soon as it is shown does not keep the machine busy.
    const delay = count === 1 ? 0 : 500 * 2 ** (count - 2);
    if (delay === 0) {
      this.#show(this.#newNonce());
      return;
    }
    this.#show(undefined);
    this.#timer = this.#clock.set(() => this.#show(this.#newNonce()), delay);
  }
}
