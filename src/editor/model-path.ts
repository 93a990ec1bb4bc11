import { type ConfigFile, configFiles } from './config-schemas.ts';
import type { monaco } from './monaco.ts';

type Monaco = typeof monaco;

/** The Monaco model URI of a workspace path: `docs.json` → `file:///docs.json` (JSON schema matching uses it). */
export function uriForPath(m: Monaco, path: string): monaco.Uri {
  return m.Uri.from({ scheme: 'file', path: `/${path.replace(/^\/+/, '')}` });
}

/** The workspace path of a model URI made by `uriForPath`. */
export function pathForUri(uri: monaco.Uri): string {
  return uri.path.replace(/^\/+/, '');
}

/** Whether a workspace path is the project's configuration file (docs.json, or the older mint.json). */
export function isConfigPath(path: string): path is ConfigFile {
  return (configFiles as readonly string[]).includes(path);
}
