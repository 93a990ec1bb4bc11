// The AsyncAPI model: AsyncAPI 3 files of a project (listed or found), their channels, and the pages that document them.
export { AsyncapiCode } from './asyncapi-codes.ts';
export type { AsyncapiChannel, AsyncapiDocument, AsyncapiModel } from './asyncapi-model.ts';
export { asyncapiDiagnostics, asyncapiModel } from './asyncapi-model.ts';
export type { ChannelLookup, ChannelRef } from './find-channel.ts';
export { channelLabel, findChannel, lookupChannel, parseChannelRef } from './find-channel.ts';
