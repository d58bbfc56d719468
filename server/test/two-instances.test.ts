import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { insertItem } from './item-factory.js';
import { backends, createTestContext, type TestContext } from './test-context.js';
import { liveFramesOf } from '@dealer/domain';

// Issue 4: two server processes on one PostgreSQL; a client of the first hears a change made
// through the second (LISTEN/NOTIFY). The processes are the real entry point, run by tsx.
const serverDir = path.resolve(import.meta.dirname, '..');
const tsx = path.join(serverDir, '../node_modules/tsx/dist/cli.mjs');

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function startProcess(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [tsx, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('a server process did not start');
}

describe.runIf(backends.includes('postgres'))('two server processes on one PostgreSQL', () => {
  let t: TestContext;
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(
      children.map(
        (child) =>
          new Promise((resolve) =>
            child.exitCode !== null ? resolve(null) : child.once('exit', resolve),
          ),
      ),
    );
    await t?.close();
  });

  it('a client of the first process hears a change made through the second', async () => {
    t = await createTestContext('postgres');
    const [first, second] = await Promise.all([
      startProcess(t.databaseUrl!),
      startProcess(t.databaseUrl!),
    ]);
    children.push(first.child, second.child);
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'seller@demo.test', password: 'demo1234' }),
    });
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    const { user } = (await login.json()) as { user: { selectedOrganisationId: number } };

    const socket = new WebSocket(`${first.url.replace('http', 'ws')}/auctionhub`, {
      headers: { cookie, origin: first.url },
    });
    const frames: Array<{ type: string; itemId?: number; state?: { priceNow: number } }> = [];
    socket.on('message', (data: Buffer) =>
      frames.push(...(liveFramesOf(data.toString()) as Array<{ type: string; itemId?: number }>)),
    );
    await new Promise((resolve) => socket.once('message', resolve));

    // The session lives in the database, so the same cookie works on the second process.
    const created = await fetch(`${second.url}/api/AuctionItems/Create`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ organisationId: user.selectedOrganisationId }),
    });
    expect(created.status).toBe(200);
    const { id } = (await created.json()) as { id: number };
    const deadline = Date.now() + 5000;
    while (
      !frames.some((frame) => frame.type === 'Created' && frame.itemId === id) &&
      Date.now() < deadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(frames).toContainEqual(expect.objectContaining({ type: 'Created', itemId: id }));

    // A bid through the second process: its NOTIFY goes out with the bid's commit.
    const itemId = await insertItem(t.db, {
      organisationId: user.selectedOrganisationId,
      startTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(Date.now() + 48 * 3_600_000),
      startPrice: 1000,
      minimumRaise: 100,
    });
    const buyerLogin = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.test', password: 'demo1234' }),
    });
    const buyerCookie = buyerLogin.headers.get('set-cookie')!.split(';')[0]!;
    const buyer = (await buyerLogin.json()) as { user: { selectedOrganisationId: number } };
    const bid = await fetch(`${second.url}/api/AuctionItems/${itemId}/Bid`, {
      method: 'POST',
      headers: { cookie: buyerCookie, 'content-type': 'application/json' },
      body: JSON.stringify({
        auctionItemId: itemId,
        price: 1100,
        organisationId: buyer.user.selectedOrganisationId,
      }),
    });
    expect(bid.status).toBe(200);
    const bidDeadline = Date.now() + 5000;
    while (
      !frames.some((frame) => frame.type === 'NewBid' && frame.itemId === itemId) &&
      Date.now() < bidDeadline
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    socket.terminate();
    expect(frames).toContainEqual(
      expect.objectContaining({
        type: 'NewBid',
        itemId,
        state: expect.objectContaining({ priceNow: 1100 }),
      }),
    );
  }, 60_000);
});
