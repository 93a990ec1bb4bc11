import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/**
 * Mermaid's browser bundle, which an export writes for its pages with diagrams (see
 * ExportOptions.mermaidBundle); undefined when the package is not installed beside the CLI, and then
 * diagrams show their source.
 */
export function readMermaidBundle(): string | undefined {
  try {
    return readFileSync(createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js'), 'utf8');
  } catch {
    return undefined;
  }
}
