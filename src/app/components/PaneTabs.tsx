/** The panes a narrow window shows one at a time. */
export type NarrowPane = 'files' | 'editor' | 'preview';

const panes: readonly [NarrowPane, string][] = [
  ['files', 'Files'],
  ['editor', 'Editor'],
  ['preview', 'Preview'],
];

/** Below 900 px (app.css shows it only there): one tab per pane, the chosen pane fills the window. */
export function PaneTabs({ pane, onPane }: { pane: NarrowPane; onPane: (pane: NarrowPane) => void }) {
  return (
    <div role="tablist" aria-label="Panes" className="pane-tabs">
      {panes.map(([id, label]) => (
        <button key={id} type="button" role="tab" aria-selected={pane === id} onClick={() => onPane(id)}>
          {label}
        </button>
      ))}
    </div>
  );
}
