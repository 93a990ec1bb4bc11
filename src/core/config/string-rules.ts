import * as z from 'zod/mini';
import { hasPageExtension, stripPageExtension } from '../project/page-files.ts';

/**
 * Names of the string formats docs.json checks beyond "is a string". A schema that fails one raises a
 * zod `custom` issue whose `params.rule` names it; format-issues.ts owns the message and code for each.
 */
export type StringRule = 'hex-color' | 'http-url' | 'link' | 'openapi-location' | 'page-path';

/** The `params` of a custom zod issue raised by a docs.json rule. */
export interface RuleParams {
  readonly rule: StringRule | 'social-platform' | 'required-when-link' | 'required-label';
  /** For `social-platform`: the platforms allowed, and how messages name the object (default: `footerSocials`'s). */
  readonly platforms?: readonly string[];
  readonly field?: string;
}

const hexColor = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
const httpUrl = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i;
const scheme = /^[a-zA-Z][a-zA-Z0-9+.-]*:/;
const unsafeScheme = /^\s*(javascript|vbscript|data):/i;
const space = /\s/;
const parentSegment = /(?:^|\/)\.\.(?:\/|$)/;

/** Whether `value` is `#` followed by 3 or 6 hex digits. */
export function isHexColor(value: string): boolean {
  return hexColor.test(value);
}

/** Whether `value` is an absolute http or https URL with a host. */
export function isHttpUrl(value: string): boolean {
  return httpUrl.test(value);
}

/** Whether `value` is a usable link target: not empty and not a script or data URL. */
export function isLink(value: string): boolean {
  return value.trim() !== '' && unsafeLinkScheme(value) === undefined;
}

/** The scheme of a link that must never be followed (`javascript`, `vbscript`, `data`), lower-cased, or undefined. */
export function unsafeLinkScheme(value: string): string | undefined {
  return unsafeScheme.exec(value)?.[1]?.toLowerCase();
}

/** `value` without a trailing `.md`/`.mdx`, which page references leave out. */
export function stripMarkdownExtension(value: string): string {
  return stripPageExtension(value);
}

/** Whether `value` is an http(s) URL or a project path (`openapi.yml`, `/openapi.yml`, `specs/v1.json`). */
export function isOpenApiLocation(value: string): boolean {
  if (isHttpUrl(value)) return true;
  return isProjectPath(value);
}

/** Whether `value` is a navigation page reference: a project path without a Markdown extension or trailing `/`. */
export function isPagePath(value: string): boolean {
  const last = value.charCodeAt(value.length - 1);
  // Only paths ending in d/D or x/X can carry a .md/.mdx extension; skipping the regex otherwise keeps 5,000-page navigations fast.
  return isProjectPath(value) && last !== 47 && !((last === 100 || last === 68 || last === 120 || last === 88) && hasPageExtension(value));
}

/**
 * Whether `value` names a file inside the project: relative (a leading `/` means the project root), no scheme,
 * no `..` segment, no backslash, no surrounding spaces. Written with `includes` pre-tests because it runs once
 * per navigation page.
 */
function isProjectPath(value: string): boolean {
  const n = value.length;
  if (n === 0) return false;
  const first = value.charCodeAt(0);
  const last = value.charCodeAt(n - 1);
  if (first <= 32 || last <= 32 || (first > 127 && space.test(value.charAt(0))) || (last > 127 && space.test(value.charAt(n - 1)))) return false;
  if (value === '/' || (first === 47 && value.charCodeAt(1) === 47) || value.includes('\\')) return false;
  if (value.includes(':') && scheme.test(value)) return false;
  return !(value.includes('..') && parentSegment.test(value));
}

const tests: Record<StringRule, (value: string) => boolean> = {
  'hex-color': isHexColor,
  'http-url': isHttpUrl,
  link: isLink,
  'openapi-location': isOpenApiLocation,
  'page-path': isPagePath,
};

/** A string schema that also checks one of the docs.json string rules. */
export function ruleString(rule: StringRule): z.ZodMiniString {
  const params: RuleParams = { rule };
  return z.string().check(z.refine(tests[rule], { params }));
}
