import type { Diagnostic } from '../../core/index.ts';
import type { WorkspaceMeta } from '../../workspace/index.ts';
import type { SitePageInfo } from '../../worker/index.ts';

/** Preview widths: the pane's own (`fit`), or a device's real width scaled to the pane. */
export type Device = 'fit' | 'phone' | 'tablet' | 'desktop';

/** A message for the user that stays until dismissed (storage errors, lost lock, …). */
export interface Notice {
  readonly id: number;
  readonly kind: 'error' | 'warning' | 'info';
  readonly text: string;
  /** A button next to the text, such as "Edit here instead". */
  readonly action?: { readonly label: string; readonly run: () => void };
}

/** Options a prompt offers beside its value (radio buttons under `label`); the first is chosen at first. */
export interface PromptChoices {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A modal the app shows; at most one at a time. */
export type Overlay =
  | { readonly kind: 'quick-open' }
  | { readonly kind: 'commands' }
  | { readonly kind: 'confirm'; readonly title: string; readonly text: string; readonly confirm: string; readonly cancel?: string; readonly danger?: boolean; readonly resolve: (ok: boolean) => void }
  | {
      readonly kind: 'prompt';
      readonly title: string;
      readonly label: string;
      readonly value: string;
      readonly confirm: string;
      readonly choices?: PromptChoices;
      /** The value (undefined when cancelled) and, with `choices`, the chosen option's value. */
      readonly resolve: (value: string | undefined, choice?: string) => void;
    };

/** Everything the UI shows. File contents are not here (they change on every keystroke): see WorkspaceSession. */
export interface AppState {
  readonly phase: 'booting' | 'ready' | 'failed';
  readonly failure: string | undefined;
  readonly workspaces: readonly WorkspaceMeta[];
  readonly workspace: WorkspaceMeta | undefined;
  /** Another tab holds this workspace: nothing is written. */
  readonly readOnly: boolean;
  /** Every file path of the workspace, sorted; changes only when files are added, moved or deleted. */
  readonly paths: readonly string[];
  /** Folders, including empty ones. */
  readonly folders: readonly string[];
  /** Paths whose latest text is not yet on disk. */
  readonly unsaved: ReadonlySet<string>;
  readonly saving: 'saved' | 'pending' | 'error';
  readonly tabs: readonly string[];
  readonly active: string | undefined;
  /** The project's diagnostics as shown: with every warning an error while strict (see `strict`). */
  readonly diagnostics: readonly Diagnostic[];
  /** Strict checks: the user's setting (kept in this browser) or the project's `"strict": true`; warnings then count as errors. */
  readonly strict: { readonly user: boolean; readonly project: boolean };
  readonly sitePages: readonly SitePageInfo[];
  /** The file the preview shows. */
  readonly previewFile: string | undefined;
  readonly previewUrl: string | undefined;
  /** The nonce of the preview document in the frame (a new one, a new document); undefined leaves the frame empty. */
  readonly previewFrame: string | undefined;
  readonly device: Device;
  readonly siteMode: 'light' | 'dark' | 'system';
  readonly theme: 'light' | 'dark';
  readonly overlay: Overlay | undefined;
  readonly sidebar: 'files' | 'search' | 'git';
  readonly problemsOpen: boolean;
  /** The project loaded last has not been checked whole yet: the problems panel and the status bar say "Checking…", not a count. */
  readonly checking: boolean;
  /** The problems shown are those kept from the last check of the same files (a reopened project), while the project is checked again. */
  readonly problemsCached: boolean;
  readonly notices: readonly Notice[];
  /** A project was loaded and the preview has not shown its first page yet (the preview shows a loading state). */
  readonly previewLoading: boolean;
  /** The preview has shown its first page (Monaco loads after it, never before). */
  readonly previewShown: boolean;
  /** The editor in use: the plain text area until Monaco has loaded. */
  readonly editorKind: 'plain' | 'monaco';
  readonly persistent: boolean | undefined;
  readonly cursor: { readonly line: number; readonly column: number } | undefined;
}

/** The state before anything has loaded. */
export function initialAppState(theme: 'light' | 'dark', strict = false): AppState {
  return {
    phase: 'booting',
    failure: undefined,
    workspaces: [],
    workspace: undefined,
    readOnly: false,
    paths: [],
    folders: [],
    unsaved: new Set(),
    saving: 'saved',
    tabs: [],
    active: undefined,
    diagnostics: [],
    strict: { user: strict, project: false },
    sitePages: [],
    previewFile: undefined,
    previewUrl: undefined,
    previewFrame: undefined,
    device: 'fit',
    siteMode: 'system',
    theme,
    overlay: undefined,
    sidebar: 'files',
    problemsOpen: true,
    checking: true,
    problemsCached: false,
    notices: [],
    previewLoading: true,
    previewShown: false,
    editorKind: 'plain',
    persistent: undefined,
    cursor: undefined,
  };
}
