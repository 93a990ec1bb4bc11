import type { GithubRepo, KeyValueStore, LockManagerLike, WorkspaceFs, WorkspaceRegistry } from '../../workspace/index.ts';
import type { WorkerPort } from '../../worker/index.ts';
import type { GitWorkerPort } from '../git/git-client.ts';

/** The concrete things the app runs on, constructed in one place (browser-services.ts). */
export interface Services {
  /** localStorage: the workspace list, sessions, unsaved text, preferences, the stars cache. */
  readonly storage: KeyValueStore;
  readonly registry: WorkspaceRegistry;
  /** The file system of one workspace (LightningFS on IndexedDB). */
  openFs(fsName: string): WorkspaceFs;
  /** Deletes a workspace's IndexedDB databases. */
  deleteFs(fsName: string): Promise<void>;
  /** Web Locks, to notice a second tab on the same workspace; undefined where unsupported. */
  readonly locks: LockManagerLike | undefined;
  /** Starts the worker that runs core. */
  createWorker(): WorkerPort & { terminate(): void };
  /** Starts the worker that runs git (on first use). */
  createGitWorker(): GitWorkerPort & { terminate(): void };
  /** The star count of a GitHub repository (cached a day; undefined when offline). */
  readonly stars: (repo: GithubRepo) => Promise<number | undefined>;
  /** Asks the browser to keep the app's storage; resolves to the answer, or undefined when unsupported. */
  persist(): Promise<boolean | undefined>;
  /** Loads Monaco and mounts the editor (a dynamic import, after the first preview). */
  loadEditor(): Promise<import('../../editor/editor-adapter.ts').EditorFactory>;
}
