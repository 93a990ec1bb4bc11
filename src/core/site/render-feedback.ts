import type { Element } from 'hast';
import { h } from 'hastscript';
import { iconElement, lookupIcon } from '../icons/index.ts';
import type { ShellContext } from './shell-context.ts';
import { externalLinkProps } from './shell-context.ts';

/** Where the project lives in its repository; the app knows it for a cloned repository. */
export interface RepositoryLocation {
  /** `https://github.com/owner/name`. */
  readonly url: string;
  /** Branch for edit links; default `main`. */
  readonly branch?: string;
  /** Folder of the docs project inside the repository (`docs`); default the root. */
  readonly dir?: string;
}

/**
 * The `feedback` buttons under a page: "Suggest edits" opens the page's file in GitHub's editor,
 * "Raise issue" opens a new issue naming the page. Shown only when a repository URL is known.
 */
export function renderFeedback(ctx: ShellContext, location: RepositoryLocation | undefined): Element | undefined {
  const { suggestEdit, raiseIssue } = ctx.site.shell.feedback;
  if ((!suggestEdit && !raiseIssue) || !location) return undefined;
  const base = location.url.replace(/\/+$/, '');
  const dir = (location.dir ?? '').replace(/^\/+|\/+$/g, '');
  const filePath = (dir ? `${dir}/${ctx.page.file}` : ctx.page.file).split('/').map(encodeURIComponent).join('/');
  const button = (className: string, icon: string, href: string, label: string): Element => {
    const shape = lookupIcon(icon);
    return h('a', { className: ['q-feedback-button', className], href, ...externalLinkProps }, [...(shape ? [iconElement(shape)] : []), h('span', label)]);
  };
  const buttons: Element[] = [];
  if (suggestEdit) buttons.push(button('q-feedback-edit', 'pen-to-square', `${base}/edit/${encodeURIComponent(location.branch ?? 'main')}/${filePath}`, 'Suggest edits'));
  if (raiseIssue) {
    const query = `title=${encodeURIComponent(`Issue on docs: ${ctx.page.title}`)}&body=${encodeURIComponent(`Page: ${ctx.page.path}\n\n`)}`;
    buttons.push(button('q-feedback-issue', 'circle-exclamation', `${base}/issues/new?${query}`, 'Raise issue'));
  }
  return h('div', { className: ['q-feedback'] }, buttons);
}
