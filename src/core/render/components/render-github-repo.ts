import type { Element } from 'hast';
import { el, text } from '../hast-helpers.ts';
import { propString } from '../static/read-props.ts';
import type { ComponentCall } from './component-call.ts';
import { extraClasses } from './extra-classes.ts';

/** Owner and name of a repository written `owner/name` or as a `https://github.com/owner/name…` URL. */
export function repoOf(value: string): { owner: string; name: string } | undefined {
  const m = /^(?:https?:\/\/(?:www\.)?github\.com\/)?([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?(?:[/?#].*)?$/i.exec(value.trim());
  return m?.[1] && m[2] ? { owner: m[1], name: m[2] } : undefined;
}

/**
 * `<GitHub.Repo repo="owner/name" variant="inset|flat">`: a card linking to the repository. The
 * platform loads the description and star count from GitHub when the page opens; here nothing is
 * fetched (the render is offline and deterministic), so the card shows the name and link only.
 */
export function renderGitHubRepo(call: ComponentCall): Element {
  const written = propString(call.props, 'repo') ?? '';
  const repo = repoOf(written);
  const variant = propString(call.props, 'variant') === 'flat' ? 'flat' : 'inset';
  const className = ['q-github-repo', `q-github-repo-${variant}`, ...extraClasses(call.props)];
  const icon = el('span', { className: ['q-github-repo-icon'], ariaHidden: 'true' });
  if (!repo) return el('div', { className }, [icon, el('span', { className: ['q-github-repo-name'] }, [text(written)])]);
  const label = el('span', { className: ['q-github-repo-text'] }, [el('span', { className: ['q-github-repo-owner'] }, [text(`${repo.owner}/`)]), el('span', { className: ['q-github-repo-name'] }, [text(repo.name)])]);
  return el('a', { className, href: `https://github.com/${repo.owner}/${repo.name}` }, [icon, label, el('span', { className: ['q-github-repo-host'] }, [text('github.com')])]);
}
