import { describe, expect, it } from 'vitest';
import { isHexColor, isHttpUrl, isLink, isOpenApiLocation, isPagePath } from '../../../src/core/config/string-rules.ts';

describe('string rules', () => {
  it('isHexColor: `#` and 3 or 6 hex digits, any case', () => {
    for (const ok of ['#fff', '#FFF', '#0D9373', '#a1b2c3']) expect(isHexColor(ok)).toBe(true);
    for (const bad of ['fff', '#ff', '#ffff', '#fffffff', '#ggg', 'blue', ' #fff', '#fff ', 'rgb(0,0,0)', '']) expect(isHexColor(bad)).toBe(false);
  });

  it('isHttpUrl: absolute http(s) URLs with a host', () => {
    for (const ok of ['https://x.com/acme', 'http://localhost:3000', 'https://api.acme.com/v1?x=1#y', 'HTTPS://ACME.COM', 'https://medium.com/@acme']) expect(isHttpUrl(ok)).toBe(true);
    for (const bad of ['javascript:alert(1)', 'ftp://acme.com', 'acme.com', '//acme.com', 'https://', 'https:// acme.com', 'https://acme.com/a b', 'https://user@evil.com']) expect(isHttpUrl(bad)).toBe(false);
  });

  it('isLink: anything but empty and script or data URLs', () => {
    for (const ok of ['/docs', 'blog', 'mailto:hi@acme.com', 'https://acme.com', '#top']) expect(isLink(ok)).toBe(true);
    for (const bad of ['', '  ', 'javascript:alert(1)', ' JavaScript:x', 'vbscript:x', 'data:text/html,x']) expect(isLink(bad)).toBe(false);
  });

  it('isOpenApiLocation: an http(s) URL or a project path; a leading `/` is the project root', () => {
    for (const ok of ['https://acme.com/openapi.json', 'openapi.yml', '/openapi.yml', 'specs/v3-openapi.yaml']) expect(isOpenApiLocation(ok)).toBe(true);
    for (const bad of ['', '/', 'ftp://x/o.yml', 'file:///o.yml', '../o.yml', 'specs/../../o.yml', '//cdn.acme.com/o.yml', 'C:\\o.yml', ' o.yml']) expect(isOpenApiLocation(bad)).toBe(false);
  });

  it('isPagePath: a project path without a Markdown extension', () => {
    for (const ok of ['intro', 'guides/setup', '/quickstart', 'client/c++/introduction', 'api/v1.2/get', 'essentials/markdown-x', 'a..b']) expect(isPagePath(ok)).toBe(true);
    for (const bad of ['', 'intro.mdx', 'intro.md', 'Intro.MDX', 'guides/', '../intro', 'a/../../b', 'https://acme.com/page', 'mailto:x', ' intro', 'intro ', 'intro\u00a0', 'a\\b']) {
      expect(isPagePath(bad)).toBe(false);
    }
  });
});
