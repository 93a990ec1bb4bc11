import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { renderFeedback } from '../../../src/core/site/render-feedback.ts';
import { currentSite } from './current-site-fixture.ts';
import { context, html, page, site, svg } from './site-fixture.ts';

const repo = { url: 'https://github.com/acme/docs' };

describe('renderFeedback reads the shell', () => {
  it('the spec format’s `feedback` shows its buttons', () => {
    const s = site({ navigation: [{ group: 'G', pages: ['a'] }], feedback: { raiseIssue: true } }, { 'a.mdx': page('A') });
    expect(html(renderFeedback(context(s, 'a'), repo))).toBe(
      '<div class="q-feedback"><a class="q-feedback-button q-feedback-issue" href="https://github.com/acme/docs/issues/new?title=Issue%20on%20docs%3A%20A&#x26;body=Page%3A%20a%0A%0A" target="_blank" rel="noopener noreferrer">' +
        `${svg('circle-exclamation')}<span>Raise issue</span></a></div>`,
    );
  });

  it('the current format has no feedback setting: no buttons, even with a repository', () => {
    expect(renderFeedback(context(currentSite({}), 'index'), repo)).toBeUndefined();
  });
});
