import type { ElementContent } from 'hast';
import type { UiIconName } from '../assets/ui-icons.ts';
import { el, uiIcon } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import { blockTag, renderChildren } from './component-call.ts';
import type { ComponentCall, ComponentRenderer } from './component-call.ts';
import { iconContent } from './render-icon.ts';

/** The kinds of callout: Note, Tip, Warning, Info, Check, Danger (and the generic Callout). */
export type CalloutKind = 'note' | 'tip' | 'warning' | 'info' | 'check' | 'danger' | 'callout';

const labels: Readonly<Record<CalloutKind, string>> = { note: 'Note', tip: 'Tip', warning: 'Warning', info: 'Info', check: 'Check', danger: 'Danger', callout: 'Callout' };

/**
 * A callout box: icon and content, `role="note"` labelled with its kind. Inside a paragraph it
 * uses spans only. The generic `<Callout>` takes `icon` and `color`.
 */
export function calloutRenderer(kind: CalloutKind): ComponentRenderer {
  return (call: ComponentCall): ElementContent => {
    const tag = blockTag(call);
    const custom = kind === 'callout' ? iconContent(call, call.props.get('icon'), propString(call.props, 'iconType')) : undefined;
    const icon = custom ?? uiIcon((kind === 'callout' ? 'note' : kind) as UiIconName);
    const color = kind === 'callout' ? propString(call.props, 'color') : undefined;
    const properties: Record<string, string | string[]> = { className: ['q-callout', `q-callout-${kind}`, ...(call.inline ? ['q-inline'] : [])], role: 'note', ariaLabel: labels[kind] };
    if (color && /^#[0-9a-f]{3,8}$/i.test(color)) properties['style'] = `--q-callout-color: ${color}`;
    return el(tag, properties, [el('span', { className: ['q-callout-icon'], ariaHidden: 'true' }, [icon]), el(tag, { className: ['q-callout-content'] }, renderChildren(call))]);
  };
}
