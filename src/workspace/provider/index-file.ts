// Git's index (`.git/index`, version 2), written directly for a repository opened through a host's
// API: its files outside the docs folder were never downloaded, so isomorphic-git's checkout (which
// reads every blob) cannot build it. Every entry gets zeroed stats: git then compares a file's content
// the first time it looks (inside the folder), and the sparse working tree answers a zeroed stat
// outside it, which matches (see sparse-workdir-fs.ts).

/** One file of the index: its path from the root, git mode and blob id. */
export interface IndexEntry {
  readonly path: string;
  readonly mode: string;
  readonly oid: string;
}

const encoder = new TextEncoder();

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return (a[i] ?? 0) - (b[i] ?? 0);
  return a.length - b.length;
}

/** The bytes of a version 2 index holding `entries` (sorted as git sorts them: by the path's bytes). */
export async function indexFileBytes(entries: readonly IndexEntry[]): Promise<Uint8Array> {
  const rows = entries.map((e) => ({ ...e, name: encoder.encode(e.path) })).sort((a, b) => compareBytes(a.name, b.name));
  const size = 12 + rows.reduce((sum, r) => sum + Math.ceil((62 + r.name.length + 1) / 8) * 8, 0);
  const out = new Uint8Array(size + 20);
  const view = new DataView(out.buffer);
  out.set(encoder.encode('DIRC'), 0);
  view.setUint32(4, 2);
  view.setUint32(8, rows.length);
  let at = 12;
  for (const row of rows) {
    // ctime, mtime (seconds, nanoseconds), dev, ino: zero.
    view.setUint32(at + 24, parseInt(row.mode, 8));
    // uid, gid, size: zero.
    for (let i = 0; i < 20; i++) out[at + 40 + i] = parseInt(row.oid.slice(i * 2, i * 2 + 2), 16);
    view.setUint16(at + 60, Math.min(row.name.length, 0xfff));
    out.set(row.name, at + 62);
    at += Math.ceil((62 + row.name.length + 1) / 8) * 8;
  }
  out.set(new Uint8Array(await crypto.subtle.digest('SHA-1', out.subarray(0, size))), size);
  return out;
}
