import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveAssets } from './serve-assets.js';

// The build's hashed assets from memory: a bundle with both compressed forms (marked, so that the
// test can tell which was sent), a stylesheet with none, and files it must not serve.
describe('serveAssets', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-web-'));
  const dir = path.join(root, 'assets');
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'app-1a2b.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'app-1a2b.js.br'), 'br form');
    fs.writeFileSync(path.join(dir, 'app-1a2b.js.gz'), 'gzip form');
    fs.writeFileSync(path.join(dir, 'page-3c4d.css'), 'p{}');
    fs.writeFileSync(path.join(root, 'secret.txt'), 'secret');
    serveAssets(app, dir);
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });
  const get = (file: string, acceptEncoding?: string) =>
    app.inject({
      url: `/assets/${file}`,
      headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
    });

  it('sends the form the client accepts, Brotli first, each cached for a year', async () => {
    const cases: Array<[string | undefined, string, string | undefined]> = [
      ['gzip, deflate, br, zstd', 'br form', 'br'],
      ['gzip', 'gzip form', 'gzip'],
      ['br;q=0, gzip', 'gzip form', 'gzip'],
      ['br;q=0.0, gzip;q=0.5', 'gzip form', 'gzip'],
      ['*', 'br form', 'br'],
      ['identity', 'console.log(1);', undefined],
      [undefined, 'console.log(1);', undefined],
    ];
    for (const [acceptEncoding, body, encoding] of cases) {
      const response = await get('app-1a2b.js', acceptEncoding);
      expect(response.statusCode, acceptEncoding).toBe(200);
      expect(response.body, acceptEncoding).toBe(body);
      expect(response.headers['content-encoding'], acceptEncoding).toBe(encoding);
      expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toBe('Accept-Encoding');
    }
  });

  it('sends a file the build did not compress as it is', async () => {
    const response = await get('page-3c4d.css', 'br, gzip');
    expect(response.body).toBe('p{}');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers 404 for anything that is not one of the files', async () => {
    for (const file of ['nothing.js', 'app-1a2b.js.br', '../secret.txt', '..%2Fsecret.txt', ''])
      expect((await get(file)).statusCode, file).toBe(404);
  });
});
