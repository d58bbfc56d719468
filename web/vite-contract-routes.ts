import { runnerImport, type Plugin } from 'vite';

/** The domain's contract modules: each exports only groups of endpoints (`*.api.ts`). */
const contractModule = /[\\/]packages[\\/]domain[\\/]src[\\/].+\.api\.ts$/;

/** What the browser's client reads of an endpoint: `callApi` builds a call from these alone. */
interface Route {
  method: string;
  path: string;
  status: number;
  multipart: boolean;
  produces: string | null;
}

const isEndpoint = (value: unknown): value is Route =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Route).method === 'string' &&
  typeof (value as Route).path === 'string';

/**
 * The source the browser gets for a contract module: every endpoint group as its routes, without
 * the zod schemas. Throws for an export that is not a group of endpoints, so a schema never hides
 * in a contract module where the browser would silently lose it.
 */
export function routeModuleSource(file: string, exports: Record<string, unknown>): string {
  const lines = Object.entries(exports).map(([name, group]) => {
    const entries = typeof group === 'object' && group !== null ? Object.entries(group) : [];
    if (entries.length === 0 || !entries.every(([, value]) => isEndpoint(value))) {
      throw new Error(
        `${file}: ${name} is not a group of endpoints; a contract module holds only its endpoints ` +
          '(put schemas and types beside it)',
      );
    }
    const routes = Object.fromEntries(
      entries.map(([key, value]) => {
        const { method, path, status, multipart, produces } = value as Route;
        return [key, { method, path, status, multipart, produces }];
      }),
    );
    return `export const ${name} = ${JSON.stringify(routes)};`;
  });
  return `${lines.join('\n')}\n`;
}

/**
 * The web's build takes the domain's contract without its schemas. The contract (`*.api.ts`)
 * declares each route with the zod schemas the server validates and serialises with; the
 * browser's client needs only the method and the path (it never parses an answer: the server
 * holds answers to their schemas). Bundled as written, the contract brought zod and every answer
 * schema into the first load: 25 KB gzipped of library, and ~60 ms of schema building at module
 * load on a phone's CPU. This plugin evaluates each contract module in Node at build time (Vite's
 * module runner) and hands the bundle its routes as plain data. Types still come from the real
 * module, so `callApi` is typed by the schemas exactly as before; development and tests use the
 * real module, which is a superset.
 */
export function contractRoutes(): Plugin {
  return {
    name: 'dealer:contract-routes',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      if (!contractModule.test(id)) return null;
      const { module } = await runnerImport<Record<string, unknown>>(id, {
        configFile: false,
        logLevel: 'silent',
      });
      return routeModuleSource(id, module);
    },
  };
}
