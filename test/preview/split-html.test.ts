import { describe, expect, it } from 'vitest';
import { splitTopLevel } from '../../src/preview/runtime/split-html.ts';

const pieces = (html: string) => splitTopLevel(html)?.map((p) => `${p.kind}:${p.tag}:${p.html}`);

describe('splitTopLevel', () => {
  it('splits elements, the text between them and comments', () => {
    expect(pieces('<h2 id="a">A</h2>\n<p>One <b>two</b></p>\n<!-- c --><hr>tail')).toEqual([
      'element:h2:<h2 id="a">A</h2>',
      'text::\n',
      'element:p:<p>One <b>two</b></p>',
      'text::\n',
      'comment::<!-- c -->',
      'element:hr:<hr>',
      'text::tail',
    ]);
  });

  it('keeps nested same-name elements, quoted `>` and self-closed SVG parts inside their element', () => {
    expect(pieces('<div class="a"><div title="x > y">in</div><svg><path d="M0 0"/></svg></div><img src="a.png" alt="1 > 0">')).toEqual([
      'element:div:<div class="a"><div title="x > y">in</div><svg><path d="M0 0"/></svg></div>',
      'element:img:<img src="a.png" alt="1 > 0">',
    ]);
  });

  it('reads raw text elements to their closing tag', () => {
    expect(pieces('<style>p > a { color: red } </div></style><p>x</p>')).toEqual(['element:style:<style>p > a { color: red } </div></style>', 'element:p:<p>x</p>']);
  });

  it('gives up on unbalanced HTML', () => {
    expect(splitTopLevel('<div><p>x</div></div>')).toBeUndefined();
    expect(splitTopLevel('<div>open')).toBeUndefined();
    expect(splitTopLevel('<!-- never closed')).toBeUndefined();
    expect(splitTopLevel('<p title="never closed>')).toBeUndefined();
  });

  it('treats a lone less-than sign as text', () => {
    expect(pieces('1 < 2 <p>x</p>')).toEqual(['text::1 < 2 ', 'element:p:<p>x</p>']);
  });
});
