import { Inflate } from 'fflate';
import { crc32 } from './crc32.ts';
import { type ZipEntry, storedData } from './read-zip-directory.ts';
import { ZipCode, ZipError } from './zip-error.ts';

/**
 * Compressed bytes handed to the inflater at a time. Deflate expands at most about 1,032 times, so
 * one step yields at most ~16 MB before the running count is checked again.
 */
const step = 16 * 1024;

function mismatch(entry: ZipEntry, found: string): ZipError {
  return new ZipError(
    ZipCode.sizeMismatch,
    `${entry.name} declares ${entry.size} bytes but inflates to ${found}: the archive is damaged or built to fill the disk (a zip bomb), so nothing was imported. Zip the folder again with a standard tool.`,
    [entry.name],
    { figures: { declared: entry.size } },
  );
}

/**
 * The bytes of one entry, inflated step by step with a running count: the first step that takes the
 * output past the size the entry declares stops the inflation (so an entry that declares 1 KB and
 * holds 2 GB of zeros costs at most one step), and fewer bytes or a wrong CRC-32 are refused too.
 * Throws `zip/size-mismatch` or `zip/invalid`; the caller has checked `entry.size` against its limits.
 */
export function inflateEntry(archive: Uint8Array, entry: ZipEntry): Uint8Array {
  const data = storedData(archive, entry);
  let out: Uint8Array;
  if (entry.method === 0) {
    if (data.length !== entry.size) throw mismatch(entry, `${data.length} bytes`);
    out = data.slice();
  } else {
    out = new Uint8Array(entry.size);
    let written = 0;
    const inflater = new Inflate((chunk) => {
      if (written + chunk.length > entry.size) throw mismatch(entry, 'more');
      out.set(chunk, written);
      written += chunk.length;
    });
    try {
      for (let at = 0; at < data.length || at === 0; at += step) inflater.push(data.subarray(at, at + step), at + step >= data.length);
    } catch (error) {
      if (error instanceof ZipError) throw error;
      throw new ZipError(ZipCode.invalid, `${entry.name} could not be inflated (${(error as Error).message}): the archive is damaged. Zip the folder again, or import the folder itself.`, [entry.name]);
    }
    if (written !== entry.size) throw mismatch(entry, `${written} bytes`);
  }
  if (crc32(out) !== entry.crc) throw new ZipError(ZipCode.invalid, `${entry.name} does not match its checksum: the archive is damaged. Download or zip it again.`, [entry.name]);
  return out;
}
