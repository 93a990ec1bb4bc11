// What the editor completes and documents from: core's data, in one place.
// TEMPORARY deep imports: src/core/index.ts does not export the component registry and the front
// matter keys yet; switch these two to '../core/index.ts' once it does.
import { componentSpecs } from '../core/components/index.ts';
import { docsConfigJsonSchema } from '../core/index.ts';
import { frontmatterKeys } from '../core/page/index.ts';
import type { ComponentInfo, FrontmatterKeyInfo } from './component-info.ts';

/** Every docs component, for MDX completions and hovers. */
export const editorComponents: readonly ComponentInfo[] = componentSpecs;

/** The front matter keys pages use, for completions and hovers. */
export const editorFrontmatterKeys: readonly FrontmatterKeyInfo[] = frontmatterKeys;

/** The JSON Schema of docs.json, for Monaco's JSON completion and hover. */
export const editorConfigSchema: Readonly<Record<string, unknown>> = docsConfigJsonSchema;
