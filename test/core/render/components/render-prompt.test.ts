import { h } from 'hastscript';
import { describe, expect, it } from 'vitest';
import { codes, html, render } from '../render-helpers.ts';

const prompt = 'You are a writer.\n\n- Use you.\n- Be brief.';
const body = [h('p', ['You are a ', h('strong', 'writer'), '.']), h('ul', ['\n', h('li', 'Use you.'), '\n', h('li', 'Be brief.'), '\n'])];
const copy = h('button', { type: 'button', className: ['q-prompt-copy'], dataCopy: '', dataCopyText: prompt, ariaLabel: 'Copy prompt', title: 'Copy prompt' }, 'Copy');

describe('<Prompt>', () => {
  it('renders a card with the description and a copy button holding the prompt, the prompt in a closed details', () => {
    const page = render(`<Prompt description="Write docs.">\nYou are a **writer**.\n\n- Use you.\n- Be brief.\n</Prompt>`);
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-prompt'] }, [
          h('div', { className: ['q-prompt-head'] }, [h('p', { className: ['q-prompt-description'] }, 'Write docs.'), h('div', { className: ['q-prompt-actions'] }, [copy])]),
          h('details', { className: ['q-prompt-body'] }, [h('summary', 'Show prompt'), h('div', { className: ['q-prompt-content'] }, body)]),
        ]),
      ),
    );
    expect(codes(page)).toEqual([]);
  });

  it('adds an Open in Cursor link for the cursor action, and an icon', () => {
    const page = render('<Prompt description="D" icon="paperclip" actions={["cursor"]}>\nHi there\n</Prompt>', { ctx: { icon: () => '<svg></svg>' } });
    expect(page.html).toBe(
      html(
        h('div', { className: ['q-prompt'] }, [
          h('div', { className: ['q-prompt-head'] }, [
            h('span', { className: ['q-prompt-icon'] }, [h('span', { className: ['q-icon'], dataIcon: 'paperclip' }, [{ type: 'raw', value: '<svg></svg>' } as never])]),
            h('p', { className: ['q-prompt-description'] }, 'D'),
            h('div', { className: ['q-prompt-actions'] }, [h('a', { className: ['q-prompt-cursor'], href: 'https://cursor.com/link/prompt?text=Hi%20there', target: '_blank', rel: ['noopener', 'noreferrer'] }, 'Open in Cursor')]),
          ]),
          h('details', { className: ['q-prompt-body'] }, [h('summary', 'Show prompt'), h('div', { className: ['q-prompt-content'] }, [h('p', 'Hi there')])]),
        ]),
      ),
    );
  });
});
