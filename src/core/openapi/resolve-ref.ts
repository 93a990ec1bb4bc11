import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex } from '../diagnostics/line-index.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { normalizePath, resolvePath } from '../project/project.ts';
import { OpenapiCode } from './openapi-codes.ts';
import { maxRefHops } from './openapi-limits.ts';
import type { DataParseResult } from './parse-openapi.ts';

/** A value a `$ref` led to, and where it lives. */
export interface Resolved {
  /** The file the value is in (the next `$ref`s inside it are relative to it). */
  readonly file: string;
  readonly value: unknown;
  /** The name of the last reference followed (`User` for `#/components/schemas/User`); undefined when `value` was no reference. */
  readonly name: string | undefined;
  /** The last reference followed, made absolute (`api.yaml#/components/schemas/User`), a key for cycles. */
  readonly key: string | undefined;
}

/** A reference and why it leads nowhere. */
interface Dangling {
  readonly ref: string;
  readonly why: string;
  /** The reference is a URL: a warning (the spec may be right), not an error. */
  readonly url?: true;
}

/**
 * Follows `$ref`s inside a document (`#/components/schemas/User`) and across relative project files
 * (`schemas.yaml#/User`, `user.json`), and into specs at URLs when the host supplied them (core fetches nothing). Files are read through `read` (the model's cache).
 */
export class RefResolver {
  readonly #text: (file: string) => string | undefined;
  readonly #read: (file: string) => DataParseResult | undefined;

  /** `text` gives a file's text and `read` its parse; both undefined for a file that does not exist. */
  constructor(text: (file: string) => string | undefined, read: (file: string) => DataParseResult | undefined) {
    this.#text = text;
    this.#read = read;
  }

  /** `value` with every `$ref` in a row followed; a reference that leads nowhere (or in a loop) gives undefined as value and its reason. */
  deref(file: string, value: unknown): Resolved & { readonly dangling?: string } {
    let at: Resolved = { file, value, name: undefined, key: undefined };
    for (let hop = 0; hop < maxRefHops; hop++) {
      const ref = refOf(at.value);
      if (ref === undefined) return at;
      const next = this.#target(at.file, ref);
      if ('why' in next) return { ...at, value: undefined, dangling: next.why };
      at = next;
    }
    return { ...at, value: undefined, dangling: 'its references lead round in a loop' };
  }

  /** Where `ref` (written in `file`) leads, or why it leads nowhere. */
  #target(file: string, ref: string): Resolved | Dangling {
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const pointer = hash < 0 ? '' : ref.slice(hash + 1);
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(filePart);
    // In a spec fetched from a URL, a relative reference is relative to that URL.
    const fromUrl = isExternalUrl(file) && filePart !== '';
    const target = filePart === '' ? file : absolute ? filePart : fromUrl ? resolveUrl(file, filePart) : resolvePath(file, decodeURIComponent(filePart));
    const parsed = this.#read(target);
    if (!parsed && absolute) return { ref, why: 'it points to a URL, which Quire does not fetch', url: true };
    if (!parsed && fromUrl) return { ref, why: `${target} was not fetched (only the specs the config names are)` };
    if (!parsed) return { ref, why: `there is no file ${target} in the project` };
    if (!parsed.ok) return { ref, why: `${target} does not parse (${parsed.problem.message})` };
    let value: unknown = parsed.value;
    const segments = pointer === '' || pointer === '/' ? [] : pointer.replace(/^\//, '').split('/').map((s) => decodeURIComponent(s).replace(/~1/g, '/').replace(/~0/g, '~'));
    for (const segment of segments) {
      if (typeof value !== 'object' || value === null || !Object.hasOwn(value, segment)) return { ref, why: `${target} has nothing at \`${pointer}\`` };
      value = (value as Record<string, unknown>)[segment];
    }
    const name = segments.length > 0 ? segments[segments.length - 1] : filePart.replace(/^.*\//, '').replace(/\.[^.]*$/, '');
    return { file: target, value, name, key: `${target}#${pointer}` };
  }

  /**
   * One diagnostic per reference that leads nowhere, at its first use in each file: every `$ref` of
   * the documents and of the project files they lead to, each file walked once.
   */
  danglingRefs(roots: readonly { readonly file: string; readonly value: unknown }[]): Diagnostic[] {
    const out: Diagnostic[] = [];
    const walked = new Set<string>();
    const queue = roots.map((r) => ({ file: r.file, value: r.value }));
    for (let next = queue.shift(); next; next = queue.shift()) {
      if (walked.has(next.file)) continue;
      walked.add(next.file);
      const reported = new Set<string>();
      const file = next.file;
      visitRefs(next.value, (ref) => {
        if (reported.has(ref)) return;
        const target = this.#target(file, ref);
        if ('why' in target) {
          reported.add(ref);
          out.push(this.#dangling(file, target));
          return;
        }
        if (target.file !== file && !walked.has(target.file)) {
          const parsed = this.#read(target.file);
          if (parsed?.ok) queue.push({ file: target.file, value: parsed.value });
        }
      });
    }
    return out;
  }

  #dangling(file: string, dangling: Dangling): Diagnostic {
    const text = this.#text(file) ?? '';
    const offset = refOffset(text, dangling.ref);
    const range = new LineIndex(text).rangeOf(offset, offset + (offset > 0 || text.startsWith(dangling.ref) ? dangling.ref.length : 1));
    return {
      file,
      line: range.start.line,
      column: range.start.column,
      endLine: range.end.line,
      endColumn: range.end.column,
      severity: dangling.url ? 'info' : 'error',
      code: dangling.url ? OpenapiCode.notFetched : OpenapiCode.danglingRef,
      message: dangling.url
        ? `\`$ref: ${dangling.ref}\` is not followed: ${dangling.why}, so what it names shows as unknown. Copy that part into the project and refer to the file instead.`
        : `\`$ref: ${dangling.ref}\` leads nowhere: ${dangling.why}. What it points to is shown as unknown; fix the reference or add what it names.`,
      data: dangling.url ? { ref: dangling.ref, url: dangling.ref } : { ref: dangling.ref },
    };
  }
}

/** `ref` (no scheme) resolved against the URL `base`, as a browser resolves a relative link: `schemas.yaml` beside it, `/x.yaml` from its host's root. */
function resolveUrl(base: string, ref: string): string {
  const [, origin = '', path = ''] = /^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)([^?#]*)/i.exec(base) ?? [];
  if (ref.startsWith('//')) return `${base.slice(0, base.indexOf(':') + 1)}${ref}`;
  const joined = ref.startsWith('/') ? ref : `${path.slice(0, path.lastIndexOf('/') + 1)}${ref}`;
  return `${origin}/${normalizePath(joined)}`;
}

/** The `$ref` of a reference object, or undefined. */
export function refOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const ref = (value as Record<string, unknown>).$ref;
  return typeof ref === 'string' ? ref : undefined;
}

/** Calls `use` for every `$ref` string in a value (iteratively: a deep document must not overflow the stack). */
function visitRefs(root: unknown, use: (ref: string) => void): void {
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const value = stack.pop();
    if (typeof value !== 'object' || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) stack.push(item);
      continue;
    }
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') use(item);
      else stack.push(item);
    }
  }
}

/** The offset of the first `$ref` to `ref` in a JSON or YAML text (its value), or 0. */
function refOffset(text: string, ref: string): number {
  const pattern = /\$ref["']?\s*:\s*["']?/g;
  for (let m = pattern.exec(text); m; m = pattern.exec(text)) {
    const start = m.index + m[0].length;
    if (text.startsWith(ref, start)) return start;
  }
  return 0;
}
