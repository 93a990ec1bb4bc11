import { lazy, Suspense } from 'react';
import { useGitState } from '../git/use-git.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';

// The git UI is not part of the first screen: each piece is its own chunk, loaded when first shown.
const CloneDialog = lazy(async () => ({ default: (await import('./CloneDialog.tsx')).CloneDialog }));
const DiffView = lazy(async () => ({ default: (await import('./DiffView.tsx')).DiffView }));
const SourceControlPanel = lazy(async () => ({ default: (await import('./SourceControlPanel.tsx')).SourceControlPanel }));

/** The git modals: the clone dialog and a file's diff, when shown. */
export function GitOverlays() {
  const cloning = useGitState((s) => s.clone !== undefined);
  const diff = useGitState((s) => s.diff);
  return (
    <ErrorBoundary area="Git">
      <Suspense fallback={null}>
        {cloning && <CloneDialog />}
        {diff && <DiffView key={diff.path} />}
      </Suspense>
    </ErrorBoundary>
  );
}

/** The source-control side bar (its code loads when it is first opened). */
export function SourceControlSidebar() {
  return (
    <Suspense fallback={<p className="git-muted">Loading source control…</p>}>
      <SourceControlPanel />
    </Suspense>
  );
}
