import { useApp, useAppState } from '../app-context.ts';
import { createMinimalProject } from '../controller/create-minimal-project.ts';

/** Over the preview of a workspace with no docs.json (a new empty one): says so and offers to create a minimal site. */
export function MissingConfigPanel() {
  const app = useApp();
  const missing = useAppState((s) => s.workspace !== undefined && !s.paths.includes('docs.json') && !s.paths.includes('mint.json'));
  const readOnly = useAppState((s) => s.readOnly);
  if (!missing) return null;
  return (
    <div className="preview-missing-config" role="region" aria-label="No docs.json">
      <h3>This workspace has no docs.json</h3>
      <p>A docs site needs a docs.json at the root of the workspace, with its name and the pages of its navigation.</p>
      <button type="button" disabled={readOnly} onClick={() => createMinimalProject(app)}>
        Create docs.json and a first page
      </button>
    </div>
  );
}
