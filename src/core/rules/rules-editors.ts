/**
 * One AI editor that reads a project's rules file: the folder at the repository root it reads, and the
 * file name there. Spec 1.5 names the file `rules.md`; an editor that reads only another name has it.
 */
export interface RulesEditor {
  /** The editor, as people name it. */
  readonly editor: string;
  /** The folder at the repository root, created as needed (`mkdir -p`). */
  readonly dir: string;
  /** The file in `dir`: `rules.md`, unless the editor reads only another name. */
  readonly file: string;
}

/** The editor the rules file is for when none is chosen: spec 1.5's example, `.cursor/rules.md`. */
export const defaultRulesEditor: RulesEditor = { editor: 'Cursor', dir: '.cursor', file: 'rules.md' };

/**
 * The editors Quire writes a rules file for, the default first. Each reads its folder by its own
 * documentation: Windsurf, Cline and Roo Code every Markdown file of theirs; Copilot only
 * `copilot-instructions.md` and Claude Code only `CLAUDE.md`, so those two keep their names.
 */
export const rulesEditors: readonly RulesEditor[] = [
  defaultRulesEditor,
  { editor: 'Windsurf', dir: '.windsurf/rules', file: 'rules.md' },
  { editor: 'Cline', dir: '.clinerules', file: 'rules.md' },
  { editor: 'Roo Code', dir: '.roo/rules', file: 'rules.md' },
  { editor: 'GitHub Copilot', dir: '.github', file: 'copilot-instructions.md' },
  { editor: 'Claude Code', dir: '.claude', file: 'CLAUDE.md' },
];

/** The project path of an editor's rules file (`.cursor/rules.md`). */
export function rulesFilePath(editor: RulesEditor): string {
  return `${editor.dir}/${editor.file}`;
}

/**
 * The editor whose folder `dir` names, as typed: `./.cursor/`, `.windsurf` (its folder's first part)
 * or `.windsurf/rules` alike; undefined for a folder no known editor reads.
 */
export function rulesEditorFor(dir: string): RulesEditor | undefined {
  const clean = dir.trim().replace(/\\/g, '/').replace(/^(\.\/)+/, '').replace(/\/+$/, '');
  return rulesEditors.find((e) => e.dir === clean || e.dir.split('/')[0] === clean);
}
