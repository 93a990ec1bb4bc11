import type { RemoteSpecs } from '../openapi/remote-specs.ts';
import type { Project } from '../project/project.ts';
import { createSessionCaches, type SessionCaches } from './session-caches.ts';

/** What a session keeps for its project: its caches, and the specs at URLs its host fetched. */
export interface SessionState {
  readonly caches: SessionCaches;
  /** URL → what its fetch gave (see fetchRemoteSpec); undefined when the host fetched none. */
  remote: RemoteSpecs | undefined;
}

/**
 * A host's project seen through a session: it reads the host's files and carries the session's
 * state, so every core function that is handed the project reaches the session's caches without a
 * module-level table. The state is the session's, not the files': it never crosses a thread.
 */
export class SessionProject implements Project {
  readonly base: Project;
  readonly session: SessionState;

  constructor(base: Project, session: SessionState) {
    this.base = base;
    this.session = session;
  }

  list(): readonly string[] {
    return this.base.list();
  }

  has(path: string): boolean {
    return this.base.has(path);
  }

  readText(path: string): string | undefined {
    return this.base.readText(path);
  }

  readBytes(path: string): Uint8Array | undefined {
    return this.base.readBytes(path);
  }
}

/**
 * The session state a project carries: its own, or that of a project it overlays (a project made by
 * withGeneratedPages names the one below `base`); undefined outside a session.
 */
export function sessionStateOf(project: Project): SessionState | undefined {
  let at: unknown = project;
  for (let depth = 0; depth < 8 && typeof at === 'object' && at !== null; depth++, at = (at as { base?: unknown }).base) {
    if (at instanceof SessionProject) return at.session;
  }
  return undefined;
}

/**
 * `project` inside a session: itself when it is in one already, else seen through a new session with
 * empty caches. Core's entry points (planExport, planProjectCheck, the page renderers) call it, so one
 * call shares its parses and models however the host made the project, and keeps nothing after it.
 */
export function inSession(project: Project, remote?: RemoteSpecs): Project {
  if (sessionStateOf(project)) return project;
  return new SessionProject(project, { caches: createSessionCaches(), remote });
}

/** The caches of the session a project belongs to; a new, empty set outside a session (nothing is kept). */
export function cachesOf(project: Project): SessionCaches {
  return sessionStateOf(project)?.caches ?? createSessionCaches();
}

/**
 * The project with the fetched specs its config names, which its OpenAPI model reads from then on: a
 * project in a session gets them in that session (a later call replaces them) and is returned; any
 * other is returned inside a new session that holds them. Use the project returned.
 */
export function supplyRemoteSpecs(project: Project, specs: RemoteSpecs): Project {
  const state = sessionStateOf(project);
  if (!state) return new SessionProject(project, { caches: createSessionCaches(), remote: specs });
  state.remote = specs;
  return project;
}

/** The specs supplied to a project's session, or undefined when its host fetched none (see supplyRemoteSpecs). */
export function remoteSpecsOf(project: Project): RemoteSpecs | undefined {
  return sessionStateOf(project)?.remote;
}
