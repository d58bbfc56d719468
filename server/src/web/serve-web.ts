import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Paths the single-page app answers itself (organisation-and-settings 2, Routes; issue 13's /admin). */
const appPaths = /^\/($|kirjaudu(\/|$)|ilmoitukset(\/|$)|asetukset(\/|$)|admin(\/|$))/;

/**
 * Serves the web build: hashed assets with a year's cache, and index.html (never cached) for the
 * app's Finnish routes. Everything else unknown is a 404.
 */
export async function serveWeb(app: FastifyInstance, webDistDir: string): Promise<void> {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn({ webDistDir }, 'web build not found; run `npm run build` to serve the app');
    return;
  }
  const indexHtml = fs.readFileSync(indexFile);
  await app.register(fastifyStatic, {
    root: webDistDir,
    index: false,
    wildcard: false,
    // The build wrote `.br` and `.gz` beside each text file (web/vite-precompress.ts).
    preCompressed: true,
    setHeaders: (response, filePath) => {
      const isHashedAsset = filePath.includes(`${path.sep}assets${path.sep}`);
      response.header(
        'Cache-Control',
        isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      );
    },
  });
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!appPaths.test(pathname)) return reply.callNotFound();
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  });
  app.get('/', { schema: { hide: true } }, (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml),
  );
}
