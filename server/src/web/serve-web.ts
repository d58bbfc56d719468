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

/**
 * What the page at `pathname` will ask for first, for the browser to start with the page itself
 * instead of after the app's JavaScript has loaded and run: on a phone's network and CPU that is
 * most of a second sooner for everything that waits on it. Every page behind the session starts
 * with spec 4's start sequence: the current user, then the user's organisations and, in the
 * organisation the session acts for, the permissions and offices (`loadSession` in the web). An
 * item page also starts its item (its largest paint, the first photo, waits on it). The app's
 * `fetch` of the same address takes the preloaded answer (same URL; `crossorigin=anonymous` is
 * the app's `credentials: 'same-origin'`).
 * Only for a request with a session cookie and a page that starts a session: elsewhere an answer
 * would go unused, and the browser warns about that. `organisationId` is the session's acting
 * organisation, null when the session could not be read (the start sequence then waits for the
 * user's answer, as before). An expired session gets its 401 one step sooner, and the app handles
 * it as before. Each answer is the API's own, so it tells this viewer only what the API would.
 */
function preloadsOf(
  request: FastifyRequest,
  pathname: string,
  organisationId: number | null,
): string[] {
  if (!startsSession(request, pathname)) return [];
  const calls = [usersApi.getCurrentUser.path];
  if (organisationId !== null) {
    const query = { organisationId: String(organisationId) };
    calls.push(
      usersApi.getOrganisationBasicInfos.path,
      endpointUrl(usersApi.getPermissions, null, query),
      endpointUrl(organisationsApi.getOffices, null, query),
    );
  }
  const itemId = itemIdOf(itemPagePath.exec(pathname)?.[1]);
  if (!Number.isNaN(itemId)) calls.push(endpointUrl(auctionItemsApi.get, { itemId }));
  return calls.map((call) => `<${call}>; rel=preload; as=fetch; crossorigin=anonymous`);
}

/**
 * How long the HTML waits for the session's organisation (a cached caller answers at once): a
 * database busy with something else must not hold the page itself up. Without it the app asks
 * for the start sequence once it knows the user, as it did before these preloads.
 */
const organisationWaitMs = 50;

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
export async function serveWeb(
  app: FastifyInstance,
  webDistDir: string,
  /** The organisation a session token acts for; null when it has none or cannot be read. */
  actingOrganisationOf: (token: string) => Promise<number | null> = async () => null,
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
    const organisationId =
      token !== undefined && startsSession(request, pathname)
        ? await withinMs(actingOrganisationOf(token), organisationWaitMs)
        : null;
    const preloads = preloadsOf(request, pathname, organisationId);
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
