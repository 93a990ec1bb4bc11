import { LineIndex } from '../../core/index.ts';
import type { EditorAdapter, EditorFactory } from '../../editor/editor-adapter.ts';

/**
 * The editor shown until Monaco has loaded (and if it cannot load): a text area with the same
 * interface. It has no markers; diagnostics are in the problems panel.
 */
export const plainEditorFactory: EditorFactory = (container, options): EditorAdapter => {
  const area = document.createElement('textarea');
  area.className = 'plain-editor';
  area.spellcheck = false;
  area.setAttribute('aria-label', 'Editor');
  area.setAttribute('autocapitalize', 'off');
  area.setAttribute('autocomplete', 'off');
  area.wrap = 'off';
  container.append(area);
  let path: string | undefined;
  const texts = new Map<string, string>();

  const cursor = () => {
    if (!options.onCursor) return;
    const pos = new LineIndex(area.value).positionAt(area.selectionStart);
    options.onCursor(pos.line, pos.column);
  };
  area.addEventListener('input', () => {
    if (path === undefined) return;
    texts.set(path, area.value);
    options.onChange(path, area.value);
  });
  area.addEventListener('keyup', cursor);
  area.addEventListener('click', cursor);
  area.addEventListener('keydown', (event) => {
    // Tab indents instead of leaving the editor, as in a code editor.
    if (event.key !== 'Tab' || event.ctrlKey || event.metaKey || event.altKey) return;
    event.preventDefault();
    area.setRangeText('  ', area.selectionStart, area.selectionEnd, 'end');
    area.dispatchEvent(new Event('input'));
  });

  return {
    kind: 'plain',
    open(next, text) {
      if (path !== undefined) texts.set(path, area.value);
      path = next;
      texts.set(next, text);
      if (area.value !== text) area.value = text;
      area.setSelectionRange(0, 0);
      area.scrollTop = 0;
    },
    replace(target, text) {
      texts.set(target, text);
      if (target === path && area.value !== text) {
        const start = area.selectionStart;
        area.value = text;
        area.setSelectionRange(Math.min(start, text.length), Math.min(start, text.length));
      }
    },
    close(target) {
      texts.delete(target);
      if (target === path) {
        path = undefined;
        area.value = '';
      }
    },
    setDiagnostics() {},
    reveal(line, column) {
      const offset = new LineIndex(area.value).offsetAt({ line, column });
      area.focus();
      area.setSelectionRange(offset, offset);
      const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 18;
      area.scrollTop = Math.max(0, (line - 3) * lineHeight);
      cursor();
    },
    async format() {
      const file = path;
      if (file === undefined) return;
      const text = area.value;
      // Loaded on first use: the JSON formatter is not worth loading before the page is on screen.
      const { formatText } = await import('./format-text.ts');
      // Typing or switching files while it loaded wins over formatting the old text.
      if (path !== file || area.value !== text) return;
      const formatted = formatText(file, text);
      if (formatted === text) return;
      area.value = formatted;
      texts.set(file, formatted);
      options.onChange(file, formatted);
    },
    setTheme() {},
    setReadOnly(readOnly) {
      area.readOnly = readOnly;
    },
    focus() {
      area.focus();
    },
    dispose() {
      area.remove();
    },
  };
};
