#!/usr/bin/env node
// Which source modules a built chunk's bytes come from: a dev tool for keeping the JS the app
// loads before the editor opens small (npm run bench -- app). Build with source maps first:
//
//   npx vite build --outDir /tmp/quire-build --sourcemap
//   node scripts/bundle-attribution.mjs /tmp/quire-build [chunk-name-prefix ...] [--top 40] [--by module|package|folder]
//
// Every mapped segment of a chunk's code is charged to its source (up to the next segment); bytes
// no mapping covers are charged to "(unmapped)". Each source's share of the chunk's gzip size is
// its text gzipped on its own, scaled so that a chunk's shares add up to the chunk's real gzip
// size (code compresses against its neighbours, so this is an estimate, but a fair ranking).
import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const USAGE = 'usage: node scripts/bundle-attribution.mjs <outDir> [chunk-name-prefix ...] [--top N] [--by module|package|folder]';

/** Splits argv into the output folder, chunk name prefixes and options (top 40, by module). */
function parseArgs(argv) {
  const options = { outDir: '', prefixes: [], top: 40, by: 'module' };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--top') options.top = Number(argv[++i]);
    else if (arg === '--by') options.by = argv[++i];
    else if (arg === '--help' || arg === '-h') throw new Error(USAGE);
    else if (!options.outDir) options.outDir = arg;
    else options.prefixes.push(arg);
  }
  if (!options.outDir || !Number.isFinite(options.top) || !['module', 'package', 'folder'].includes(options.by)) throw new Error(USAGE);
  return options;
}

// Sources of this checkout may come out as an absolute path without its leading slash.
const ownRoot = new RegExp(`^${process.cwd().replace(/^\//, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/`);

/**
 * The name a source is reported under: the module itself, its npm package or its folder. Vite
 * writes sources relative to the configured output folder, whatever --outDir was, so the leading
 * ../ are dropped rather than resolved.
 */
export function groupOf(source, by) {
  const path = source.replace(/\\/g, '/').replace(/^(\.\.\/)+/, '').replace(ownRoot, '');
  const pkg = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (by === 'module') return pkg ? `${pkg[1]}: ${path.slice(path.lastIndexOf('node_modules/') + 13 + pkg[1].length + 1)}` : path;
  if (pkg) return pkg[1];
  if (by === 'package') return path.startsWith('src/') ? path.split('/').slice(0, 2).join('/') : path;
  return path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : path;
}

/**
 * Raw and gzip-weighted bytes per source of one chunk, from its code and its source map.
 * Returns { raw, gzip, sources: Map<source, { raw, gzip }> }.
 */
export function attributeChunk(code, map) {
  const texts = new Map();
  const add = (source, text) => {
    if (!text) return;
    const list = texts.get(source);
    if (list) list.push(text);
    else texts.set(source, [text]);
  };
  const lines = code.split('\n');
  const mappings = decode(map.mappings);
  lines.forEach((line, index) => {
    const segments = mappings[index] ?? [];
    let at = 0;
    let owner = '(unmapped)';
    for (const segment of segments) {
      add(owner, line.slice(at, segment[0]));
      at = segment[0];
      owner = segment.length > 1 ? (map.sources[segment[1]] ?? '(unknown)') : '(unmapped)';
    }
    add(owner, line.slice(at) + (index < lines.length - 1 ? '\n' : ''));
  });
  const gzipOf = (text) => gzipSync(text, { level: 9 }).length;
  const total = gzipOf(code);
  const sources = new Map();
  let alone = 0;
  for (const [source, parts] of texts) {
    const text = parts.join('');
    const entry = { raw: Buffer.byteLength(text), gzip: gzipOf(text) };
    alone += entry.gzip;
    sources.set(source, entry);
  }
  for (const entry of sources.values()) entry.gzip = alone ? (entry.gzip * total) / alone : 0;
  return { raw: Buffer.byteLength(code), gzip: total, sources };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const assets = join(resolve(options.outDir), 'assets');
  const files = (await readdir(assets)).filter((f) => f.endsWith('.js') && (options.prefixes.length === 0 || options.prefixes.some((p) => f.startsWith(p))));
  const totals = new Map();
  const kb = (n) => (n / 1024).toFixed(1).padStart(8);
  for (const file of files.sort()) {
    let map;
    try {
      map = JSON.parse(await readFile(join(assets, `${file}.map`), 'utf8'));
    } catch {
      console.log(`${file}: no source map (build with --sourcemap)`);
      continue;
    }
    const chunk = attributeChunk(await readFile(join(assets, file), 'utf8'), map);
    const grouped = new Map();
    for (const [source, entry] of chunk.sources) {
      const name = source.startsWith('(') ? source : groupOf(source, options.by);
      for (const into of [grouped, totals]) {
        const sum = into.get(name) ?? { raw: 0, gzip: 0 };
        sum.raw += entry.raw;
        sum.gzip += entry.gzip;
        into.set(name, sum);
      }
    }
    console.log(`\n${file}: ${kb(chunk.raw)} KB raw, ${kb(chunk.gzip)} KB gzip`);
    print(grouped, options.top, kb);
  }
  if (files.length > 1) {
    console.log(`\nall ${files.length} chunks together`);
    print(totals, options.top, kb);
  }
}

function print(sources, top, kb) {
  const rows = [...sources].sort((a, b) => b[1].gzip - a[1].gzip);
  for (const [name, { raw, gzip }] of rows.slice(0, top)) console.log(`  ${kb(gzip)} gz ${kb(raw)} raw  ${name}`);
  if (rows.length > top) {
    const rest = rows.slice(top).reduce((n, [, e]) => n + e.gzip, 0);
    console.log(`  ${kb(rest)} gz in ${rows.length - top} more`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
