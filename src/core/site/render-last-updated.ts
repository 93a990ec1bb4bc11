import type { Element } from 'hast';
import { h } from 'hastscript';
import { currentSourceOf } from '../config/current/to-site-config.ts';
import type { ShellContext } from './shell-context.ts';

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** `2025-01-31T…` → "January 31, 2025" (the date as written, whatever the machine's locale or time zone); undefined for text that is no date. */
export function formatDate(iso: string): string | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = months[Number(match?.[2]) - 1];
  if (!match || month === undefined) return undefined;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}

/**
 * The line under a page saying when it last changed: the front matter's `lastUpdatedDate` as written
 * (a date the author chose); else, with `metadata.timestamp`, the date of the page file's last commit
 * (`ctx.lastModified`, an ISO date: the playground has it when the workspace is a git clone), as a
 * `<time>`. None otherwise.
 */
export function renderLastUpdated(ctx: ShellContext): Element | undefined {
  const written = ctx.page.meta.lastUpdatedDate;
  if (written !== undefined) return h('p', { className: ['q-last-updated'] }, `Last updated ${written}`);
  if (currentSourceOf(ctx.site.config)?.metadata?.timestamp !== true || ctx.lastModified === undefined) return undefined;
  const shown = formatDate(ctx.lastModified);
  if (shown === undefined) return undefined;
  return h('p', { className: ['q-last-updated'] }, ['Last updated ', h('time', { dateTime: ctx.lastModified.slice(0, 10) }, shown)]);
}
