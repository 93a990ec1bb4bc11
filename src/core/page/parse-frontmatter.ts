import type { Document, YAMLError } from 'yaml';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { maxYamlAliases } from '../limits.ts';
import { yamlModule, type YamlModule } from '../resources/index.ts';
import { explainYamlError } from './explain-yaml-error.ts';
import { indentQuotedContinuations, originalOffset } from './indent-quoted-continuations.ts';
import { findFrontmatterBlock, type FrontmatterBlock } from './frontmatter-block.ts';
import { frontmatterKeyMap } from './frontmatter-keys.ts';
import { checkFrontmatterTypes } from './frontmatter-types.ts';
import { diagnosticAt, singleEdit } from './page-diagnostic.ts';
import { missingFrontmatterDiagnostics } from './missing-frontmatter.ts';
import type { ParsedPage } from './parse-page.ts';
import { readSimpleFrontmatter } from './simple-frontmatter.ts';
import { PageCode } from './page-codes.ts';

/** Options of parseFrontmatter. */
export interface FrontmatterOptions {
  /** The page is a snippet (included by other pages), so `title` and `description` are not expected; default false. */
  readonly snippet?: boolean;
}

/** A page's front matter as data, and what is wrong with it. */
export interface FrontmatterResult {
  /**
   * The front matter as plain data; `{}` when there is none. Documented keys have their
   * documented type: a wrong scalar is turned into the right type (`title: 2024` → `"2024"`)
   * and a wrong list or map is left out.
   */
  readonly data: Record<string, unknown>;
  readonly diagnostics: Diagnostic[];
}

/**
 * Reads a page's YAML front matter with positions mapped to the page, checks the types of the
 * documented keys and that `title` and `description` are present (spec 2.3).
 */
export function parseFrontmatter(page: ParsedPage, options: FrontmatterOptions = {}): FrontmatterResult {
  const block = findFrontmatterBlock(page);
  if (!block) return { data: {}, diagnostics: options.snippet ? [] : missingFrontmatterDiagnostics(page, undefined, {}) };
  const simple = readSimpleFrontmatter(block.value);
  // Plain `key: value` lines whose documented keys already have their documented type need no YAML parser.
  if (simple?.every((p) => { const type = frontmatterKeyMap.get(p.key)?.type; return type === undefined || type === typeof p.value; })) {
    const data: Record<string, unknown> = {};
    for (const p of simple) data[p.key] = p.value;
    const written = simple.map((p) => p.key);
    return { data, diagnostics: options.snippet ? [] : missingFrontmatterDiagnostics(page, block, data, written) };
  }
  const yaml = yamlModule();
  // Not loaded yet (the lookup noted it): no data this time; the host loads the parser and asks again.
  if (!yaml) return { data: {}, diagnostics: [] };
  const { isMap, isScalar } = yaml;
  const doc = readYaml(yaml, block.value);
  const diagnostics: Diagnostic[] = [];
  for (const error of doc.errors) diagnostics.push(yamlDiagnostic(page, block, error, 'error'));
  for (const warning of doc.warnings) diagnostics.push(yamlDiagnostic(page, block, warning, 'warning'));
  let raw: unknown;
  try {
    raw = doc.toJS({ maxAliasCount: maxYamlAliases }) ?? {};
  } catch (error) {
    // An alias bomb (the yaml package stops at maxAliasCount), or nesting deep enough to overflow the stack.
    if (!(error instanceof ReferenceError || error instanceof RangeError)) throw error;
    const message = `The front matter expands to too much data (more than ${maxYamlAliases} uses of \`*alias\`, or nesting too deep), so it is not read. Write the values out instead of repeating anchors.`;
    diagnostics.push(diagnosticAt(page, block.contentStart, block.contentStart + block.value.length, { severity: 'error', code: PageCode.yamlTooLarge, message }));
    return { data: {}, diagnostics };
  }
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    diagnostics.push(
      diagnosticAt(page, block.contentStart, block.contentStart + block.value.length, {
        severity: 'error',
        code: PageCode.invalidFrontmatter,
        message: 'Front matter must be `key: value` lines, such as `title: "Quickstart"`, not a list or a single value.',
      }),
    );
    return { data: {}, diagnostics };
  }
  const data: Record<string, unknown> = { ...(raw as Record<string, unknown>) };
  const pairs = isMap(doc.contents) ? doc.contents.items : [];
  const typed = checkFrontmatterTypes(yaml, page, block, pairs, data);
  // With a syntax error the values are guesses, so only the syntax error is reported.
  if (doc.errors.length === 0) diagnostics.push(...typed.diagnostics);
  if (!options.snippet && doc.errors.length === 0) {
    const written = pairs.map((p) => (isScalar(p.key) ? String(p.key.value) : ''));
    diagnostics.push(...missingFrontmatterDiagnostics(page, block, data, written, typed.invalidKeys));
  }
  return { data, diagnostics };
}

/**
 * The front matter as a YAML document; where YAML 1.2 rejects it but js-yaml (the platform's reader)
 * accepts a quoted value continued at the key's column, the document read as js-yaml reads it, its
 * positions mapped back to the page's text.
 */
function readYaml(yaml: YamlModule, source: string): Document.Parsed {
  const options = { prettyErrors: false, logLevel: 'error' } as const;
  const doc = yaml.parseDocument(source, options);
  if (doc.errors.length === 0) return doc;
  const indented = indentQuotedContinuations(source);
  if (!indented) return doc;
  const lenient = yaml.parseDocument(indented.text, options);
  if (lenient.errors.length > 0) return doc;
  yaml.visit(lenient, (_key, node) => {
    if (yaml.isNode(node) && node.range) node.range = [originalOffset(indented, node.range[0]), originalOffset(indented, node.range[1]), originalOffset(indented, node.range[2])];
  });
  for (const warning of lenient.warnings) warning.pos = [originalOffset(indented, warning.pos[0]), originalOffset(indented, warning.pos[1])];
  return lenient;
}

function yamlDiagnostic(page: ParsedPage, block: FrontmatterBlock, error: YAMLError, severity: 'error' | 'warning'): Diagnostic {
  const contentEnd = block.contentStart + block.value.length;
  const start = Math.min(contentEnd, block.contentStart + error.pos[0]);
  // A duplicate key is reported on its first character; cover the whole key.
  const keyLength = error.code === 'DUPLICATE_KEY' ? (/^[^:\r\n]*/.exec(block.value.slice(error.pos[0]))?.[0].trimEnd().length ?? 0) : 0;
  const end = Math.max(start, Math.min(contentEnd, block.contentStart + Math.max(error.pos[1], error.pos[0] + keyLength)));
  const fix = error.code === 'BLOCK_AS_IMPLICIT_KEY' ? quoteValueFix(page, block, error.pos[0]) : undefined;
  return diagnosticAt(page, start, end, { severity, code: PageCode.frontmatterSyntax, message: explainYamlError(error.code, error.message), fix });
}

/** For `description: Set up: the basics`, a fix that quotes the value, when it sits on one line. */
function quoteValueFix(page: ParsedPage, block: FrontmatterBlock, valueOffset: number) {
  const value = block.value;
  const lineStart = value.lastIndexOf('\n', valueOffset - 1) + 1;
  let lineEnd = value.indexOf('\n', valueOffset);
  if (lineEnd < 0) lineEnd = value.length;
  const line = value.slice(lineStart, lineEnd).replace(/\r$/, '');
  const keyMatch = /^(\s*)[^\s:#][^:]*:\s+/.exec(line);
  if (!keyMatch || lineStart + keyMatch[0].length !== valueOffset) return undefined;
  const next = value.slice(lineEnd + 1).split('\n', 1)[0] ?? '';
  const indent = keyMatch[1]?.length ?? 0;
  if (next.trim() !== '' && (/^\s*/.exec(next)?.[0].length ?? 0) > indent) return undefined;
  const raw = line.slice(keyMatch[0].length).trimEnd();
  if (/^["'[{|>&*!]/.test(raw)) return undefined;
  const start = block.contentStart + valueOffset;
  return singleEdit(page, 'Put the value in quotes', start, start + raw.length, JSON.stringify(raw));
}
