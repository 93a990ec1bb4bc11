import { Buffer as NodeBuffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import { Buffer } from '../../../src/app/git-worker/node-buffer.ts';

// The browser's stand-in for Node's Buffer, checked against Node's own on what isomorphic-git and sha.js call.
describe('Buffer stand-in', () => {
  const text = 'tree 4b825dc642cb6eb9a060e54bf8d69288fbee4904\nauthor Ada <ada@example.com> ünïcødé 🙂\n';

  it('encodes and decodes utf8, hex, base64 and latin1 as Node does', () => {
    for (const encoding of ['utf8', 'hex', 'base64', 'latin1'] as const) {
      const node = NodeBuffer.from(text, 'utf8');
      const ours = Buffer.from(text, 'utf8');
      expect([...ours]).toEqual([...node]);
      expect(ours.toString(encoding)).toBe(node.toString(encoding));
      expect([...Buffer.from(node.toString(encoding), encoding)]).toEqual([...NodeBuffer.from(node.toString(encoding), encoding)]);
    }
    expect(Buffer.from('4b825dc6', 'hex').toString('hex')).toBe('4b825dc6');
    expect(Buffer.from(text).toString('utf8', 5, 45)).toBe(NodeBuffer.from(text).toString('utf8', 5, 45));
  });

  it('reads and writes big-endian integers, writes strings at offsets, slices as views and copies', () => {
    const ours = Buffer.alloc(12);
    const node = NodeBuffer.alloc(12);
    for (const b of [ours, node]) {
      expect(b.writeUInt32BE(0xdeadbeef, 0)).toBe(4);
      b.writeUInt16BE(0xcafe, 4);
      b.writeUInt8(0x7f, 6);
      b.writeInt32BE(-2, 7);
    }
    expect([...ours]).toEqual([...node]);
    expect([ours.readUInt32BE(0), ours.readUInt16BE(4), ours.readUInt8(6), ours.readInt32BE(7)]).toEqual([node.readUInt32BE(0), node.readUInt16BE(4), node.readUInt8(6), node.readInt32BE(7)]);
    const written = Buffer.alloc(8);
    expect(written.write('DIRC', 0, 4, 'utf8')).toBe(4);
    expect(written.write('00ff', 'hex')).toBe(2);
    expect([...written]).toEqual([0x00, 0xff, 0x52, 0x43, 0, 0, 0, 0]);
    const view = ours.slice(4, 6);
    view[0] = 0;
    expect(ours[4]).toBe(0);
    expect(Buffer.isBuffer(view)).toBe(true);
    const target = Buffer.alloc(4);
    expect(Buffer.from([1, 2, 3]).copy(target, 1)).toBe(3);
    expect([...target]).toEqual([0, 1, 2, 3]);
    expect([...Buffer.concat([Buffer.from([1]), new Uint8Array([2, 3])])]).toEqual([1, 2, 3]);
    expect(Buffer.concat([Buffer.from([1, 2, 3])], 2).length).toBe(2);
    expect(Buffer.from([1, 2]).equals(new Uint8Array([1, 2]))).toBe(true);
    expect(Buffer.isBuffer(new Uint8Array(1))).toBe(false);
  });

  it('refuses an encoding Node does not know', () => {
    expect(() => Buffer.from('x', 'utf-16le')).toThrow('Unknown encoding: utf-16le');
  });
});
