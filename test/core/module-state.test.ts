import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// No module-level state in core (STYLE.md, convention 10): what a value needs travels with it and
// caches belong to the site session a host creates (see createSiteSession). A module-level binding
// that can change (`let`), or a collection or cache that can be written (a Map, Set, WeakMap, WeakSet,
// LruCache, or an empty array or object, not typed read-only), is state a second thread does not share. The few that
// remain are listed here, each with the reason it may stay.
const allowed: Readonly<Record<string, string>> = {
  'src/core/components/registry.ts byName': 'the constant table of the component specs, by name; only addTestComponent, a test seam, changes it',
  'src/core/page/parse-page.ts parsers': 'parsers over frozen unified processors (MDX, Markdown, each with or without math) built on first use: the same for every caller, like the module itself',
  'src/core/render/openapi/openapi-markdown.ts parser': 'a parser over a frozen unified processor built on first use: the same for every caller, like the module itself',
  'src/core/site/shell-markdown.ts parser': 'a parser over a frozen unified processor built on first use: the same for every caller, like the module itself',
  'src/core/config/validate-config.ts shape': "the schema's key shape, derived once from the static zod schema",
  'src/core/config/validate-config.ts currentShape': "the current-format schema's key shape, derived once from the static zod schema once it is loaded",
  'src/core/site/site-assets.ts runtimeHash': 'the hash of the static site runtime, computed on first use',
  'src/core/protocol/diagnostic-schema.ts everyField': 'a type-level check that the schema names every Diagnostic field; never read or written',
  'src/core/render/code/highlight.ts highlighter': 'the highlight.js instance its grammar resources register with: part of the resource registry (see lazy-resources.ts)',
  'src/core/resources/lazy-resources.ts loaders': 'the registry of resources loaded on demand (code and data the same for every caller, like the module graph)',
  'src/core/resources/lazy-resources.ts loaded': 'the registry of resources loaded on demand (code and data the same for every caller, like the module graph)',
  'src/core/resources/lazy-resources.ts pending': 'the registry of resources loaded on demand (code and data the same for every caller, like the module graph)',
  'src/core/resources/lazy-resources.ts unreported': 'the registry of resources loaded on demand (code and data the same for every caller, like the module graph)',
  'src/core/resources/lazy-resources.ts tracking': 'the trackResources calls under way on this thread (synchronous and nested; empty between pieces of work)',
  'src/core/icons/icon-source.ts converted': 'the icon packages as converted when core runs unbundled in Node (a bundled build replaces the module): like an import cache',
};

const root = join(import.meta.dirname, '../..');

function coreFiles(dir = join(root, 'src/core')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return coreFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The module-level bindings of a source text that hold state: `let` and `var`, and `const`s made with
 * `new Map|Set|WeakMap|WeakSet|LruCache` or as an empty array or object (filled later), unless typed read-only.
 */
export function moduleState(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split('\n')) {
    const binding = /^(?:export )?(let|var|const) ([A-Za-z_$][\w$]*)(?:: ([^=]+))? *=?(.*)$/.exec(line);
    if (!binding) continue;
    const [, kind, name = '', type = '', init = ''] = binding;
    if (kind !== 'const') names.push(name);
    else if (/^\s*(new (Map|Set|WeakMap|WeakSet|LruCache)\b|\[\s*\]|\{\s*\})/.test(init) && !/^\s*(Readonly|readonly )/.test(type)) names.push(name);
  }
  return names;
}

describe('module-level state in src/core', () => {
  it('finds the bindings that hold state, and leaves constants and read-only tables alone', () => {
    const text = [
      'const cache = new LruCache<string, string>(10);',
      'export const weak = new WeakMap<object, number>();',
      'let counter = 0;',
      "const seen: Set<string> = new Set(['a']);",
      'const list: string[] = [];',
      "const tags: ReadonlySet<string> = new Set(['p']);",
      "export const table: Readonly<Record<string, string>> = { a: 'b' };",
      'const limit = 10;',
      "const kinds = ['a', 'b'] as const;",
      '  const inner = new Map();',
    ].join('\n');
    expect(moduleState(text)).toEqual(['cache', 'weak', 'counter', 'seen', 'list']);
  });

  it('has none but the allowed constant tables and registries', () => {
    const found = coreFiles().flatMap((file) => moduleState(readFileSync(file, 'utf8')).map((name) => `${relative(root, file)} ${name}`));
    expect(found.filter((key) => !Object.hasOwn(allowed, key))).toEqual([]);
    // An entry whose binding is gone is taken out of the list too.
    expect(Object.keys(allowed).filter((key) => !found.includes(key))).toEqual([]);
  });
});
