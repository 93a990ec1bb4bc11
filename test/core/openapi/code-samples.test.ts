import { describe, expect, it } from 'vitest';
import { codeSamples } from '../../../src/core/render/openapi/code-samples.ts';

const post = { method: 'post', url: "https://api.test/items?q=it's", headers: [['Authorization', 'Bearer <token>'] as const, ['Content-Type', 'application/json'] as const], body: '{\n  "ok": true,\n  "note": "true or null",\n  "none": null\n}' };

describe('codeSamples', () => {
  it('writes curl with shell-quoted words, fetch with JSON.stringify, and requests with Python literals', () => {
    expect(codeSamples(post).map((s) => [s.label, s.lang, s.code])).toEqual([
      ['cURL', 'bash', "curl --request POST \\\n  --url 'https://api.test/items?q=it'\\''s' \\\n  --header 'Authorization: Bearer <token>' \\\n  --header 'Content-Type: application/json' \\\n  --data '{\n  \"ok\": true,\n  \"note\": \"true or null\",\n  \"none\": null\n}'"],
      [
        'JavaScript',
        'javascript',
        'const response = await fetch("https://api.test/items?q=it\'s", {\n  method: "POST",\n  headers: {\n    "Authorization": "Bearer <token>",\n    "Content-Type": "application/json"\n  },\n  body: JSON.stringify({\n    "ok": true,\n    "note": "true or null",\n    "none": null\n  })\n});\n\nconsole.log(await response.json());',
      ],
      [
        'Python',
        'python',
        'import requests\n\nurl = "https://api.test/items?q=it\'s"\npayload = {\n  "ok": True,\n  "note": "true or null",\n  "none": None\n}\nheaders = {\n    "Authorization": "Bearer <token>",\n    "Content-Type": "application/json"\n}\n\nresponse = requests.request("POST", url, json=payload, headers=headers)\n\nprint(response.json())',
      ],
    ]);
  });

  it('follows api.examples.languages: aliases, order, and names with no sample skipped', () => {
    const get = { method: 'get', url: 'https://api.test/x', headers: [], body: undefined };
    expect(codeSamples(get, ['py', 'go', 'shell', 'JS', 'node']).map((s) => s.label)).toEqual(['Python', 'cURL', 'JavaScript']);
    expect(codeSamples(get, ['curl'])[0]?.code).toBe("curl --request GET \\\n  --url 'https://api.test/x'");
    expect(codeSamples(get, ['ruby'])).toEqual([]);
  });
});
