// Reading and publishing repositories through a host's REST API (GitHub, GitLab), for hosts whose git
// endpoints send no CORS headers; git-over-HTTP (src/workspace/git) serves every other host.
export type { OpenOptions, OpenResult } from './open-repository.ts';
export { openRepository } from './open-repository.ts';
export type { PublishOptions, PublishResult } from './publish-branch.ts';
export { publishBranch } from './publish-branch.ts';
export type { ApiPullOptions, ApiPullResult } from './pull-through-api.ts';
export { pullThroughApi } from './pull-through-api.ts';
export type { ProviderChoice } from './provider-url.ts';
export { createProvider, providerRepoFor, providerToken } from './provider-url.ts';
export { hostCommitOf, providerRepoOf } from './provider-config.ts';
export type { RateLimit } from './provider-http.ts';
export type { OpenedRequest, ProviderKind, ProviderRepo, RepoProvider } from './repo-provider.ts';
