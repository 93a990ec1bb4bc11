import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('<Card>', () => {
  it('renders title and text in a box', () => {
    const page = render('<Card title="Quickstart">\n  Start here.\n</Card>');
    expect(page.html).toBe(
      html(h('div', { className: ['q-card'] }, [h('div', { className: ['q-card-body'] }, [h('div', { className: ['q-card-text'] }, [h('div', { className: ['q-card-title'] }, 'Quickstart'), h('div', { className: ['q-card-content'] }, [h('p', 'Start here.')])])])])),
    );
    expect(codes(page)).toEqual([]);
  });

  it('becomes one link with href, icon and colour', () => {
    const page = render('<Card title="Guide" icon="book" href="/guides/intro" color="#ff6600">Read</Card>', { ctx: { icon: (n) => `<svg id="${n}"></svg>` } });
    expect(page.html).toBe(
      html(
        h('a', { className: ['q-card', 'q-card-link'], href: 'intro.html' }, [
          h('div', { className: ['q-card-body'] }, [
            h('span', { className: ['q-card-icon'] }, [h('span', { className: ['q-icon'], dataIcon: 'book', style: 'color: #ff6600' }, [{ type: 'raw', value: '<svg id="book"></svg>' } as never])]),
            h('div', { className: ['q-card-text'] }, [h('div', { className: ['q-card-title'] }, 'Guide'), h('div', { className: ['q-card-content'] }, ['Read'])]),
          ]),
        ]),
      ),
    );
  });

  it('goes through the context pageUrl for links to pages', () => {
    const page = render('<Card title="X" href="../api/users#list" />', { ctx: { pageUrl: (p, hash) => `/docs/${p}${hash}` } });
    expect(page.html).toContain('href="/docs/api/users#list"');
  });

  it('lays out horizontally and shows an image on top', () => {
    const page = render('<Card title="Wide" horizontal img="/images/cover.png" />');
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-card', 'q-card-horizontal'] }, [
          h('img', { className: ['q-card-img'], src: '../images/cover.png', alt: 'Wide', loading: 'lazy' }),
          h('div', { className: ['q-card-body'] }, [h('div', { className: ['q-card-text'] }, [h('div', { className: ['q-card-title'] }, 'Wide'), h('div', { className: ['q-card-content'] })])]),
        ]),
      ),
    );
  });

  it('accepts an SVG element as icon', () => {
    const page = render('<Card title="S" icon={<svg viewBox="0 0 10 10"><path d="M0 0h10" /></svg>} />');
    expect(page.html).toContain('<span class="q-card-icon"><span class="q-icon"><svg viewBox="0 0 10 10"><path d="M0 0h10"></path></svg></span></span>');
  });

  it('drops a javascript: href with a warning and stays a box', () => {
    const page = render('<Card title="Bad" href="javascript:alert(1)" />');
    expect(page.html).toMatch(/^<div class="q-card">/);
    expect(codes(page)).toEqual(['render/unsafe-content@1:1']);
  });

  it('uses spans when inside a paragraph', () => {
    const page = render('See <Card title="T">x</Card> here');
    expect(page.html).toBe(html(h('p', ['See ', h('span', { className: ['q-card'] }, [h('span', { className: ['q-card-body'] }, [h('span', { className: ['q-card-text'] }, [h('span', { className: ['q-card-title'] }, 'T'), h('span', { className: ['q-card-content'] }, ['x'])])])]), ' here'])));
  });

  it('turns links inside a linked card into text, with a warning (a link cannot hold a link)', () => {
    const page = render('<Card title="Guide" href="/guides/intro">\n  Read [the API](/api) first.\n</Card>');
    expect(page.html).toBe(
      html(
        h('a', { className: ['q-card', 'q-card-link'], href: 'intro.html' }, [
          h('div', { className: ['q-card-body'] }, [h('div', { className: ['q-card-text'] }, [h('div', { className: ['q-card-title'] }, 'Guide'), h('div', { className: ['q-card-content'] }, [h('p', ['Read ', h('span', 'the API'), ' first.'])])])]),
        ]),
      ),
    );
    expect(codes(page)).toEqual(['render/nested-link@1:1']);
  });

  it('keeps links inside a card without href', () => {
    const page = render('<Card title="Guide">\n  Read [the API](/api) first.\n</Card>');
    expect(page.html).toContain('<div class="q-card-content"><p>Read <a href="../api.html">the API</a> first.</p></div>');
    expect(codes(page)).toEqual([]);
  });

  it('turns the anchor of a heading inside a linked card into a span, without a warning', () => {
    const page = render('<Card title="G" href="/x">\n  ### Part\n</Card>');
    expect(page.html).toContain('<div class="q-card-content"><h3 id="part" class="q-heading"><span class="q-heading-anchor"></span>Part</h3></div>');
    expect(codes(page)).toEqual([]);
  });

  it('adds an arrow to a linked card with arrow', () => {
    const page = render('<Card title="Guide" href="/guides/intro" arrow>Read</Card>');
    expect(page.html).toBe(
      html(
        h('a', { className: ['q-card', 'q-card-link'], href: 'intro.html' }, [
          h('div', { className: ['q-card-body'] }, [h('div', { className: ['q-card-text'] }, [h('div', { className: ['q-card-title'] }, 'Guide'), h('div', { className: ['q-card-content'] }, ['Read'])]), h('span', { className: ['q-card-arrow'], ariaHidden: 'true' })]),
        ]),
      ),
    );
    expect(render('<Card title="Guide" href="/guides/intro" arrow={false}>Read</Card>').html).not.toContain('q-card-arrow');
  });
});
