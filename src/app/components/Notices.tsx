import { useApp, useAppState } from '../app-context.ts';
import { dismiss } from '../controller/notices.ts';

/** Messages that stay until dismissed: storage errors, another tab editing the workspace, … */
export function Notices() {
  const app = useApp();
  const notices = useAppState((s) => s.notices);
  if (notices.length === 0) return null;
  return (
    <div className="notices">
      {notices.map((n) => (
        <div key={n.id} className={`notice notice-${n.kind}`} role={n.kind === 'info' ? 'status' : 'alert'}>
          <span>{n.text}</span>
          {n.action && (
            <button
              type="button"
              onClick={() => {
                dismiss(app.store, n.id);
                n.action?.run();
              }}
            >
              {n.action.label}
            </button>
          )}
          <button type="button" className="icon-button" aria-label="Dismiss" onClick={() => dismiss(app.store, n.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
