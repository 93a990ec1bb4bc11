import { describe, expect, it, vi } from 'vitest';

// No test/setup/load-resources.ts here: this file checks the browser's path, where siteZip starts
// with nothing loaded and must load what the site uses before it keeps a page. Unit test files share
// their modules (isolate: false), so core is imported afresh, with nothing loaded yet.
async function freshModules() {
  vi.resetModules();
  const [core, resources, workspace] = await Promise.all([import('../../../src/core/index.ts'), import('../../../src/core/resources/index.ts'), import('../../../src/workspace/index.ts')]);
  return { ...core, ...resources, ...workspace };
}

describe('siteZip with resources loaded on demand', () => {
  it('gives the zip of a render with every resource loaded, and loads only what the site uses', async () => {
    const { hasResource, loadAllResources, MemoryProject, planExport, siteZip, writeZip } = await freshModules();
    const project = new MemoryProject({
      'docs.json': JSON.stringify({ name: 'Lazy', navigation: [{ group: 'Start', icon: 'rocket', pages: ['index'] }] }),
      'index.mdx': '---\ntitle: Home\n---\n\n<Card title="Go" icon="book">Read.</Card>\n\n```python\nprint("hi")\n```\n',
    });
    expect(hasResource('grammar/python')).toBe(false);
    const lazy = await siteZip(project);
    expect(hasResource('grammar/python')).toBe(true);
    expect(hasResource('grammar/rust')).toBe(false);
    await loadAllResources();
    const plan = planExport(project);
    const full = writeZip(plan.siteFiles(plan.jobs.map((job) => [job.out, plan.renderJob(job).html] as const)));
    expect(Buffer.from(lazy).equals(Buffer.from(full))).toBe(true);
  }, 60_000);
});
