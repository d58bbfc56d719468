import websocket from '@fastify/websocket';
import type { LiveFrame, VisibilityViewer } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { AppContext } from '../app-context.js';
import { deliveryOf } from './hub-frames.js';

interface Connection {
  socket: WebSocket;
  viewer: VisibilityViewer;
  isAlive: boolean;
}

const pingIntervalMs = 30_000;

/** How a connection's viewer is found: the caller of the upgrade request (its cookie, its Origin). */
export type HubAuthenticate = (request: FastifyRequest) => Promise<VisibilityViewer>;

/**
 * The live hub at /auctionhub (spec 4): a WebSocket authenticated by the session cookie (and the
 * app's own Origin). Each event from the bus goes to the connections that may see the item,
 * one JSON frame each; nothing about an item reaches a connection that may not see it, and an
 * organisation's personal events reach only its own connections.
 */
export async function registerHub(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'events' | 'clock'>,
  authenticate: HubAuthenticate,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  const connections = new Set<Connection>();
  const viewers = new WeakMap<FastifyRequest, VisibilityViewer>();

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
        viewers.set(request, await authenticate(request));
      },
    },
    (socket, request) => {
      const connection: Connection = { socket, viewer: viewers.get(request)!, isAlive: true };
      connections.add(connection);
      socket.on('pong', () => (connection.isAlive = true));
      socket.on('close', () => connections.delete(connection));
      socket.on('error', () => connections.delete(connection));
      const hello: LiveFrame = { type: 'Hello', serverTime: ctx.clock.now().toISOString() };
      socket.send(JSON.stringify(hello));
    },
  );
}
