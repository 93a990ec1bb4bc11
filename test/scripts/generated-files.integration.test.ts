import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The grammar table in src/core is generated; a hand edit or a package update without regenerating
// it fails here. (The icon modules are generated at build time: see vite-plugins/icon-modules.integration.test.ts.)
describe('generated core data', () => {
  it.each(['gen-grammars.mjs', 'gen-code-themes.mjs'])('%s --check finds the committed files up to date', (script) => {
    expect(() => execFileSync(process.execPath, [`scripts/${script}`, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

});
