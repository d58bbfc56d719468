import * as domain from '@dealer/domain';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './test-context.js';
import { isServedBy, readWebSources, routesOfOpenApi, scanWebApiCalls } from './web-api-calls.js';

const root = path.resolve(import.meta.dirname, '../..');

/** `reviewsApi.add` in the web is the domain's export `reviewsApi`, its endpoint `add`. */
const endpointOfDomain = (object: string, property: string) => {
  const group = (domain as Record<string, unknown>)[object] as
    Record<string, domain.AnyEndpoint | undefined> | undefined;
  const found = group?.[property];
  return found && typeof found.path === 'string' ? found : null;
};

/**
 * Every call of the web is a route of the server (issue 14: the web called a path the server
 * never had, and every save of the responsible salespeople was a 404). The routes are those
 * the built app documents at /api/docs; a web call to anything else fails here.
 */
describe('the web calls only routes the server has', () => {
  it('every path and method the web calls is in the server’s OpenAPI document', async () => {
    const { calls, problems } = scanWebApiCalls(readWebSources(root), endpointOfDomain);
    expect(problems).toEqual([]);
    // The web makes about fifty calls: a scan that finds few has lost its way, not the calls.
    expect(calls.length).toBeGreaterThanOrEqual(40);

    const t = await createTestContext('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
      expect(response.statusCode).toBe(200);
      const routes = routesOfOpenApi(response.json());
      const unknown = calls.filter((call) => !routes.some((route) => isServedBy(route, call)));
      expect(unknown.map(({ method, path: called, at }) => `${method} ${called} (${at})`)).toEqual(
        [],
      );
    } finally {
      await t.close();
    }
  });
});
