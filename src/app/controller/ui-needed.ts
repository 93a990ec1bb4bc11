import type { AppState } from '../state/app-state.ts';

/**
 * Whether the workbench must be shown now: the first preview was painted, or the preview has nothing to
 * wait for (no page, a failure, a workspace without docs.json), or the app has something to say or ask (a
 * notice, a dialog).
 */
export function uiNeeded(state: AppState): boolean {
  const noConfig = state.workspace !== undefined && !state.paths.includes('docs.json') && !state.paths.includes('mint.json');
  return state.previewShown || !state.previewLoading || noConfig || state.phase === 'failed' || state.notices.length > 0 || state.overlay !== undefined;
}
