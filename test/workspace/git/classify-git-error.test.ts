import { describe, expect, it } from 'vitest';
import { classifyGitError, GitCode, GitError, publicUrl, tokenUsername } from '../../../src/workspace/index.ts';

const url = 'https://github.com/acme/docs.git';
const igit = (code: string, data: Record<string, unknown> = {}, message = code) => Object.assign(new Error(message), { code, name: code, data });

describe('classifyGitError', () => {
  it.each([
    ['a fetch TypeError in Chromium', new TypeError('Failed to fetch'), GitCode.cors],
    ['a fetch TypeError in Firefox', new TypeError('NetworkError when attempting to fetch resource.'), GitCode.cors],
    ['a fetch TypeError in Safari', new TypeError('Load failed'), GitCode.cors],
    ['a refused connection in Node', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' }), GitCode.network],
    ['an unknown host in Node', Object.assign(new Error('getaddrinfo ENOTFOUND x'), { code: 'ENOTFOUND' }), GitCode.network],
    ['a 401', igit('HttpError', { statusCode: 401, statusMessage: 'Unauthorized', response: 'secret body' }), GitCode.authRequired],
    ['a cancelled onAuth', igit('UserCanceledError'), GitCode.authRequired],
    ['a 403', igit('HttpError', { statusCode: 403 }), GitCode.forbidden],
    ['a 404', igit('HttpError', { statusCode: 404 }), GitCode.repositoryNotFound],
    ['a 502', igit('HttpError', { statusCode: 502 }), GitCode.network],
    ['a page that is not a git server', igit('SmartHttpError'), GitCode.repositoryNotFound],
    ['a push rejected locally', igit('PushRejectedError', { reason: 'not-fast-forward' }), GitCode.pushRejected],
    ['a push rejected by the server', igit('GitPushError', { prettyDetails: '  - refs/heads/main: failed to update ref (non-fast-forward)' }), GitCode.pushRejected],
    ["GitHub's workflow refusal", igit('GitPushError', { prettyDetails: 'refusing to allow an OAuth App to create or update workflow `.github/workflows/ci.yml` without `workflow` scope' }), GitCode.forbidden],
    ['a merge that is no fast-forward', igit('FastForwardError'), GitCode.diverged],
    ['a checkout conflict', igit('CheckoutConflictError', { filepaths: ['index.mdx'] }), GitCode.uncommittedChanges],
    ['a taken branch name', igit('AlreadyExistsError', { noun: 'branch', where: 'x' }), GitCode.branchExists],
    ['a bad branch name', igit('InvalidRefNameError', { ref: 'a b' }), GitCode.invalidBranchName],
    ['a full IndexedDB', new DOMException('The quota has been exceeded.', 'QuotaExceededError'), GitCode.quota],
    ['a full IndexedDB inside isomorphic-git’s list of errors', Object.assign(igit('MultipleGitError'), { errors: [new DOMException('full', 'QuotaExceededError')] }), GitCode.quota],
    ['anything else', new RangeError('odd'), GitCode.unknown],
  ])('%s', (_label, error, code) => {
    const classified = classifyGitError(error, { url, branch: 'main' });
    expect(classified).toBeInstanceOf(GitError);
    expect(classified.code).toBe(code);
    expect(classified.data).toMatchObject({ url, host: 'github.com', branch: 'main' });
    expect(classified.message).not.toMatch(/Failed to fetch|secret body|HttpError/);
  });

  it('explains CORS and the proxy setting, never a bare "Failed to fetch"', () => {
    const error = classifyGitError(new TypeError('Failed to fetch'), { url, corsProxy: false });
    expect(error.message).toBe(
      'The browser blocked the request to github.com: it does not allow pages on other sites to use git (it sends no CORS headers). Set a CORS proxy in the clone settings (one you trust: it sees your traffic, token included), or check that the proxy you set is working.',
    );
    expect(error.data).toEqual({ url, host: 'github.com', corsProxy: false });
  });

  it('names the workflow scope for a 403 on a push that changes .github/workflows, and only then', () => {
    const forbidden = igit('HttpError', { statusCode: 403 });
    expect(classifyGitError(forbidden, { url, workflowFiles: true }).data).toEqual({ url, host: 'github.com', status: 403, scope: 'workflow' });
    expect(classifyGitError(forbidden, { url, workflowFiles: true }).message).toBe(
      'github.com refused the push: it changes files in .github/workflows, which needs a token with the "workflow" scope. Create a token with the "workflow" scope, or leave the workflow files unchanged.',
    );
    expect(classifyGitError(forbidden, { url, workflowFiles: false }).data).toEqual({ url, host: 'github.com', status: 403 });
  });

  it('keeps the name of what failed, not its text, for an unknown error', () => {
    const error = classifyGitError(Object.assign(new Error('token ghp_123 leaked in text'), { code: 'InternalError' }), {});
    expect(error.data).toEqual({ detail: 'InternalError' });
    expect(error.message).toBe('The git operation failed (InternalError). Try again; if it keeps failing, download your project as a zip to keep your work.');
    expect(error.message).not.toContain('ghp_123');
  });

  it('drops credentials, query and fragment from the URL it keeps', () => {
    const error = classifyGitError(igit('HttpError', { statusCode: 404 }), { url: 'https://user:ghp_secret@github.com/acme/docs.git?ref=x#y' });
    expect(error.data).toEqual({ url, host: 'github.com', status: 404 });
    expect(JSON.stringify(error.data) + error.message).not.toContain('ghp_secret');
  });

  it('a GitError passes through, gaining the host and branch of the context', () => {
    const own = new GitError(GitCode.diverged, { branch: 'draft' });
    const error = classifyGitError(own, { url, branch: 'main' });
    expect(error.code).toBe(GitCode.diverged);
    expect(error.data).toEqual({ url, host: 'github.com', branch: 'draft' });
  });
});

describe('tokenUsername', () => {
  it.each([
    ['https://github.com/acme/docs.git', 'x-access-token'],
    ['https://GitHub.com/acme/docs', 'x-access-token'],
    ['https://gitlab.com/acme/docs.git', 'oauth2'],
    ['https://gitlab.example.org/acme/docs.git', 'oauth2'],
    ['https://bitbucket.org/acme/docs.git', 'x-token-auth'],
    ['https://git.example.org/acme/docs.git', 'x-access-token'],
  ])('%s → %s', (repoUrl, username) => {
    expect(tokenUsername(repoUrl)).toBe(username);
  });
});

describe('publicUrl', () => {
  it('keeps scheme, host, port and path only', () => {
    expect(publicUrl('http://a:b@127.0.0.1:8080/x.git?token=1#f')).toBe('http://127.0.0.1:8080/x.git');
    expect(publicUrl('not a url')).toBe('');
  });
});
