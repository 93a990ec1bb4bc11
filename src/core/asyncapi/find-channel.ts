import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { editDistance } from '../diagnostics/suggest.ts';
import { frontmatterValueRange, specMatches } from '../openapi/find-operation.ts';
import { AsyncapiCode } from './asyncapi-codes.ts';
import type { AsyncapiChannel, AsyncapiModel } from './asyncapi-model.ts';

/** A page's `asyncapi` front matter value, read: an optional AsyncAPI file and a channel id. */
export interface ChannelRef {
  /** The file as written (`/asyncapi.yaml`, `asyncapi`), or undefined for any of the project's. */
  readonly spec: string | undefined;
  readonly channel: string;
}

/** The channel a page documents, or the diagnostic saying why there is none. */
export type ChannelLookup = { readonly ok: true; readonly channel: AsyncapiChannel } | { readonly ok: false; readonly diagnostic: Diagnostic };

/** Reads `/asyncapi.yaml channelOne` (file, then channel id) or `channelOne`; undefined for an empty value. */
export function parseChannelRef(value: string): ChannelRef | undefined {
  const parts = value.trim().split(/\s+/);
  if (parts.length === 0 || parts[0] === '') return undefined;
  if (parts.length === 1) return { spec: undefined, channel: parts[0] ?? '' };
  return { spec: parts[0], channel: parts.slice(1).join(' ') };
}

/** How a channel is written in front matter: `asyncapi.yaml channelOne`. */
export function channelLabel(channel: AsyncapiChannel): string {
  return `${channel.file} ${channel.id}`;
}

/** The channel `ref` names in the model. */
export function findChannel(model: AsyncapiModel, ref: ChannelRef): AsyncapiChannel | undefined {
  return model.channels.find((c) => c.id === ref.channel && (ref.spec === undefined || specMatches(c.file, ref.spec)));
}

/**
 * The channel a page's `asyncapi` front matter names, or an error on that front matter line naming
 * why (no such file, no such channel, a 2.x file) with the closest channels suggested.
 */
export function lookupChannel(model: AsyncapiModel, page: string, pageText: string, value: string): ChannelLookup {
  const ref = parseChannelRef(value);
  const channel = ref ? findChannel(model, ref) : undefined;
  if (channel) return { ok: true, channel };
  const inSpec = ref?.spec === undefined ? model.channels : model.channels.filter((c) => specMatches(c.file, ref.spec as string));
  const pool = inSpec.length > 0 ? inSpec : model.channels;
  const wanted = ref?.channel ?? value.trim();
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  const suggestions = [...new Set(pool.map(channelLabel))]
    .map((candidate) => ({ candidate, distance: editDistance(wanted.toLowerCase(), candidate.slice(candidate.indexOf(' ') + 1).toLowerCase(), limit) }))
    .filter((c) => c.distance <= limit)
    .sort((a, b) => a.distance - b.distance || a.candidate.localeCompare(b.candidate))
    .slice(0, 3)
    .map((c) => c.candidate);
  const old = [...model.unsupported].find(([file]) => ref?.spec !== undefined && specMatches(file, ref.spec));
  const where = old
    ? `${old[0]} is AsyncAPI ${old[1]}; Quire reads AsyncAPI 3.0 channels only (convert it with the AsyncAPI CLI's \`asyncapi convert\`)`
    : model.documents.size === 0
      ? 'the project has no AsyncAPI 3 file'
      : ref?.spec !== undefined && inSpec.length === 0
        ? `no AsyncAPI file is named "${ref.spec}" (the project has ${[...model.documents.keys()].join(', ')})`
        : `no AsyncAPI file of the project has a channel "${wanted}"`;
  const hint = suggestions.length > 0 ? ` Did you mean ${suggestions.map((s) => `\`${s}\``).join(', ')}?` : '';
  const diagnostic: Diagnostic = {
    file: page,
    ...frontmatterValueRange(pageText, value, 'asyncapi'),
    severity: 'error',
    code: AsyncapiCode.unknownChannel,
    message: `\`asyncapi: ${value}\` names no channel: ${where}, so the page shows only its own content.${hint}`,
    data: { value, suggestions },
  };
  return { ok: false, diagnostic };
}
