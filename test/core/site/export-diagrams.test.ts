import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { cspHash } from '../../../src/core/site/sha256.ts';
import { diagramRuntime } from '../../../src/core/site/diagram-runtime.ts';
import { siteRuntimeHash } from '../../../src/core/site/site-assets.ts';
import { exportSite } from './export-site-files.ts';
import { page } from './site-fixture.ts';

const bundle = 'globalThis.mermaid = {};';
const project = () =>
  new MemoryProject({
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index', 'guides/flow'] }] }),
    'index.mdx': page('Home'),
    'guides/flow.mdx': page('Flow', '', '```mermaid\ngraph TD\n  A[<b>x</b>] --> B\n```'),
  });

describe('diagrams in the export', () => {
  const scriptText = `${bundle}\n${diagramRuntime}`;
  const hash = cspHash(scriptText);

  it('a mermaid fence is its source in a diagram container (what shows without script)', () => {
    const html = exportSite(project(), { mermaidBundle: bundle }).files.get('guides/flow.html') as string;
    expect(html).toContain('<div class="q-content"><div class="q-mermaid"><pre class="q-mermaid-source"><code>graph TD\n  A[&#x3C;b>x&#x3C;/b>] --> B</code></pre></div></div>');
  });

  it('only a page with a diagram loads the diagram script, allowed by its hash in the CSP; the script is written once', () => {
    const { files } = exportSite(project(), { mermaidBundle: bundle });
    const flow = files.get('guides/flow.html') as string;
    expect(flow).toContain(`<script src="../_quire/mermaid.js" integrity="${hash.replace(/'/g, '')}" defer></script>`);
    const quoted = (source: string) => source.replace(/'/g, '&#x27;');
    expect(flow).toContain(`script-src ${quoted(siteRuntimeHash())} ${quoted(hash)}; connect-src`);
    const home = files.get('index.html') as string;
    expect(home).not.toContain('mermaid.js');
    expect(files.get('_quire/mermaid.js')).toBe(scriptText);
  });

  it('without diagrams, or without the bundle, no diagram script is written', () => {
    const plain = new MemoryProject({ 'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] }), 'index.mdx': page('Home') });
    expect(exportSite(plain, { mermaidBundle: bundle }).files.has('_quire/mermaid.js')).toBe(false);
    const { files } = exportSite(project());
    expect(files.has('_quire/mermaid.js')).toBe(false);
    expect(files.get('guides/flow.html')).not.toContain('mermaid.js');
  });
});
