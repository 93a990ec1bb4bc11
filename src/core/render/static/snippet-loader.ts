import { parsePage } from '../../page/parse-page.ts';
import type { ParsedPage } from '../../page/parse-page.ts';
import type { Project } from '../../project/project.ts';
import { LruCache } from '../../lru-cache.ts';
import { cacheSlot } from '../../session/session-caches.ts';
import { cachesOf } from '../../session/session-project.ts';

/** A session's snippet parses, by path and text (snippets are shared by many pages). */
const snippetParses = cacheSlot('snippets', () => new LruCache<string, ParsedPage>(256));

/** Parses a snippet once per distinct path and content, across the renders of a session (snippets are shared by many pages). */
function parseCached(parsedCache: LruCache<string, ParsedPage>, path: string, text: string): ParsedPage {
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
  readonly #parsed: LruCache<string, ParsedPage>;
  readonly dependencies = new Map<string, string | undefined>();

  constructor(project: Project) {
    this.#project = project;
    this.#parsed = cachesOf(project).get(snippetParses);
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
    return text === undefined ? undefined : parseCached(this.#parsed, path, text);
  }
}

/** Whether every file a render read still has the content it had then. */
export function dependenciesUnchanged(project: Project, dependencies: ReadonlyMap<string, string | undefined>): boolean {
  for (const [path, text] of dependencies) if (project.readText(path) !== text) return false;
  return true;
}
