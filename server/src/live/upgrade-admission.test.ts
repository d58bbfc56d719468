import http from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { admitUpgradesInTurns } from './upgrade-admission.js';

const turn = () => new Promise((resolve) => setImmediate(resolve));

/** A server with a recording 'upgrade' listener, then admission in turns of `sliceMs`. */
function admittingServer(sliceMs: number) {
  const server = http.createServer();
  const routed: string[] = [];
  server.on('upgrade', (request: http.IncomingMessage) => routed.push(request.url!));
  admitUpgradesInTurns(server, sliceMs);
  const upgrade = (url: string) => {
    const socket = new PassThrough();
    server.emit('upgrade', { url } as http.IncomingMessage, socket, Buffer.alloc(0));
    return socket;
  };
  return { routed, upgrade };
}

describe('admitUpgradesInTurns', () => {
  it('routes each upgrade a turn later, in the order they came', async () => {
    const { routed, upgrade } = admittingServer(50);
    upgrade('/a');
    upgrade('/b');
    expect(routed).toEqual([]);
    await turn();
    expect(routed).toEqual(['/a', '/b']);
  });

  it('routes no more than a slice per turn, and the rest on the turns after', async () => {
    // A slice of 0 ms is one upgrade per turn: each turn routes at least one.
    const { routed, upgrade } = admittingServer(0);
    ['/a', '/b', '/c'].forEach(upgrade);
    await turn();
    expect(routed).toEqual(['/a']);
    await turn();
    expect(routed).toEqual(['/a', '/b']);
    await turn();
    expect(routed).toEqual(['/a', '/b', '/c']);
  });

  it('leaves out a socket that closed or failed while it waited, and survives its error', async () => {
    const { routed, upgrade } = admittingServer(50);
    const failing = upgrade('/failed');
    upgrade('/kept');
    failing.emit('error', new Error('connection reset'));
    await turn();
    expect(failing.destroyed).toBe(true);
    expect(routed).toEqual(['/kept']);
  });
});
