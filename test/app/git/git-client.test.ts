import { describe, expect, it } from 'vitest';
import { GitClient } from '../../../src/app/git/git-client.ts';
import type { GitWorkerPort } from '../../../src/app/git/git-client.ts';
import type { GitRequest } from '../../../src/app/git-worker/git-protocol.ts';
import { GitError } from '../../../src/workspace/index.ts';

/** A git worker that records requests and answers with whatever the test sends. */
function fakeWorker(): GitWorkerPort & { sent: GitRequest[]; answer(data: unknown): void } {
  const port = {
    sent: [] as GitRequest[],
    onmessage: null as ((event: MessageEvent) => void) | null,
    postMessage(message: GitRequest) {
      port.sent.push(message);
    },
    answer(data: unknown) {
      port.onmessage?.({ data } as MessageEvent);
    },
  };
  return port;
}

describe('GitClient', () => {
  it('sends an operation, passes progress on, and resolves with its checked result', async () => {
    const worker = fakeWorker();
    const rejected: unknown[] = [];
    const client = new GitClient(worker, (data) => rejected.push(data));
    const progress: unknown[] = [];
    const run = client.run('quire-ws-a', { name: 'status' }, (p) => progress.push(p));
    expect(worker.sent).toEqual([{ type: 'run', id: 1, fsName: 'quire-ws-a', operation: { name: 'status' } }]);
    worker.answer({ type: 'progress', id: 1, phase: 'Analyzing workdir', loaded: 3 });
    worker.answer({ type: 'done', id: 1, result: [{ path: 'a.mdx', kind: 'modified' }] });
    expect(await run.result).toEqual([{ path: 'a.mdx', kind: 'modified' }]);
    expect(progress).toEqual([{ phase: 'Analyzing workdir', loaded: 3, total: undefined }]);
    expect(rejected).toEqual([]);
    run.cancel();
    expect(worker.sent.at(-1)).toEqual({ type: 'cancel', id: 1 });
  });

  it('rebuilds a failure as a GitError from its code and data, words included', async () => {
    const worker = fakeWorker();
    const client = new GitClient(worker, () => undefined);
    const run = client.run('quire-ws-a', { name: 'push' });
    worker.answer({ type: 'failed', id: 1, code: 'git/push-rejected', data: { branch: 'main' } });
    const error = await run.result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GitError);
    expect(error).toMatchObject({ code: 'git/push-rejected', data: { branch: 'main' } });
    expect((error as GitError).message).toBe("The remote main has commits you do not have yet, so your push was refused. Pull first; if your changes and the remote's have both moved on, commit on a new branch and push that instead.");
  });

  it('reports events that do not validate (an unknown code, a result of the wrong shape, an unknown id) and acts on none', async () => {
    const worker = fakeWorker();
    const rejected: unknown[] = [];
    const client = new GitClient(worker, (data) => rejected.push(data));
    const run = client.run('quire-ws-a', { name: 'commit', message: 'm', author: { name: 'A', email: 'a@example.com' } });
    const unknownCode = { type: 'failed', id: 1, code: 'git/made-up', data: {} };
    const unknownId = { type: 'done', id: 9, result: 'x' };
    worker.answer(unknownCode);
    worker.answer(unknownId);
    const wrongShape = { type: 'done', id: 1, result: 42 };
    worker.answer(wrongShape);
    expect(await run.result.catch((e: unknown) => (e as GitError).code)).toBe('git/unknown');
    expect(rejected).toEqual([unknownCode, unknownId, wrongShape]);
  });
});
