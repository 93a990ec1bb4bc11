import { closestMatch } from '../diagnostics/suggest.ts';
import { ConfigCode } from './config-codes.ts';
import type { ConfigProblem } from './config-problem.ts';

/**
 * Warns at every anchor `version` that `versions` does not list: such an anchor would never show.
 * Runs on the raw JSON value, so it also works when the config has errors.
 */
export function checkVersions(value: unknown): ConfigProblem[] {
  if (value === null || typeof value !== 'object') return [];
  const root = value as Record<string, unknown>;
  const anchors = root['anchors'];
  if (!Array.isArray(anchors)) return [];
  const versions = Array.isArray(root['versions']) ? (root['versions'] as unknown[]).filter((v): v is string => typeof v === 'string') : undefined;
  const out: ConfigProblem[] = [];
  anchors.forEach((anchor: unknown, i) => {
    if (anchor === null || typeof anchor !== 'object') return;
    const version = (anchor as Record<string, unknown>)['version'];
    if (typeof version !== 'string' || versions?.includes(version)) return;
    const suggestion = versions ? closestMatch(version, versions) : undefined;
    const message =
      versions === undefined
        ? `Anchor version \`${version}\` is not listed in \`versions\`, which is not set; the anchor would never show. Add \`"versions": [${JSON.stringify(version)}]\` or remove \`version\``
        : `Anchor version \`${version}\` is not listed in \`versions\` (${versions.map((v) => `\`${v}\``).join(', ') || 'empty'})${suggestion === undefined ? '' : `; did you mean \`${suggestion}\`?`}`;
    out.push({
      path: ['anchors', i, 'version'],
      target: 'value',
      severity: 'warning',
      code: ConfigCode.unknownVersion,
      message,
      ...(suggestion === undefined ? {} : { replacement: { title: `Replace with \`${suggestion}\``, text: JSON.stringify(suggestion) } }),
    });
  });
  return out;
}
