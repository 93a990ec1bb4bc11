import type { Element, ElementContent } from 'hast';
import { el, text, textOf } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { renderChildren } from './component-call.ts';
import type { ComponentCall } from './component-call.ts';
import { iconContent } from './render-icon.ts';

/** The text a prompt copies: the rendered content's text, list items marked, at most one blank line between blocks. */
function promptText(content: readonly ElementContent[]): string {
  const lines = content.map(function flat(node: ElementContent): string {
    if (node.type !== 'element') return node.type === 'text' ? node.value : '';
    if (node.tagName === 'li') return `- ${textOf(node.children).trim()}\n`;
    if (node.tagName === 'ul' || node.tagName === 'ol') return `${node.children.map(flat).join('').replace(/\n+/g, '\n')}\n`;
    if (/^(p|h[1-6]|pre|div|blockquote)$/.test(node.tagName)) return `${textOf(node.children).trim()}\n\n`;
    return textOf([node]);
  });
  return lines.join('').replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * `<Prompt description="…" actions={["copy", "cursor"]} icon="…">`: a card with the description, a
 * button that copies the prompt (its content, as text) and, when asked, a link opening it in Cursor.
 * The prompt itself is in a closed `<details>` under the card.
 */
export function renderPrompt(call: ComponentCall): Element {
  const { props } = call;
  const description = propString(props, 'description') ?? '';
  const actions = props.get('actions');
  const wanted = Array.isArray(actions) ? actions.filter((a): a is string => typeof a === 'string') : ['copy'];
  const icon = iconContent(call, props.get('icon'), propString(props, 'iconType'));
  const content = renderChildren(call);
  const prompt = promptText(content);
  const buttons: ElementContent[] = [];
  if (wanted.includes('copy')) buttons.push(el('button', { type: 'button', className: ['q-prompt-copy'], dataCopy: '', dataCopyText: prompt, ariaLabel: 'Copy prompt', title: 'Copy prompt' }, [text('Copy')]));
  if (wanted.includes('cursor')) buttons.push(el('a', { className: ['q-prompt-cursor'], href: `https://cursor.com/link/prompt?text=${encodeURIComponent(prompt)}`, target: '_blank', rel: ['noopener', 'noreferrer'] }, [text('Open in Cursor')]));
  const head = el('div', { className: ['q-prompt-head'] }, [
    ...(icon ? [el('span', { className: ['q-prompt-icon'] }, [icon])] : []),
    el('p', { className: ['q-prompt-description'] }, [text(description)]),
    el('div', { className: ['q-prompt-actions'] }, buttons),
  ]);
  return el('div', { className: ['q-prompt'] }, [head, el('details', { className: ['q-prompt-body'] }, [el('summary', {}, [text('Show prompt')]), el('div', { className: ['q-prompt-content'] }, content)])]);
}
