import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';

type UpgradeListener = (request: IncomingMessage, socket: Duplex, head: Buffer) => void;

/**
 * Lets the server's upgrade requests in a slice of `sliceMs` per turn of the event loop instead
 * of all as they come (issue 10, reconnect storms). When 5,000 screens come back in the same
 * second, one turn of the loop reads up to 1,024 of their requests, and routing each one (hooks,
 * cookie, the session's lookup) in that same turn held the loop for 90 ms: the bids' answers
 * waited behind it, and so did new connections, which the server accepts one per turn (libuv
 * since 1.45). Queued, each turn reads its requests and routes a slice of them, and the bids'
 * I/O gets in between.
 *
 * The listeners already on 'upgrade' (@fastify/websocket's router) run as before, each request
 * in the order it came, a turn later at the soonest. A socket that fails or closes while it
 * waits is left out.
 */
export function admitUpgradesInTurns(server: Server, sliceMs: number): void {
  const listeners = server.listeners('upgrade') as UpgradeListener[];
  server.removeAllListeners('upgrade');
  let queue: Array<[IncomingMessage, Duplex, Buffer] | undefined> = [];
  let next = 0;
  let scheduled = false;
  // Node takes its own error listener off a socket before it emits 'upgrade'.
  const onWaitingError = function (this: Duplex) {
    this.destroy();
  };

  const admit = () => {
    const sliceEnds = performance.now() + sliceMs;
    // Each turn routes at least one, however long it takes.
    while (next < queue.length) {
      const [request, socket, head] = queue[next]!;
      queue[next++] = undefined;
      socket.removeListener('error', onWaitingError);
      if (socket.destroyed) continue;
      for (const listener of listeners) listener.call(server, request, socket, head);
      if (performance.now() >= sliceEnds) break;
    }
    if (next < queue.length) {
      setImmediate(admit);
      return;
    }
    queue = [];
    next = 0;
    scheduled = false;
  };

  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', onWaitingError);
    queue.push([request, socket, head]);
    if (scheduled) return;
    scheduled = true;
    setImmediate(admit);
  });
}
