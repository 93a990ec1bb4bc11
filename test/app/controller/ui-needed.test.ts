import { describe, expect, it } from 'vitest';
import { uiNeeded } from '../../../src/app/controller/ui-needed.ts';
import { initialAppState } from '../../../src/app/state/app-state.ts';
import type { AppState } from '../../../src/app/state/app-state.ts';

const booting = initialAppState('light');
const workspace = { id: 'w1', name: 'Docs', fsName: 'quire-w1', createdAt: 0 };
const at = (patch: Partial<AppState>): AppState => ({ ...booting, ...patch });

describe('uiNeeded', () => {
  it('waits while the first preview is loading and nothing needs the workbench, even once the workspace is open', () => {
    expect(uiNeeded(booting)).toBe(false);
    expect(uiNeeded(at({ phase: 'ready', checking: true, workspace, paths: ['docs.json', 'index.mdx'] }))).toBe(false);
    expect(uiNeeded(at({ workspace, paths: ['mint.json'] }))).toBe(false);
  });

  it('wants the workbench once the first preview is painted, or when the preview has nothing to wait for', () => {
    expect(uiNeeded(at({ previewShown: true, previewLoading: false }))).toBe(true);
    expect(uiNeeded(at({ previewLoading: false }))).toBe(true);
    expect(uiNeeded(at({ phase: 'failed', failure: 'no storage' }))).toBe(true);
    expect(uiNeeded(at({ workspace, paths: ['index.mdx'] }))).toBe(true);
  });

  it('wants the workbench when the app has something to say or ask before the preview', () => {
    expect(uiNeeded(at({ notices: [{ id: 1, kind: 'error', text: 'Could not read the workspace' }] }))).toBe(true);
    expect(uiNeeded(at({ overlay: { kind: 'confirm', title: 'Open?', text: 'A shared project', confirm: 'Open', resolve: () => {} } }))).toBe(true);
  });
});
