import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { Project } from '../project/project.ts';
import type { OperationMeta } from './openapi/operation-meta.ts';

/** What the renderer needs from its caller: the project, the page, and how to turn paths into URLs. */
export interface RenderContext {
  project: Project;
  /** Project-relative page path, e.g. `guides/intro.mdx`. */
  file: string;
  /** Final URL of a project asset (image, video, file) given its project-relative path. Default: the path relative to the page's output folder. */
  assetUrl?: (projectPath: string) => string;
  /** Final URL of a link to another page given its project-relative page path without extension, e.g. `guides/intro`, plus hash. Default: relative `.html` path. */
  pageUrl?: (pagePath: string, hash: string) => string;
  /** Icon SVG lookup supplied by the site layer; default renders a neutral placeholder `<span class="q-icon" data-icon=name>`. */
  icon?: (name: string, iconType?: string) => string | undefined;
  /** docs.json's `variables`: `{{name}}` in pages and snippets becomes the value (see substituteVariables); default none, placeholders shown as written. */
  variables?: Readonly<Record<string, string>>;
  /** Syntax-highlight code blocks; default true. */
  highlight?: boolean;
}

/** One entry of a page's table of contents. */
export interface TocEntry {
  depth: 2 | 3;
  id: string;
  text: string;
}

/** An icon a page body asked the context's `icon` callback for. */
export interface IconUse {
  readonly name: string;
  readonly iconType: string | undefined;
}

/** The rendered body of one page. */
export interface RenderedPage {
  /** The page body as HTML (no `<html>`/`<body>`; the site layer wraps it). */
  html: string;
  toc: TocEntry[];
  frontmatter: Record<string, unknown>;
  diagnostics: Diagnostic[];
  /** False when the page did not parse; `html` is then an error panel. */
  ok: boolean;
  /** The icons the body looked up by name, in page order (the site layer reports the unknown ones). */
  icons: readonly IconUse[];
  /** The summary and description of the OpenAPI operation the page documents (see withOpenapiOperation); none for other pages. */
  operation?: OperationMeta;
}
