import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Node } from 'jsonc-parser';
import { parseTree } from 'jsonc-parser';
import { describe, expect, it } from 'vitest';
import type { JsonNode } from '../../../src/core/config/json-node.ts';
import { scanValidJson } from '../../../src/core/config/json-scan.ts';
import { corpusDir, describeCorpus } from '../../setup/corpus.ts';

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


  it('starts after a byte-order mark', () => {
    expect(outline(scanValidJson('\uFEFF{"a": 1}', 1))).toEqual(['object@1+8', 'property@2+6:a', 'string@2+3', 'number@7+1']);
  });
});

describeCorpus('corpus', 'scanValidJson on the corpus configs', () => {
  it.each(['starter-2023', 'mintlify-docs', 'trigger', 'crewai', 'pipecat'])('matches jsonc-parser offsets on %s/mint.json', (project) => {
    const text = readFileSync(join(corpusDir, project, 'mint.json'), 'utf8');
    expect(outline(scanValidJson(text))).toEqual(outline(parseTree(text)));
  });
});
