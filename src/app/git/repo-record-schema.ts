import * as z from 'zod/mini';

// What the app keeps in localStorage about a cloned workspace, declared once: repo-records.ts reads
// it back with hand-written guards that accept exactly what these schemas do (zod's code is not on
// the way to the first preview, and these records are read at boot), and
// test/app/git/repo-record-guards.test.ts holds the two to the same answers.

/** The repository a workspace was cloned from. */
export const RepoRecordSchema = z.object({
  /** The clone URL without credentials. */
  url: z.string(),
  branch: z.string(),
  /** The docs subfolder opened as the project (no leading or trailing slash). */
  folder: z.optional(z.string()),
  /** The commit checked out by the clone. */
  commit: z.string(),
  /** The CORS proxy the clone went through. */
  proxy: z.optional(z.string()),
  /** The proxy came from a link and no token was chosen for it in the clone dialog: no token is sent through it. */
  proxyFromLink: z.optional(z.boolean()),
  author: z.optional(z.object({ name: z.string(), email: z.string() })),
  /** Opened through this host's REST API (no proxy): pull and push go through it, and Publish is offered. */
  provider: z.optional(z.enum(['github', 'gitlab'])),
  /** The REST API base the workspace was opened with, when the dialog or link named one (GitHub Enterprise, self-managed GitLab). */
  api: z.optional(z.string()),
});
/** The repository a workspace was cloned from. */
export type RepoRecord = z.infer<typeof RepoRecordSchema>;

/** A git operation that was running in a workspace: written before it starts, removed after it ends. */
export const MarkerSchema = z.object({ operation: z.string(), at: z.number() });
/** A git operation that was running in a workspace. */
export type OperationMarker = z.infer<typeof MarkerSchema>;
