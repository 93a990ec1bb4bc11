import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import { describeValue } from './describe-value.ts';
import type { JsonPath } from './json-path.ts';
import { formatJsonPath } from './json-path.ts';
import type { StringRule } from './string-rules.ts';
import { isPagePath, stripMarkdownExtension, unsafeLinkScheme } from './string-rules.ts';

/** The problem for a string that fails one of the docs.json string rules (hex color, URL, link, OpenAPI location, page path). */
export function formatRuleIssue(rule: StringRule, path: JsonPath, value: string): ConfigProblem {
  const where = `\`${formatJsonPath(path)}\``;
  const got = `(got ${describeValue(value)})`;
  const error = (code: ConfigCode, message: string): ConfigProblem => ({ path, target: 'value', severity: 'error', code, message });
  switch (rule) {
    case 'hex-color':
      return error(ConfigCode.invalidColor, `${where} must be a hex color such as \`#0D9373\` ${got}`);
    case 'http-url':
      return error(ConfigCode.invalidUrl, `${where} must be an http(s) URL such as \`https://example.com\` ${got}`);
    case 'link': {
      if (value.trim() === '') return error(ConfigCode.invalidUrl, `${where} must not be empty`);
      return error(ConfigCode.invalidUrl, `${where} must be a URL or a path, not a \`${unsafeLinkScheme(value) ?? 'javascript'}:\` URL ${got}`);
    }
    case 'openapi-location':
      return error(ConfigCode.invalidUrl, `${where} must be an http(s) URL or a path inside the project such as \`/openapi.yml\` ${got}`);
    case 'page-path': {
      const stripped = stripMarkdownExtension(value);
      if (stripped !== value && isPagePath(stripped)) {
        return {
          ...error(ConfigCode.invalidPage, `${where} must not include the file extension: write \`${stripped}\` ${got}`),
          replacement: { title: `Replace with \`${stripped}\``, text: JSON.stringify(stripped) },
        };
      }
      return error(ConfigCode.invalidPage, `${where} must be a page path relative to the project root, without extension, such as \`guides/setup\` ${got}`);
    }
  }
}
