import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { html, render } from '../render-helpers.ts';

describe('<ResponseField>', () => {
  it('shows name, type, required and the description', () => {
    expect(render('<ResponseField name="id" type="string" required>\n  Identifier.\n</ResponseField>').html).toBe(
      html(
        h('div', { className: ['q-field', 'q-response-field'] }, [
          h('div', { className: ['q-field-head'] }, [h('code', { className: ['q-field-name'] }, 'id'), h('span', { className: ['q-field-type'] }, 'string'), h('span', { className: ['q-field-badge', 'q-field-required'] }, 'required')]),
          h('div', { className: ['q-field-body'] }, [h('p', 'Identifier.')]),
        ]),
      ),
    );
  });

  it('nests fields through an Expandable', () => {
    const page = render('<ResponseField name="user" type="object">\n  <Expandable title="properties">\n    <ResponseField name="name" type="string" default="anon" />\n  </Expandable>\n</ResponseField>');
    expect(page.html).toMatch(/^<div class="q-field q-response-field">.*<details class="q-expandable">.*<code class="q-field-name">name<\/code><span class="q-field-type">string<\/span><span class="q-field-default">default: <code>anon<\/code><\/span>.*<\/details><\/div><\/div>$/);
  });

  it('shows pre labels before the name and post labels after it', () => {
    expect(render('<ResponseField name="id" type="string" pre={["beta"]} post={["read-only", "indexed"]}>\n  Identifier.\n</ResponseField>').html).toBe(
      html(
        h('div', { className: ['q-field', 'q-response-field'] }, [
          h('div', { className: ['q-field-head'] }, [
            h('span', { className: ['q-field-label', 'q-field-pre'] }, 'beta'),
            h('code', { className: ['q-field-name'] }, 'id'),
            h('span', { className: ['q-field-label', 'q-field-post'] }, 'read-only'),
            h('span', { className: ['q-field-label', 'q-field-post'] }, 'indexed'),
            h('span', { className: ['q-field-type'] }, 'string'),
          ]),
          h('div', { className: ['q-field-body'] }, [h('p', 'Identifier.')]),
        ]),
      ),
    );
  });
});
