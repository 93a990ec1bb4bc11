import { componentRuntime, componentStyles } from '../render/index.ts';
import { searchStyles } from './search-styles.ts';
import { defineResource, useResource } from '../resources/index.ts';
import { contextualStyles } from './contextual-menu.ts';
import { cspHash } from './sha256.ts';
import { reservedFolder } from './reserved-folder.ts';
import { shellRuntime } from './shell-runtime.ts';
import { shellStyles } from './shell-styles.ts';

export { reservedFolder } from './reserved-folder.ts';

/** The exported runtime's path in the site. */
export const runtimeFileName = `${reservedFolder}/quire-runtime.js`;

/** The exported diagram script's path in the site: mermaid's browser bundle and diagramRuntime, written only when a page has a diagram. */
export const diagramScriptFileName = `${reservedFolder}/mermaid.js`;

/** The exported stylesheet's path in the site. */
export const stylesheetFileName = `${reservedFolder}/quire.css`;

/** The CSS every site page shares: the shell's, the components' and the search's; the per-site theme is inlined separately. */
export function siteStyles(): string {
  return `${shellStyles}\n${contextualStyles}\n${componentStyles}\n${searchStyles}`;
}

/**
 * The export's stylesheet: siteStyles, and an unknown component shown as its content alone (the
 * playground's preview marks it with a dashed box and its name; a site's readers should not see that;
 * the build reports it as `render/unknown-component`).
 */
export function exportStyles(): string {
  return `${siteStyles()}\nhtml .q-unknown{display:contents!important}\nhtml .q-unknown>.q-unknown-label{display:none!important}`;
}

/** The whole runtime of a site page: the shell's (mode, versions, drawer, TOC) and the components' (tabs, accordions, code groups, copy). */
export function siteRuntime(): string {
  return `${shellRuntime}\n${componentRuntime}`;
}

let runtimeHash: string | undefined;

/** The CSP source that allows the runtime (`'sha256-…'`, also its `integrity`), computed once. */
export function siteRuntimeHash(): string {
  runtimeHash ??= cspHash(siteRuntime());
  return runtimeHash;
}

// The diagram runtime is needed only to write an export with diagrams: the app's worker fetches it then.
defineResource('diagram-runtime', () => import('./diagram-runtime.ts').then((m) => m.diagramRuntime));

/**
 * The diagram script's text and its CSP source (`'sha256-…'`, also its `integrity`), given mermaid's
 * browser bundle (`mermaid/dist/mermaid.min.js`); undefined while the diagram runtime is not loaded
 * (the lookup is noted as missing, see useResource).
 */
export function diagramScript(mermaidBundle: string): { readonly text: string; readonly hash: string } | undefined {
  const runtime = useResource<string>('diagram-runtime');
  if (runtime === undefined) return undefined;
  const text = `${mermaidBundle}\n${runtime}`;
  return { text, hash: cspHash(text) };
}
