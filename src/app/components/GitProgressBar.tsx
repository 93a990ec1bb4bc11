import { progressText } from '../git/git-controller.ts';
import type { GitBusy } from '../git/git-state.ts';

/** An operation's progress: a bar (indeterminate until git knows the total) and its phase and counts. */
export function GitProgressBar({ busy, name }: { busy: GitBusy; name: string }) {
  const progress = busy.progress;
  return (
    <div className="git-progress">
      {progress?.total ? <progress aria-label={name} max={progress.total} value={progress.loaded} /> : <progress aria-label={name} />}
      <span role="status">{progress ? progressText(progress) : busy.label}</span>
    </div>
  );
}
