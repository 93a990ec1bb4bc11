import { h, s } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

describe('HTML written as JSX', () => {
  it('renders allowed elements with class/className and a style object as CSS', () => {
    const page = render('<div className="box wide" style={{ marginTop: 8, lineHeight: 1.5, WebkitUserSelect: "none" }}>\n  hi\n</div>');
    expect(page.html).toBe(html(h('div', { className: ['box', 'wide'], style: 'margin-top: 8px; line-height: 1.5; -webkit-user-select: none' }, [h('p', 'hi')])));
    expect(codes(page)).toEqual([]);
  });

  it('renders images, video and tables with resolved sources', () => {
    const page = render('<img src="/images/a.png" alt="A" width="200" />\n\n<video src="demo.mp4" controls autoPlay muted loop playsInline />\n\n<table><tbody><tr><td colSpan={2}>x</td></tr></tbody></table>');
    expect(page.html).toBe(
      [
        html(h('img', { src: '../images/a.png', alt: 'A', width: '200' })),
        html(h('video', { src: 'demo.mp4', controls: true, autoPlay: true, muted: true, loop: true, playsInline: true })),
        html(h('table', [h('tbody', [h('tr', [h('td', { colSpan: 2 }, 'x')])])])),
      ].join('\n'),
    );
  });

  it('renders SVG with camelCase attributes mapped to SVG names', () => {
    const page = render('<svg viewBox="0 0 24 24" strokeWidth={2} fill="none"><path d="M1 1L2 2" strokeLinecap="round" /><circle cx="5" cy="5" r="2" /></svg>');
    expect(page.html).toBe(html(s('svg', { viewBox: '0 0 24 24', strokeWidth: 2, fill: 'none' }, [s('path', { d: 'M1 1L2 2', strokeLinecap: 'round' }), s('circle', { cx: 5, cy: 5, r: 2 })])));
  });

  it('sandboxes an iframe, lazy-loads it and sends no referrer, whatever the page asks', () => {
    const page = render(`<iframe src="https://www.youtube.com/embed/abc" allowFullScreen sandbox="allow-${'same'}-origin allow-top-navigation" referrerPolicy="unsafe-url" />`);
    expect(page.html).toBe(html(h('iframe', { src: 'https://www.youtube.com/embed/abc', allowFullScreen: true, sandbox: 'allow-scripts allow-popups allow-forms allow-presentation', loading: 'lazy', referrerPolicy: 'no-referrer' })));
  });

  it('adds rel="noopener noreferrer" to links opening a new tab', () => {
    expect(render('<a href="https://x.example" target="_blank">x</a>').html).toBe(html(h('p', [h('a', { href: 'https://x.example', target: '_blank', rel: ['noopener', 'noreferrer'] }, 'x')])));
  });

  it('keeps the content of elements that are not allowed, with a warning', () => {
    const page = render('<marquee>\n  Moving\n</marquee>');
    expect(page.html).toBe(html(h('p', 'Moving')));
    expect(codes(page)).toEqual(['render/unsafe-content@1:1']);
  });

  it('renders <br /> inside text', () => {
    expect(render('a<br />b').html).toBe(html(h('p', ['a', h('br'), 'b'])));
  });
});
