import { createHash } from 'node:crypto';
import { Parser } from 'acorn';
import { describe, expect, it } from 'vitest';
import { buildPreviewRuntime, bundlePreviewRuntime } from '../../../scripts/vite-plugins/preview-runtime-script.ts';

describe("the preview's runtime in the build", () => {
  it('is one classic script (no import or export, so no CORS fetch from the opaque-origin preview), named after a hash of its text', async () => {
    const file = await buildPreviewRuntime();
    expect(file.fileName).toBe(`assets/quire-preview-${createHash('sha256').update(file.text).digest('hex').slice(0, 10)}.js`);
    expect(file.type).toBe('text/javascript; charset=utf-8');
    // Parsed as a classic script: a module's import or export would be a syntax error.
    const program = Parser.parse(file.text, { ecmaVersion: 2022, sourceType: 'script' });
    // "use strict" and the one IIFE around everything.
    expect(program.body.map((node) => node.type)).toEqual(['ExpressionStatement', 'ExpressionStatement']);
    expect(file.text.startsWith('"use strict";(()=>{')).toBe(true);
    expect(file.text).toContain('quire-preview-hello');
  });

  it('carries no package, zod included: it is fetched before the first preview, and its messages are checked by hand-written guards', async () => {
    const { text, modules } = await bundlePreviewRuntime();
    expect(modules.filter((path) => path.includes('node_modules/'))).toEqual([]);
    // The list names the modules as the check expects (repository paths), and is the script built.
    expect([modules.includes('src/preview/runtime/main.ts'), modules.includes('src/preview/host-message-guard.ts'), text === (await buildPreviewRuntime()).text]).toEqual([true, true, true]);
  });
});
