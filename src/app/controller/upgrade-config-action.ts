import { loadSiteConfig, MemoryProject, upgradeConfig } from '../../core/index.ts';
import type { AppController } from './app-controller.ts';
import { applyEdits, openFile, writable } from './file-actions.ts';
import { notify } from './notices.ts';

/**
 * The palette's "Upgrade docs.json to the current format": rewrites the workspace's spec-format docs.json
 * (or mint.json, which stays) into the current format as docs.json, through the same edit path as any
 * change, opens it, and says in a notice what could not be carried over (as `quire upgrade` prints it).
 */
export function upgradeWorkspaceConfig(app: AppController): void {
  const session = app.session;
  if (!session || !writable(app)) return;
  const file = session.files.has('docs.json') ? 'docs.json' : 'mint.json';
  const text = session.text(file);
  if (text === undefined) return;
  const loaded = loadSiteConfig(new MemoryProject({ [file]: text }));
  if (loaded.format !== 'spec' || loaded.config === undefined) {
    notify(app.store, 'warning', `${file} cannot be upgraded: ${loaded.format === 'current' ? 'it is already in the current format' : 'nothing of it could be read'}.`);
    return;
  }
  const upgrade = upgradeConfig(loaded.config, JSON.parse(text) as unknown);
  applyEdits(app, [{ file: 'docs.json', start: 0, end: (session.text('docs.json') ?? '').length, text: upgrade.text }]);
  openFile(app, 'docs.json');
  const from = file === 'mint.json' ? ' from mint.json (which is unchanged)' : '';
  const left = upgrade.notCarried.length === 0 ? 'Everything was carried over.' : `Not carried over: ${upgrade.notCarried.map((item) => `${item.path} (${item.reason})`).join('; ')}.`;
  notify(app.store, 'info', `docs.json is now in the current format${from}. ${left}`);
}
