import { readFileSync, existsSync } from 'node:fs';
import type { Node } from 'jsonc-parser';
import { parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import type { JsonNode } from '../../../src/core/config/json-node.ts';
import { scanValidJson } from '../../../src/core/config/json-scan.ts';

/** Node type, offsets and (for keys) decoded names, depth first: what positions are made of. */
function outline(node: JsonNode | Node | undefined, out: string[] = []): string[] {
  if (!node) return out;
  const key = node.type === 'property' ? `:${String(node.children?.[0]?.value)}` : '';
  out.push(`${node.type}@${node.offset}+${node.length}${key}`);
  for (const child of node.children ?? []) outline(child, out);
  return out;
}

describe('scanValidJson', () => {
  const samples = [
    '{}',
    '[]',
    ' { "a" : [ 1 , -2.5e+3 , true , false , null , "x" ] , "b" : { } }\n',
    '{"esc\\"aped": "a\\\\", "u\\u0041": "\\"q\\"", "back\\\\": "\\\\\\\\"}',
    '{\r\n\t"name": "Docs",\r\n\t"navigation": [{"group": "A", "pages": ["a", {"group": "B", "pages": []}]}]\r\n}',
    '"just a string"',
    '42',
  ];

  it.each(samples)('matches jsonc-parser offsets on %j', (text) => {
    expect(outline(scanValidJson(text))).toEqual(outline(parseTree(text)));
  });

  it('matches jsonc-parser on the corpus configs', () => {
    for (const project of ['starter-2023', 'mintlify-docs', 'trigger', 'crewai', 'pipecat']) {
      const file = `/work/shared/corpus/${project}/mint.json`;
      if (!existsSync(file)) continue;
      const text = readFileSync(file, 'utf8');
      expect(outline(scanValidJson(text))).toEqual(outline(parseTree(text)));
    }
  });

  it('starts after a byte-order mark', () => {
    expect(outline(scanValidJson('\uFEFF{"a": 1}', 1))).toEqual(['object@1+8', 'property@2+6:a', 'string@2+3', 'number@7+1']);
  });
});
