import websocket from '@fastify/websocket';
import type { LiveFrame, VisibilityViewer } from '@dealer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from '@fastify/websocket';
import type { AppContext } from '../app-context.js';
import { deliveryOf } from './hub-frames.js';
import { HubFanOut } from './hub-fan-out.js';
import { isSessionEnded } from './session-events.js';
import { admitUpgradesInTurns } from './upgrade-admission.js';

interface Connection {
  socket: WebSocket;
  viewer: VisibilityViewer;
  isAlive: boolean;
  /** The hash of the session the connection was opened with. */
  sessionId: string;
  /** When to look at the session again: its expiry as last seen (it slides with use). */
  sessionCheckAt: number;
}

const pingIntervalMs = 30_000;
/**
 * A client that stops reading (a frozen tab, a phone in a tunnel) makes its socket buffer every
 * frame. Past this many bytes unsent it is dropped; it reconnects and reloads when it wakes.
 */
export const slowConsumerLimitBytes = 1024 * 1024;
/**
 * The shortest time between two messages to one connection: events closer than this go
 * together in one message (hub-fan-out.ts). A tenth of a second is well inside "live to the
 * second", and caps a connection at ten messages a second however fast the bids come.
 */
export const coalesceWindowMs = 100;
/** How long the hub sends in one go before it lets a waiting request in (hub-fan-out.ts). */
const sendSliceMs = 5;
/** How long one turn routes waiting upgrade requests before it lets other work in (upgrade-admission.ts). */
const upgradeSliceMs = 1;
/** Close code of a connection whose session ended (signed out or expired): sign in again. */
export const sessionEndedCloseCode = 4401;

/** A connection's caller: whom it may be told about what, and the session it lives by. */
export interface HubCaller {
  viewer: VisibilityViewer;
  sessionId: string;
  expiresAt: Date;
}

/** What the hub asks of sign-in, which it does not know itself. */
export interface HubSessions {
  /**
   * The caller of the upgrade request (its cookie, its Origin); throws a refusal otherwise. Its
   * database reads must bound themselves: after a deploy or a network blip every open screen
   * reconnects in the same second, and thousands of upgrades call it at once (the app's batched
   * session store reads on at most two connections; docs/decisions.md, "A reconnect storm reads
   * its sessions in batches").
   */
  authenticate(request: FastifyRequest): Promise<HubCaller>;
  /** The expiry of each of these sessions that has not ended. */
  findExpiries(ids: readonly string[]): Promise<Array<{ id: string; expiresAt: Date }>>;
}

/**
 * The live hub at /auctionhub (spec 4): a WebSocket authenticated by the session cookie (and the
 * app's own Origin). Each event from the bus goes to the connections that may see the item, as
 * a JSON frame (several close together go as one array, hub-fan-out.ts); nothing about an item
 * reaches a connection that may not see it, and an organisation's personal events reach only its
 * own connections.
 */
export async function registerHub(
  app: FastifyInstance,
  ctx: Pick<AppContext, 'events' | 'clock' | 'config'>,
  sessions: HubSessions,
): Promise<void> {
  await app.register(websocket, { options: { maxPayload: 4096 } });
  admitUpgradesInTurns(app.server, upgradeSliceMs);
  const connections = new Set<Connection>();
  const callers = new WeakMap<FastifyRequest, HubCaller>();
  const fanOut = new HubFanOut<Connection>({
    windowMs: coalesceWindowMs,
    sliceMs: sendSliceMs,
    slowConsumerLimitBytes,
    onDrop: (connection) => connections.delete(connection),
  });
  const forget = (connection: Connection) => {
    connections.delete(connection);
    fanOut.delete(connection);
  };

  // Issue 15: a connection must not outlive its session. A sign-out anywhere ends it at once
  // (the event crosses instances); an expiry is found by the check below.
  const closeSession = (connection: Connection) => {
    forget(connection);
    connection.socket.close(sessionEndedCloseCode, 'session ended');
  };

  const unsubscribe = ctx.events.subscribe((message) => {
    if (isSessionEnded(message)) {
      for (const connection of connections)
        if (connection.sessionId === message.sessionId) closeSession(connection);
      return;
    }
    const delivery = deliveryOf(message, ctx.clock.now());
    if (delivery) fanOut.publish(delivery);
  });

  const pinger = setInterval(() => {
    for (const connection of connections) {
      if (!connection.isAlive) {
        forget(connection);
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
  }, pingIntervalMs);
  pinger.unref();

  // Sessions slide forward while used elsewhere, so a connection whose known expiry has passed
  // asks the database (one query for all that are due) and closes only if it really ended.
  let isChecking = false;
  const checkSessions = async () => {
    const now = ctx.clock.now().getTime();
    const due = [...connections].filter((connection) => connection.sessionCheckAt <= now);
    if (due.length === 0 || isChecking) return;
    isChecking = true;
    try {
      const ids = [...new Set(due.map((connection) => connection.sessionId))];
      const expiries = new Map(
        (await sessions.findExpiries(ids)).map((row) => [row.id, row.expiresAt.getTime()]),
      );
      for (const connection of due) {
        const expiresAt = expiries.get(connection.sessionId);
        if (expiresAt === undefined || expiresAt <= now) closeSession(connection);
        else connection.sessionCheckAt = expiresAt;
      }
    } catch (error) {
      app.log.warn({ err: error }, 'hub session check failed; retried next interval');
    } finally {
      isChecking = false;
    }
  };
  const sessionChecker = setInterval(() => void checkSessions(), ctx.config.JOB_INTERVAL_MS);
  sessionChecker.unref();

  app.addHook('onClose', async () => {
    clearInterval(pinger);
    clearInterval(sessionChecker);
    unsubscribe();
    fanOut.close();
    for (const connection of connections) connection.socket.close(1001, 'server shutting down');
  });

  app.get(
    '/auctionhub',
    {
      websocket: true,
      schema: { hide: true },
      // Before the upgrade: a refused caller gets an HTTP error body, not a socket.
      preValidation: async (request) => {
        callers.set(request, await sessions.authenticate(request));
      },
    },
    (socket, request) => {
      const caller = callers.get(request)!;
      const connection: Connection = {
        socket,
        viewer: caller.viewer,
        isAlive: true,
        sessionId: caller.sessionId,
        sessionCheckAt: caller.expiresAt.getTime(),
      };
      connections.add(connection);
      fanOut.add(connection);
      socket.on('pong', () => (connection.isAlive = true));
      socket.on('close', () => forget(connection));
      socket.on('error', () => forget(connection));
      const hello: LiveFrame = { type: 'Hello', serverTime: ctx.clock.now().toISOString() };
      socket.send(JSON.stringify(hello));
    },
  );
}
