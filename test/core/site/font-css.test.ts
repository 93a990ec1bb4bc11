import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { fontCss } from '../../../src/core/site/font-css.ts';
import { renderHead } from '../../../src/core/site/render-head.ts';
import { exportSite } from './export-site-files.ts';
import { currentBase, currentFiles, currentSite } from './current-site-fixture.ts';
import { context, html } from './site-fixture.ts';

const stack = 'ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif';
const headings = '.q-page-title,.q-content h1,.q-content h2,.q-content h3,.q-content h4,.q-content h5,.q-content h6';
const woff2 = new Uint8Array([0x77, 0x4f, 0x46, 0x32, 0, 1, 0, 0]);

describe('fontCss', () => {
  it('nothing without `fonts`', () => {
    expect(fontCss(context(currentSite({}), 'guides/start'))).toEqual({ css: '', sources: [] });
  });

  it('a project font file, seen from the page, and the https heading font, each with its @font-face; the CSP sources are exactly theirs', () => {
    const s = currentSite({
      fonts: {
        family: 'Inter',
        weight: 400,
        source: '/fonts/Inter.woff2',
        format: 'woff2',
        heading: { family: 'Serif "X"', weight: 700, source: 'https://cdn.example.com/x.woff' },
      },
    });
    expect(fontCss(context(s, 'guides/start'))).toEqual({
      css: [
        '@font-face{font-family:"Inter";src:url("/fonts/Inter.woff2") format("woff2");font-weight:400;font-display:swap}',
        '@font-face{font-family:"Serif \\"X\\"";src:url("https://cdn.example.com/x.woff") format("woff");font-weight:700;font-display:swap}',
        `body{font-family:"Inter",${stack}}`,
        `${headings}{font-family:"Serif \\"X\\"",${stack};font-weight:700}`,
      ].join('\n'),
      sources: ["'self'", 'https://cdn.example.com'],
    });
  });

  it('a family without a source: no @font-face and no font-src; an http (not https) source is not loaded', () => {
    const s = currentSite({ fonts: { heading: { family: 'Georgia' }, body: { family: 'Lato', source: 'http://fonts.example.com/lato.woff2' } } });
    expect(fontCss(context(s, 'index'))).toEqual({ css: `body{font-family:"Lato",${stack}}\n${headings}{font-family:"Georgia",${stack}}`, sources: [] });
  });
});

describe('fonts in the head and the export', () => {
  it('the head allows fonts only from the configured origin, and only when configured', () => {
    const policy = (settings: Record<string, unknown>): string | undefined => /content="(default-src[^"]*)"/.exec(html(renderHead(context(currentSite(settings), 'index'), { kind: 'provided' })))?.[1];
    expect(policy({})).not.toContain('font-src');
    expect(policy({ fonts: { family: 'X', source: 'https://cdn.example.com/x.woff2' } })).toContain("; font-src https://cdn.example.com; ");
  });

  it('quire build copies the project font file and links it relative to each page', () => {
    const project = new MemoryProject({ 'docs.json': JSON.stringify({ ...currentBase, fonts: { family: 'Inter', source: '/fonts/Inter.woff2' } }), ...currentFiles, 'fonts/Inter.woff2': woff2 });
    const { files } = exportSite(project);
    expect(files.get('fonts/Inter.woff2')).toEqual(woff2);
    const page = String(files.get('guides/start.html'));
    expect(page).toContain('<style>@font-face{font-family:"Inter";src:url("../fonts/Inter.woff2") format("woff2");font-display:swap}');
    expect(page).toContain('; font-src &#x27;self&#x27;; ');
  });
});
