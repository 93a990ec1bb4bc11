import { parsePage } from '../../page/parse-page.ts';
import type { ParsedPage } from '../../page/parse-page.ts';
import type { Project } from '../../project/project.ts';
import { LruCache } from '../../lru-cache.ts';

/** Snippet parses kept (a parse depends only on the path and content, so every render may share them). */
const parsedCacheSize = 256;
const parsedCache = new LruCache<string, ParsedPage>(parsedCacheSize);

/** Parses a snippet once per distinct path and content, across renders (snippets are shared by many pages). */
function parseCached(path: string, text: string): ParsedPage {
  const key = `${path}\0${text}`;
  const hit = parsedCache.get(key);
  if (hit) return hit;
  const parsed = parsePage(path, text);
  if (parsed.provisional) return parsed;
  parsedCache.set(key, parsed);
  return parsed;
}

/**
 * Reads and parses snippet files for one render, and remembers which files (and which contents)
 * the render depended on, so a cached result can be checked later with {@link dependenciesUnchanged}.
 */
export class SnippetLoader {
  readonly #project: Project;
  readonly dependencies = new Map<string, string | undefined>();

  constructor(project: Project) {
    this.#project = project;
  }

  /** Whether the file exists (recorded as a dependency either way). */
  exists(path: string): boolean {
    return this.text(path) !== undefined;
  }

  /** The file's text, or undefined when it does not exist. */
  text(path: string): string | undefined {
    if (this.dependencies.has(path)) return this.dependencies.get(path);
    const text = this.#project.readText(path);
    this.dependencies.set(path, text);
    return text;
  }

  /** The parsed snippet, or undefined when the file does not exist. */
  load(path: string): ParsedPage | undefined {
    const text = this.text(path);
    return text === undefined ? undefined : parseCached(path, text);
  }
}

/** Whether every file a render read still has the content it had then. */
export function dependenciesUnchanged(project: Project, dependencies: ReadonlyMap<string, string | undefined>): boolean {
  for (const [path, text] of dependencies) if (project.readText(path) !== text) return false;
  return true;
}
