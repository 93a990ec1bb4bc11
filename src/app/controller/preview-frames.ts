import { PREVIEW_SANDBOX, previewDocumentUrl } from '../../preview/index.ts';
import { previewPageFor } from '../offline/offline-preview.ts';

/** Element.moveBefore: moves a node without detaching it, so an iframe keeps its document (Chromium 133+). */
type MovingParent = Element & { moveBefore?: (node: Node, child: Node | null) => void };

/** Whether this browser moves an iframe to another parent without reloading its document. */
export function framesMoveWithoutReload(): boolean {
  return typeof Element !== 'undefined' && 'moveBefore' in Element.prototype;
}

/** The frame's size, position and scale in its slot (see fitDevice). */
export interface FrameStyle {
  readonly width: number | undefined;
  readonly height: number | undefined;
  readonly left: number | undefined;
  readonly transform: string | undefined;
}

/**
 * The preview iframe, made by the app's boot and not by React: the first preview is shown before the
 * workbench's code is fetched. Until the preview pane adopts the frame (see `adopt`), it sits in a
 * holder of its own over the right half of the page; the pane then moves it into its stage with
 * `moveBefore`, which keeps the frame's document, its ports and its page. Each preview document is a
 * new iframe (nothing of a document the frame was navigated to survives, and the app's history gets
 * no entry). A browser that cannot move a frame without reloading it gets the frame only once the
 * pane has adopted the holder's place (`waitForSlot`).
 */
export class PreviewFrames {
  readonly #holder: HTMLElement;
  readonly #onLoad: (nonce: string) => void;
  readonly #waitForSlot: boolean;
  #slot: HTMLElement | undefined;
  #frame: HTMLIFrameElement | undefined;
  #nonce: string | undefined;
  #enabled = false;
  #style: FrameStyle | undefined;

  /**
   * @param holder where the frame is before the pane adopts it (an element of the page's body).
   * @param onLoad called with the frame's nonce on each of its `load` events.
   * @param options `waitForSlot`: make no frame until the pane adopted (default: when frames cannot move without reloading).
   */
  constructor(holder: HTMLElement, onLoad: (nonce: string) => void, options: { waitForSlot?: boolean } = {}) {
    this.#holder = holder;
    this.#onLoad = onLoad;
    this.#waitForSlot = options.waitForSlot ?? !framesMoveWithoutReload();
  }

  /** The window of the preview document in the frame now, if there is one. */
  get window(): Window | null {
    return this.#frame?.contentWindow ?? null;
  }

  /** Puts a new preview document for `nonce` in the frame; undefined leaves the frame empty. */
  show(nonce: string | undefined): void {
    this.#nonce = nonce;
    this.#frame?.remove();
    this.#frame = undefined;
    this.#make();
  }

  /** Frames may be made from now on (the app waits until it knows which preview page to load, offline or not). */
  enable(): void {
    this.#enabled = true;
    this.#make();
  }

  /** The preview pane's slot takes the frame (moved, never reloaded) and each one after it. */
  adopt(slot: HTMLElement): void {
    this.#slot = slot;
    this.#holder.hidden = true;
    if (this.#frame) move(slot, this.#frame);
    else this.#make();
    this.#applyStyle();
  }

  /** The pane's slot is going away: the frame goes back to the holder (moved, never reloaded). */
  release(slot: HTMLElement): void {
    if (this.#slot !== slot) return;
    this.#slot = undefined;
    this.#holder.hidden = false;
    if (this.#frame) move(this.#holder, this.#frame);
    this.#applyStyle();
  }

  /** Sizes, places and scales the frame in the pane's slot. */
  setStyle(style: FrameStyle): void {
    this.#style = style;
    this.#applyStyle();
  }

  #make(): void {
    const nonce = this.#nonce;
    if (!this.#enabled || nonce === undefined || this.#frame || (this.#waitForSlot && !this.#slot)) return;
    const frame = document.createElement('iframe');
    frame.title = 'Site preview';
    frame.setAttribute('sandbox', PREVIEW_SANDBOX);
    frame.referrerPolicy = 'no-referrer';
    frame.src = previewDocumentUrl(previewPageFor(nonce), nonce);
    frame.addEventListener('load', () => this.#onLoad(nonce));
    this.#frame = frame;
    this.#applyStyle();
    (this.#slot ?? this.#holder).append(frame);
  }

  #applyStyle(): void {
    const frame = this.#frame;
    if (!frame) return;
    // In the holder the frame fills it (see .preview-frame-holder); in the pane, the pane places it.
    const style = this.#slot ? this.#style : undefined;
    const px = (n: number | undefined) => (n === undefined ? '' : `${n}px`);
    frame.style.width = px(style?.width);
    frame.style.height = px(style?.height);
    frame.style.left = px(style?.left);
    frame.style.transform = style?.transform ?? '';
  }
}

/** Moves `frame` to the end of `parent`, keeping its document where the browser can. */
function move(parent: MovingParent, frame: HTMLIFrameElement): void {
  if (frame.parentElement === parent) return;
  // moveBefore needs both in the document; a frame taken out with its slot reloads wherever it goes.
  if (parent.moveBefore && frame.isConnected && parent.isConnected) parent.moveBefore(frame, null);
  else parent.append(frame);
}
