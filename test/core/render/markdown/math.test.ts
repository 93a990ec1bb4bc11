import '../../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { codes, render } from '../render-helpers.ts';

const mathml = (inner: string, tex: string, display = false): string =>
  `<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"${display ? ' display="block"' : ''}><semantics><mrow>${inner}</mrow><annotation encoding="application/x-tex">${tex}</annotation></semantics></math></span>`;

describe('math', () => {
  it('$…$ is typeset by KaTeX as MathML in a span, at render time (no script)', () => {
    const page = render('Area $x^{2}$ here.');
    expect(page.html).toBe(`<p>Area <span class="q-math">${mathml('<msup><mi>x</mi><mn>2</mn></msup>', 'x^{2}')}</span> here.</p>`);
    expect(page.diagnostics).toEqual([]);
  });

  it('a $$ block is display math in a div', () => {
    expect(render('$$\n\\frac{a}{b}\n$$').html).toBe(`<div class="q-math q-math-display">${mathml('<mfrac><mi>a</mi><mi>b</mi></mfrac>', '\\frac{a}{b}', true)}</div>`);
  });

  it('a formula KaTeX cannot read shows its source and the reason, with a warning on its line', () => {
    const page = render('Intro\n\nBad $\\frac{a$ here');
    expect(page.html).toBe(
      '<p>Intro</p>\n<p>Bad <span class="q-math q-math-source" title="Unexpected end of input in a macro argument, expected &#x27;}&#x27;"><code>\\frac{a</code></span> here</p>',
    );
    expect(codes(page)).toEqual(['render/math-unreadable@3:5']);
  });

  it('\\href is not trusted: shown as an unknown command, never a link', () => {
    expect(render('$\\href{javascript:alert(1)}{x}$').html).toBe(
      `<p><span class="q-math">${mathml('<mstyle mathcolor="#cc0000"><mtext>\\href</mtext></mstyle>', '\\href{javascript:alert(1)}{x}')}</span></p>`,
    );
  });
});
