import { describe, expect, it } from 'vitest';
import { repositoryPath } from '../../../scripts/vite-plugins/repository-path.ts';
import { STARTER_RULES_FILE, starterRulesFile, starterRulesFileModule } from '../../../scripts/vite-plugins/starter-rules-file.ts';
import { RULES_FILE_PATH, rulesFileText } from '../../../src/workspace/index.ts';

describe('starterRulesFile', () => {
  it("stands in for the starter's rules-file module with the same exports: the same path and the same text, written out", async () => {
    const module = (await import(`data:text/javascript,${encodeURIComponent(starterRulesFileModule())}`)) as { RULES_FILE_PATH: string; rulesFileText: () => string };
    expect(module.RULES_FILE_PATH).toBe('.cursor/rules.md');
    expect(module.RULES_FILE_PATH).toBe(RULES_FILE_PATH);
    expect(module.rulesFileText()).toBe(rulesFileText());
    // Written out: the stand-in imports nothing (the component registry stays out of the starter's chunk).
    expect(starterRulesFileModule()).not.toMatch(/\bimport\b/);
  });

  it('replaces that module alone, in the build only', () => {
    const plugin = starterRulesFile();
    const load = plugin.load as (id: string) => string | undefined;
    expect(STARTER_RULES_FILE).toBe(repositoryPath('src/workspace/starter/rules-file.ts'));
    expect(load(STARTER_RULES_FILE)).toBe(starterRulesFileModule());
    expect(load(repositoryPath('src/workspace/starter/starter-project.ts'))).toBeUndefined();
    expect(plugin.apply).toBe('build');
  });
});
