import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CliIo } from '../../src/cli/run-cli.ts';
import { cliSandbox } from './cli-sandbox.ts';

const { root, write, run, runWith } = cliSandbox('quire-cli-');

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n## ${title}\n\nText.\n`;

write('good', { 'docs.json': JSON.stringify({ name: 'Good', navigation: [{ group: 'G', pages: ['index', 'guide'] }] }, null, 2), 'index.mdx': page('Home'), 'guide.mdx': page('Guide') });
write('bad', {
  'docs.json': '{\n  "name": "Bad",\n  "navigation": [{ "group": "G", "pages": ["index", "nope"] }],\n  "colours": {}\n}\n',
  'index.mdx': page('Home'),
});

describe('quire check', () => {
  it('exits 0 with a summary for a clean project', async () => {
    const r = await run('check', 'good');
    expect(r).toEqual({ code: 0, stdout: '✔ 0 errors, 0 warnings in 3 files\n', stderr: '' });
  });

  it('prints file:line:col severity code message grouped by file and exits 1 on errors', async () => {
    const r = await run('check', 'bad');
    expect(r.code).toBe(1);
    const lines = r.stdout.split('\n');
    expect(lines[0]).toBe('docs.json:3:53 error project/missing-page Navigation lists "nope", but there is no nope.mdx or nope.md file. Create the page or fix the path.');
    expect(lines[1]).toMatch(/^docs\.json:4:3 warning config\/unknown-key /);
    expect(lines.at(-2)).toBe('✖ 1 error, 1 warning in 2 files');
  });

  it('prints JSON with the documented shape', async () => {
    const r = await run('check', 'bad', '--format', 'json');
    const out = JSON.parse(r.stdout) as { diagnostics: Record<string, unknown>[]; summary: unknown };
    expect(r.code).toBe(1);
    expect(out.summary).toEqual({ errors: 1, warnings: 1, files: 2 });
    expect(out.diagnostics[0]).toEqual({
      file: 'docs.json',
      line: 3,
      column: 53,
      endLine: 3,
      endColumn: 59,
      severity: 'error',
      code: 'project/missing-page',
      message: 'Navigation lists "nope", but there is no nope.mdx or nope.md file. Create the page or fix the path.',
      path: 'navigation[0].pages[1]',
    });
  });

  it('checks a single config with --config and no file-existence rules', async () => {
    write('single', { 'my-docs.json': JSON.stringify({ name: 'Solo', navigation: [{ group: 'G', pages: ['not/on/disk'] }], logo: 'nowhere.svg' }) });
    const r = await run('check', '--config', 'single/my-docs.json');
    expect(r).toEqual({ code: 0, stdout: '✔ 0 errors, 0 warnings in 1 file\n', stderr: '' });
  });

  it('exits 1 for an invalid single config and names the file given', async () => {
    write('single-bad', { 'docs.json': '{ "name": "x", "navigation": [], }' });
    const r = await run('check', '--config', 'single-bad/docs.json');
    expect(r.code).toBe(1);
    expect(r.stdout.split('\n')[0]).toMatch(/^single-bad\/docs\.json:1:\d+ error config\/json-syntax /);
  });

  it('exits 2 with a message for a missing folder, a bad format and an unknown command', async () => {
    expect(await run('check', 'does-not-exist')).toEqual({ code: 2, stdout: '', stderr: 'quire: Cannot read the project folder "' + join(root, 'does-not-exist') + '": it does not exist.\n' });
    const format = await run('check', 'good', '--format', 'xml');
    expect(format.code).toBe(2);
    expect(format.stderr.split('\n')[0]).toBe('quire: --format must be "text" or "json" (got "xml").');
    const unknown = await run('lint');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.split('\n')[0]).toBe('quire: Unknown command "lint".');
    const missingConfig = await run('check', '--config', 'nope.json');
    expect(missingConfig).toEqual({ code: 2, stdout: '', stderr: 'quire: Cannot read the config file "nope.json": it does not exist.\n' });
  });
});

describe('quire build', () => {
  it('writes one HTML file per page, a 404 page, and exits 0', async () => {
    const r = await run('build', 'good', '--out', 'good-site');
    expect(r.code).toBe(0);
    expect(existsSync(join(root, 'good-site/index.html'))).toBe(true);
    expect(existsSync(join(root, 'good-site/guide.html'))).toBe(true);
    expect(existsSync(join(root, 'good-site/404.html'))).toBe(true);
    expect(readFileSync(join(root, 'good-site/guide.html'), 'utf8')).toContain('<h2');
  });

  it('links 404.html home from --base, the path the site is served from', async () => {
    expect((await run('build', 'good', '--out', 'good-root')).code).toBe(0);
    expect(readFileSync(join(root, 'good-root/404.html'), 'utf8')).toContain('<a class="q-cta" href="/index.html">Go to the home page</a>');
    expect((await run('build', 'good', '--out', 'good-docs', '--base', '/docs/')).code).toBe(0);
    expect(readFileSync(join(root, 'good-docs/404.html'), 'utf8')).toContain('<a class="q-cta" href="/docs/index.html">Go to the home page</a>');
    expect(readFileSync(join(root, 'good-docs/guide.html'), 'utf8')).toContain('<link rel="stylesheet" href="_quire/quire.css">');
    const bad = await run('build', 'good', '--out', 'good-bad', '--base', 'docs');
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe('quire: --base must be a path from the site\'s root such as /docs/, or a full URL (got "docs").');
  });

  it('--site-url gives the pages canonical links and the export a sitemap; without it there is no sitemap; a URL that is not http(s) is a usage error', async () => {
    expect((await run('build', 'good', '--out', 'good-url', '--site-url', 'https://docs.acme.dev')).code).toBe(0);
    expect(readFileSync(join(root, 'good-url/guide.html'), 'utf8')).toContain('<link rel="canonical" href="https://docs.acme.dev/guide">');
    expect(readFileSync(join(root, 'good-url/sitemap.xml'), 'utf8')).toContain('<loc>https://docs.acme.dev/guide</loc>');
    expect(readFileSync(join(root, 'good-url/robots.txt'), 'utf8')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://docs.acme.dev/sitemap.xml\n');
    expect(readFileSync(join(root, 'good-url/llms.txt'), 'utf8')).toContain('(https://docs.acme.dev/guide.md)');
    expect(existsSync(join(root, 'good-url/guide.md'))).toBe(true);
    expect(existsSync(join(root, 'good-site/sitemap.xml'))).toBe(false);
    const bad = await run('build', 'good', '--out', 'good-url-bad', '--site-url', 'docs.acme.dev');
    expect(bad.code).toBe(2);
    expect(bad.stderr.split('\n')[0]).toBe('quire: --site-url must be the site\'s public http(s) URL with no query or hash, such as https://docs.acme.dev/ (got "docs.acme.dev").');
  });

  describe('--github-stars', () => {
    const config = (cta: unknown) => JSON.stringify({ name: 'Stars', topbarCtaButton: cta, navigation: [{ group: 'G', pages: ['index'] }] });
    write('stars', { 'docs.json': config({ type: 'github', url: 'https://github.com/acme/docs' }), 'index.mdx': page('Home') });
    write('no-github', { 'docs.json': config({ name: 'Go', url: 'https://acme.dev' }), 'index.mdx': page('Home') });
    const button = (dir: string) => /<a class="q-cta q-cta-github"[^]*?<\/a>/.exec(readFileSync(join(root, dir, 'index.html'), 'utf8'))?.[0];
    type Fetch = NonNullable<CliIo['fetch']>;

    it('puts the count GitHub gives into the button, asking once, with a time limit', async () => {
      const asked: string[] = [];
      const fetch: Fetch = (url, init) => {
        asked.push(`${url} ${init.headers['Accept']} ${init.signal instanceof AbortSignal}`);
        return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ stargazers_count: 12345 }) });
      };
      const r = await runWith({ fetch }, 'build', 'stars', '--out', 'stars-site', '--github-stars');
      expect(r.code).toBe(0);
      expect(r.stderr).toBe('');
      expect(asked).toEqual(['https://api.github.com/repos/acme/docs application/vnd.github+json true']);
      expect(button('stars-site')).toContain('<span class="q-cta-repo">acme/docs</span><span class="q-cta-stars" title="12345 stars">★ 12.3k</span></a>');
    });

    it('builds without a count, and says why, when GitHub does not answer with one', async () => {
      const failing: [Fetch, string][] = [
        [() => Promise.resolve({ ok: false, status: 403, json: () => Promise.resolve({}) }), 'GitHub answered 403'],
        [() => Promise.reject(new TypeError('fetch failed')), 'fetch failed'],
        [() => Promise.reject(Object.assign(new Error('timed out'), { name: 'TimeoutError' })), 'no answer within 5 s'],
        [() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve({ message: 'Moved' }) }), 'the answer had no star count'],
      ];
      for (const [fetch, why] of failing) {
        const r = await runWith({ fetch }, 'build', 'stars', '--out', 'stars-offline', '--github-stars');
        expect(r.code).toBe(0);
        expect(r.stderr).toBe(`quire: --github-stars: could not get the star count of acme/docs (${why}); the button shows the repository without a count.\n`);
        expect(button('stars-offline')).toContain('<span class="q-cta-repo">acme/docs</span></a>');
      }
    });

    it('asks nothing without the flag or without a github button', async () => {
      const fetch: Fetch = () => Promise.reject(new Error('must not be called'));
      const plain = await runWith({ fetch }, 'build', 'stars', '--out', 'stars-plain');
      expect([plain.code, plain.stderr]).toEqual([0, '']);
      expect(button('stars-plain')).not.toContain('q-cta-stars');
      const none = await runWith({ fetch }, 'build', 'no-github', '--out', 'no-github-site', '--github-stars');
      expect([none.code, none.stderr]).toEqual([0, 'quire: --github-stars: the config has no topbarCtaButton of type "github" with a github.com repository URL; building without a star count.\n']);
    });
  });

  it('needs --out', async () => {
    const r = await run('build', 'good');
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe('quire: `quire build` needs --out OUT, the folder to write the site to.');
  });
});
