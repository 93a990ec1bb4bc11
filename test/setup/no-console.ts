import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on stray console output (as zod's do): a diagnostic belongs in a return value.
const methods = ['log', 'info', 'warn', 'error', 'debug'] as const;
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const m of methods) {
    vi.spyOn(console, m).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${m}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (calls.length > 0) throw new Error(`unexpected console output:\n${calls.join('\n')}`);
});
