import { describe, expect, it } from 'vitest';
import { isExternalUrl } from '../../../../src/core/project/external-url.ts';
import { safeUrl } from '../../../../src/core/render/safety/safe-url.ts';

describe('safeUrl', () => {
  it.each([
    ['https://example.com/a', 'link'],
    ['http://example.com', 'link'],
    ['mailto:a@example.com', 'link'],
    ['tel:+1234', 'link'],
    ['/relative/path', 'link'],
    ['../up', 'link'],
    ['#hash', 'link'],
    ['//cdn.example/x.png', 'media'],
    ['data:image/png;base64,AAAA', 'media'],
    ['data:image/svg+xml,<svg/>', 'media'],
  ] as const)('keeps %s as %s', (url, use) => {
    expect(safeUrl(url, use)).toBe(url);
  });

  it.each([
    ['javascript:alert(1)', 'link'],
    ['JAVASCRIPT:alert(1)', 'link'],
    [' \tjava\nscript:alert(1)', 'link'],
    ['java\u0000script:alert(1)', 'link'],
    ['vbscript:x', 'link'],
    ['data:text/html,<script>', 'link'],
    ['data:image/png;base64,AAAA', 'link'],
    ['data:text/html,<script>', 'media'],
    ['data:image/png;base64,AAAA', 'frame'],
    ['mailto:a@example.com', 'frame'],
    ['file:///etc/passwd', 'media'],
  ] as const)('refuses %j as %s', (url, use) => {
    expect(safeUrl(url, use)).toBeUndefined();
  });

  it('tells external URLs from project paths', () => {
    expect([isExternalUrl('https://a'), isExternalUrl('//a'), isExternalUrl('/a'), isExternalUrl('a.png')]).toEqual([true, true, false, false]);
  });
});
