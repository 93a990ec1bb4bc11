import '../../setup/load-resources.ts';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lookupIcon, normalizeIconName } from '../../../src/core/icons/index.ts';
import { proSubstitutes } from '../../../src/core/icons/pro-substitutes.ts';
import { corpusDir, corpusV2Dir, describeCorpus } from '../../setup/corpus.ts';

/** Every Font Awesome name a corpus uses: `icon="…"` in pages, `"icon": "…"` in configs, `icon:` in front matter. */
function iconNames(dir: string): Set<string> {
  const names = new Set<string>();
  const patterns = [/\bicon=\{?["']([^"']+)["']\}?/g, /"icon"\s*:\s*"([^"]+)"/g, /^icon:\s*["']?([^"'\n]+?)["']?\s*$/gm];
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder).sort()) {
      if (entry === 'node_modules' || entry.startsWith('.')) continue;
      const path = join(folder, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.(mdx?|json)$/.test(entry)) for (const re of patterns) for (const m of readFileSync(path, 'utf8').matchAll(re)) names.add(normalizeIconName(m[1] ?? ''));
    }
  };
  walk(dir);
  return new Set([...names].filter((name) => /^[a-z0-9-]+$/.test(name)));
}

/** The name a substitute draws: a Font Awesome Free icon, or (`lucide:`) a Lucide one. */
function substituteShape(target: string) {
  return target.startsWith('lucide:') ? lookupIcon(target.slice('lucide:'.length), undefined, 'lucide') : lookupIcon(target);
}

for (const [kind, dir, count, pro, lucide] of [
  ['corpus', corpusDir, 233, 72, 0],
  ['corpus-v2', corpusV2Dir, 181, 44, 0],
] as const) {
  describeCorpus(kind, `the icons of the ${kind}`, () => {
    it('all resolve: no icon a free library has falls back (Free names directly, Pro-only ones to their stand-in, Lucide names to Lucide)', () => {
      const names = iconNames(dir);
      expect(names.size).toBe(count);
      // The fallback ring is drawn for none of them; a name left here would need a reason in pro-substitutes.ts.
      expect([...names].filter((name) => lookupIcon(name) === undefined)).toEqual([]);
      const viaPro = [...names].filter((name) => Object.hasOwn(proSubstitutes, name));
      expect(viaPro.length).toBe(pro);
      expect(viaPro.filter((name) => { const want = substituteShape(proSubstitutes[name] ?? ''); const got = lookupIcon(name); return !want || got?.library !== want.library || got.name !== want.name; })).toEqual([]);
      // Names Lucide has and Font Awesome Free does not, drawn by Lucide without a table entry.
      expect([...names].filter((name) => !Object.hasOwn(proSubstitutes, name) && lookupIcon(name)?.library === 'lucide').length).toBe(lucide);
    });
  });
}
