import { decodeUri } from './decode-uri.ts';
import type { PreviewAsset } from '../protocol.ts';

/** The prefix the worker's renderer puts before a project file it references (`quire-asset:images/a.png`). */
export const ASSET_PREFIX = 'quire-asset:';

/**
 * What a reference to a file the project does not have shows: an inert picture (a data: URL the CSP
 * allows, never a request) of a grey frame with a crossed-out image, 160×90 unless the page sets a
 * size. The page check reports the missing file (`project/missing-asset`).
 */
export const MISSING_ASSET_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90" viewBox="0 0 160 90"><rect x="1" y="1" width="158" height="88" rx="6" fill="#f3f4f6" stroke="#9ca3af" stroke-dasharray="6 4" stroke-width="2"/><path d="M62 30h36v30H62zM62 52l10-10 8 8 6-6 12 12M60 28l40 34" fill="none" stroke="#9ca3af" stroke-width="3" stroke-linejoin="round"/></svg>',
)}`;

const assetPattern = /quire-asset:([^\s"'()<>,]+)/g;
const urlAttributes = ['src', 'href', 'poster', 'srcset', 'data-src'] as const;
/** What `refresh` may set: the URL attributes, inline styles, and the text of <style> (`#text`). */
const rewritable = new Set<string>([...urlAttributes, 'style']);
/**
 * Where an element keeps the asset references it was rendered with. Only the runtime writes it:
 * `rewrite` first removes it from whatever arrives, so page content carrying it sets nothing.
 */
const ORIGINALS = 'data-quire-assets';

/**
 * The project's images and other media as blob: URLs. The preview never fetches from the
 * network for project files: it receives their bytes from the host and references them here.
 */
export class AssetUrls {
  readonly #urls = new Map<string, string>();

  /** Adds or replaces assets; `replace` drops every asset not in the list. */
  update(assets: readonly PreviewAsset[], removed: readonly string[], replace: boolean): void {
    if (replace) {
      for (const url of this.#urls.values()) URL.revokeObjectURL(url);
      this.#urls.clear();
    }
    for (const path of removed) this.#drop(path);
    for (const asset of assets) {
      this.#drop(asset.path);
      this.#urls.set(asset.path, URL.createObjectURL(new Blob([asset.bytes as Uint8Array<ArrayBuffer>], { type: asset.mime })));
    }
  }

  /** The blob: URL of a project path, or the missing-file picture when the project has no such file. */
  resolve(path: string): string {
    const clean = decodeUri(path.replace(/^\/+/, '').split(/[?#]/)[0] ?? '');
    return this.#urls.get(clean) ?? MISSING_ASSET_URL;
  }

  /**
   * Rewrites every `quire-asset:` reference under `root` (URL attributes, inline styles, style
   * elements) to a blob: URL, keeping the original values in `data-quire-assets` for `refresh`.
   */
  rewrite(root: ParentNode): void {
    for (const el of root.querySelectorAll(`[${ORIGINALS}]`)) el.removeAttribute(ORIGINALS);
    for (const el of root.querySelectorAll('[src], [href], [poster], [srcset], [data-src], [style], style')) {
      const originals: Record<string, string> = {};
      for (const name of rewritable) {
        const value = el.getAttribute(name);
        if (value?.includes(ASSET_PREFIX)) originals[name] = value;
      }
      if (el.tagName === 'STYLE' && el.textContent?.includes(ASSET_PREFIX)) originals['#text'] = el.textContent;
      if (Object.keys(originals).length === 0) continue;
      el.setAttribute(ORIGINALS, JSON.stringify(originals));
      this.#apply(el, originals);
    }
  }

  /**
   * Points every rewritten reference under `root` at the current assets (after assets changed):
   * only attributes `rewrite` would rewrite, and only to values with asset references in them.
   */
  refresh(root: ParentNode): void {
    for (const el of root.querySelectorAll(`[${ORIGINALS}]`)) {
      try {
        this.#apply(el, JSON.parse(el.getAttribute(ORIGINALS) ?? '{}') as Record<string, unknown>);
      } catch {
        // `rewrite` wrote it as JSON; nothing else writes it.
      }
    }
  }

  #apply(el: Element, originals: Readonly<Record<string, unknown>>): void {
    for (const [name, value] of Object.entries(originals)) {
      if (typeof value !== 'string' || !value.includes(ASSET_PREFIX)) continue;
      if (name === '#text' ? el.tagName !== 'STYLE' : !rewritable.has(name)) continue;
      const resolved = this.resolveAll(value);
      if (name === '#text') {
        if (el.textContent !== resolved) el.textContent = resolved;
      } else if (el.getAttribute(name) !== resolved) el.setAttribute(name, resolved);
    }
  }

  /** `text` with every asset reference in it (the prefix and a percent-encoded project path) replaced by its blob: URL or the missing-file picture. */
  resolveAll(text: string): string {
    return text.replace(assetPattern, (_, path: string) => this.resolve(path));
  }

  #drop(path: string): void {
    const url = this.#urls.get(path);
    if (url) URL.revokeObjectURL(url);
    this.#urls.delete(path);
  }
}
