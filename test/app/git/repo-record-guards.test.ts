import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { MarkerSchema, RepoRecordSchema } from '../../../src/app/git/repo-record-schema.ts';
import { isOperationMarker, isRepoRecord } from '../../../src/app/git/repo-records.ts';
import { disagreements, mutations, notMessages } from '../../core/protocol/guard-samples.ts';

const full = { url: 'https://github.com/acme/site.git', branch: 'main', folder: 'docs', commit: 'c'.repeat(40), proxy: 'https://cors.test', proxyFromLink: true, author: { name: 'Ada', email: 'ada@example.com' }, provider: 'gitlab', api: 'https://gitlab.test/api/v4' };
const bare = { url: 'https://github.com/acme/site.git', branch: 'main', commit: 'c'.repeat(40) };

describe('the guards that read git records back from storage before zod has loaded', () => {
  it('accept and reject exactly what RepoRecordSchema and MarkerSchema do', () => {
    const records = [...mutations(full), ...mutations(bare), { ...bare, provider: 'bitbucket' }, ...notMessages];
    expect(disagreements(records, isRepoRecord, (value) => z.safeParse(RepoRecordSchema, value).success)).toEqual([]);
    const markers = [...mutations({ operation: 'push', at: 1000 }), ...notMessages];
    expect(disagreements(markers, isOperationMarker, (value) => z.safeParse(MarkerSchema, value).success)).toEqual([]);
    expect([isRepoRecord(full), isRepoRecord(bare), isRepoRecord({ ...bare, provider: 'bitbucket' }), isOperationMarker({ operation: 'push', at: '1000' })]).toEqual([true, true, false, false]);
  });
});
