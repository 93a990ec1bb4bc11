import '../../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { render } from '../render-helpers.ts';

const frac = '<span class="katex"><math xmlns="http://www.w3.org/1998/Math/MathML"><semantics><mrow><mfrac><mi>a</mi><mi>b</mi></mfrac></mrow><annotation encoding="application/x-tex">\\frac{a}{b}</annotation></semantics></math></span>';

describe('<Latex>', () => {
  it('typesets its text as a formula; the braces MDX read as expressions are put back', () => {
    expect(render('<Latex>\\frac{a}{b}</Latex>').html).toBe(`<p><span class="q-math">${frac}</span></p>`);
  });

  it('written on lines of its own, is display math', () => {
    expect(render('<Latex>\n  \\frac{a}{b}\n</Latex>').html).toBe(`<div class="q-math q-math-display">${frac.replace('<math xmlns="http://www.w3.org/1998/Math/MathML">', '<math xmlns="http://www.w3.org/1998/Math/MathML" display="block">')}</div>`);
  });
});
