import type { ElementContent } from 'hast';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { renderPage, serializeHtml } from '../../../src/core/render/index.ts';
import type { RenderContext, RenderedPage } from '../../../src/core/render/index.ts';
import { uiIcons } from '../../../src/core/render/assets/ui-icons.ts';
import type { UiIconName } from '../../../src/core/render/assets/ui-icons.ts';

/** Options of {@link render}: other project files and context overrides. */
export interface RenderOptions {
  readonly files?: Readonly<Record<string, string>>;
  readonly file?: string;
  readonly ctx?: Partial<Omit<RenderContext, 'project' | 'file'>>;
}

/** Renders `text` as the page `guides/page.mdx` (or `file`) of a project holding `files`. */
export function render(text: string, options: RenderOptions = {}): RenderedPage {
  const file = options.file ?? 'guides/page.mdx';
  const project = new MemoryProject({ ...options.files, [file]: text });
  return renderPage(text, { project, file, ...options.ctx });
}

/** The HTML of expected hast nodes, serialized the way the renderer serializes. */
export function html(...nodes: ElementContent[]): string {
  return serializeHtml(nodes, { allowDangerousHtml: true });
}

/** The renderer's own icon, as the raw node it emits. */
export function icon(name: UiIconName): ElementContent {
  return { type: 'raw', value: uiIcons[name] } as unknown as ElementContent;
}

/** The codes (and 1-based positions) of a render's diagnostics, for compact assertions. */
export function codes(page: RenderedPage): string[] {
  return page.diagnostics.map((d) => `${d.code}@${d.line}:${d.column}`);
}

/** The expected tree of a tab set (Tabs, CodeGroup): `q-tabs-<n>` ids, the first tab selected. */
export function tabSetTree(n: number, className: string[], tabs: readonly { label: ElementContent[]; content: ElementContent[] }[], extra: Record<string, string> = {}): ElementContent {
  const base = `q-tabs-${n}`;
  const list: ElementContent = {
    type: 'element',
    tagName: 'div',
    properties: { className: ['q-tab-list'], role: 'tablist' },
    children: tabs.map((t, i) => ({ type: 'element', tagName: 'button', properties: { type: 'button', role: 'tab', id: `${base}-tab-${i}`, className: ['q-tab-button'], ariaSelected: i === 0 ? 'true' : 'false', ariaControls: [`${base}-panel-${i}`], tabIndex: i === 0 ? 0 : -1 }, children: t.label })),
  };
  const panels: ElementContent[] = tabs.map((t, i) => ({ type: 'element', tagName: 'div', properties: { role: 'tabpanel', id: `${base}-panel-${i}`, className: ['q-tab-panel'], ariaLabelledBy: [`${base}-tab-${i}`], tabIndex: 0, hidden: i !== 0 }, children: t.content }));
  return { type: 'element', tagName: 'div', properties: { className, dataTabs: '', ...extra }, children: [list, ...panels] };
}

/** The expected tree of a code block without title, with already-highlighted HTML. */
export function codeTree(lang: string | undefined, highlighted: string, highlight = true, title?: string): ElementContent {
  const codeClass = lang ? [`language-${lang}`, ...(highlight ? ['hljs'] : [])] : [];
  const children: ElementContent[] = [];
  if (title) children.push({ type: 'element', tagName: 'div', properties: { className: ['q-code-header'] }, children: [{ type: 'element', tagName: 'span', properties: { className: ['q-code-title'] }, children: [{ type: 'text', value: title }] }] });
  children.push(
    { type: 'element', tagName: 'button', properties: { type: 'button', className: ['q-copy'], dataCopy: '', ariaLabel: 'Copy code', title: 'Copy' }, children: [] },
    { type: 'element', tagName: 'pre', properties: { className: ['q-pre'] }, children: [{ type: 'element', tagName: 'code', properties: codeClass.length ? { className: codeClass } : {}, children: [{ type: 'raw', value: highlighted } as unknown as ElementContent] }] },
  );
  return { type: 'element', tagName: 'div', properties: lang ? { className: ['q-code'], dataLang: lang } : { className: ['q-code'] }, children };
}
