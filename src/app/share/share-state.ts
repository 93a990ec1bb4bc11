import type { AppController } from '../controller/app-controller.ts';
import { createStore } from '../state/store.ts';
import type { Store } from '../state/store.ts';

/** The share dialog's choices and the link they give. */
export interface ShareDialogState {
  /** Share the repository and the changes since its commit (a cloned workspace), rather than every file. */
  readonly asRepo: boolean;
  /** Why a cloned workspace cannot be shared as its repository; undefined when it can or was not cloned. */
  readonly repoUnavailable: string | undefined;
  /** The workspace was cloned: the dialog offers the repository kind. */
  readonly cloned: boolean;
  readonly includeBinaries: boolean;
  readonly readOnly: boolean;
  /** The link, once made; undefined while it is being made. */
  readonly link: string | undefined;
  /** Who carries the link reliably (linkReach of its length); undefined while it is being made. */
  readonly reach: 'everywhere' | 'browsers' | 'none' | undefined;
  /** Binary files of the project (left out when includeBinaries is off). */
  readonly binaries: number;
  /** Why the binary files were left out without being asked (the link would not open otherwise). */
  readonly binariesNote: string | undefined;
  readonly failure: string | undefined;
  readonly copied: boolean;
}

/** What the share UI shows, in its own store beside the app's. */
export interface ShareState {
  readonly dialog: ShareDialogState | undefined;
}

const stores = new WeakMap<AppController, Store<ShareState>>();

/** The share store of an app (made on first use). */
export function shareStoreOf(app: AppController): Store<ShareState> {
  let store = stores.get(app);
  if (!store) {
    store = createStore<ShareState>({ dialog: undefined });
    stores.set(app, store);
  }
  return store;
}
