// Bundles the server and the domain package into dist/main.js; npm packages stay external
// (installed in node_modules), so native ones like argon2 and PGlite's files load as usual.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  packages: 'external',
  // The domain package is our own TypeScript: bundle it rather than leave it external.
  plugins: [
    {
      name: 'bundle-domain',
      setup(context) {
        context.onResolve({ filter: /^@dealer\/domain$/ }, () => ({
          path: new URL('../packages/domain/src/index.ts', import.meta.url).pathname,
        }));
      },
    },
  ],
  logLevel: 'warning',
});
