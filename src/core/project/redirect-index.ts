import { stripPageExtension } from './page-files.ts';
import { normalizePath } from './project.ts';

/**
 * The sources of a config's redirects, indexed once so that matching a path costs about its length,
 * not the number of redirects: a check follows every redirect's destination, and scanning every
 * source for each made 20,000 redirects take minutes. Plain data (maps and arrays), so a build can
 * hand it to its threads.
 */
export interface RedirectIndex {
  /** Each source without parameters, as matched (`old/page`), → the position of the first redirect with it. */
  readonly exact: ReadonlyMap<string, number>;
  /** The sources with parameters (`blog/:slug*`, `docs/:section/:page`), as a tree of their segments. */
  readonly patterns: RedirectNode;
  /** Every source as matched, by position (for the parameters of the one that matched). */
  readonly sources: readonly string[];
}

/** One segment of the pattern tree: where each next segment leads, and the patterns that end here. */
export interface RedirectNode {
  /** A next segment written as is. */
  readonly literal: Map<string, RedirectNode>;
  /** A next `:param` segment, which matches any one segment. */
  param: RedirectNode | undefined;
  /** The first pattern whose next segment ends with `*` (`:slug*`), which matches the rest of any path, none included. */
  rest: number | undefined;
  /** The first pattern that ends here. */
  end: number | undefined;
}

/** A redirect's source or a link's target as the path it is matched on: `/a/b.mdx#x` → `a/b`. */
export function redirectPath(url: string): string {
  return stripPageExtension(normalizePath(url.replace(/[?#].*$/, '')));
}

/** Whether a segment of a source binds a parameter (`:slug`) or the rest of the path (`:slug*`, `*`). */
function isParameter(segment: string): boolean {
  return segment.startsWith(':') || segment.endsWith('*');
}

function node(): RedirectNode {
  return { literal: new Map(), param: undefined, rest: undefined, end: undefined };
}

/** The index of redirects' sources (see RedirectIndex), in their order: the first of equal sources wins. */
export function redirectIndexOf(redirects: readonly { readonly source: string }[]): RedirectIndex {
  const exact = new Map<string, number>();
  const patterns = node();
  const sources = redirects.map((r) => redirectPath(r.source));
  sources.forEach((source, position) => {
    const segments = source.split('/');
    if (!segments.some(isParameter)) {
      if (!exact.has(source)) exact.set(source, position);
      return;
    }
    let at = patterns;
    for (const segment of segments) {
      if (segment.endsWith('*')) {
        at.rest ??= position;
        return;
      }
      if (segment.startsWith(':')) at = at.param ??= node();
      else {
        let next = at.literal.get(segment);
        if (!next) at.literal.set(segment, (next = node()));
        at = next;
      }
    }
    at.end ??= position;
  });
  return { exact, patterns, sources };
}

/**
 * The position of the first redirect whose source matches a path (as redirectPath makes it): an
 * exact source, or a pattern whose `:param` segments take one segment each and whose trailing `*`
 * takes the rest. Undefined when none does.
 */
export function matchRedirect(index: RedirectIndex, page: string): number | undefined {
  let first = index.exact.get(page);
  const better = (position: number | undefined) => {
    if (position !== undefined && (first === undefined || position < first)) first = position;
  };
  // The tree's nodes at each depth are distinct, so at most one per pattern prefix is ever active.
  let active: RedirectNode[] = [index.patterns];
  for (const segment of page.split('/')) {
    const next: RedirectNode[] = [];
    for (const at of active) {
      better(at.rest);
      const literal = at.literal.get(segment);
      if (literal) next.push(literal);
      if (at.param) next.push(at.param);
    }
    active = next;
    if (active.length === 0) break;
  }
  for (const at of active) {
    better(at.end);
    better(at.rest);
  }
  return first;
}

/**
 * The parameters a redirect source (with `:param` segments and a trailing `:param*` or `*`) binds on a
 * path it matches (`blog/:slug*` on `blog/a/b` → slug `a/b`); undefined when it does not match.
 */
export function redirectParameters(source: string, path: string): Map<string, string> | undefined {
  const want = source.split('/');
  const have = path.split('/');
  const parameters = new Map<string, string>();
  for (let i = 0; i < want.length; i++) {
    const segment = want[i] ?? '';
    if (segment.endsWith('*')) {
      if (segment.startsWith(':')) parameters.set(segment.slice(1, -1), have.slice(i).join('/'));
      return parameters;
    }
    const got = have[i];
    if (got === undefined) return undefined;
    if (segment.startsWith(':')) parameters.set(segment.slice(1), got);
    else if (segment !== got) return undefined;
  }
  return want.length === have.length ? parameters : undefined;
}
