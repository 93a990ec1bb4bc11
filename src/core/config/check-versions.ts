import { closestMatch } from '../diagnostics/suggest.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';

/**
 * Warns at every anchor and navigation group `version` that `versions` does not list: such an anchor
 * or group would never show. Runs on the raw JSON value, so it also works when the config has errors.
 */
export function checkVersions(value: unknown): ConfigProblem[] {
  if (value === null || typeof value !== 'object') return [];
  const root = value as Record<string, unknown>;
  const versions = Array.isArray(root['versions']) ? (root['versions'] as unknown[]).map(versionName).filter((v): v is string => v !== undefined) : undefined;
  const out: ConfigProblem[] = [];
  const check = (item: unknown, path: (string | number)[], kind: 'Anchor' | 'Group'): void => {
    if (item === null || typeof item !== 'object') return;
    const version = (item as Record<string, unknown>)['version'];
    if (typeof version !== 'string' || versions?.includes(version)) return;
    const suggestion = versions ? closestMatch(version, versions) : undefined;
    const message =
      versions === undefined
        ? `${kind} version \`${version}\` is not listed in \`versions\`, which is not set; the ${kind.toLowerCase()} would never show. Add \`"versions": [${JSON.stringify(version)}]\` or remove \`version\``
        : `${kind} version \`${version}\` is not listed in \`versions\` (${versions.map((v) => `\`${v}\``).join(', ') || 'empty'})${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`;
    out.push({
      path: [...path, 'version'],
      target: 'value',
      severity: 'warning',
      code: ConfigCode.unknownVersion,
      message,
      ...(suggestion === undefined ? {} : { replacement: { title: `Replace with \`${suggestion}\``, text: JSON.stringify(suggestion) } }),
    });
  };
  const anchors = root['anchors'];
  if (Array.isArray(anchors)) anchors.forEach((anchor: unknown, i) => check(anchor, ['anchors', i], 'Anchor'));
  const groups = (list: unknown, path: (string | number)[]): void => {
    if (!Array.isArray(list)) return;
    list.forEach((group: unknown, i) => {
      if (group === null || typeof group !== 'object') return;
      check(group, [...path, i], 'Group');
      groups((group as Record<string, unknown>)['pages'], [...path, i, 'pages']);
    });
  };
  groups(root['navigation'], ['navigation']);
  return out;
}

/** A `versions` entry's name: the string, or the `name` of a `{ name, url }` entry. */
function versionName(entry: unknown): string | undefined {
  if (typeof entry === 'string') return entry;
  if (entry !== null && typeof entry === 'object' && typeof (entry as Record<string, unknown>)['name'] === 'string') return (entry as Record<string, string>)['name'];
  return undefined;
}
