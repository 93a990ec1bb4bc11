import { slug } from 'github-slugger';
import { LruCache } from '../lru-cache.ts';
import { cacheSlot } from '../session/session-caches.ts';
import type { TocEntry } from './render-context.ts';

const open = '\uE000';
const close = '\uE001';
const placeholder = /\uE000(\d+)\uE001/g;

/** An id a block needs; the final value depends on the blocks before it, so it is filled in when the page is assembled. */
export interface IdRequest {
  readonly kind: 'heading' | 'uid';
  /** Heading text to slug, or the prefix of a generated id. */
  readonly base: string;
  readonly toc?: 2 | 3;
  /** The id the page wrote for the heading (`## Title {#id}`), used as it is. */
  readonly fixed?: string;
}

/** The ids one block asked for, in order; each is written into the block's HTML as a placeholder. */
export class IdRequests {
  readonly list: IdRequest[] = [];

  /** A placeholder for the id of a heading with this text (or the `fixed` id it wrote); `toc` lists it in the table of contents. */
  heading(text: string, toc?: 2 | 3, fixed?: string): string {
    return this.#add({ kind: 'heading', base: text, ...(toc ? { toc } : {}), ...(fixed ? { fixed } : {}) });
  }

  /** A placeholder for a page-unique id such as `q-tabs-0`. */
  uid(prefix: string): string {
    return this.#add({ kind: 'uid', base: prefix });
  }

  #add(request: IdRequest): string {
    this.list.push(request);
    return `${open}${this.list.length - 1}${close}`;
  }
}

// Slugging is regex work repeated on every render of the preview: a session keeps base slugs by heading text.
/** A session's base slugs by heading text (see IdAssigner). */
export const slugCache = cacheSlot('slugs', () => new LruCache<string, string>(5000));

function baseSlug(text: string, slugs: LruCache<string, string> | undefined): string {
  let s = slugs?.get(text);
  if (s === undefined) {
    s = slug(text) || 'section';
    slugs?.set(text, s);
  }
  return s;
}

/** Assigns the final ids of a whole page, block by block, in page order (headings de-duplicated like GitHub). */
export class IdAssigner {
  readonly #taken = new Map<string, number>();
  readonly #counters = new Map<string, number>();
  readonly #slugs: LruCache<string, string> | undefined;
  readonly toc: TocEntry[] = [];

  /**
   * @param slugs base slugs by heading text (a session's, see slugCache); default none.
   */
  constructor(slugs?: LruCache<string, string>) {
    this.#slugs = slugs;
  }

  /** The final ids of one block's requests; also collects its table-of-contents entries. */
  assign(requests: readonly IdRequest[]): string[] {
    const ids: string[] = [];
    for (const r of requests) {
      let id: string;
      if (r.kind === 'heading') {
        // A written id is kept as written (the author links to it), and taken, so a slug equal to it moves on.
        id = r.fixed ?? this.#dedupe(baseSlug(r.base, this.#slugs));
        if (r.fixed !== undefined && !this.#taken.has(r.fixed)) this.#taken.set(r.fixed, 0);
        if (r.toc) this.toc.push({ depth: r.toc, id, text: r.base });
      } else {
        const n = this.#counters.get(r.base) ?? 0;
        this.#counters.set(r.base, n + 1);
        id = `${r.base}-${n}`;
      }
      ids.push(id);
    }
    return ids;
  }

  /** GitHub's de-duplication: the second `setup` is `setup-1`, skipping ids already taken. */
  #dedupe(base: string): string {
    let id = base;
    let n = this.#taken.get(base);
    if (n !== undefined) {
      do id = `${base}-${++n}`;
      while (this.#taken.has(id));
      this.#taken.set(base, n);
    }
    this.#taken.set(id, this.#taken.get(id) ?? 0);
    return id;
  }
}

/** Replaces the id placeholders of a block's HTML by the final ids. */
export function fillIds(html: string, ids: readonly string[]): string {
  return ids.length === 0 ? html : html.replace(placeholder, (match, index: string) => ids[Number(index)] ?? match);
}
