import { useApp } from '../app-context.ts';
import { useStore } from '../state/use-store.ts';
import { gitOf } from './git-controller.ts';
import type { GitController } from './git-controller.ts';
import type { GitState } from './git-state.ts';

/** The app's git controller. */
export function useGit(): GitController {
  return gitOf(useApp());
}

/** One slice of the git state; the component re-renders when it changes. */
export function useGitState<T>(select: (state: GitState) => T): T {
  return useStore(useGit().store, select);
}
