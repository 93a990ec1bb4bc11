import { afterAll, expect, it, vi } from 'vitest';
import type { WorkerEvent } from '../../src/worker/index.ts';
import { freshSiteService } from './fresh-site-service.ts';
import { starterProject } from '../../src/workspace/index.ts';

type Render = Extract<WorkerEvent, { type: 'render' }>;

// As in the app's build, the OpenAPI and AsyncAPI renderers are the `api-reference` resource, which a
// fresh copy of the worker's modules has not loaded.
const freshService = () => freshSiteService(() => vi.doMock('../../src/core/resources/api-reference.ts', () => import('../../src/core/resources/lazy-api-reference.ts')));

// Unit test files share their worker's modules (vitest.config.ts): the mock must not outlive this file.
afterAll(() => {
  vi.doUnmock('../../src/core/resources/api-reference.ts');
  vi.resetModules();
});

it('renders the starter’s home page without the API renderer, and an operation page once it is loaded, sent once', async () => {
  const { service, feed, hasResource } = await freshService();
  service.handle({ type: 'load', files: [...starterProject()], assetPrefix: 'asset:' });
  service.handle({ type: 'show', target: '/', seq: 1 });
  await vi.waitFor(() => expect(feed.some((e) => e.type === 'render' && e.seq === 1)).toBe(true));
  expect(hasResource('api-reference')).toBe(false);

  service.handle({ type: 'show', target: 'api-reference/endpoint/list-plants.mdx', seq: 2 });
  await vi.waitFor(() => expect(feed.some((e) => e.type === 'render' && e.seq === 2)).toBe(true));
  expect(hasResource('api-reference')).toBe(true);
  const renders = feed.filter((e): e is Render => e.type === 'render' && e.seq === 2);
  // Held until the renderer was in: one render, with the operation's reference.
  expect(renders).toHaveLength(1);
  expect(renders[0]?.html).toContain('data-openapi-method="GET"');
});
