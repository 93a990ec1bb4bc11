import '../../setup/load-resources.ts';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { iconAliases } from '../../../src/core/icons/icon-aliases.ts';
import { iconLoaders } from '../../../src/core/icons/icon-loaders.ts';
import { fallbackIcon, iconElement, iconMarkup, iconOrFallback, iconSvg, lookupIcon, normalizeIconName } from '../../../src/core/icons/index.ts';

const data = new Map(await Promise.all(Object.entries(iconLoaders).map(async ([name, load]) => [name, (await load()).icon] as const)));
/** The bundled path data of an icon in a style, straight from its data module. */
const pathOf = (name: string, style: 'solid' | 'regular' | 'brands') => data.get(name)?.[style]?.[1];

describe('icon data modules', () => {
  it('bundles 439 icons, each with at least one style', () => {
    expect(data.size).toBe(439);
    expect([...data].filter(([, styles]) => Object.keys(styles).length === 0)).toEqual([]);
  });
});

describe('lookupIcon', () => {
  it('finds a solid icon with its viewBox width', () => {
    const shape = lookupIcon('rocket');
    expect(shape).toMatchObject({ name: 'rocket', style: 'solid', width: 512 });
    expect(shape?.path).toBe(pathOf('rocket', 'solid'));
  });

  it('prefers the brand for brand names, whatever the icon type', () => {
    expect(lookupIcon('github')?.style).toBe('brands');
    expect(lookupIcon('discord', 'duotone')?.style).toBe('brands');
    expect(lookupIcon('x-twitter', 'brands')?.style).toBe('brands');
  });

  it('maps duotone and sharp-solid to solid, light and thin to regular when a regular variant exists', () => {
    expect(lookupIcon('star', 'duotone')?.style).toBe('solid');
    expect(lookupIcon('star', 'sharp-solid')?.style).toBe('solid');
    expect(lookupIcon('star', 'light')?.style).toBe('regular');
    expect(lookupIcon('star', 'thin')?.style).toBe('regular');
    expect(lookupIcon('star', 'regular')?.path).toBe(pathOf('star', 'regular'));
    // No regular variant of `rocket` in Font Awesome Free: light falls back to solid.
    expect(lookupIcon('rocket', 'light')?.style).toBe('solid');
  });

  it('accepts names as authors write them: any case, an fa- prefix, surrounding spaces', () => {
    expect(normalizeIconName(' GitHub ')).toBe('github');
    expect(normalizeIconName('fa-book')).toBe('book');
    expect(lookupIcon('GitHub')?.name).toBe('github');
  });

  it('resolves Font Awesome aliases and Pro-only names to the nearest Free icon', () => {
    expect(lookupIcon('external-link')?.name).toBe('arrow-up-right-from-square');
    expect(lookupIcon('check-circle')?.name).toBe('circle-check');
    expect(lookupIcon('book-open-cover')?.name).toBe('book-open');
    expect(lookupIcon('brackets-curly')?.name).toBe('code');
  });

  it('returns undefined for unknown names, including prototype keys', () => {
    expect(lookupIcon('no-such-icon')).toBeUndefined();
    expect(lookupIcon('constructor')).toBeUndefined();
    expect(lookupIcon('__proto__')).toBeUndefined();
    expect(lookupIcon('')).toBeUndefined();
  });

  it('covers the common docs icons and every footer platform', () => {
    const names = ['arrow-right', 'book', 'book-open', 'code', 'terminal', 'rocket', 'gear', 'key', 'lock', 'user', 'globe', 'newspaper', 'folder', 'file'];
    const brands = ['github', 'discord', 'x-twitter', 'slack', 'linkedin', 'youtube', 'facebook', 'instagram', 'hacker-news'];
    expect(names.filter((n) => lookupIcon(n) === undefined)).toEqual([]);
    expect(brands.filter((n) => lookupIcon(n)?.style !== 'brands')).toEqual([]);
  });

  it('only aliases to bundled icons', () => {
    const dangling = Object.entries(iconAliases).filter(([, target]) => !(pathOf(target, 'solid') ?? pathOf(target, 'brands')));
    expect(dangling).toEqual([]);
  });

  it('has no alias named like a bundled icon (aliases are looked up only for other names)', () => {
    expect(Object.keys(iconAliases).filter((alias) => data.has(alias))).toEqual([]);
  });
});

describe('iconSvg and iconOrFallback', () => {
  it('serializes exactly as hast would', () => {
    const shape = lookupIcon('github');
    if (!shape) throw new Error('github icon missing');
    expect(iconMarkup(shape)).toBe(toHtml(iconElement(shape), { space: 'svg' }));
    expect(iconSvg('github')).toBe(
      `<svg xmlns="http://www.w3.org/2000/svg" class="q-icon" viewBox="0 0 512 512" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false"><path d="${pathOf('github', 'brands')}"></path></svg>`,
    );
  });

  it('returns undefined from iconSvg for an unknown name', () => {
    expect(iconSvg('definitely-not-an-icon')).toBeUndefined();
  });

  it('returns the neutral ring and known: false for an unknown name', () => {
    const result = iconOrFallback('definitely-not-an-icon');
    expect(result.known).toBe(false);
    expect(result.shape).toBe(fallbackIcon);
    expect(result.svg).toContain('class="q-icon q-icon-fallback"');
    expect(result.svg).toContain(`d="${fallbackIcon.path}"`);
  });

  it('returns known: true with the icon for a known name', () => {
    const result = iconOrFallback('rocket');
    expect(result.known).toBe(true);
    expect(result.svg).toBe(iconSvg('rocket'));
  });
});
