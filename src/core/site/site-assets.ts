import { componentRuntime, componentStyles } from '../render/index.ts';
import { contextualStyles } from './contextual-menu.ts';
import { cspHash } from './sha256.ts';
import { shellRuntime } from './shell-runtime.ts';
import { shellStyles } from './shell-styles.ts';

/** The export's folder for its own files; no project file is copied into it (see exportAssets). */
export const reservedFolder = '_quire';

/** The exported runtime's path in the site. */
export const runtimeFileName = `${reservedFolder}/quire-runtime.js`;

/** The exported stylesheet's path in the site. */
export const stylesheetFileName = `${reservedFolder}/quire.css`;

/** The CSS every site page shares: the shell's and the components'; the per-site theme is inlined separately. */
export function siteStyles(): string {
  return `${shellStyles}\n${contextualStyles}\n${componentStyles}`;
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
