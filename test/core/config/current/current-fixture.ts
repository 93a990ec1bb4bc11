/**
 * A current-format docs.json with `theme` and `name`, one field on line 4 starting at column 3, and
 * then the required `colors` and `navigation` unless the field is one of them:
 *
 *     {
 *       "theme": "mint",
 *       "name": "Docs",
 *       <field>,
 *       "colors": { "primary": "#0D9373" },
 *       "navigation": { "pages": ["index"] }
 *     }
 *
 * so a diagnostic on the field's value is at line 4, column 3 + its index in `field`.
 */
export function withCurrentField(field: string): string {
  const lines = ['  "theme": "mint"', '  "name": "Docs"', `  ${field}`];
  if (!field.startsWith('"colors"')) lines.push('  "colors": { "primary": "#0D9373" }');
  if (!field.startsWith('"navigation"')) lines.push('  "navigation": { "pages": ["index"] }');
  return `{\n${lines.join(',\n')}\n}`;
}
