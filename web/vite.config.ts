import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contractRoutes } from './vite-contract-routes';
import { firstLoadCatalogue } from './vite-first-load-catalogue';
import { pagePreloads } from './vite-page-preloads';
import { precompress } from './vite-precompress';

// The API and the live hub are served by the server on :8080; in development the browser talks
// to Vite only, so the session cookie stays same-origin. The server checks that a write's Origin
// is its own (CSRF), so the proxy presents the server's origin: Vite is its stand-in in development.
const apiTarget = 'http://localhost:8080';
const asServer = { target: apiTarget, headers: { origin: apiTarget } };

export default defineConfig({
  plugins: [
    contractRoutes(),
    firstLoadCatalogue(),
    react(),
    // The pages a dealer opens directly most: the server sends each its own index.html.
    pagePreloads({
      items: 'src/features/browsing/components/items-page.tsx',
      item: [
        'src/features/item-page/components/item-page.tsx',
        'src/features/item-page/components/item-sections/section-below-photos.tsx',
      ],
    }),
    precompress(),
  ],
  resolve: {
    alias: [
      // Zod without eval in the browser (see the module); it imports the library as `zod/v4`.
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL('./src/zod-without-eval.ts', import.meta.url)),
      },
      // Emotion's styles inserted while a component renders, not in the commit (see the module).
      {
        find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
        replacement: fileURLToPath(new URL('./src/emotion-styles-in-render.ts', import.meta.url)),
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
    // The vendor chunk below (about 545 KB before compression, 160 KB of gzip) is what every page
    // loads first in any case; Vite's default warning at 500 KB would only repeat that.
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The libraries every page loads first (`$initial`: the entry's static imports) go in
          // one chunk: split by who shares them, they were 33 files, each a request and a module
          // to link. The first load fell from 63 files and 247 KB of gzip to 30 and 233 KB
          // (docs/decisions.md). Libraries only later pages use stay split as before.
          groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'] }],
        },
      },
    },
  },
});
