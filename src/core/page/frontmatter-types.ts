import type { Pair } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { YamlModule } from '../resources/index.ts';
import type { FrontmatterBlock } from './frontmatter-block.ts';
import { frontmatterKeyMap, type FrontmatterKeyType } from './frontmatter-keys.ts';
import { diagnosticAt, singleEdit } from './page-diagnostic.ts';
import type { ParsedPage } from './parse-page.ts';
import { PageCode } from './page-codes.ts';

const typeWords: Readonly<Record<FrontmatterKeyType, string>> = { string: 'text', boolean: '`true` or `false`', 'string[]': 'a list of text' };

/**
 * Checks the documented keys of a front matter map against their types and brings `data` to
 * those types: scalars are converted, lists and maps where text is expected are removed.
 */
export function checkFrontmatterTypes(yaml: YamlModule, page: ParsedPage, block: FrontmatterBlock, pairs: readonly Pair[], data: Record<string, unknown>): { diagnostics: Diagnostic[]; invalidKeys: Set<string> } {
  const { isNode, isScalar } = yaml;
  const diagnostics: Diagnostic[] = [];
  const invalidKeys = new Set<string>();
  for (const pair of pairs) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const spec = frontmatterKeyMap.get(key);
    if (!spec || !Object.hasOwn(data, key)) continue;
    const value = data[key];
    if (value === null || value === undefined) {
      // `icon:` with nothing after it: treated as absent (missing-frontmatter reports an empty title).
      delete data[key];
      continue;
    }
    const converted = convert(spec.type, value);
    if (converted.ok) {
      data[key] = converted.value;
      continue;
    }
    invalidKeys.add(key);
    const valueRange0 = isNode(pair.value) ? (pair.value.range ?? undefined) : undefined;
    // A number where text is expected (`title: 3.1`) is the text written, as the platform shows it: `3.10` stays "3.10".
    const numberAsText = spec.type === 'string' && typeof value === 'number' && isScalar(pair.value) && pair.value.type === 'PLAIN' && valueRange0 !== undefined;
    if (converted.value === undefined) delete data[key];
    else data[key] = numberAsText && valueRange0 ? block.value.slice(valueRange0[0], valueRange0[1]) : converted.value;
    const keyStart = block.contentStart + (pair.key.range?.[0] ?? 0);
    const valueRange = isNode(pair.value) ? (pair.value.range ?? undefined) : undefined;
    const end = valueRange ? block.contentStart + valueRange[1] : keyStart + key.length;
    const source = valueRange ? block.value.slice(valueRange[0], valueRange[1]) : '';
    const quotable = spec.type === 'string' && isScalar(pair.value) && pair.value.type === 'PLAIN' && valueRange !== undefined;
    const example = spec.type === 'string' ? `\`${key}: "${quotable ? source : '…'}"\`` : spec.type === 'boolean' ? `\`${key}: true\`` : `\`${key}: ["…", "…"]\``;
    diagnostics.push(
      diagnosticAt(page, keyStart, end, {
        // Spec 2.3 types `title` and `description` as strings; other keys are conventions, and the page renders with the value converted or left out.
        // A number is shown as written (js-yaml hands the platform a number, and it renders it), so it is advice only.
        severity: numberAsText ? 'info' : spec.inSpec === true ? 'error' : 'warning',
        code: PageCode.invalidFrontmatter,
        message: numberAsText
          ? `\`${key}\` is read as ${describe(value)} and shown as written; the spec types it as ${typeWords[spec.type]}, so write ${example}.`
          : `\`${key}\` must be ${typeWords[spec.type]}, but it is ${describe(value)}. Write ${example}.`,
        fix: quotable && valueRange ? singleEdit(page, `Put the value of \`${key}\` in quotes`, block.contentStart + valueRange[0], block.contentStart + valueRange[1], JSON.stringify(source)) : undefined,
      }),
    );
  }
  return { diagnostics, invalidKeys };
}

/** The value in the expected type; `ok` is false when the written type was wrong (`value` is then the best conversion, if any). */
function convert(type: FrontmatterKeyType, value: unknown): { ok: boolean; value: unknown } {
  switch (type) {
    case 'string':
      if (typeof value === 'string') return { ok: true, value };
      return { ok: false, value: isScalarValue(value) ? String(value) : undefined };
    case 'boolean':
      if (typeof value === 'boolean') return { ok: true, value };
      return { ok: false, value: value === 'true' ? true : value === 'false' ? false : undefined };
    case 'string[]':
      if (Array.isArray(value) && value.every((v) => typeof v === 'string')) return { ok: true, value };
      if (Array.isArray(value)) return { ok: false, value: value.filter(isScalarValue).map(String) };
      return { ok: false, value: isScalarValue(value) ? [String(value)] : undefined };
  }
}

function isScalarValue(value: unknown): value is string | number | boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

function describe(value: unknown): string {
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object' && value !== null) return 'a map of keys';
  if (typeof value === 'string') return 'text';
  return `the ${typeof value} \`${String(value)}\``;
}
