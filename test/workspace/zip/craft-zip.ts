import { crc32 } from '../../../src/workspace/zip/crc32.ts';

/** One entry of a hand-made zip: every field the importer reads can be set, lies included. */
export interface CraftedEntry {
  readonly name: string;
  /** The bytes stored in the archive (already compressed for method 8). */
  readonly data?: Uint8Array;
  /** 0 stored (default), 8 deflate, anything else. */
  readonly method?: number;
  /** The uncompressed size written in the headers; default `data.length`. */
  readonly size?: number;
  /** Default: the CRC-32 of `data` (right for stored entries). */
  readonly crc?: number;
  /** Version made by: system in the high byte (3 Unix, 0 DOS); default 0x031e (Unix, 3.0). */
  readonly madeBy?: number;
  /** External attributes; default a regular Unix file, mode 0644. */
  readonly attributes?: number;
  readonly flags?: number;
  /** Write the sizes and offset as 0xFFFFFFFF with a ZIP64 extra field. */
  readonly zip64?: boolean;
}

const encoder = new TextEncoder();

/** The bytes of a little-endian record: [value, size in bytes] pairs, then raw bytes. */
function record(fields: readonly (readonly [number, 2 | 4 | 8])[], ...tails: Uint8Array[]): Uint8Array {
  const size = fields.reduce((n, [, s]) => n + s, 0) + tails.reduce((n, t) => n + t.length, 0);
  const out = new Uint8Array(size);
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [value, s] of fields) {
    if (s === 2) view.setUint16(at, value, true);
    else if (s === 4) view.setUint32(at, value >>> 0, true);
    else view.setBigUint64(at, BigInt(value), true);
    at += s;
  }
  for (const tail of tails) {
    out.set(tail, at);
    at += tail.length;
  }
  return out;
}

/** A zip archive built field by field (local headers, data, central directory, end record), for inputs no zip tool writes. */
export function craftZip(entries: readonly CraftedEntry[]): Uint8Array {
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;
  for (const e of entries) {
    const data = e.data ?? new Uint8Array(0);
    const name = encoder.encode(e.name);
    const size = e.size ?? data.length;
    const crc = e.crc ?? crc32(data);
    const local = record([[0x04034b50, 4], [20, 2], [e.flags ?? 0, 2], [e.method ?? 0, 2], [0, 2], [0x21, 2], [crc, 4], [data.length, 4], [size, 4], [name.length, 2], [0, 2]], name);
    const big = e.zip64 === true;
    const extra = big ? record([[1, 2], [24, 2], [size, 8], [data.length, 8], [offset, 8]]) : new Uint8Array(0);
    const max = 0xffffffff;
    central.push(
      record(
        [[0x02014b50, 4], [e.madeBy ?? 0x031e, 2], [20, 2], [e.flags ?? 0, 2], [e.method ?? 0, 2], [0, 2], [0x21, 2], [crc, 4], [big ? max : data.length, 4], [big ? max : size, 4], [name.length, 2], [extra.length, 2], [0, 2], [0, 2], [0, 2], [e.attributes ?? (0o100644 << 16) >>> 0, 4], [big ? max : offset, 4]],
        name,
        extra,
      ),
    );
    parts.push(local, data);
    offset += local.length + data.length;
  }
  const directorySize = central.reduce((n, c) => n + c.length, 0);
  const end = record([[0x06054b50, 4], [0, 2], [0, 2], [entries.length, 2], [entries.length, 2], [directorySize, 4], [offset, 4], [0, 2]]);
  const all = [...parts, ...central, end];
  const out = new Uint8Array(all.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of all) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Writes bits least significant first, as deflate packs them; Huffman codes go in most significant bit first. */
class BitWriter {
  readonly bytes: number[] = [];
  #bit = 0;
  bits(value: number, count: number): void {
    for (let i = 0; i < count; i++) this.#push((value >>> i) & 1);
  }
  code(code: number, length: number): void {
    for (let i = length - 1; i >= 0; i--) this.#push((code >>> i) & 1);
  }
  #push(bit: number): void {
    if (this.#bit === 0) this.bytes.push(0);
    const last = this.bytes.length - 1;
    this.bytes[last] = (this.bytes[last] ?? 0) | (bit << this.#bit);
    this.#bit = (this.#bit + 1) % 8;
  }
}

/** Length 258, distance 1 in the fixed Huffman code: symbol 285 (8 bits 11000101), distance code 0 (5 bits): 13 bits. */
const repeat258 = (w: BitWriter) => (w.code(0xc5, 8), w.code(0, 5));

/**
 * A raw deflate stream of at least `size` zero bytes, made without compressing anything: one fixed-Huffman
 * block of a zero literal and back-references of 258 bytes. After the first reference the stream is
 * byte-aligned, and each 8 references (13 bytes, 2,064 zeros) are the same bytes, so 2 GB of zeros
 * is 13.5 MB of one 13-byte pattern. Returns the stream and the exact number of zeros it inflates to.
 */
export function zeroStream(size: number): { data: Uint8Array; size: number } {
  const head = new BitWriter();
  head.bits(1, 1); // last block
  head.bits(1, 2); // fixed Huffman codes
  head.code(0x30, 8); // literal 0
  repeat258(head);
  const unit = new BitWriter();
  for (let i = 0; i < 8; i++) repeat258(unit);
  const groups = Math.max(0, Math.ceil((size - 259) / 2064));
  const data = new Uint8Array(head.bytes.length + groups * unit.bytes.length + 1);
  data.set(head.bytes);
  if (groups > 0) data.set(unit.bytes, head.bytes.length);
  // Double the filled part until every group is written.
  for (let filled = unit.bytes.length, total = groups * unit.bytes.length; filled < total; filled *= 2) data.copyWithin(head.bytes.length + filled, head.bytes.length, head.bytes.length + Math.min(filled, total - filled));
  // The end-of-block code (symbol 256, seven 0 bits) is already in the zeroed last byte.
  return { data, size: 259 + groups * 2064 };
}
