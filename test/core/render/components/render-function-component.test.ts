import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

/** The box a component that needs code to run shows in the preview. */
const runtimeBox = (tag: 'div' | 'span', name: string) =>
  h(tag, { className: ['q-runtime-only'], dataComponent: name, role: 'note' }, [h('span', { className: ['q-runtime-only-label'] }, `<${name}>`), h('span', { className: ['q-runtime-only-text'] }, 'Rendered on the published site: this component runs code that the preview does not run.')]);

describe('exported components', () => {
  it('renders an arrow function with destructured props and defaults', () => {
    const page = render("export const Greeting = ({ name, punct = '!' }) => <strong>Hi {name}{punct}</strong>;\n\n<Greeting name=\"Ann\" />");
    expect(page.html).toBe(html(h('strong', ['Hi ', 'Ann', '!'])));
    expect(codes(page)).toEqual([]);
  });

  it('renders a function that only returns JSX, with a props parameter', () => {
    const page = render('export function Box(props) {\n  return <div className="box">{props.children}</div>;\n}\n\n<Box>\n  Content\n</Box>');
    expect(page.html).toBe(html(h('div', { className: ['box'] }, [h('p', 'Content')])));
  });

  it('shows a "rendered on the published site" box with a warning, never the source, when the body needs code', () => {
    const page = render('export const Clock = () => { const t = Date.now(); return <span>{t}</span>; };\n\n<Clock />');
    expect(page.html).toBe(html(runtimeBox('div', 'Clock')));
    expect(codes(page)).toEqual(['render/unsupported-expression@3:1']);
  });

  it('stops a component that renders itself', () => {
    const page = render('export const Loop = () => <Loop />;\n\n<Loop />');
    expect(codes(page)).toEqual(['render/snippet-cycle@1:27']);
  });
});

describe('components from .jsx/.js/.tsx snippet files', () => {
  const card = 'export const MyCard = ({ title, children }) => (\n  <div className="card">\n    <h3>{title}</h3>\n\n    {children}\n  </div>\n);\n\nexport const version = "1.2";\n';

  it('reads `export const X = (props) => <div>…</div>` and exported values statically, like an MDX export', () => {
    const page = render("import { MyCard, version } from '/snippets/card.jsx';\n\n<MyCard title=\"Hello\">Body v{version}</MyCard>", { files: { 'snippets/card.jsx': card } });
    expect(page.html).toBe(html(h('div', { className: ['card'] }, [h('h3', 'Hello'), 'Body v', '1.2'])));
    expect(codes(page)).toEqual([]);
  });

  it('shows the box (no source text) for a component with a hook, with one warning where it is used', () => {
    const files = { 'snippets/counter.jsx': 'export const Counter = () => {\n  const [n, setN] = useState(0);\n  return <button onClick={() => setN(n + 1)}>{n}</button>;\n};\n' };
    const page = render("import { Counter } from '/snippets/counter.jsx';\n\n<Counter />", { files });
    expect(page.html).toBe(html(runtimeBox('div', 'Counter')));
    expect(codes(page)).toEqual(['render/unsupported-expression@3:1']);
  });

  it('shows the box for the names of a .tsx file with TypeScript types, with a warning on the import', () => {
    const files = { 'snippets/typed.tsx': 'export const Typed = ({ title }: { title: string }) => <b>{title}</b>;\n' };
    const page = render("import { Typed } from '/snippets/typed.tsx';\n\n<Typed title=\"x\" />", { files });
    expect(page.html).toBe(html(runtimeBox('div', 'Typed')));
    expect(codes(page)).toEqual(['render/unsupported-expression@1:23']);
  });

  it('keeps a package import external (an unknown component showing its content)', () => {
    const page = render("import { Chart } from 'recharts';\n\n<Chart />");
    expect(codes(page)).toEqual(['render/unknown-component@3:1']);
  });
});
