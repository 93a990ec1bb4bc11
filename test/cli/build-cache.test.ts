import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BuildCache, defaultCacheDir, evictCache, evictCacheWhenDue } from '../../src/cli/build-cache.ts';
import type { BuildTask } from '../../src/cli/build-tasks.ts';
import { canonical } from '../../src/cli/cache-key.ts';
import { RecordingProject } from '../../src/cli/recording-project.ts';
import { MemoryProject } from '../../src/core/index.ts';

const root = mkdtempSync(join(tmpdir(), 'quire-cache-unit-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hashOf = canonical;

describe('canonical', () => {
  it('is the same for the same value whatever the order of keys, set members and map entries', () => {
    expect(hashOf({ a: 1, b: new Set(['x', 'y']), c: new Map([['k', 1], ['j', 2]]) })).toBe(hashOf({ c: new Map([['j', 2], ['k', 1]]), b: new Set(['y', 'x']), a: 1 }));
    expect(hashOf({ a: 1 })).not.toBe(hashOf({ a: '1' }));
    expect(hashOf([1, 2])).not.toBe(hashOf([2, 1]));
    expect(hashOf({ a: undefined })).not.toBe(hashOf({}));
  });

  it('leaves out functions and project fields, and hashes a shared or cyclic object once', () => {
    expect(hashOf({ a: 1, f: () => 2, project: new MemoryProject({ 'x.mdx': 'x' }) })).toBe(hashOf({ a: 1 }));
    const page: { title: string; parent?: unknown } = { title: 'A' };
    const division = { pages: [page, page] };
    page.parent = division;
    const again: { title: string; parent?: unknown } = { title: 'A' };
    const other = { pages: [again, again] };
    again.parent = other;
    expect(hashOf(division)).toBe(hashOf(other));
    again.title = 'B';
    expect(hashOf(division)).not.toBe(hashOf(other));
  });
});

describe('RecordingProject', () => {
  it('records the files read while recording, and how, but not what was listed or tested', () => {
    const project = new RecordingProject(new MemoryProject({ 'a.mdx': 'A', 'b.png': 'B' }));
    project.readText('a.mdx');
    project.record();
    expect(project.has('a.mdx')).toBe(true);
    expect(project.readText('a.mdx')).toBe('A');
    project.readText('b.png');
    project.readBytes('b.png');
    project.readText('gone.mdx');
    expect([...project.stop()]).toEqual([['a.mdx', 'text'], ['b.png', 'bytes'], ['gone.mdx', 'text']]);
    project.readText('a.mdx');
    expect([...project.stop()]).toEqual([]);
  });
});

describe('BuildCache', () => {
  it('sizes the work of tasks as one per task it has no entry for and one per 100 it has', async () => {
    const project = new RecordingProject(new MemoryProject(Object.fromEntries(Array.from({ length: 260 }, (_, i) => [`p${i}.mdx`, `Page ${i}`]))));
    const cache = new BuildCache(project, { dir: join(root, 'workload'), key: 'k' });
    const tasks: BuildTask[] = Array.from({ length: 260 }, (_, i) => ({ file: `p${i}.mdx`, check: true, jobs: [] }));
    expect(cache.workload(tasks)).toBe(260);
    for (const task of tasks.slice(0, 250)) await cache.run(task, async () => ({ pages: [[`${task.file}.html`, `<p>${task.file}</p>`]], diagnostics: [], referenced: [], published: [], utilities: [] }));
    expect(cache.counts).toEqual({ hits: 0, stored: 250 });
    expect(cache.workload(tasks)).toBe(10 + 2);
    // A task whose page changed has no entry any more.
    const changed = new BuildCache(new RecordingProject(new MemoryProject({ 'p0.mdx': 'Changed' })), { dir: join(root, 'workload'), key: 'k' });
    expect(changed.workload(tasks.slice(0, 1))).toBe(1);
  });
});

describe('BuildCache page files', () => {
  it('a page file changed in place (an output file linked to it was edited) is a miss, and the render stores it afresh', async () => {
    const dir = join(root, 'edited');
    const project = () => new RecordingProject(new MemoryProject({ 'a.mdx': 'A' }));
    const task: BuildTask = { file: 'a.mdx', check: true, jobs: [] };
    let renders = 0;
    const render = async () => {
      renders++;
      return { pages: [['a.html', '<p>A</p>']] as [string, string][], diagnostics: [], referenced: [], published: [], utilities: [] };
    };
    await new BuildCache(project(), { dir, key: 'k' }).run(task, render);
    const pageFiles = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).map((name) => join(dir, name));
    expect(pageFiles).toHaveLength(1);
    const [pageFile] = pageFiles as [string];
    writeFileSync(pageFile, '<p>edited</p>');
    const second = new BuildCache(project(), { dir, key: 'k' });
    expect((await second.run(task, render)).pages).toEqual([['a.html', '<p>A</p>']]);
    expect([renders, second.counts]).toEqual([2, { hits: 0, stored: 1 }]);
    expect(readFileSync(pageFile, 'utf8')).toBe('<p>A</p>');
    const third = new BuildCache(project(), { dir, key: 'k' });
    await third.run(task, render);
    expect([renders, third.counts]).toEqual([2, { hits: 1, stored: 0 }]);
  });
});

describe('defaultCacheDir', () => {
  it('is node_modules/.cache/quire of the nearest folder up that has node_modules, and none without one', () => {
    const project = join(root, 'repo', 'docs', 'site');
    mkdirSync(project, { recursive: true });
    expect(defaultCacheDir(project)).toBeUndefined();
    mkdirSync(join(root, 'repo', 'node_modules'));
    expect(defaultCacheDir(project)).toBe(join(root, 'repo', 'node_modules', '.cache', 'quire'));
    mkdirSync(join(project, 'node_modules'));
    expect(defaultCacheDir(project)).toBe(join(project, 'node_modules', '.cache', 'quire'));
  });
});

describe('evictCache', () => {
  it('deletes the entries used longest ago until the folder fits, and old temporary files', () => {
    const dir = join(root, 'evict');
    const at = (name: string, seconds: number, size = 100) => {
      const path = join(dir, 'v2', name.slice(0, 2), name);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, 'x'.repeat(size));
      utimesSync(path, seconds, seconds);
    };
    at('aa01', 1000);
    at('ab02', 3000);
    at('ba03', 2000);
    at('bb04', 4000);
    at('bb05.1-0.tmp', 10);
    expect(evictCache(dir, 250)).toBe(2);
    const left = readdirSync(join(dir, 'v2'), { recursive: true }).map(String).filter((p) => p.includes('/')).sort();
    expect(left).toEqual(['ab/ab02', 'bb/bb04']);
    expect(evictCache(dir, 250)).toBe(0);
  });

  it('walks the folder only once the bytes stored since the last walk reach an eighth of the limit', () => {
    const dir = join(root, 'due');
    for (const [name, seconds] of [['aa01', 1000], ['ab02', 2000], ['ba03', 3000]] as const) {
      mkdirSync(join(dir, 'v2', name.slice(0, 2)), { recursive: true });
      writeFileSync(join(dir, 'v2', name.slice(0, 2), name), 'x'.repeat(100));
      utimesSync(join(dir, 'v2', name.slice(0, 2), name), seconds, seconds);
    }
    const left = () => readdirSync(join(dir, 'v2'), { recursive: true }).map(String).filter((p) => p.includes('/')).sort();
    // No ledger, or 100 + 50 bytes stored of a 1,600-byte limit's 200: over the limit, but not walked yet.
    expect(evictCacheWhenDue(dir, 1600)).toBe(0);
    writeFileSync(join(dir, 'v2', 'stored-bytes'), '100\n50\n');
    expect(evictCacheWhenDue(dir, 1600)).toBe(0);
    // 150 bytes stored of a 250-byte limit's 31: walked, and the oldest entry goes.
    expect(evictCacheWhenDue(dir, 250)).toBe(1);
    expect(left()).toEqual(['ab/ab02', 'ba/ba03']);
    // The walk starts a new ledger.
    expect(existsSync(join(dir, 'v2', 'stored-bytes'))).toBe(false);
  });
});
