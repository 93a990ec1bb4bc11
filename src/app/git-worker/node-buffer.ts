// isomorphic-git and the SHA-1 it imports (sha.js, through safe-buffer and to-buffer) expect Node's
// Buffer, which browsers lack and no installed package provides. This is the part of it they call, on
// top of Uint8Array: the builds resolve the `buffer` module here (scripts/vite-plugins/core-aliases.ts)
// and the git worker installs it as the global `Buffer` isomorphic-git reads.

type Encoding = 'utf8' | 'utf-8' | 'hex' | 'base64' | 'latin1' | 'binary' | 'ascii';

const encoder = new TextEncoder();
const decoder = new TextDecoder();
const ENCODINGS = new Set(['utf8', 'utf-8', 'hex', 'base64', 'latin1', 'binary', 'ascii']);

function encodingOf(value: unknown, fallback: Encoding = 'utf8'): Encoding {
  if (typeof value !== 'string') return fallback;
  const lower = value.toLowerCase();
  if (!ENCODINGS.has(lower)) throw new TypeError(`Unknown encoding: ${value}`);
  return lower as Encoding;
}

function bytesOf(text: string, encoding: Encoding): Uint8Array {
  switch (encoding) {
    case 'hex': {
      const out = new Uint8Array(text.length >>> 1);
      for (let i = 0; i < out.length; i++) {
        const byte = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
        if (Number.isNaN(byte)) return out.subarray(0, i);
        out[i] = byte;
      }
      return out;
    }
    case 'base64': {
      const binary = atob(text.replace(/[^A-Za-z0-9+/]/g, '').padEnd(Math.ceil(text.replace(/[^A-Za-z0-9+/]/g, '').length / 4) * 4, '='));
      return Uint8Array.from(binary, (c) => c.charCodeAt(0));
    }
    case 'latin1':
    case 'binary':
    case 'ascii':
      return Uint8Array.from(text, (c) => c.charCodeAt(0) & 0xff);
    default:
      return encoder.encode(text);
  }
}

function textOf(bytes: Uint8Array, encoding: Encoding): string {
  switch (encoding) {
    case 'hex': {
      let out = '';
      for (const byte of bytes) out += byte.toString(16).padStart(2, '0');
      return out;
    }
    case 'base64': {
      let binary = '';
      for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return btoa(binary);
    }
    case 'latin1':
    case 'binary':
    case 'ascii': {
      let out = '';
      for (let i = 0; i < bytes.length; i += 0x8000) out += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
      return out;
    }
    default:
      return decoder.decode(bytes);
  }
}

/** The subset of Node's Buffer that isomorphic-git and sha.js use, as a Uint8Array. */
export class Buffer extends Uint8Array {
  static override from(value: unknown, encodingOrOffset?: unknown, length?: number): Buffer {
    if (typeof value === 'string') {
      const bytes = bytesOf(value, encodingOf(encodingOrOffset));
      return new Buffer(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength);
    }
    if (value instanceof ArrayBuffer) {
      const offset = typeof encodingOrOffset === 'number' ? encodingOrOffset : 0;
      return new Buffer(value, offset, length ?? value.byteLength - offset);
    }
    if (ArrayBuffer.isView(value)) {
      const view = new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
      const copy = new Buffer(view.length);
      copy.set(view);
      return copy;
    }
    if (Array.isArray(value)) return new Buffer(value.map((n) => Number(n) & 0xff));
    throw new TypeError('Buffer.from: unsupported value');
  }

  static alloc(size: number, fill?: number | string): Buffer {
    const buffer = new Buffer(size);
    if (typeof fill === 'number') buffer.fill(fill);
    else if (typeof fill === 'string' && fill.length > 0) {
      const pattern = encoder.encode(fill);
      for (let i = 0; i < size; i++) buffer[i] = pattern[i % pattern.length] ?? 0;
    }
    return buffer;
  }

  static allocUnsafe(size: number): Buffer {
    return new Buffer(size);
  }

  static allocUnsafeSlow(size: number): Buffer {
    return new Buffer(size);
  }

  static isBuffer(value: unknown): value is Buffer {
    return value instanceof Buffer;
  }

  static isEncoding(value: unknown): boolean {
    return typeof value === 'string' && ENCODINGS.has(value.toLowerCase());
  }

  static byteLength(value: string | ArrayBufferView | ArrayBuffer, encoding?: string): number {
    if (typeof value === 'string') return bytesOf(value, encodingOf(encoding)).length;
    return value.byteLength;
  }

  static concat(list: readonly Uint8Array[], total?: number): Buffer {
    const size = total ?? list.reduce((sum, item) => sum + item.length, 0);
    const out = new Buffer(size);
    let at = 0;
    for (const item of list) {
      if (at >= size) break;
      const part = item.subarray(0, size - at);
      out.set(part, at);
      at += part.length;
    }
    return out;
  }

  override toString(encoding?: string, start = 0, end = this.length): string {
    return textOf(this.subarray(start, end), encodingOf(encoding));
  }

  /** write(string[, offset[, length]][, encoding]), as Node has it; returns the bytes written. */
  write(text: string, ...rest: unknown[]): number {
    let offset = 0;
    let length: number | undefined;
    let encoding: Encoding;
    if (typeof rest[0] === 'string') encoding = encodingOf(rest[0]);
    else {
      offset = typeof rest[0] === 'number' ? rest[0] : 0;
      if (typeof rest[1] === 'string') encoding = encodingOf(rest[1]);
      else {
        length = typeof rest[1] === 'number' ? rest[1] : undefined;
        encoding = encodingOf(rest[2]);
      }
    }
    const bytes = bytesOf(text, encoding).subarray(0, Math.min(length ?? Infinity, this.length - offset));
    this.set(bytes, offset);
    return bytes.length;
  }

  /** A view, as Node's slice is (not a copy, as Uint8Array's is). */
  override slice(start?: number, end?: number): Buffer {
    return this.subarray(start, end) as Buffer;
  }

  copy(target: Uint8Array, targetStart = 0, start = 0, end = this.length): number {
    const part = this.subarray(start, Math.min(end, start + target.length - targetStart));
    target.set(part, targetStart);
    return part.length;
  }

  equals(other: Uint8Array): boolean {
    return this.length === other.length && this.every((byte, i) => byte === other[i]);
  }

  #view(): DataView {
    return new DataView(this.buffer, this.byteOffset, this.byteLength);
  }

  readUInt8(offset = 0): number {
    return this.#view().getUint8(offset);
  }
  readUInt16BE(offset = 0): number {
    return this.#view().getUint16(offset);
  }
  readUInt32BE(offset = 0): number {
    return this.#view().getUint32(offset);
  }
  readInt32BE(offset = 0): number {
    return this.#view().getInt32(offset);
  }
  readInt32LE(offset = 0): number {
    return this.#view().getInt32(offset, true);
  }
  readUInt32LE(offset = 0): number {
    return this.#view().getUint32(offset, true);
  }
  writeUInt8(value: number, offset = 0): number {
    this.#view().setUint8(offset, value);
    return offset + 1;
  }
  writeUInt16BE(value: number, offset = 0): number {
    this.#view().setUint16(offset, value);
    return offset + 2;
  }
  writeUInt32BE(value: number, offset = 0): number {
    this.#view().setUint32(offset, value);
    return offset + 4;
  }
  writeInt32BE(value: number, offset = 0): number {
    this.#view().setInt32(offset, value);
    return offset + 4;
  }
  writeInt32LE(value: number, offset = 0): number {
    this.#view().setInt32(offset, value, true);
    return offset + 4;
  }
  writeUInt32LE(value: number, offset = 0): number {
    this.#view().setUint32(offset, value, true);
    return offset + 4;
  }
}

export const kMaxLength = 0x7fffffff;
export default { Buffer, kMaxLength };
