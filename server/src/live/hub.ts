import { RefusedError } from '@dealer/domain';
import websocket from '@fastify/websocket';
import { noPermissions, type LiveFrame, type VisibilityViewer } from '@dealer/domain';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { AppContext } from '../app-context.js';
import { assertSameOrigin, sessionCookieName } from '../http/authenticate.js';
import { findPermissionFlags } from '../modules/access/access.service.js';
import { resolveSession } from '../modules/auth/auth.service.js';
import { actingOrganisationId } from '../modules/auction-items/item-access.js';
import type { Caller } from '../modules/access/caller.js';
import { deliveryOf } from './hub-frames.js';

interface Connection {
  socket: WebSocket;
  viewer: VisibilityViewer;
  isAlive: boolean;
}

const pingIntervalMs = 30_000;

async function viewerOf(ctx: AppContext, caller: Caller): Promise<VisibilityViewer> {
  const organisationId = await actingOrganisationId(ctx.db, caller);
  if (organisationId === null)
    return { organisationId: null, businessIdentityCode: null, flags: noPermissions };
  const [flags, organisation] = await Promise.all([
    findPermissionFlags(ctx.db, caller.userId, organisationId),
    ctx.db
      .selectFrom('organisations')
      .select('businessIdentityCode')
      .where('id', '=', organisationId)
      .executeTakeFirst(),
  ]);
  return {
    organisationId,
    businessIdentityCode: organisation?.businessIdentityCode ?? null,
    flags: flags ?? noPermissions,
  };
}

/**
 * The live hub at /auctionhub (spec 4): a WebSocket authenticated by the session cookie (and the
 * app's own Origin). Each event from the bus goes to the connections that may see the item,
 * one JSON frame each; nothing about an item reaches a connection that may not see it, and an
 * organisation's personal events reach only its own connections.
 */
export async function registerHub(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const connections = new Set<Connection>();

  const unsubscribe = ctx.events.subscribe((message) => {
    const delivery = deliveryOf(message, ctx.clock.now());
    if (!delivery) return;
    for (const connection of connections) {
      if (
        connection.socket.readyState === connection.socket.OPEN &&
        delivery.isFor(connection.viewer)
      ) {
        connection.socket.send(delivery.frame);
      }
    }
  });

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.isAlive) {
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }, pingIntervalMs);
  pinger.unref();

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    unsubscribe();
    for (const connection of connections) connection.socket.close(1001, 'server shutting down');
  });

  app.get(
    '/auctionhub',
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade: a refused caller gets an HTTP error body, not a socket.
      preValidation: async (request) => {
        assertSameOrigin(request, ctx.config.PUBLIC_URL);
        const token = request.cookies[sessionCookieName];
        if (!token) throw RefusedError.unauthenticated();
        request.caller = await resolveSession(ctx, token);
      },
    },
    async (socket, request) => {
      const connection: Connection = {
        socket,
        viewer: await viewerOf(ctx, request.caller!),
        isAlive: true,
      };
      connections.add(connection);
      socket.on('pong', () => (connection.isAlive = true));
      socket.on('close', () => connections.delete(connection));
      socket.on('error', () => connections.delete(connection));
      const hello: LiveFrame = { type: 'Hello', serverTime: ctx.clock.now().toISOString() };
      socket.send(JSON.stringify(hello));
    },
  );
}
