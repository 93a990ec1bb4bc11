import '../../setup/load-resources.ts';
import { describe, expect, it } from 'vitest';
import { lookupOperation, openapiModel, operationOfPage, parseOperationRef } from '../../../src/core/openapi/index.ts';
import { MemoryProject } from '../../../src/core/project/project.ts';
import { config } from '../site/site-fixture.ts';
import { api30, apiPage, docs, fixtureProject } from './openapi-fixtures.ts';

const model = () => openapiModel(fixtureProject(), config(docs));
const found = (value: string) => {
  const r = lookupOperation(model(), 'p.mdx', apiPage(`openapi: ${value}`), value);
  return r.ok ? `${r.operation.file} ${r.operation.method} ${r.operation.path}` : r.diagnostic;
};

describe('parseOperationRef', () => {
  it('reads a method in any case and a path, after an optional spec file', () => {
    expect(parseOperationRef('get /users/{id}')).toEqual({ spec: undefined, method: 'get', path: '/users/{id}' });
    expect(parseOperationRef('  v3-openapi PUT /a/b  ')).toEqual({ spec: 'v3-openapi', method: 'put', path: '/a/b' });
    expect(parseOperationRef('specs/my api.yaml Delete /x')).toEqual({ spec: 'specs/my api.yaml', method: 'delete', path: '/x' });
  });

  it('refuses what is not a method and a path', () => {
    expect(parseOperationRef('FETCH /users')).toBeUndefined();
    expect(parseOperationRef('GET users')).toBeUndefined();
    expect(parseOperationRef('/users')).toBeUndefined();
  });
});

describe('lookupOperation', () => {
  it('finds an operation in any spec, in a named one (path, or name without extension), and past a trailing slash', () => {
    expect(found('GET /users/{id}')).toBe('api30.yaml get /users/{id}');
    expect(found('Get /users/{id}/')).toBe('api30.yaml get /users/{id}');
    expect(found('api30 POST /users')).toBe('api30.yaml post /users');
    expect(found('specs/pets.json post /pets')).toBe('specs/pets.json post /pets');
    expect(found('pets POST /pets')).toBe('specs/pets.json post /pets');
  });

  it('is an error on the front matter value with the closest operations when none matches', () => {
    expect(found('GET /user/{id}')).toEqual({
      file: 'p.mdx',
      line: 2,
      column: 10,
      endLine: 2,
      endColumn: 24,
      severity: 'error',
      code: 'openapi/unknown-operation',
      message: '`openapi: GET /user/{id}` names no operation: no OpenAPI file of the project has it, so the page shows only its own content. Did you mean `GET /users/{id}`? Quire does not fetch the spec at https://example.com/remote.json; add that file to the project to see its operations.',
      data: { value: 'GET /user/{id}', suggestions: ['GET /users/{id}'] },
    });
  });

  it('names the specs when the page names a spec file the project does not have', () => {
    const r = lookupOperation(openapiModel(new MemoryProject({ 'api.yaml': api30 }), undefined), 'p.mdx', apiPage('title: T\nopenapi: "v9 GET /users"'), 'v9 GET /users');
    expect(r.ok ? undefined : [r.diagnostic.line, r.diagnostic.column, r.diagnostic.code, r.diagnostic.message]).toEqual([
      3,
      11,
      'openapi/unknown-operation',
      '`openapi: v9 GET /users` names no operation: no OpenAPI file is named "v9" (the project has api.yaml), so the page shows only its own content. Did you mean `POST /users`?',
    ]);
  });

  it('says the spec was not fetched when only a URL could hold it', () => {
    const r = found('PATCH /orders/{id}');
    expect(r).toMatchObject({ code: 'openapi/not-fetched', data: { value: 'PATCH /orders/{id}', url: 'https://example.com/remote.json' } });
    expect(typeof r === 'string' ? r : r.message).toBe(
      '`openapi: PATCH /orders/{id}`: no OpenAPI file of the project has it, so the page shows only its own content. Quire does not fetch the spec at https://example.com/remote.json; add that file to the project to see its operations.',
    );
  });

  it('explains a value that is not an operation', () => {
    expect(found('users list')).toMatchObject({ line: 2, column: 10, code: 'openapi/invalid-operation', message: '`openapi: users list` is not an operation: write a method and a path, such as `GET /users/{id}`, optionally after the spec file (`openapi.yaml GET /users/{id}`).' });
  });
});

describe('operationOfPage', () => {
  it('gives method, path, summary and description of a page\'s operation, and nothing for other pages', () => {
    const project = fixtureProject({ 'plain.mdx': apiPage('title: Plain') });
    expect(operationOfPage(project, config(docs), 'users/get.mdx')).toEqual({
      method: 'GET',
      path: '/users/{id}',
      summary: 'Get a user',
      description: 'Returns **one** user. <script>alert(1)</script> [docs](https://example.com/docs) [bad](javascript:alert(1))',
    });
    expect(operationOfPage(project, config(docs), 'users/create.mdx')).toEqual({ method: 'POST', path: '/users', summary: 'Create a user', description: undefined });
    expect(operationOfPage(project, config(docs), 'typo.mdx')).toBeUndefined();
    expect(operationOfPage(project, config(docs), 'plain.mdx')).toBeUndefined();
  });
});
