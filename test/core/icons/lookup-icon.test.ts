import '../../setup/load-resources.ts';
import { toHtml } from 'hast-util-to-html';
import { describe, expect, it } from 'vitest';
import { fallbackIcon, iconElement, iconMarkup, iconOrFallback, iconSvg, lookupIcon, normalizeIconName } from '../../../src/core/icons/index.ts';
import type { IconShape } from '../../../src/core/icons/index.ts';
import { proSubstitutes } from '../../../src/core/icons/pro-substitutes.ts';

const svg = (attributes: string, children: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" class="q-icon" ${attributes} aria-hidden="true" focusable="false">${children}</svg>`;
const fa = (width: number, d: string) => svg(`viewBox="0 0 ${width} 512" width="1em" height="1em" fill="currentColor"`, `<path d="${d}"></path>`);
const lucide = (children: string) => svg('viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"', children);
const style = (shape: IconShape | undefined) => (shape?.library === 'fontawesome' ? shape.style : undefined);

describe('Font Awesome Free, every style', () => {
  it('draws a solid icon exactly', () => {
    expect(iconSvg('circle')).toBe(fa(512, 'M0 256a256 256 0 1 1 512 0 256 256 0 1 1 -512 0z'));
  });

  it('draws a regular icon exactly when the icon type asks for it', () => {
    expect(iconSvg('circle', 'regular')).toBe(fa(512, 'M464 256a208 208 0 1 0 -416 0 208 208 0 1 0 416 0zM0 256a256 256 0 1 1 512 0 256 256 0 1 1 -512 0z'));
    expect(iconSvg('square', 'light')).toBe(
      fa(448, 'M384 80c8.8 0 16 7.2 16 16l0 320c0 8.8-7.2 16-16 16L64 432c-8.8 0-16-7.2-16-16L48 96c0-8.8 7.2-16 16-16l320 0zM64 32C28.7 32 0 60.7 0 96L0 416c0 35.3 28.7 64 64 64l320 0c35.3 0 64-28.7 64-64l0-320c0-35.3-28.7-64-64-64L64 32z'),
    );
  });

  it('draws a brand exactly, found by its name alone', () => {
    expect(iconSvg('houzz')).toBe(fa(448, 'M276 330.7l-104.6 0 0 149.3-154.3 0 0-448 109.5 0 0 104.5 305.1 85.6 0 257.9-155.7 0 0-149.3z'));
    expect(iconSvg('ethereum', 'solid')).toBe(fa(320, 'M311.9 260.8L160 353.6 8 260.8 160 0 311.9 260.8zM160 383.4L8 290.6 160 512 312 290.6 160 383.4z'));
  });

  it('has icons beyond any curated list: all of Font Awesome Free 7', () => {
    const names = ['yandex-international', 'genderless', 'face-meh-blank', 'person-skiing-nordic', 'bandcamp', 'claude', 'hippo', 'tarp-droplet'];
    expect(names.filter((name) => lookupIcon(name) === undefined)).toEqual([]);
  });

  it('falls back to a style the icon has: solid default, brands by name, regular for outline types', () => {
    expect(style(lookupIcon('star'))).toBe('solid');
    expect(style(lookupIcon('github'))).toBe('brands');
    expect(style(lookupIcon('discord', 'duotone'))).toBe('brands');
    expect(style(lookupIcon('x-twitter', 'brands'))).toBe('brands');
    expect(style(lookupIcon('star', 'duotone'))).toBe('solid');
    expect(style(lookupIcon('star', 'sharp-solid'))).toBe('solid');
    for (const type of ['regular', 'light', 'thin', 'sharp-regular', 'sharp-light', 'sharp-thin']) expect(style(lookupIcon('star', type)), type).toBe('regular');
    // No regular rocket in Font Awesome Free: light falls back to solid.
    expect(style(lookupIcon('rocket', 'light'))).toBe('solid');
    // A brand has no solid: an explicit solid still finds the brand.
    expect(style(lookupIcon('github', 'solid'))).toBe('brands');
    // Unknown icon types are the default order; prototype keys are not icon types.
    expect(style(lookupIcon('star', 'neon'))).toBe('solid');
    expect(style(lookupIcon('star', 'constructor'))).toBe('solid');
  });

  it('accepts names as authors write them: any case, an fa- prefix, surrounding spaces', () => {
    expect(normalizeIconName(' GitHub ')).toBe('github');
    expect(normalizeIconName('fa-book')).toBe('book');
    expect(lookupIcon('GitHub')?.name).toBe('github');
    expect(lookupIcon(' fa-Rocket ')?.name).toBe('rocket');
  });

  it("resolves Font Awesome's other names and Pro-only names to the nearest Free or Lucide icon", () => {
    expect(lookupIcon('external-link')?.name).toBe('arrow-up-right-from-square');
    expect(lookupIcon('check-circle')?.name).toBe('circle-check');
    expect(lookupIcon('book-open-cover')?.name).toBe('book-open');
    expect(lookupIcon('brackets-curly')).toMatchObject({ library: 'lucide', name: 'braces' });
    expect(lookupIcon('sparkles')).toMatchObject({ library: 'lucide', name: 'sparkles' });
    expect(lookupIcon('circle-3')).toMatchObject({ library: 'fontawesome', name: '3' });
    expect(lookupIcon('anthropic')?.name).toBe('claude');
    expect(style(lookupIcon('check-circle', 'regular'))).toBe('regular');
  });

  it('returns undefined for unknown names, prototype keys and names that are no icon names', () => {
    for (const name of ['no-such-icon', 'constructor', '__proto__', 'toString', '', 'a b', '../rocket', 'rocket-']) expect(lookupIcon(name), name).toBeUndefined();
  });

  it('covers the common docs icons and every footer platform', () => {
    const names = ['arrow-right', 'book', 'book-open', 'code', 'terminal', 'rocket', 'gear', 'key', 'lock', 'user', 'globe', 'newspaper', 'folder', 'file'];
    const brands = ['github', 'discord', 'x-twitter', 'slack', 'linkedin', 'youtube', 'facebook', 'instagram', 'hacker-news'];
    expect(names.filter((n) => lookupIcon(n) === undefined)).toEqual([]);
    expect(brands.filter((n) => style(lookupIcon(n)) !== 'brands')).toEqual([]);
  });
});

describe('Lucide', () => {
  it('draws Lucide icons exactly: stroked elements in a 24 × 24 box', () => {
    expect(iconSvg('minus', undefined, 'lucide')).toBe(lucide('<path d="M5 12h14"></path>'));
    expect(iconSvg('circle-alert', undefined, 'lucide')).toBe(
      lucide('<circle cx="12" cy="12" r="10"></circle><line x1="12" x2="12" y1="8" y2="12"></line><line x1="12" x2="12.01" y1="16" y2="16"></line>'),
    );
  });

  it("resolves Lucide's older names and ignores the Font Awesome style", () => {
    expect(lookupIcon('alert-circle', undefined, 'lucide')?.name).toBe('circle-alert');
    expect(iconSvg('alert-circle', 'solid', 'lucide')).toBe(iconSvg('circle-alert', undefined, 'lucide'));
    expect(lookupIcon('Settings', undefined, 'lucide')).toMatchObject({ library: 'lucide', name: 'settings' });
  });

  it('draws a Lucide name given under Font Awesome with Lucide, as the platform does; never the other way round', () => {
    expect(lookupIcon('settings')).toMatchObject({ library: 'lucide', name: 'settings' });
    expect(lookupIcon('a-arrow-down')).toMatchObject({ library: 'lucide', name: 'a-arrow-down' });
    expect(iconSvg('minus', undefined, 'lucide')).toBe(lucide('<path d="M5 12h14"></path>'));
    expect(lookupIcon('rocket')?.library).toBe('fontawesome');
    expect(lookupIcon('a-arrow-down', undefined, 'lucide')?.library).toBe('lucide');
    expect(lookupIcon('x-twitter', undefined, 'lucide')).toBeUndefined();
    expect(lookupIcon('constructor', undefined, 'lucide')).toBeUndefined();
  });
});

describe('Tabler', () => {
  const tabler = (fill: string, children: string) =>
    svg(fill === 'none' ? `viewBox="0 0 24 24" width="1em" height="1em" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"` : 'viewBox="0 0 24 24" width="1em" height="1em" fill="currentColor" stroke="none"', children);

  it('draws Tabler outline icons exactly, and the filled one for iconType filled (or solid) or a -filled name', () => {
    expect(iconSvg('minus', undefined, 'tabler')).toBe(tabler('none', '<path d="M5 12l14 0"></path>'));
    const disc = tabler('currentColor', '<path d="M7 3.34a10 10 0 1 1 -4.995 8.984l-.005 -.324l.005 -.324a10 10 0 0 1 4.995 -8.336z"></path>');
    expect(iconSvg('circle', 'filled', 'tabler')).toBe(disc);
    expect(iconSvg('circle-filled', undefined, 'tabler')).toBe(disc);
    expect(lookupIcon('circle', 'solid', 'tabler')).toMatchObject({ library: 'tabler', name: 'circle-filled', filled: true });
  });

  it('keeps the outline icon when there is no filled one, and knows brands by their Tabler names', () => {
    expect(lookupIcon('rocket', 'filled', 'tabler')).toMatchObject({ library: 'tabler', name: 'rocket', filled: false });
    expect(lookupIcon('brand-github', undefined, 'tabler')?.library).toBe('tabler');
    expect(lookupIcon('github', undefined, 'tabler')).toBeUndefined();
    expect(lookupIcon('constructor', undefined, 'tabler')).toBeUndefined();
  });

  it('serializes exactly as hast would', () => {
    for (const shape of [lookupIcon('rocket', undefined, 'tabler'), lookupIcon('circle', 'filled', 'tabler')]) {
      if (!shape) throw new Error('icon missing');
      expect(iconMarkup(shape, 'q-icon extra')).toBe(toHtml(iconElement(shape, 'q-icon extra'), { space: 'svg' }));
    }
  });
});

describe('iconElement, iconSvg and iconOrFallback', () => {
  it('serializes exactly as hast would, in both libraries', () => {
    for (const shape of [lookupIcon('github'), lookupIcon('rocket', undefined, 'lucide'), fallbackIcon]) {
      if (!shape) throw new Error('icon missing');
      expect(iconMarkup(shape, 'q-icon extra')).toBe(toHtml(iconElement(shape, 'q-icon extra'), { space: 'svg' }));
    }
  });

  it('returns undefined from iconSvg for an unknown name', () => {
    expect(iconSvg('definitely-not-an-icon')).toBeUndefined();
    expect(iconSvg('definitely-not-an-icon', undefined, 'lucide')).toBeUndefined();
  });

  it('returns the neutral ring and known: false for an unknown name, in either library', () => {
    const ring = `<svg xmlns="http://www.w3.org/2000/svg" class="q-icon q-icon-fallback" viewBox="0 0 512 512" width="1em" height="1em" fill="currentColor" aria-hidden="true" focusable="false"><path d="${fallbackIcon.path}"></path></svg>`;
    expect(iconOrFallback('definitely-not-an-icon')).toEqual({ svg: ring, known: false, shape: fallbackIcon });
    expect(iconOrFallback('definitely-not-an-icon', 'regular', 'lucide')).toEqual({ svg: ring, known: false, shape: fallbackIcon });
  });

  it('returns known: true with the icon for a known name', () => {
    expect(iconOrFallback('rocket')).toEqual({ svg: iconSvg('rocket'), known: true, shape: lookupIcon('rocket') });
    expect(iconOrFallback('rocket', undefined, 'lucide')).toEqual({ svg: iconSvg('rocket', undefined, 'lucide'), known: true, shape: lookupIcon('rocket', undefined, 'lucide') });
  });
});

describe('the Pro substitutes table', () => {
  it('points every Pro name at an icon a free library has: a Font Awesome Free icon, or a Lucide one for lucide:', () => {
    const broken = Object.entries(proSubstitutes).filter(([, target]) => (target.startsWith('lucide:') ? lookupIcon(target.slice(7), undefined, 'lucide') : lookupIcon(target)) === undefined);
    expect(broken).toEqual([]);
  });

  it('maps no Font Awesome Free name (the table is only for names Free lacks)', () => {
    expect(Object.keys(proSubstitutes).filter((name) => lookupIcon(name)?.name === name && lookupIcon(name)?.library === 'fontawesome')).toEqual([]);
  });
});
