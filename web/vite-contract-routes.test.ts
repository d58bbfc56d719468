// The build plugin runs in Node; jsdom (the project's environment) only adds a window it does not use.
import { apiContract, type AnyEndpoint } from '@dealer/domain';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contractRoutes, routeModuleSource } from './vite-contract-routes';

const domainSource = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../packages/domain/src',
);

async function contractFiles(): Promise<string[]> {
  const entries = await readdir(domainSource, { recursive: true });
  return entries
    .filter((entry) => entry.endsWith('.api.ts'))
    .map((entry) => path.join(domainSource, entry));
}

/** Evaluates generated module source as the browser would. */
const evaluate = (source: string) =>
  import(`data:text/javascript,${encodeURIComponent(source)}`) as Promise<
    Record<string, Record<string, unknown>>
  >;

const routeOf = (endpoint: AnyEndpoint) => ({
  method: endpoint.method,
  path: endpoint.path,
  status: endpoint.status,
  multipart: endpoint.multipart,
  produces: endpoint.produces,
});

describe('the contract as the browser gets it', () => {
  it('keeps every endpoint of every contract module, its method, path and status, and no schema', async () => {
    const seen = new Set<unknown>();
    for (const file of await contractFiles()) {
      const real = (await import(pathToFileURL(file).href)) as Record<
        string,
        Record<string, AnyEndpoint>
      >;
      const routes = await evaluate(routeModuleSource(file, real));
      expect(Object.keys(routes).sort(), file).toEqual(Object.keys(real).sort());
      for (const [name, group] of Object.entries(real)) {
        seen.add(group);
        expect(routes[name], `${file} ${name}`).toEqual(
          Object.fromEntries(Object.entries(group).map(([key, value]) => [key, routeOf(value)])),
        );
      }
    }
    // Every group the server serves lives in a contract module the plugin rewrites.
    for (const [name, group] of Object.entries(apiContract))
      expect(seen.has(group), name).toBe(true);
  });

  it('refuses a contract module that exports anything besides endpoints', () => {
    const group = { list: { method: 'GET', path: '/api/Things', status: 200 } };
    expect(() =>
      routeModuleSource('things.api.ts', { thingsApi: group, thingSchema: z.object({}) }),
    ).toThrow(/thingSchema is not a group of endpoints/);
    expect(() => routeModuleSource('things.api.ts', { thingsApi: group, limit: 5 })).toThrow(
      /limit is not a group of endpoints/,
    );
  });

  it('hands the build exactly those routes for a contract module, and leaves other modules alone', async () => {
    const plugin = contractRoutes();
    const load = plugin.load as (id: string) => Promise<string | null>;
    const file = path.join(domainSource, 'bidding/bidding.api.ts');
    const source = await load.call({}, file);
    expect(source).not.toMatch(/zod|Schema/);
    const { biddingApi } = await evaluate(source!);
    expect(biddingApi).toEqual(
      (await evaluate(routeModuleSource(file, await import(file)))).biddingApi,
    );
    expect(await load.call({}, path.join(domainSource, 'bidding/bid-limits.ts'))).toBeNull();
  });
});
