import fs from 'node:fs';
import path from 'node:path';
import { auctionItemsApi, endpointUrl, itemIdOf, routePaths, usersApi } from '@dealer/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../http/authenticate.js';

/**
 * Paths the single-page app answers itself (organisation-and-settings 2, Routes), and issue 13's
 * admin console and invitation links (a link from a mail is opened directly).
 */
const appPaths = /^\/($|kirjaudu(\/|$)|ilmoitukset(\/|$)|asetukset(\/|$)|admin(\/|$)|kutsu\/)/;

/** App pages that do not start a session: the sign-in page and an invitation's link. */
const publicPaths = /^\/(kirjaudu|kutsu)(\/|$)/;
/** An item page, /ilmoitukset/{id} (not its admin, print or invoice pages). */
const itemPagePath = new RegExp(`^${routePaths.items}/([^/]+)$`);

/**
 * What the page at `pathname` will ask for first, for the browser to start with the page itself
 * instead of after the app's JavaScript has loaded and run: on a phone's network and CPU that is
 * most of a second sooner for everything that waits on it. Every page behind the session starts
 * with the current user (spec 4's start sequence); an item page also with its item (its largest
 * paint, the first photo, waits on it). The app's `fetch` of the same address takes the preloaded
 * answer (same URL; `crossorigin=anonymous` is the app's `credentials: 'same-origin'`).
 * Only for a request with a session cookie and a page that starts a session: elsewhere an answer
 * would go unused, and the browser warns about that. The cookie is not checked here; an expired
 * one gets its 401 one step sooner, and the app handles it as before. The item's answer is the
 * API's own, so it tells this viewer only what the API would.
 */
function preloadsOf(request: FastifyRequest, pathname: string): string[] {
  if (!startsSession(request, pathname)) return [];
  const calls = [usersApi.getCurrentUser.path];
  const itemId = itemIdOf(itemPagePath.exec(pathname)?.[1]);
  if (!Number.isNaN(itemId)) calls.push(endpointUrl(auctionItemsApi.get, { itemId }));
  return calls.map((call) => `<${call}>; rel=preload; as=fetch; crossorigin=anonymous`);
}

const startsSession = (request: FastifyRequest, pathname: string) =>
  request.cookies[sessionCookieName] !== undefined && !publicPaths.test(pathname);

/**
 * The page whose own index.html (`pages/{name}.html`, web/vite-page-preloads.ts) names its
 * chunks, for a browser with a session; null for the plain index.html.
 */
function pageOf(request: FastifyRequest, pathname: string): 'items' | 'item' | null {
  if (!startsSession(request, pathname)) return null;
  if (pathname === routePaths.items) return 'items';
  return Number.isNaN(itemIdOf(itemPagePath.exec(pathname)?.[1])) ? null : 'item';
}

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
  // A build without a page's file (an older one) serves index.html for it, as before.
  const readPage = (name: string) => {
    const file = path.join(webDistDir, 'pages', `${name}.html`);
    return fs.existsSync(file) ? fs.readFileSync(file) : indexHtml;
  };
  const pageHtml = { items: readPage('items'), item: readPage('item') };
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
  const sendIndex = (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const preloads = preloadsOf(request, pathname);
    const page = pageOf(request, pathname);
    if (preloads.length > 0) reply.header('Link', preloads.join(', '));
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page ? pageHtml[page] : indexHtml);
  };
  app.get('/*', { schema: { hide: true } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (!appPaths.test(pathname)) return reply.callNotFound();
    return sendIndex(request, reply, pathname);
  });
  app.get('/', { schema: { hide: true } }, (request, reply) => sendIndex(request, reply, '/'));
}
