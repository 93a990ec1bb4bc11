import * as z from 'zod/mini';
import { described } from '../described.ts';

/** An integration object: its required string keys, then its optional ones. */
function integration(required: readonly string[], optional: readonly string[] = [], booleans: readonly string[] = []) {
  return z.object({
    ...Object.fromEntries(required.map((key) => [key, z.string()])),
    ...Object.fromEntries(optional.map((key) => [key, z.optional(z.string())])),
    ...Object.fromEntries(booleans.map((key) => [key, z.optional(z.boolean())])),
  } as Record<string, z.ZodMiniString | z.ZodMiniOptional<z.ZodMiniString> | z.ZodMiniOptional<z.ZodMiniBoolean>>);
}

/** `integrations`: analytics and chat services. Validated only: none of them runs in the preview or an export. */
export const IntegrationsSchema = described(
  z.object({
    adobe: z.optional(integration(['launchUrl'])),
    amplitude: z.optional(integration(['apiKey'])),
    clarity: z.optional(integration(['projectId'])),
    clearbit: z.optional(integration(['publicApiKey'])),
    cookies: z.optional(integration([], ['key', 'value'])),
    fathom: z.optional(integration(['siteId'])),
    frontchat: z.optional(integration(['snippetId'])),
    ga4: z.optional(integration(['measurementId'])),
    gtm: z.optional(integration(['tagId'])),
    heap: z.optional(integration(['appId'])),
    hightouch: z.optional(integration(['writeKey'], ['apiHost'])),
    hotjar: z.optional(integration(['hjid', 'hjsv'])),
    intercom: z.optional(integration(['appId'])),
    logrocket: z.optional(integration(['appId'])),
    mixpanel: z.optional(integration(['projectToken'])),
    pirsch: z.optional(integration(['id'])),
    plausible: z.optional(integration(['domain'], ['server'])),
    posthog: z.optional(integration(['apiKey'], ['apiHost'], ['sessionRecording'])),
    segment: z.optional(integration(['key'])),
    telemetry: z.optional(integration([], [], ['enabled'])),
  }),
  'Third-party integrations (analytics, chat); validated, not run in the preview',
);

/** `integrations` as parsed. */
export type Integrations = z.output<typeof IntegrationsSchema>;
