import * as z from 'zod/mini';
import { described } from './described.ts';
import type { RuleParams } from './string-rules.ts';
import { ruleString } from './string-rules.ts';

/**
 * An object of social accounts, platform name → http(s) URL, for the platforms given. Unlike other
 * objects, an unknown key is an error (the footer cannot show a platform it has no icon for), so the
 * object is loose and a check reports each unknown key with the list (format-issues.ts words it); the
 * JSON Schema says `additionalProperties: false` for the editor.
 * - `field`: how messages name the object, such as `footerSocials`.
 * - `tolerated`: further keys that pass (another check warns about them); default none.
 */
export function socialsSchema<P extends string>(platforms: readonly P[], field: string, description: string, tolerated: (key: string) => boolean = () => false) {
  const known = new Set<string>(platforms);
  const params: RuleParams = { rule: 'social-platform', platforms, field };
  const shape = Object.fromEntries(platforms.map((p) => [p, described(z.optional(ruleString('http-url')), `URL of the ${p} account`)])) as Record<P, z.ZodMiniOptional<z.ZodMiniString>>;
  return described(
    z.pipe(
      z.looseObject(shape).check(
        z.superRefine(
          (value: Record<string, unknown>, ctx) => {
            if (Array.isArray(value)) return;
            for (const key of Object.keys(value)) {
              if (!known.has(key) && !tolerated(key)) ctx.addIssue({ code: 'custom', input: key, path: [key], params });
            }
          },
          // Runs even when a value has an error, so a bad key and a bad URL are reported together.
          { when: (payload) => payload.value !== null && typeof payload.value === 'object' && !Array.isArray(payload.value) },
        ),
      ),
      z.transform((value) => value as { [K in P]?: string | undefined }),
    ),
    `${description}. Allowed keys: ${platforms.join(', ')}`,
    { additionalProperties: false },
  );
}
