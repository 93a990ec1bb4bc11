import type { Diagnostic, Fix } from '../core/index.ts';
import { applyTextEdits } from '../core/index.ts';
import { plainEditorFactory } from '../app/editor-slot/plain-editor.ts';
import type { EditorAdapter, EditorOptions } from '../editor/editor-adapter.ts';
import { registerServiceWorker } from '../offline/index.ts';
import { projectOnlyChecks } from './check-config-text.ts';
import { renderDiagnostics, summaryText } from './diagnostics-list.ts';
import { projectFromConfig } from './project-from-config.ts';
import { storeProjectHandoff } from './project-handoff.ts';
import { decodeShareFragment, encodeShareFragment, ShareLinkError } from './share-fragment.ts';
import { showNotice } from './show-notice.ts';
import { type CheckedText, startValidator } from './validator.ts';
import './validate.css';

// The quick-validation page: a docs.json in an editor (a text area until Monaco has loaded), checked
// in a worker as it is typed, with no project around it. It loads none of the playground's workspace code.

const file = 'docs.json';
const sample = `{
  "name": "My docs",
  "navigation": [
    { "group": "Get started", "pages": ["introduction", "quickstart"] }
  ]
}
`;

/** Characters past which a link may be cut by the tools that carry it (a common limit of chat tools and older browsers). */
const longLink = 8000;

const byId = <T extends HTMLElement>(id: string): T => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The validation page has no #${id}.`);
  return found as T;
};
const slot = byId<HTMLDivElement>('editor');
const summary = byId<HTMLParagraphElement>('summary');
const groupsBox = byId<HTMLDivElement>('groups');
const notices = byId<HTMLDivElement>('notices');
const upgradeButton = byId<HTMLButtonElement>('upgrade');
const theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
document.documentElement.dataset.theme = theme;
byId<HTMLUListElement>('project-checks').append(
  ...projectOnlyChecks.map(([code, what]) => {
    const item = document.createElement('li');
    item.append(Object.assign(document.createElement('code'), { textContent: code }), ` — ${what}`);
    return item;
  }),
);

// What was typed here last is kept in this browser (written when the page is hidden or closed), so a
// reload loses nothing; a share link's config comes first.
const savedKey = 'quire:validate:text';
const saved = (): string | undefined => {
  try {
    return localStorage.getItem(savedKey) ?? undefined;
  } catch {
    return undefined;
  }
};
/** The config of the share link in the address, if any (a damaged one is explained). */
const sharedText = (): string | undefined => {
  try {
    return decodeShareFragment(location.hash);
  } catch (error) {
    if (!(error instanceof ShareLinkError)) throw error;
    showNotice(notices, 'error', error.message);
    return undefined;
  }
};
let text = sharedText() ?? saved() ?? sample;
const save = (): void => {
  try {
    localStorage.setItem(savedKey, text);
  } catch {
    // Storage full or refused: the text is still in the page, and in a share link if one was made.
  }
};
addEventListener('pagehide', save);
document.addEventListener('visibilitychange', () => {
  if (document.visibilityState === 'hidden') save();
});

let last: CheckedText | undefined;
let fixes = new Map<Diagnostic, readonly Fix[]>();
const validator = startValidator((checked) => {
  const { check } = checked;
  last = checked;
  fixes = new Map(check.diagnostics.map((d, i) => [d, checked.fixes[i] ?? []]));
  summary.textContent = summaryText(check.diagnostics, check.format);
  renderDiagnostics(groupsBox, check.diagnostics, { reveal, fixesOf, apply });
  upgradeButton.disabled = !check.upgradable;
  upgradeButton.title = check.upgradable ? 'Rewrite this spec-format config in the current format' : 'Only a spec-format config with no error can be upgraded';
  editor.setDiagnostics(check.diagnostics);
  summary.dataset.checked = 'true';
  // For `npm run bench -- validate`: when each check was shown.
  performance.mark('quire:validate:checked');
});

const options: EditorOptions = {
  onChange: (_path, next) => changed(next, false),
  applyEdits: (edits) => changed(applyTextEdits(text, edits.filter((e) => e.file === file)), true),
  files: () => [file],
  readText: (path) => (path === file ? text : undefined),
  onSave: () => undefined,
  onCommand: () => undefined,
  theme,
};
let editor: EditorAdapter = plainEditorFactory(slot, options);
editor.open(file, text);
validator.check(text);

/** The text changed: by typing (the editor has it) or by a fix or upgrade (the editor is told). */
function changed(next: string, external: boolean): void {
  text = next;
  if (external) editor.replace(file, next);
  validator.check(next);
}

function reveal(d: Diagnostic): void {
  editor.reveal(d.line, d.column);
}

function fixesOf(d: Diagnostic): readonly Fix[] {
  return fixes.get(d) ?? [];
}

function apply(fix: Fix): void {
  // A fix's offsets are those of the text checked: typed over since, the next check lists new ones.
  if (last?.text !== text) return;
  changed(applyTextEdits(text, fix.edits.filter((e) => e.file === file)), true);
}

// A share link pasted into the address bar of this page (Share itself replaces the address, with no event).
addEventListener('hashchange', () => {
  const shared = sharedText();
  if (shared !== undefined && shared !== text) changed(shared, true);
});

byId('share').addEventListener('click', () => {
  const fragment = encodeShareFragment(text);
  history.replaceState(null, '', fragment);
  const link = location.href;
  const long = link.length > longLink ? ' That is long: some browsers and chat tools cut links this size, so check it opens, or share the file instead.' : '';
  showNotice(notices, 'info', `Link to this validation (${link.length.toLocaleString('en')} characters; the config is in the link itself, after the #, and is never sent to a server):${long}`, { link });
  void navigator.clipboard?.writeText(link).catch(() => undefined);
});

byId('open-project').addEventListener('click', () => {
  const project = projectFromConfig(text, last?.check.pages ?? []);
  try {
    const fragment = storeProjectHandoff(localStorage, project);
    location.assign(new URL(`../${fragment}`, location.href).href);
  } catch (error) {
    showNotice(notices, 'error', `Could not hand the config to the playground: this browser's storage refused it (${error instanceof Error ? error.message : String(error)}).`);
  }
});

upgradeButton.addEventListener('click', () => {
  void validator.upgrade(text).then((upgrade) => {
    if (!upgrade) return showNotice(notices, 'error', 'Only a spec-format config with no error can be upgraded. Fix the errors first.');
    changed(upgrade.text, true);
    const left = upgrade.notCarried.map((n) => `${n.path}: ${n.reason}`);
    showNotice(notices, 'info', left.length === 0 ? 'Upgraded to the current format; every setting was carried over.' : `Upgraded to the current format. Not carried over: ${left.join('; ')}.`);
  });
});

// Monaco after the page is on screen: the text area takes typing and pasting meanwhile.
void import('../editor/index.ts').then(
  ({ mountEditor }) => {
    const plain = editor;
    plain.dispose();
    editor = mountEditor(slot, { ...options, stickyScroll: false });
    editor.open(file, text);
    if (last) editor.setDiagnostics(last.check.diagnostics);
    slot.dataset.editor = 'monaco';
    performance.mark('quire:validate:monaco');
  },
  (error: unknown) => showNotice(notices, 'warning', `The full editor did not load (${error instanceof Error ? error.message : String(error)}); the plain one works, reload to try again.`),
);

if (import.meta.env.PROD) {
  registerServiceWorker({ url: `${import.meta.env.BASE_URL}sw.js`, onUpdate: (reload) => showNotice(notices, 'info', 'A new version of Quire is ready.', { action: { label: 'Reload to update', run: reload } }) });
}
