import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

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
export function readAssets(assetsDir: string): Map<string, Asset> {
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

/** The codings an Accept-Encoding header allows (a coding with `q=0` is refused). */
function acceptedCodings(header: string | undefined): Set<string> {
  const codings = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [coding = '', ...parameters] = part.trim().toLowerCase().split(';');
    const isRefused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (coding && !isRefused) codings.add(coding);
  }
  return codings;
}

/**
 * Serves `/assets/*` from memory: Brotli or gzip as the build wrote them, as the client accepts,
 * cached for a year (a file's name changes with its content). A page's first load asks for 30 to
 * 80 of them at once, with its API calls behind them on the same server; read from disk for each
 * request (`@fastify/static`: a stat, an open, a stream) each took 1.5–1.9 ms of the server's
 * CPU, from memory (docs/decisions.md). The build's assets are a few megabytes.
 */
export function serveAssets(app: FastifyInstance, assetsDir: string): void {
  const assets = readAssets(assetsDir);
  app.get<{ Params: { '*': string } }>(
    '/assets/*',
    { schema: { hide: true } },
    (request, reply) => {
      const asset = assets.get(request.params['*']);
      if (!asset) return reply.callNotFound();
      const codings = acceptedCodings(request.headers['accept-encoding']);
      const [encoding, body] =
        asset.br && codings.has('br')
          ? ['br', asset.br]
          : asset.gzip && (codings.has('gzip') || codings.has('*'))
            ? ['gzip', asset.gzip]
            : [null, asset.plain];
      if (encoding) reply.header('Content-Encoding', encoding);
      return reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Vary', 'Accept-Encoding')
        .type(asset.contentType)
        .send(body);
    },
  );
}
