import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';
import type { JsonPath } from './json-path.ts';

/** A spec-format key outside the spec that the platform's own mint.json schema accepts, and the setting it belongs to. */
interface PlatformKey {
  readonly setting: string;
  readonly matches: (path: JsonPath) => boolean;
}

const at = (...keys: string[]) => (path: JsonPath) => path.length === keys.length && keys.every((k, i) => path[i] === k);
const last = (path: JsonPath) => path[path.length - 1];

// Keys live sites use and the platform accepts (its schemas list them; `theme`, `background` and
// `footer` are in the platform's own docs' mint.json), so warning that they are unknown would be wrong:
// the site is fine, Quire only cannot show them yet.
const platformKeys: readonly PlatformKey[] = [
  ...['analytics', 'primaryTab', 'seo', 'search', 'metadata', 'integrations', 'codeBlock', 'theme', 'background', 'footer'].map((key) => ({ setting: `\`${key}\``, matches: at(key) })),
  { setting: '`colors.anchors`', matches: at('colors', 'anchors') },
  { setting: '`feedback.thumbsRating`', matches: at('feedback', 'thumbsRating') },
  { setting: '`topbarCtaButton.style`', matches: at('topbarCtaButton', 'style') },
  { setting: '`topbarCtaButton.arrow`', matches: at('topbarCtaButton', 'arrow') },
  // A group's icon, at any depth of navigation (`navigation[0].pages[1].icon`).
  { setting: 'group `icon`', matches: (path) => path[0] === 'navigation' && path.length >= 3 && (last(path) === 'icon' || last(path) === 'iconType') },
  { setting: 'tab `openapi`', matches: (path) => path.length === 3 && path[0] === 'tabs' && path[2] === 'openapi' },
];

/**
 * Turns the unknown-key warnings of keys the platform accepts into one `config/not-shown` info per
 * setting, at its first key; other problems pass through unchanged.
 */
export function platformOnlyKeys(problems: readonly ConfigProblem[]): ConfigProblem[] {
  const seen = new Set<string>();
  const out: ConfigProblem[] = [];
  for (const problem of problems) {
    const known = problem.code === ConfigCode.unknownKey ? platformKeys.find((k) => k.matches(problem.path)) : undefined;
    if (!known) {
      out.push(problem);
      continue;
    }
    if (seen.has(known.setting)) continue;
    seen.add(known.setting);
    out.push({
      path: problem.path,
      target: 'key',
      severity: 'info',
      code: ConfigCode.notShown,
      message: `${known.setting} is not shown in the preview yet: Quire checks it, but the preview and the exported site leave it out.`,
      data: { setting: known.setting },
    });
  }
  return out;
}
