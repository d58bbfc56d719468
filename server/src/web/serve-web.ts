import fs from 'node:fs';
import path from 'node:path';
import {
  auctionItemsApi,
  endpointUrl,
  itemIdOf,
  organisationsApi,
  routePaths,
  usersApi,
} from '@dealer/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from '../http/authenticate.js';
import { serveAssets } from './serve-assets.js';

/**
 * Paths the single-page app answers itself (organisation-and-settings 2, Routes), and issue 13's
 * admin console and invitation links (a link from a mail is opened directly).
 */
const appPaths = /^\/($|kirjaudu(\/|$)|ilmoitukset(\/|$)|asetukset(\/|$)|admin(\/|$)|kutsu\/)/;

/** App pages that do not start a session: the sign-in page and an invitation's link. */
const publicPaths = /^\/(kirjaudu|kutsu)(\/|$)/;
/** An item page, /ilmoitukset/{id} (not its admin, print or invoice pages). */
const itemPagePath = new RegExp(`^${routePaths.items}/([^/]+)$`);

/** What the server read of a page's session for its preloads (`SessionPreloads`). */
export interface SessionGrounds {
  /** The organisation the session acts for, or null. */
  organisationId: number | null;
  /** On an item page, the item's first image as the page asks for it, if it has one. */
  firstImageUrl: string | null;
}

/** Reads a session token's grounds for an item page (`itemId`) or another page (null). */
export type SessionPreloads = (token: string, itemId: number | null) => Promise<SessionGrounds>;

/**
 * What the page at `pathname` will ask for first, for the browser to start with the page itself
 * instead of after the app's JavaScript has loaded and run: on a phone's network and CPU that is
 * most of a second sooner for everything that waits on it. Every page behind the session starts
 * with spec 4's start sequence: the current user, then the user's organisations and, in the
 * organisation the session acts for, the permissions and offices (`loadSession` in the web). An
 * item page also starts its item and its first image, its largest paint. The app's `fetch` of
 * the same address takes the preloaded answer (same URL; `crossorigin=anonymous` is the app's
 * `credentials: 'same-origin'`), and the page's `<img>` the preloaded image.
 * Only for a request with a session cookie and a page that starts a session: elsewhere an answer
 * would go unused, and the browser warns about that. `grounds` is null when the session could not
 * be read in time: the page then starts with the user and the item, and the app asks for the rest
 * as before. An expired session gets its 401 one step sooner, and the app handles it as before.
 * Each answer is the API's own, and the image is one the item's answer names, so the page tells
 * this viewer only what the API would.
 */
function preloadsOf(itemId: number | null, grounds: SessionGrounds | null): string[] {
  const calls = [usersApi.getCurrentUser.path];
  if (grounds?.organisationId != null) {
    const query = { organisationId: String(grounds.organisationId) };
    calls.push(
      usersApi.getOrganisationBasicInfos.path,
      endpointUrl(usersApi.getPermissions, null, query),
      endpointUrl(organisationsApi.getOffices, null, query),
    );
  }
  if (itemId !== null) calls.push(endpointUrl(auctionItemsApi.get, { itemId }));
  const links = calls.map((call) => `<${call}>; rel=preload; as=fetch; crossorigin=anonymous`);
  if (grounds?.firstImageUrl)
    links.push(`<${grounds.firstImageUrl}>; rel=preload; as=image; fetchpriority=high`);
  return links;
}

/** The item id of an item page's address; null for other pages. */
function itemPageIdOf(pathname: string): number | null {
  const itemId = itemIdOf(itemPagePath.exec(pathname)?.[1]);
  return Number.isNaN(itemId) ? null : itemId;
}

/**
 * How long the HTML waits for its session's grounds (a cached caller and an item's read answer
 * within a few milliseconds): a database busy with something else must not hold the page itself
 * up. Without them the app asks for the rest once it knows the user, as it did before.
 */
const sessionWaitMs = 50;

/** The promise's value if it comes within `ms`; null if it does not, or fails. */
function withinMs<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(null);
      },
    );
  });
}

/**
 * The page whose own index.html (`pages/{name}.html`, web/vite-page-preloads.ts) names its
 * chunks, for a browser with a session; null for the plain index.html.
 */
function pageOf(pathname: string): 'items' | 'item' | null {
  if (pathname === routePaths.items) return 'items';
  return itemPageIdOf(pathname) === null ? null : 'item';
}

/**
 * Serves the web build: hashed assets with a year's cache, and index.html (never cached) for the
 * app's Finnish routes. Everything else unknown is a 404.
 */
export async function serveWeb(
  app: FastifyInstance,
  webDistDir: string,
  /** A session's grounds for its page's preloads; none when absent (API tests). */
  sessionPreloads: SessionPreloads | null = null,
): Promise<void> {
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
  serveAssets(app, path.join(webDistDir, 'assets'));
  // The build's other files (the icon, the pages' HTML), as they are on disk.
  await app.register(fastifyStatic, {
    root: webDistDir,
    index: false,
    wildcard: false,
    globIgnore: ['assets/**'],
    // The build wrote `.br` and `.gz` beside each text file (web/vite-precompress.ts).
    preCompressed: true,
    setHeaders: (response) => {
      response.header('Cache-Control', 'no-cache');
    },
  });
  const sendIndex = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    const token = request.cookies[sessionCookieName];
    if (token !== undefined && !publicPaths.test(pathname)) {
      const itemId = itemPageIdOf(pathname);
      const grounds = sessionPreloads
        ? await withinMs(sessionPreloads(token, itemId), sessionWaitMs)
        : null;
      reply.header('Link', preloadsOf(itemId, grounds).join(', '));
    }
    const page = token !== undefined ? pageOf(pathname) : null;
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
