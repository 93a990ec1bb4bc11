import { GitCode, GitError } from '../../workspace/index.ts';
import type { GitProgress } from '../../workspace/index.ts';
import { GitResultSchemas, parseGitEvent } from '../git-worker/git-protocol.ts';
import type { GitOperation, GitRequest, GitResult } from '../git-worker/git-protocol.ts';

/** The git worker as the client needs it (a Worker fits). */
export interface GitWorkerPort {
  postMessage(message: GitRequest): void;
  onmessage: ((event: MessageEvent) => void) | null;
}

/** A running operation: its result (or GitError), and a way to stop it. */
export interface GitRun<T> {
  readonly result: Promise<T>;
  cancel(): void;
}

interface Pending {
  readonly name: GitOperation['name'];
  readonly resolve: (value: unknown) => void;
  readonly reject: (error: GitError) => void;
  readonly onProgress: ((progress: GitProgress) => void) | undefined;
}

/**
 * The app's side of the git worker: typed operations out, validated progress and results in.
 * A failure arrives as a GitError rebuilt from its code and data; an event that does not validate
 * goes to `onRejected` (a bug, reported rather than acted on).
 */
export class GitClient {
  readonly #port: GitWorkerPort;
  readonly #pending = new Map<number, Pending>();
  #next = 0;

  constructor(port: GitWorkerPort, onRejected: (data: unknown) => void) {
    this.#port = port;
    port.onmessage = (event: MessageEvent) => {
      const parsed = parseGitEvent(event.data);
      const pending = parsed && this.#pending.get(parsed.id);
      if (!parsed || !pending) return onRejected(event.data);
      if (parsed.type === 'progress') {
        pending.onProgress?.({ phase: parsed.phase, loaded: parsed.loaded, total: parsed.total });
        return;
      }
      this.#pending.delete(parsed.id);
      if (parsed.type === 'failed') return pending.reject(new GitError(parsed.code, parsed.data));
      const result = GitResultSchemas[pending.name].safeParse(parsed.result);
      if (result.success) pending.resolve(result.data);
      else {
        onRejected(event.data);
        pending.reject(new GitError(GitCode.unknown, { detail: 'unexpected answer from the git worker' }));
      }
    };
  }

  /** Runs an operation on the repository at the root of the workspace file system `fsName`. */
  run<O extends GitOperation>(fsName: string, operation: O, onProgress?: (progress: GitProgress) => void): GitRun<GitResult<O['name']>> {
    const id = ++this.#next;
    const result = new Promise<GitResult<O['name']>>((resolve, reject) => {
      this.#pending.set(id, { name: operation.name, resolve: resolve as (value: unknown) => void, reject, onProgress });
    });
    this.#port.postMessage({ type: 'run', id, fsName, operation });
    return { result, cancel: () => this.#port.postMessage({ type: 'cancel', id }) };
  }
}
