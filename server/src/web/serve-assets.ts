import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { answerEncodingOf } from '../http/compressed-answers.js';

const contentTypes: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

/** One hashed file of the build, with the `.br` and `.gz` the build wrote beside it. */
interface Asset {
  contentType: string;
  plain: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
}

/** The build's hashed assets by file name, each read once. */
function readAssets(assetsDir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(assetsDir)) return assets;
  const names = new Set(fs.readdirSync(assetsDir));
  const readIfThere = (name: string) =>
    names.has(name) ? fs.readFileSync(path.join(assetsDir, name)) : null;
  for (const name of names) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    assets.set(name, {
      contentType: contentTypes[path.extname(name)] ?? 'application/octet-stream',
      plain: fs.readFileSync(path.join(assetsDir, name)),
      br: readIfThere(`${name}.br`),
      gzip: readIfThere(`${name}.gz`),
    });
  }
  return assets;
}

/**
 * Serves `/assets/*` from memory: Brotli or gzip as the build wrote them, as the client accepts,
 * cached for a year (a file's name changes with its content). A page's first load asks for 30 to
 * 80 of them at once, with its API calls behind them on the same server. Read from disk for each
 * request (`@fastify/static`: a stat, an open, a stream), each took 1.5–1.9 ms of the server's
 * CPU; from memory, about a third of that (docs/decisions.md). The build's assets are a few
 * megabytes.
 */
export function serveAssets(app: FastifyInstance, assetsDir: string): void {
  const assets = readAssets(assetsDir);
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { schema: { hide: true } },
    (request, reply) => {
      const asset = assets.get(request.params['*']);
      if (!asset) return reply.callNotFound();
      // The build compresses a file in both forms or, below 1 KB, in neither.
      const encoding = answerEncodingOf(request.headers['accept-encoding']);
      const compressed = encoding === null ? null : asset[encoding];
      if (encoding && compressed) reply.header('Content-Encoding', encoding);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept-Encoding')
        .type(asset.contentType)
        .send(compressed ?? asset.plain);
    },
  );
}
