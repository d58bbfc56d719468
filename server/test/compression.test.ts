import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './test-context.js';

/** A web build in miniature: index.html, a hashed bundle with its precompressed forms. */
function writeWebBuild(): string {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-web-'));
  fs.mkdirSync(path.join(directory, 'assets'));
  fs.writeFileSync(path.join(directory, 'index.html'), `<!doctype html>${' '.repeat(2000)}`);
  const bundle = `console.log(${JSON.stringify('x'.repeat(5000))});`;
  const asset = path.join(directory, 'assets', 'index-Ab12Cd34.js');
  fs.writeFileSync(asset, bundle);
  // Marked so that the test can tell the precompressed file from one compressed on the fly.
  fs.writeFileSync(`${asset}.br`, Buffer.from('precompressed br'));
  fs.writeFileSync(`${asset}.gz`, gzipSync(`${bundle}/*precompressed*/`));
  return directory;
}

describe('compression and caching', () => {
  let t: TestContext;
  let cookie: string;
  let webDir: string;
  beforeAll(async () => {
    webDir = writeWebBuild();
    t = await createTestContext('pglite', { WEB_DIST_DIR: webDir }, { serveWebApp: true });
    cookie = await t.signIn('buyer@demo.test');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  // The OpenAPI document: a large JSON answer made per request, like the items list.
  const list = (acceptEncoding?: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { cookie, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
    });

  it('sends the API in brotli or gzip as the client accepts, and plain to one that accepts neither', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await list('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gz = await list('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves answers under 1 KB as they are', async () => {
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'br' },
    });
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('serves the build precompressed, hashed assets immutable and index.html never cached', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('precompressed br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toMatch(/\/\*precompressed\*\/$/);

    const index = await t.app.inject({
      method: 'GET',
      url: '/kirjaudu',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(index.statusCode).toBe(200);
    expect(index.headers['cache-control']).toBe('no-cache');
    expect(index.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(index.rawPayload).toString()).toMatch(/^<!doctype html>/);
  });

  it('refuses a compressed body that inflates past the body limit, without inflating it all', async () => {
    // 64 MB of zeros is 64 KB of gzip: the bomb is refused as soon as 1 MB has inflated.
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const started = Date.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ error: { code: 'payload_too_large' } });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('reads a gzip request body', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: 'buyer@demo.test', password: 'demo1234' })),
    });
    expect(response.statusCode).toBe(200);
  });
});
