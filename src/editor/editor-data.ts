// What the editor completes and documents from: core's data, in one place.
import { componentSpecs, currentConfigJsonSchema, docsConfigJsonSchema, frontmatterKeys } from '../core/index.ts';
import type { ComponentInfo, FrontmatterKeyInfo } from './component-info.ts';

/** Every docs component, for MDX completions and hovers. */
export const editorComponents: readonly ComponentInfo[] = componentSpecs;

/** The front matter keys pages use, for completions and hovers. */
export const editorFrontmatterKeys: readonly FrontmatterKeyInfo[] = frontmatterKeys;

/** The JSON Schema of docs.json in the spec format, for Monaco's JSON completion and hover. */
export const editorConfigSchema: Readonly<Record<string, unknown>> = docsConfigJsonSchema();

/** The JSON Schema of docs.json in the current format, for the same when the open config is in it. */
export const editorCurrentConfigSchema: Readonly<Record<string, unknown>> = currentConfigJsonSchema();
