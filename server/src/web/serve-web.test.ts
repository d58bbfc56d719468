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
    // A build without the pages' own files (web/vite-page-preloads.ts) serves index.html for them.
    for (const url of ['/ilmoitukset', '/ilmoitukset/8'])
      expect((await app.inject({ url, headers: { cookie: 'sid=abc' } })).body, url).toContain(
        '<title>Huutokauppa</title>',
      );
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

// Issue 10: the items page and an item page, opened directly with a session, start their own
// chunks with the HTML (web/vite-page-preloads.ts writes each its index.html).
describe('serveWeb with the pages’ own index.html', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-web-pages-'));
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    fs.mkdirSync(path.join(dir, 'pages'));
    fs.writeFileSync(path.join(dir, 'index.html'), '<title>index</title>');
    fs.writeFileSync(path.join(dir, 'pages', 'items.html'), '<title>items</title>');
    fs.writeFileSync(path.join(dir, 'pages', 'item.html'), '<title>item</title>');
    await app.register(fastifyCookie);
    // The sessions' acting organisations, as the app reads them (a read may fail), and item 8,
    // which has a photo; item 9 has none.
    const organisations: Record<string, number | null> = { abc: 2, admin: null, slow: 2 };
    await serveWeb(app, dir, async (token, itemId) => {
      asked.push([token, itemId]);
      if (token === 'broken') throw new Error('database unavailable');
      // A database busy elsewhere: the page goes without waiting for it.
      if (token === 'slow') await new Promise((resolve) => setTimeout(resolve, 1000));
      return {
        organisationId: organisations[token] ?? null,
        firstImageUrl: itemId === 8 ? '/media/abc?width=432&angle=0' : null,
      };
    });
    await app.ready();
  });
  const asked: Array<[string, number | null]> = [];
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });
  const titleOf = async (url: string, cookie?: string) => {
    const response = await app.inject({ url, headers: cookie ? { cookie } : {} });
    expect(response.headers['cache-control'], url).toBe('no-cache');
    return /<title>(\w+)<\/title>/.exec(response.body)?.[1];
  };

  it('sends a page its own file only to a browser with a session', async () => {
    const session = 'sid=abc';
    expect(await titleOf('/ilmoitukset', session)).toBe('items');
    expect(await titleOf('/ilmoitukset?sort=end', session)).toBe('items');
    expect(await titleOf('/ilmoitukset/8', session)).toBe('item');
    expect(await titleOf('/ilmoitukset/8?tab=bids', session)).toBe('item');
    // Pages with other chunks, and addresses that are no item, have index.html.
    for (const url of [
      '/',
      '/ilmoitukset/omat',
      '/ilmoitukset/0',
      '/ilmoitukset/8/print',
      '/ilmoitukset/8/admin',
      '/asetukset',
      '/kirjaudu',
    ])
      expect(await titleOf(url, session), url).toBe('index');
    // Signed out, the page goes to the sign-in page: its chunks would load for nothing.
    expect(await titleOf('/ilmoitukset')).toBe('index');
    expect(await titleOf('/ilmoitukset/8')).toBe('index');
  });

  it('starts the whole start sequence in the session’s organisation with the page', async () => {
    const preload = (call: string) => `<${call}>; rel=preload; as=fetch; crossorigin=anonymous`;
    const user = preload('/api/User/GetCurrentUser');
    const startSequence = [
      user,
      preload('/api/User/GetUserOrganisationBasicInfos'),
      preload('/api/User/GetUserPermissions?organisationId=2'),
      preload('/api/Organisation/GetOffices?organisationId=2'),
    ].join(', ');
    const linkOf = async (url: string, cookie?: string) =>
      (await app.inject({ url, headers: cookie ? { cookie } : {} })).headers.link;
    expect(await linkOf('/ilmoitukset', 'sid=abc')).toBe(startSequence);
    expect(await linkOf('/asetukset', 'sid=abc')).toBe(startSequence);
    // An item page also starts its item, and its first photo when it has one.
    expect(await linkOf('/ilmoitukset/8', 'sid=abc')).toBe(
      `${startSequence}, ${preload('/api/AuctionItems/8')}, ` +
        '</media/abc?width=432&angle=0>; rel=preload; as=image; fetchpriority=high',
    );
    expect(await linkOf('/ilmoitukset/9?x=1', 'sid=abc')).toBe(
      `${startSequence}, ${preload('/api/AuctionItems/9')}`,
    );
    expect(asked.slice(-2)).toEqual([
      ['abc', 8],
      ['abc', 9],
    ]);
    // No acting organisation, or a session that could not be read: the user's call alone, and
    // on an item page its item.
    expect(await linkOf('/ilmoitukset', 'sid=admin')).toBe(user);
    expect(await linkOf('/ilmoitukset', 'sid=broken')).toBe(user);
    expect(await linkOf('/ilmoitukset/8', 'sid=broken')).toBe(
      `${user}, ${preload('/api/AuctionItems/8')}`,
    );
    const started = performance.now();
    expect(await linkOf('/ilmoitukset/8', 'sid=slow')).toBe(
      `${user}, ${preload('/api/AuctionItems/8')}`,
    );
    expect(performance.now() - started).toBeLessThan(500);
    // Pages that start no session ask nothing, and nothing is read for them.
    asked.length = 0;
    expect(await linkOf('/kirjaudu', 'sid=abc')).toBeUndefined();
    expect(await linkOf('/ilmoitukset')).toBeUndefined();
    expect(asked).toEqual([]);
  });
});
