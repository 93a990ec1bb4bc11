import { safeParse } from 'zod/mini';
import type { DocsConfig } from '../config/index.ts';
import { defOf, DocsConfigSchema, socialPlatforms, withinRedirectLimit, withoutTooDeepNavigation } from '../config/index.ts';
import type { CurrentConfig } from '../config/index.ts';
import type { AnySchema } from '../config/index.ts';
import { extraSocialIcons } from './render-footer.ts';
import { defaultColors } from './theme-css.ts';
import { isJsonObject } from '../config/index.ts';
import { currentConfigSchema } from '../resources/current-config-schema.ts';


/**
 * The largest valid part of a value: the value itself when it parses; otherwise, for objects, each
 * field salvaged on its own (optional fields that fail are dropped, defaults applied), for arrays the
 * items that salvage, for unions the first option that does. Undefined when nothing valid is left.
 */
function salvage(schema: AnySchema, value: unknown): unknown {
  const parsed = safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nullable':
      return def.innerType ? salvage(def.innerType, value) : undefined;
    case 'pipe':
      return def.in ? salvage(def.in, value) : undefined;
    case 'union':
      for (const option of def.options ?? []) {
        const result = salvage(option, value);
        if (result !== undefined) return result;
      }
      return undefined;
    case 'array':
      return Array.isArray(value) && def.element ? value.map((item) => salvage(def.element as AnySchema, item)).filter((item) => item !== undefined) : undefined;
    case 'object': {
      if (!isJsonObject(value) || !def.shape) return undefined;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape)) {
        const result = value[key] === undefined ? undefined : salvage(field, value[key]);
        if (result !== undefined) {
          out[key] = result;
          continue;
        }
        // The field is absent or broken: keep the field's default, or drop it when it is optional.
        const empty = safeParse(field, undefined);
        if (!empty.success) return undefined;
        if (empty.data !== undefined) out[key] = empty.data;
      }
      return out;
    }
    default:
      return undefined;
  }
}

/**
 * A usable config from a docs.json that does not validate, so one bad field does not stop a build:
 * invalid optional settings are dropped, navigation keeps its valid entries, and `footerSocials`
 * keeps its allowed platforms plus the ones the footer can still show (twitter, youtube, medium:
 * errors, but their links are not dropped); navigation groups nested past maxNavigationDepth are left out. Undefined when even `name` and `navigation` cannot be read.
 */
export function salvageConfig(raw: unknown): DocsConfig | undefined {
  if (!isJsonObject(raw)) return undefined;
  const input = { ...(withoutTooDeepNavigation(withinRedirectLimit(raw)) as Record<string, unknown>) };
  const allowed = new Set<string>(socialPlatforms);
  const socials = isJsonObject(raw.footerSocials) ? Object.entries(raw.footerSocials) : [];
  if (isJsonObject(raw.footerSocials)) input.footerSocials = Object.fromEntries(socials.filter(([key]) => allowed.has(key)));
  const config = salvage(DocsConfigSchema, input) as DocsConfig | undefined;
  const shown = socials.filter(([key, url]) => Object.hasOwn(extraSocialIcons, key) && typeof url === 'string' && /^https?:\/\//i.test(url));
  if (!config || shown.length === 0) return config;
  // Keys outside SocialPlatform, read by the footer only (render-footer.ts).
  return { ...config, footerSocials: { ...config.footerSocials, ...Object.fromEntries(shown) } as DocsConfig['footerSocials'] };
}

/**
 * The valid part of a current-format docs.json that does not validate, as salvageConfig does for the
 * spec format. A broken `theme` or `colors` (both required) reads as the default theme and colour, so
 * only a broken `name` or `navigation` leaves nothing (undefined).
 */
export function salvageCurrentConfig(raw: unknown): CurrentConfig | undefined {
  if (!isJsonObject(raw)) return undefined;
  // Not loaded yet in the app (noted as missing, see validateConfig): nothing is salvaged until it is.
  const schema = currentConfigSchema();
  if (!schema) return undefined;
  const input: Record<string, unknown> = { ...(withinRedirectLimit(raw) as Record<string, unknown>) };
  const shape = defOf(schema).shape ?? {};
  const fallbacks: [string, unknown][] = [
    ['theme', 'mint'],
    ['colors', { primary: defaultColors.primary }],
  ];
  for (const [key, fallback] of fallbacks) {
    const field = shape[key];
    if (field && salvage(field, raw[key]) === undefined) input[key] = fallback;
  }
  return salvage(schema, input) as CurrentConfig | undefined;
}
