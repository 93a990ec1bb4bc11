import * as z from 'zod/mini';
import { parseMessage } from '../../core/protocol/parse-message.ts';
import { GitCode } from '../../workspace/index.ts';
import type { BranchList, CloneResult, FileChange, PullResult } from '../../workspace/index.ts';
import type { ProviderKind, PublishResult } from '../../workspace/provider/index.ts';

// The messages between the app and the git worker, validated in both directions. A request names a
// workspace's file system (its LightningFS name) and one operation of src/workspace/git; the worker
// answers with progress events and then `done` with the operation's result or `failed` with a
// GitError's code and data (never its text: the app words it from the code).

const Remote = {
  corsProxy: z.optional(z.string()),
  /** Tokens by origin: the worker answers a 401 with the one of the origin the request goes to, else with none. */
  credentials: z.optional(z.record(z.string(), z.string())),
};

/** One git operation and its arguments. */
export const GitOperationSchema = z.discriminatedUnion('name', [
  /** `provider`/`api` choose a host's REST API (GitHub, GitLab) for a host not known by name; github.com and gitlab.com use theirs anyway. */
  z.object({ name: z.literal('clone'), url: z.string(), ref: z.optional(z.string()), folder: z.optional(z.string()), provider: z.optional(z.string()), api: z.optional(z.string()), ...Remote }),
  z.object({ name: z.literal('status') }),
  z.object({ name: z.literal('head-file'), path: z.string() }),
  /** When each file of HEAD was last changed by a commit (see lastCommitDates), for `metadata.timestamp`. */
  z.object({ name: z.literal('commit-dates') }),
  /** A shallow clone's older history, fetched in the background until every file of HEAD is dated (see deepenForDates). */
  z.object({ name: z.literal('deepen-history'), ...Remote }),
  z.object({ name: z.literal('discard'), path: z.string(), from: z.optional(z.string()) }),
  z.object({ name: z.literal('commit'), message: z.string(), author: z.object({ name: z.string(), email: z.string() }) }),
  z.object({ name: z.literal('push'), branch: z.optional(z.string()), ...Remote }),
  z.object({ name: z.literal('pull'), ...Remote }),
  z.object({ name: z.literal('branches') }),
  /** Through a host's API: the local commits become `branch` there, with a pull or merge request when `title` is given. */
  z.object({ name: z.literal('publish'), branch: z.string(), title: z.optional(z.string()), body: z.optional(z.string()), ...Remote }),
  z.object({ name: z.literal('create-branch'), branch: z.string() }),
  z.object({ name: z.literal('switch-branch'), branch: z.string() }),
]);
export type GitOperation = z.infer<typeof GitOperationSchema>;

/** Every request the app sends. */
export const GitRequestSchema = z.discriminatedUnion('type', [
  /** Run an operation on the repository at the root of the workspace `fsName`. */
  z.object({ type: z.literal('run'), id: z.number(), fsName: z.string(), operation: GitOperationSchema }),
  /** Stop a running operation: it fails with `git/cancelled` and a clone removes what it wrote. */
  z.object({ type: z.literal('cancel'), id: z.number() }),
]);
export type GitRequest = z.infer<typeof GitRequestSchema>;

const DataValue = z.union([z.string(), z.number(), z.boolean(), z.readonly(z.array(z.string()))]);
const GitCodeSchema = z.enum(Object.values(GitCode) as [(typeof GitCode)[keyof typeof GitCode], ...(typeof GitCode)[keyof typeof GitCode][]]);

/** Every event the worker sends. */
export const GitEventSchema = z.discriminatedUnion('type', [
  /** Git's phase and counts while objects move. */
  z.object({ type: z.literal('progress'), id: z.number(), phase: z.string(), loaded: z.number(), total: z.optional(z.number()) }),
  /** The operation finished; `result` is checked against the operation's result schema by the client. */
  z.object({ type: z.literal('done'), id: z.number(), result: z.unknown() }),
  /** The operation failed with a GitError's code and data. */
  z.object({ type: z.literal('failed'), id: z.number(), code: GitCodeSchema, data: z.record(z.string(), DataValue) }),
]);
export type GitEvent = z.infer<typeof GitEventSchema>;

const FileChangeSchema = z.object({ path: z.string(), kind: z.enum(['added', 'modified', 'deleted', 'renamed']), from: z.optional(z.string()) });

/** What each operation returns. */
export const GitResultSchemas = {
  clone: z.object({ branch: z.string(), commit: z.string(), folder: z.optional(z.string()), provider: z.optional(z.enum(['github', 'gitlab'])) }),
  status: z.array(FileChangeSchema),
  'head-file': z.optional(z.custom<Uint8Array>((value) => value instanceof Uint8Array)),
  'commit-dates': z.array(z.tuple([z.string(), z.string()])),
  'deepen-history': z.boolean(),
  discard: z.undefined(),
  commit: z.string(),
  push: z.undefined(),
  pull: z.object({ outcome: z.enum(['up-to-date', 'fast-forward', 'ahead']), commit: z.string() }),
  branches: z.object({ current: z.optional(z.string()), local: z.array(z.string()), remote: z.array(z.string()) }),
  publish: z.object({ branch: z.string(), commits: z.array(z.string()), request: z.optional(z.object({ url: z.string(), number: z.number() })) }),
  'create-branch': z.undefined(),
  'switch-branch': z.undefined(),
} as const satisfies Record<GitOperation['name'], z.ZodMiniType>;

/** What each operation returns, as src/workspace/git types it (GitResultSchemas checks it). */
interface GitResultTypes {
  clone: CloneResult & { provider?: ProviderKind };
  status: FileChange[];
  'head-file': Uint8Array | undefined;
  'commit-dates': [string, string][];
  'deepen-history': boolean;
  discard: undefined;
  commit: string;
  push: undefined;
  pull: PullResult;
  branches: BranchList;
  publish: PublishResult;
  'create-branch': undefined;
  'switch-branch': undefined;
}

/** The result type of an operation. */
export type GitResult<N extends GitOperation['name']> = GitResultTypes[N];

/** Parses a request to the git worker; undefined when it is not one. */
export function parseGitRequest(data: unknown): GitRequest | undefined {
  return parseMessage(GitRequestSchema, data);
}

/** Parses an event from the git worker; undefined when it is not one. */
export function parseGitEvent(data: unknown): GitEvent | undefined {
  return parseMessage(GitEventSchema, data);
}
