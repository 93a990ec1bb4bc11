import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readSimpleFrontmatter } from '../../../src/core/page/simple-frontmatter.ts';
import { corpusDir, describeCorpus } from '../../setup/corpus.ts';

/** What the fast path gives, as data (undefined when it hands over to the YAML parser). */
const dataOf = (source: string) => {
  const pairs = readSimpleFrontmatter(source);
  return pairs && Object.fromEntries(pairs.map((p) => [p.key, p.value]));
};

describe('readSimpleFrontmatter', () => {
  it.each([
    ['title: Quickstart', { title: 'Quickstart' }],
    ['title: "Set up: the basics"\ndescription: \'It\'\'s easy\'', { title: 'Set up: the basics', description: "It's easy" }],
    ['title: C# and F#\nicon: rocket   ', { title: 'C# and F#', icon: 'rocket' }],
    ['# a comment\n\ntitle: A\r\nhidden: true\r\nnoindex: False', { title: 'A', hidden: true, noindex: false }],
    ['title: http://example.com/a?b=c', { title: 'http://example.com/a?b=c' }],
    ['title: 2024 roadmap', { title: '2024 roadmap' }],
    ['title: yes', { title: 'yes' }],
    ['og_image: <img>', { og_image: '<img>' }],
  ])('reads %j like YAML does', (source, expected) => {
    expect(dataOf(source)).toEqual(expected);
    expect(dataOf(source)).toEqual(parse(source));
  });

  it.each([
    'title:',
    'title: 2024',
    'version: 1.0',
    'title: ~',
    'title: null',
    'title: a: b',
    'title: a # comment',
    'title: [a, b]',
    'title: - a',
    'title: >\n  folded',
    'title: "escaped \\" quote"',
    'title: "unclosed',
    'keywords:\n  - a',
    'title: A\n  continued',
    'title: A\ntitle: B',
    'true: A',
    '__proto__: A',
    'title:\tTab',
    'og:title: A',
    '---',
    'title: *alias',
    'title: &anchor A',
    'title: !tag A',
    'title: ends with colon:',
  ])('hands %j to the YAML parser', (source) => {
    expect(readSimpleFrontmatter(source)).toBeUndefined();
  });
});

describeCorpus('corpus', 'readSimpleFrontmatter over the shared corpus', () => {
  it('gives exactly what YAML gives for every front matter it reads, and reads all 544 of them', () => {
    const blocks: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        if (entry === 'node_modules' || entry.startsWith('.')) continue;
        const path = join(dir, entry);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.mdx?$/.test(entry)) {
          const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, 'utf8'));
          if (m?.[1] !== undefined) blocks.push(m[1]);
        }
      }
    };
    walk(corpusDir);
    let read = 0;
    const differing: string[] = [];
    for (const block of blocks) {
      const data = dataOf(block);
      if (data === undefined) continue;
      read++;
      if (JSON.stringify(data) !== JSON.stringify(parse(block))) differing.push(block);
    }
    expect(differing).toEqual([]);
    expect(blocks.length).toBe(544);
    expect(read).toBe(544);
  });
});
