import { validateConfig } from '../../../src/core/config/index.ts';

/**
 * A docs.json with the two required keys and one more field on line 4, starting at column 3:
 *
 *     {
 *       "name": "Docs",
 *       "navigation": [],
 *       <field>
 *     }
 *
 * so a diagnostic on the field's value is at line 4, column 3 + its index in `field`.
 */
export function withField(field: string): string {
  return `{\n  "name": "Docs",\n  "navigation": [],\n  ${field}\n}`;
}

/** The diagnostics of a docs.json text, reduced to what tables assert: code, severity, line and column. */
export function positions(text: string): { code: string; severity: string; line: number; column: number }[] {
  return validateConfig(text).diagnostics.map((d) => ({ code: d.code, severity: d.severity, line: d.line, column: d.column }));
}

/** The messages of a docs.json text's diagnostics, in order. */
export function messages(text: string): string[] {
  return validateConfig(text).diagnostics.map((d) => d.message);
}
