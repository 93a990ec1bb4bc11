import { useGitState } from '../git/use-git.ts';
import { CloneDialog } from './CloneDialog.tsx';
import { DiffView } from './DiffView.tsx';
import '../git/git.css';

/** The git modals: the clone dialog and a file's diff, when shown. */
export function GitOverlays() {
  const cloning = useGitState((s) => s.clone !== undefined);
  const diff = useGitState((s) => s.diff);
  return (
    <>
      {cloning && <CloneDialog />}
      {diff && <DiffView key={diff.path} />}
    </>
  );
}
