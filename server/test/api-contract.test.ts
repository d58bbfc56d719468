import { apiContract, type AnyEndpoint } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from './test-context.js';

/** The routes outside the contract: none of them answers the web's JSON. */
const outsideTheContract = new Set([
  'GET /api/docs', // the OpenAPI document itself
]);

interface Operation {
  responses?: Record<string, unknown>;
}

const endpoints: { name: string; endpoint: AnyEndpoint }[] = Object.entries(apiContract).flatMap(
  ([feature, group]) =>
    Object.entries(group as Record<string, AnyEndpoint>).map(([name, endpoint]) => ({
      name: `${feature}.${name}`,
      endpoint,
    })),
);

const openApiPath = (path: string) => path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');

/**
 * Issue 9, point 7: every API route is an endpoint of the domain's contract, served with the
 * contract's response schema, and every endpoint of the contract is served. The web's client
 * builds its calls from the same contract, so a call to a route that does not exist cannot be
 * written.
 */
describe('the API contract', () => {
  it('names each endpoint once', () => {
    const keys = endpoints.map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('is what the server serves, both ways, each with its answer documented', async () => {
    const t = await createTestContext('pglite');
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/docs' });
      const document = response.json<{ paths: Record<string, Record<string, Operation>> }>();
      const served = new Map<string, Operation>();
      for (const [path, operations] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(operations)) {
          served.set(`${method.toUpperCase()} ${path}`, operation);
        }
      }

      const notServed = endpoints
        .filter(({ endpoint }) => !served.has(`${endpoint.method} ${openApiPath(endpoint.path)}`))
        .map(({ name }) => name);
      expect(notServed).toEqual([]);

      const contracted = new Set(
        endpoints.map(({ endpoint }) => `${endpoint.method} ${openApiPath(endpoint.path)}`),
      );
      const outside = [...served.keys()].filter(
        (key) => key.includes(' /api/') && !contracted.has(key) && !outsideTheContract.has(key),
      );
      expect(outside).toEqual([]);

      const undocumented = endpoints
        .filter(({ endpoint }) => {
          const operation = served.get(`${endpoint.method} ${openApiPath(endpoint.path)}`);
          return !operation?.responses?.[String(endpoint.status)];
        })
        .map(({ name }) => name);
      expect(undocumented).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
