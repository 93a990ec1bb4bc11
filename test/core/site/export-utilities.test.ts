import { describe, expect, it } from 'vitest';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { planExport } from '../../../src/core/site/export-site.ts';
import { utilityStylesheetFile } from '../../../src/core/site/utility-css.ts';

const imagePairs = '<img className="block dark:hidden" src="/light.png" alt="Light" />\n<img className="hidden dark:block" src="/dark.png" alt="Dark" />\n\n<div className="p-4 rounded-lg">Boxed</div>\n';
const project = () =>
  new MemoryProject({
    'docs.json': JSON.stringify({ name: 'Acme', navigation: [{ group: 'G', pages: ['index', 'guides/shots', 'plain'] }] }),
    'index.mdx': `---\ntitle: Home\n---\n\n${imagePairs}`,
    // The same classes, in another order: the same stylesheet.
    'guides/shots.mdx': '---\ntitle: Shots\n---\n\n<div className="rounded-lg p-4">Boxed</div>\n\n<img className="hidden dark:block" src="/dark.png" alt="Dark" />\n<img className="block dark:hidden" src="/light.png" alt="Light" />\n',
    // A class that is no utility: no stylesheet.
    'plain.mdx': '---\ntitle: Plain\n---\n\n<div className="my-own">Text</div>\n',
    'light.png': new Uint8Array([1]),
    'dark.png': new Uint8Array([2]),
  });

/** The utilities' rules, after the variable defaults of the preset (scoped to the content) that every stylesheet starts with. */
const rules =
  '.q-content .block,html[data-theme="dark"] .q-content .dark\\:block{display:block;}' +
  '.q-content .hidden,html[data-theme="dark"] .q-content .dark\\:hidden{display:none;}' +
  '.q-content .rounded-lg{border-radius:0.5rem;}' +
  '.q-content .p-4{padding:1rem;}' +
  '@media (prefers-color-scheme: dark){html:not([data-theme="light"]) .q-content .dark\\:block{display:block;}html:not([data-theme="light"]) .q-content .dark\\:hidden{display:none;}}';
const preflight = /^\.q-content,\.q-content \*,\.q-content ::before,\.q-content ::after\{--un-rotate:0;[^}]*\}\.q-content ::backdrop\{--un-rotate:0;[^}]*\}/;

const stylesheetLinks = (html: string) => [...html.matchAll(/<link rel="stylesheet" href="([^"]*)">/g)].map((m) => m[1]);

describe('utility classes in an export', () => {
  it('get one stylesheet per distinct class set, named by its CSS, linked after the page’s other styles by the pages that use them', async () => {
    const plan = planExport(project());
    const [home, shots, plain] = await Promise.all(plan.jobs.map((job) => plan.renderPage(job)));
    const css = home?.utilities?.css ?? '';
    expect(css.replace(preflight, '')).toBe(rules);
    expect(css.length - rules.length).toBeGreaterThan(1000);
    const file = utilityStylesheetFile(css);
    expect(file).toMatch(/^_quire\/utilities-[0-9a-f]{16}\.css$/);
    expect(home?.utilities).toEqual({ file, css });
    expect(shots?.utilities).toEqual({ file, css });
    expect(plain?.utilities).toBeUndefined();
    expect(stylesheetLinks(home?.html ?? '')).toEqual(['_quire/quire.css', file]);
    expect(stylesheetLinks(shots?.html ?? '')).toEqual(['../_quire/quire.css', `../${file}`]);
    expect(stylesheetLinks(plain?.html ?? '')).toEqual(['_quire/quire.css']);
    // After the theme's inline style, as the preview puts the utilities after the page: they win over the shell's content styles.
    expect(home?.html.indexOf(`href="${file}"`)).toBeGreaterThan(home?.html.indexOf('<style>') ?? Infinity);
    expect(home?.html.indexOf(`href="${file}"`)).toBeLessThan(home?.html.indexOf('</head>') ?? -1);

    const files = plan.siteFiles(
      plan.jobs.map((job, i) => [job.out, [home, shots, plain][i]?.html ?? ''] as const),
      undefined,
      undefined,
      [home, shots].flatMap((page) => (page?.utilities ? [page.utilities] : [])),
    );
    expect([...files.keys()].filter((path) => path.startsWith('_quire/')).sort()).toEqual(['_quire/quire-runtime.js', '_quire/quire.css', file]);
    expect(files.get(file)).toBe(css);
  });

  it('give the same page whether its stylesheet was made for it or for a page before it', async () => {
    const first = planExport(project());
    const [homeJob, shotsJob] = first.jobs;
    if (!homeJob || !shotsJob) throw new Error('no jobs');
    // Rendered at once, before any stylesheet is made: the page links none and says its stylesheet is pending.
    const early = first.renderJob(shotsJob);
    expect(early.utilitiesPending).toBe(true);
    expect(stylesheetLinks(early.html)).toEqual(['../_quire/quire.css']);
    const made = await first.renderPage(shotsJob);
    expect(made.utilitiesPending).toBeUndefined();

    const second = planExport(project());
    await second.renderPage(homeJob);
    // The home page made the same stylesheet: this page is rendered once, and identically.
    const later = second.renderJob(shotsJob);
    expect(later.utilitiesPending).toBeUndefined();
    expect(later.html).toBe(made.html);
  });
});
