import { checkCount } from './imported-project.ts';
import { ZipCode, ZipError } from './zip-error.ts';

/** One entry of a zip's central directory: what the archive says about it, not yet checked. */
export interface ZipEntry {
  /** The name as stored (UTF-8), unchecked: it may be `../evil` or `C:\x`. */
  readonly name: string;
  /** From the external attributes and the name: a link, a device or pipe (`special`), a folder or a file. */
  readonly kind: 'file' | 'folder' | 'link' | 'special';
  /** 0 stored, 8 deflate; anything else is refused. */
  readonly method: number;
  readonly encrypted: boolean;
  readonly crc: number;
  readonly compressedSize: number;
  /** The uncompressed size the archive declares; the inflater never trusts it alone. */
  readonly size: number;
  /** Where the entry's local header starts. */
  readonly headerOffset: number;
}

const eocdSignature = 0x06054b50;
const zip64LocatorSignature = 0x07064b50;
const zip64EocdSignature = 0x06064b50;
const centralSignature = 0x02014b50;
const localSignature = 0x04034b50;
const max32 = 0xffffffff;
const decoder = new TextDecoder();

function invalid(detail: string): ZipError {
  return new ZipError(ZipCode.invalid, `This file is not a zip archive Quire can read (${detail}). Zip the folder again, or import the folder itself.`);
}

/** The unsigned little-endian integer of `size` bytes at `at`, checked to lie inside the archive. */
function reader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const need = (at: number, size: number) => {
    if (at < 0 || at + size > bytes.length) throw invalid('it ends too early');
  };
  return {
    u16: (at: number) => (need(at, 2), view.getUint16(at, true)),
    u32: (at: number) => (need(at, 4), view.getUint32(at, true)),
    u64: (at: number) => (need(at, 8), Number(view.getBigUint64(at, true))),
    need,
  };
}

/** The entry kind the "version made by" system and the external attributes give. */
function kindOf(madeBy: number, attributes: number, name: string): ZipEntry['kind'] {
  const system = madeBy >>> 8;
  // Unix (3) and macOS (19) keep st_mode in the high 16 bits.
  if (system === 3 || system === 19) {
    const type = (attributes >>> 16) & 0o170000;
    if (type === 0o120000) return 'link';
    if (type === 0o040000) return 'folder';
    if (type !== 0 && type !== 0o100000) return 'special';
  }
  // FILE_ATTRIBUTE_REPARSE_POINT: a Windows symbolic link or junction.
  else if (attributes & 0x400) return 'link';
  if (name.endsWith('/') || name.endsWith('\\') || (system !== 3 && system !== 19 && attributes & 0x10)) return 'folder';
  return 'file';
}

/**
 * Reads the central directory of a zip archive (the one list of its entries that unzip tools trust;
 * local headers are used only to find each entry's data), including ZIP64 sizes and offsets. Every
 * offset and size is checked to lie inside the archive. Throws `zip/invalid`, and `zip/too-many-entries`
 * before reading the list when the archive counts more than `maxEntries` (default: no limit).
 */
export function readZipDirectory(bytes: Uint8Array, maxEntries = Infinity): ZipEntry[] {
  const r = reader(bytes);
  let eocd = -1;
  // The end record is 22 bytes plus a comment of at most 65,535 bytes, so it is near the end.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 0xffff); at--) {
    if (r.u32(at) === eocdSignature) {
      eocd = at;
      break;
    }
  }
  if (eocd < 0) throw invalid('it has no end-of-archive record');
  let count = r.u16(eocd + 10);
  let directorySize = r.u32(eocd + 12);
  let offset = r.u32(eocd + 16);
  if ((count === 0xffff || directorySize === max32 || offset === max32) && eocd >= 20 && r.u32(eocd - 20) === zip64LocatorSignature) {
    const zip64 = r.u64(eocd - 12);
    if (r.u32(zip64) !== zip64EocdSignature) throw invalid('its ZIP64 end record is missing');
    count = r.u64(zip64 + 32);
    directorySize = r.u64(zip64 + 40);
    offset = r.u64(zip64 + 48);
  }
  checkCount(count, maxEntries, 'zip');
  r.need(offset, directorySize);
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (r.u32(at) !== centralSignature) throw invalid('its list of entries is damaged');
    const flags = r.u16(at + 8);
    const nameLength = r.u16(at + 28);
    const extraLength = r.u16(at + 30);
    const commentLength = r.u16(at + 32);
    r.need(at + 46, nameLength + extraLength + commentLength);
    const name = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    let compressedSize = r.u32(at + 20);
    let size = r.u32(at + 24);
    let headerOffset = r.u32(at + 42);
    // The ZIP64 extra field holds, in this order, each of the three that is 0xFFFFFFFF above.
    for (let x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength; x += 4 + r.u16(x + 2)) {
      if (r.u16(x) !== 1) continue;
      let field = x + 4;
      if (size === max32) {
        size = r.u64(field);
        field += 8;
      }
      if (compressedSize === max32) {
        compressedSize = r.u64(field);
        field += 8;
      }
      if (headerOffset === max32) headerOffset = r.u64(field);
    }
    entries.push({ name, kind: kindOf(r.u16(at + 4), r.u32(at + 38), name), method: r.u16(at + 10), encrypted: (flags & 1) === 1, crc: r.u32(at + 16), compressedSize, size, headerOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The bytes of an entry as stored (compressed), found through its local header and checked to lie inside the archive. */
export function storedData(bytes: Uint8Array, entry: ZipEntry): Uint8Array {
  const r = reader(bytes);
  if (r.u32(entry.headerOffset) !== localSignature) throw invalid(`the data of ${entry.name} is missing`);
  const start = entry.headerOffset + 30 + r.u16(entry.headerOffset + 26) + r.u16(entry.headerOffset + 28);
  r.need(start, entry.compressedSize);
  return bytes.subarray(start, start + entry.compressedSize);
}
