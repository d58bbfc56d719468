import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contractRoutes } from './vite-contract-routes';
import { firstLoadCatalogue } from './vite-first-load-catalogue';
import { precompress } from './vite-precompress';

// The API and the live hub are served by the server on :8080; in development the browser talks
// to Vite only, so the session cookie stays same-origin. The server checks that a write's Origin
// is its own (CSRF), so the proxy presents the server's origin: Vite is its stand-in in development.
const apiTarget = 'http://localhost:8080';
const asServer = { target: apiTarget, headers: { origin: apiTarget } };

export default defineConfig({
  plugins: [contractRoutes(), firstLoadCatalogue(), react(), precompress()],
  resolve: {
    // Zod without eval in the browser (see the module); it imports the library as `zod/v4`.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url)),
      },
    ],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': asServer,
      '/media': asServer,
      '/auctionhub': { ...asServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bench reads it to weigh the JavaScript a page's first load needs.
    manifest: true,
  },
});
