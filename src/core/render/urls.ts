import { hasPageExtension, pageFileFor, stripPageExtension } from '../project/page-files.ts';
import { normalizePath, resolvePath } from '../project/project.ts';
import type { RenderContext } from './render-context.ts';
import { isExternalUrl } from '../project/external-url.ts';
import { safeUrl } from './safety/safe-url.ts';
import type { UrlUse } from './safety/safe-url.ts';


/** `to` relative to the folder `fromDir` (both project-relative, forward slashes). */
export function relativePath(fromDir: string, to: string): string {
  const from = fromDir ? fromDir.split('/') : [];
  const target = to.split('/');
  let common = 0;
  while (common < from.length && common < target.length - 1 && from[common] === target[common]) common++;
  const up = from.length - common;
  return '../'.repeat(up) + target.slice(common).join('/');
}

function folderOf(file: string): string {
  const slash = file.lastIndexOf('/');
  return slash < 0 ? '' : file.slice(0, slash);
}

function splitSuffix(url: string): { path: string; query: string; hash: string } {
  const hashAt = url.indexOf('#');
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const rest = hashAt < 0 ? url : url.slice(0, hashAt);
  const queryAt = rest.indexOf('?');
  return { path: queryAt < 0 ? rest : rest.slice(0, queryAt), query: queryAt < 0 ? '' : rest.slice(queryAt), hash };
}

function projectPath(ctx: RenderContext, path: string): string {
  return path.startsWith('/') ? normalizePath(path) : resolvePath(ctx.file, path);
}

/** The final URL of an asset (`src`, `poster`, an image link): project paths go through `ctx.assetUrl`; unsafe URLs give undefined. */
export function assetUrl(ctx: RenderContext, url: string, use: UrlUse = 'media'): string | undefined {
  const safe = safeUrl(url, use);
  if (safe === undefined || safe === '' || isExternalUrl(safe) || safe.startsWith('#')) return safe;
  const { path, query, hash } = splitSuffix(safe);
  const target = projectPath(ctx, decodePath(path));
  return (ctx.assetUrl ? ctx.assetUrl(target) : encodeURI(relativePath(folderOf(ctx.file), target))) + query + hash;
}

/**
 * The final URL of a link (`href`): another page of the project goes through `ctx.pageUrl` (with its
 * path without extension and `''` or `'#section'`), a file with another extension through
 * `ctx.assetUrl` (unless a page has that name: `migration-1.0`); unsafe URLs give undefined.
 */
export function linkUrl(ctx: RenderContext, url: string): string | undefined {
  const safe = safeUrl(url, 'link');
  if (safe === undefined || safe === '' || isExternalUrl(safe) || safe.startsWith('#')) return safe;
  const { path, query, hash } = splitSuffix(safe);
  if (path === '') return query + hash;
  const target = projectPath(ctx, decodePath(path));
  const last = target.slice(target.lastIndexOf('/') + 1);
  // A dot in the name makes it a file (`report.pdf`) unless a page has that name (`migration-1.0`).
  if (last.includes('.') && !hasPageExtension(last) && pageFileFor(ctx.project, target) === undefined) return (ctx.assetUrl ? ctx.assetUrl(target) : encodeURI(relativePath(folderOf(ctx.file), target))) + query + hash;
  const page = stripPageExtension(target) || 'index';
  return ctx.pageUrl ? ctx.pageUrl(page, hash) : `${encodeURI(relativePath(folderOf(ctx.file), `${page}.html`))}${hash}`;
}

function decodePath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
