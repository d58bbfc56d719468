import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWeb } from './serve-web.js';

// The web build as the server serves it, through @fastify/static (and its content-disposition,
// pinned to a release that supports Node 20: docs/decisions.md).
describe('serveWeb', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-web-'));
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'assets'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Huutokauppa</title>');
    fs.writeFileSync(path.join(dir, 'assets', 'app-1a2b3c.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg/>');
    await app.register(fastifyCookie);
    await serveWeb(app, dir);
    app.get('/download-test', (_request, reply) => reply.download('favicon.svg', 'kuva ä.svg'));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('answers index.html, never cached, for the app and its Finnish routes', async () => {
    for (const url of ['/', '/kirjaudu', '/asetukset/kayttajat?x=1', '/admin', '/kutsu/abc']) {
      const response = await app.inject({ url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toContain('<title>Huutokauppa</title>');
    }
    for (const url of ['/nowhere', '/administrator', '/kutsu'])
      expect((await app.inject({ url })).statusCode, url).toBe(404);
  });

  it('tells a browser with a session to start the page’s first calls with the page', async () => {
    const preload = '</api/User/GetCurrentUser>; rel=preload; as=fetch; crossorigin=anonymous';
    const withSession = { cookie: 'sid=abc' };
    for (const url of ['/', '/ilmoitukset', '/ilmoitukset/omat', '/asetukset/profiili', '/admin'])
      expect((await app.inject({ url, headers: withSession })).headers.link, url).toBe(preload);
    // An item page also starts its item; its admin, print and invoice pages, and a bad id, not.
    expect(
      (await app.inject({ url: '/ilmoitukset/8?x=1', headers: withSession })).headers.link,
    ).toBe(`${preload}, </api/AuctionItems/8>; rel=preload; as=fetch; crossorigin=anonymous`);
    for (const url of ['/ilmoitukset/8/print', '/ilmoitukset/0', '/ilmoitukset/12345678901'])
      expect((await app.inject({ url, headers: withSession })).headers.link, url).toBe(preload);
    // No session, a page that starts none, or not a page: nothing that would go unused.
    expect((await app.inject({ url: '/ilmoitukset' })).headers.link).toBeUndefined();
    expect(
      (await app.inject({ url: '/', headers: { cookie: 'other=1' } })).headers.link,
    ).toBeUndefined();
    for (const url of ['/kirjaudu', '/kirjaudu?state=%2F', '/kutsu/abc', '/assets/app-1a2b3c.js'])
      expect((await app.inject({ url, headers: withSession })).headers.link, url).toBeUndefined();
  });

  it('serves hashed assets for a year and other files uncached', async () => {
    const asset = await app.inject({ url: '/assets/app-1a2b3c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(1);');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('sends a download with its file name in Content-Disposition', async () => {
    const response = await app.inject({ url: '/download-test' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="kuva ?.svg"; filename*=UTF-8''kuva%20%C3%A4.svg`,
    );
  });
});
