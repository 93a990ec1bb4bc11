import type * as z from 'zod/mini';
import { closestMatch } from '../diagnostics/suggest.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import { describeExpected, describeValue } from './describe-value.ts';
import { socialPlatformAliases, socialPlatforms } from './footer-socials-schema.ts';
import type { JsonPath } from './json-path.ts';
import { formatJsonPath, jsonType, valueAtPath } from './json-path.ts';
import { formatRuleIssue } from './format-rule-issue.ts';
import type { RuleParams } from './string-rules.ts';

type Issue = z.core.$ZodIssue;

/**
 * Turns zod issues into friendly problems. `input` is the value that was parsed (to quote what the user
 * wrote); `label` names the root in messages (the file name). A union's issues are reported against the
 * branch that matches the value's JSON type, not as zod's generic "invalid union".
 */
export function formatIssues(issues: readonly Issue[], input: unknown, label: string): ConfigProblem[] {
  const problems: ConfigProblem[] = [];
  for (const issue of issues) formatIssue(issue, [], input, label, problems);
  return problems;
}

function formatIssue(issue: Issue, prefix: JsonPath, input: unknown, label: string, out: ConfigProblem[]): void {
  const path: JsonPath = [...prefix, ...(issue.path as (string | number)[])];
  const value = valueAtPath(input, path);
  const where = path.length === 0 ? label : `\`${formatJsonPath(path)}\``;
  switch (issue.code) {
    case 'invalid_union': {
      const branch = issue.errors.find((branchIssues) => !branchIssues.some((i) => i.code === 'invalid_type' && i.path.length === 0));
      if (branch) {
        for (const inner of branch) formatIssue(inner, path, input, label, out);
        return;
      }
      const expected = issue.errors.flatMap((b) => b.filter((i) => i.code === 'invalid_type' && i.path.length === 0).map((i) => describeExpected((i as z.core.$ZodIssueInvalidType).expected)));
      if (value === undefined) return missing(path, label, out);
      out.push(problem(path, 'value', ConfigCode.invalidType, `${where} must be ${[...new Set(expected)].join(' or ')} (got ${describeValue(value)})`));
      return;
    }
    case 'invalid_type': {
      if (value === undefined) return missing(path, label, out);
      out.push(problem(path, 'value', ConfigCode.invalidType, `${where} must be ${describeExpected(issue.expected)} (got ${describeValue(value)})`));
      return;
    }
    case 'invalid_value': {
      const allowed = issue.values.map(String);
      const name = lastKey(path) ?? label;
      if (typeof value !== 'string') {
        if (value === undefined) return missing(path, label, out);
        out.push(problem(path, 'value', ConfigCode.invalidType, `${where} must be one of ${allowed.join(', ')} (got ${describeValue(value)})`));
        return;
      }
      const suggestion = closestMatch(value, allowed);
      const hint = suggestion === undefined ? '.' : `; did you mean \`${suggestion}\`?`;
      out.push({
        ...problem(path, 'value', ConfigCode.invalidValue, `\`${value}\` is not a valid ${name}${hint} Allowed: ${allowed.join(', ')}`),
        ...(suggestion === undefined ? {} : { replacement: { title: `Replace with \`${suggestion}\``, text: JSON.stringify(suggestion) } }),
      });
      return;
    }
    case 'custom': {
      const params = issue.params as RuleParams | undefined;
      const rule = params?.rule;
      if (rule === 'social-platform') return socialPlatform(path, input, out, params?.platforms ?? socialPlatforms, params?.field ?? 'footerSocials');
      if (rule === 'required-label') {
        out.push(problem(path, 'missing', ConfigCode.missingKey, `\`${formatJsonPath(path.slice(0, -1))}\` is missing \`label\`, the text it shows, which is required unless \`type\` is \`github\` or \`discord\`; add it`));
        return;
      }
      if (rule === 'required-when-link') {
        out.push(problem(path, 'missing', ConfigCode.missingKey, `\`${formatJsonPath(path.slice(0, -1))}\` is missing \`name\`, the button text, which is required when \`type\` is \`link\` (the default); add it, or set \`type\` to \`github\``));
        return;
      }
      if (rule !== undefined && typeof value === 'string') {
        out.push(formatRuleIssue(rule, path, value));
        return;
      }
      break;
    }
    default:
      break;
  }
  out.push(problem(path, 'value', ConfigCode.invalidValue, `${where}: ${issue.message}`));
}

function missing(path: JsonPath, label: string, out: ConfigProblem[]): void {
  const key = path[path.length - 1];
  const owner = path.slice(0, -1);
  const where = owner.length === 0 ? label : `\`${formatJsonPath(owner)}\``;
  out.push(problem(path, 'missing', ConfigCode.missingKey, `${where} is missing the required key \`${String(key)}\``));
}

function socialPlatform(path: JsonPath, input: unknown, out: ConfigProblem[], platforms: readonly string[], field: string): void {
  const key = String(path[path.length - 1]);
  const suggestion = closestMatch(key, platforms, socialPlatformAliases);
  const owner = valueAtPath(input, path.slice(0, -1));
  const taken = suggestion !== undefined && jsonType(owner) === 'object' && Object.hasOwn(owner as object, suggestion);
  const hint = suggestion === undefined ? '.' : `; did you mean \`${suggestion}\`?`;
  out.push({
    ...problem(path, 'key', ConfigCode.invalidSocialPlatform, `\`${key}\` is not a supported ${field} platform${hint} Allowed: ${platforms.join(', ')}`),
    data: suggestion === undefined || taken ? { key } : { key, suggestion },
    ...(suggestion === undefined || taken ? {} : { replacement: { title: `Rename to \`${suggestion}\``, text: JSON.stringify(suggestion) } }),
  });
}

function lastKey(path: JsonPath): string | undefined {
  for (let i = path.length - 1; i >= 0; i--) {
    const segment = path[i];
    if (typeof segment === 'string') return segment;
  }
  return undefined;
}

function problem(path: JsonPath, target: ConfigProblem['target'], code: ConfigCode, message: string): ConfigProblem {
  return { path, target, severity: 'error', code, message };
}
