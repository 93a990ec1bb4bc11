import * as z from 'zod/mini';
import { described } from '../described.ts';
import type { RuleParams } from '../string-rules.ts';
import { ruleString } from '../string-rules.ts';
import { IconTypeNameSchema, NavigationIconSchema } from './icon-schema.ts';

const requiredLabel: RuleParams = { rule: 'required-label' };

/** Whether an object as written has no `label` while its `type` (absent, or one of `plain`) needs one. */
function lacksLabel(value: unknown, plain: readonly unknown[]): boolean {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return false;
  const { type, label } = value as { type?: unknown; label?: unknown };
  return plain.includes(type) && label === undefined;
}

/** A check that `label` is present unless `type` is `github` or `discord`; it runs even when another field has an error. */
function labelRequired(plain: readonly unknown[]) {
  return z.refine<{ label?: string | undefined }>((value) => value.label !== undefined, {
    path: ['label'],
    params: requiredLabel,
    when: (payload) => lacksLabel(payload.value, plain),
  });
}

/** One of `navbar.links`: a link, or a `github`/`discord` link drawn with that service's look. */
export const NavbarLinkSchema = z
  .object({
    type: described(z.optional(z.enum(['github', 'discord'])), 'Draws the link as a GitHub or Discord link; omit for a plain link'),
    label: described(z.optional(z.string()), 'Link text; required for a plain link'),
    href: described(ruleString('link'), 'Link target'),
    icon: z.optional(NavigationIconSchema),
    iconType: z.optional(IconTypeNameSchema),
  })
  .check(labelRequired([undefined]));

/** `navbar.primary`: the call-to-action button at the end of the navbar. */
export const NavbarPrimarySchema = described(
  z
    .object({
      type: described(z.enum(['button', 'github', 'discord']), '`button` shows `label`; `github` shows the repository of `href` with its star count; `discord` a Discord link'),
      label: described(z.optional(z.string()), 'Button text; required when `type` is `button`'),
      href: described(ruleString('link'), 'Button target; for `github`, the repository'),
    })
    .check(labelRequired(['button'])),
  'Call-to-action button at the end of the navbar',
);

/** `navbar`: the links and the primary button of the top bar. */
export const NavbarSchema = described(
  z.object({
    links: described(z.optional(z.array(NavbarLinkSchema)), 'Links shown in the navbar'),
    primary: z.optional(NavbarPrimarySchema),
  }),
  'Top navigation bar',
);

/** One navbar link as parsed. */
export type NavbarLink = z.output<typeof NavbarLinkSchema>;
/** `navbar.primary` as parsed. */
export type NavbarPrimary = z.output<typeof NavbarPrimarySchema>;
/** `navbar` as parsed. */
export type Navbar = z.output<typeof NavbarSchema>;
