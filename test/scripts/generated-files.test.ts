import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The icon and grammar tables in src/core are generated; a hand edit or a package update without
// regenerating them fails here.
describe('generated core data', () => {
  it.each(['gen-icons.mjs', 'gen-grammars.mjs'])('%s --check finds the committed files up to date', (script) => {
    expect(() => execFileSync(process.execPath, [`scripts/${script}`, '--check'], { stdio: 'pipe' })).not.toThrow();
  });

});
