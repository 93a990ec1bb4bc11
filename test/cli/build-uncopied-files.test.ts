import '../setup/load-resources.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../src/cli/build-site.ts';
import { MemoryProject } from '../../src/core/index.ts';

const root = mkdtempSync(join(tmpdir(), 'quire-build-uncopied-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

const script = 'window.__ran = 1';
// What a host serving these as application/xml (or text/html) would run on the site's origin.
const xhtml = `<?xml version="1.0"?><html xmlns="http://www.w3.org/1999/xhtml"><body><script>${script}</script></body></html>`;
/** XML-typed and other document types a mime-db host serves as a page: XML dialects, XHTML, XSLT, compressed SVG, HTML and server pages. */
const linked = ['process.xpdl', 'schema.rng', 'a.xml', 'a.xhtml', 'a.xht', 'a.xsl', 'a.xslt', 'a.xsd', 'a.svgz', 'a.rss', 'a.atom', 'a.rdf', 'a.kml', 'a.gpx', 'a.html', 'a.htm', 'a.mht', 'a.mhtml', 'a.shtml', 'a.jsp', 'a.php'];
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

const project = () => {
  const files: Record<string, string | Uint8Array> = {
    'docs.json': JSON.stringify({ name: 'Files', navigation: [{ group: 'G', pages: ['index'] }] }),
    // One link a line, so each warning's position is its line.
    'index.mdx': `---\ntitle: Files\ndescription: Links to files.\n---\n\n${linked.map((path) => `[${path}](/${path})`).join('\n\n')}\n\n![real](/real.png)\n\n![evil](/evil.png)\n\n![evil](/evil.jpg)\n`,
    'real.png': png,
    'evil.png': `<html><script>${script}</script></html>`,
    'evil.jpg': `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="${script}"/>`,
  };
  for (const path of linked) files[path] = xhtml;
  return new MemoryProject(files);
};

describe('quire build and files a page links to', () => {
  it('writes no file of a type off the allowlist and none whose bytes are not of its type, and says so at each link', async () => {
    const built = await buildSite(root, project());
    expect([...built.files.keys()].filter((path) => !path.endsWith('.html') && !path.startsWith('_quire/'))).toEqual(['real.png']);
    expect(built.files.get('real.png')).toEqual(png);
    for (const path of [...linked, 'evil.png', 'evil.jpg']) expect(built.files.has(path), path).toBe(false);
    const at = (code: string) => built.diagnostics.filter((d) => d.code === code).map((d) => `${d.file}:${d.line}:${d.column}-${d.endLine}:${d.endColumn} ${d.severity}${d.data ? ` ${JSON.stringify(d.data)}` : ''}`);
    const extension = (path: string) => path.slice(path.lastIndexOf('.') + 1);
    // A warning at each link (line 6, 8, …), a note on each file; in the build's order, by file, then line.
    expect(at('build/not-copied')).toEqual([
      ...[...linked].sort().filter((path) => path < 'index.mdx').map((path) => `${path}:1:1-1:1 info {"target":"${path}","extension":"${extension(path)}"}`),
      ...linked.map((path, i) => `index.mdx:${6 + 2 * i}:1-${6 + 2 * i}:${6 + 2 * path.length} warning {"url":"/${path}","target":"${path}","extension":"${extension(path)}"}`),
      ...[...linked].sort().filter((path) => path > 'index.mdx').map((path) => `${path}:1:1-1:1 info {"target":"${path}","extension":"${extension(path)}"}`),
    ]);
    expect(at('build/content-mismatch')).toEqual(['evil.jpg:1:1-1:1 warning {"extension":"jpg","found":"markup"}', 'evil.png:1:1-1:1 warning {"extension":"png","found":"markup"}']);
    expect(built.diagnostics.find((d) => d.file === 'evil.png')?.message).toBe('evil.png is not copied to the site: its extension says .png, but it starts like HTML or XML, so a browser could show it as a page of the site and run its script. Save it again as a real .png file.');
    // The pages link to what is left out all the same: the link is there, the file is not.
    expect(String(built.files.get('index.html'))).toContain('<a href="process.xpdl">process.xpdl</a>');
  });
});
