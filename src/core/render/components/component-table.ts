import type { ComponentRenderer } from './component-call.ts';
import { renderAccordion } from './render-accordion.ts';
import { renderAccordionGroup } from './render-accordion-group.ts';
import { renderBadge } from './render-badge.ts';
import { calloutRenderer } from './render-callout.ts';
import { renderCard } from './render-card.ts';
import { renderCardGroup } from './render-card-group.ts';
import { renderCodeBlockComponent } from './render-code-block-component.ts';
import { renderCodeGroup } from './render-code-group.ts';
import { renderColor, renderColorItem, renderColorRow } from './render-color.ts';
import { renderColumn } from './render-column.ts';
import { renderExpandable } from './render-expandable.ts';
import { renderFrame } from './render-frame.ts';
import { renderGitHubRepo } from './render-github-repo.ts';
import { renderIcon } from './render-icon.ts';
import { renderLatex } from './render-latex.ts';
import { renderLink } from './render-link.ts';
import { renderPanel } from './render-panel.ts';
import { renderParamField } from './render-param-field.ts';
import { renderPrompt } from './render-prompt.ts';
import { renderRequestExample } from './render-request-example.ts';
import { renderResponseExample } from './render-response-example.ts';
import { renderResponseField } from './render-response-field.ts';
import { renderSnippet } from './render-snippet.ts';
import { renderStep } from './render-step.ts';
import { renderSteps } from './render-steps.ts';
import { renderTab } from './render-tab.ts';
import { renderTabs } from './render-tabs.ts';
import { renderTile } from './render-tile.ts';
import { renderTooltip } from './render-tooltip.ts';
import { renderTree, renderTreeFile, renderTreeFolder } from './render-tree.ts';
import { renderUpdate } from './render-update.ts';
import { renderView } from './render-view.ts';
import { renderVisibility } from './render-visibility.ts';

/** Every built-in component by name (section 2.4 of the spec plus what real projects use). */
export const componentRenderers: ReadonlyMap<string, ComponentRenderer> = new Map<string, ComponentRenderer>([
  ['Note', calloutRenderer('note')],
  ['Tip', calloutRenderer('tip')],
  ['Warning', calloutRenderer('warning')],
  ['Info', calloutRenderer('info')],
  ['Check', calloutRenderer('check')],
  ['Danger', calloutRenderer('danger')],
  ['Callout', calloutRenderer('callout')],
  ['CodeGroup', renderCodeGroup],
  ['RequestExample', renderRequestExample],
  ['ResponseExample', renderResponseExample],
  ['Steps', renderSteps],
  ['Step', renderStep],
  ['Tabs', renderTabs],
  ['Tab', renderTab],
  ['AccordionGroup', renderAccordionGroup],
  ['Accordion', renderAccordion],
  ['Card', renderCard],
  ['CardGroup', renderCardGroup],
  ['Columns', renderCardGroup],
  ['ParamField', renderParamField],
  ['ResponseField', renderResponseField],
  ['Expandable', renderExpandable],
  ['Frame', renderFrame],
  ['Tooltip', renderTooltip],
  ['Update', renderUpdate],
  ['Icon', renderIcon],
  ['Snippet', renderSnippet],
  ['Latex', renderLatex],
  ['Badge', renderBadge],
  ['Panel', renderPanel],
  ['Tree', renderTree],
  ['FileTree', renderTree],
  ['Tree.Folder', renderTreeFolder],
  ['Tree.File', renderTreeFile],
  ['Color', renderColor],
  ['Color.Row', renderColorRow],
  ['Color.Item', renderColorItem],
  ['View', renderView],
  ['Prompt', renderPrompt],
  ['Visibility', renderVisibility],
  ['Tile', renderTile],
  ['GitHub.Repo', renderGitHubRepo],
  ['CodeBlock', renderCodeBlockComponent],
  ['Column', renderColumn],
  ['Link', renderLink],
]);

/** Components whose renderer produces phrasing content when used inside a paragraph. */
export const inlineAwareComponents: ReadonlySet<string> = new Set(['Note', 'Tip', 'Warning', 'Info', 'Check', 'Danger', 'Callout', 'Tooltip', 'Icon', 'Latex', 'Frame', 'Card', 'ParamField', 'ResponseField', 'Badge', 'Link', 'Visibility']);
