import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// The real entry point, started as `npm start` does (through tsx, so no build is needed).
const serverDir = path.resolve(import.meta.dirname, '..');
const tsx = path.join(serverDir, '../node_modules/tsx/dist/cli.mjs');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function start(environment: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, [tsx, 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...environment,
    },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  // stdout is a pipe here, not a terminal: the logs must stay JSON.
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  const output = () => stdout;
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { child, url, output };
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  child.kill('SIGKILL');
  throw new Error('the server did not start');
}

const exitOf = (child: ReturnType<typeof spawn>) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

describe('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', () => {
    const result = spawnSync(process.execPath, [tsx, 'src/main.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'eighty', SESSION_TTL_HOURS: '0', DATABASE_URL: 'mysql://x' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('PORT');
    expect(result.stderr).toContain('SESSION_TTL_HOURS');
    expect(result.stderr).toContain('DATABASE_URL');
  });

  it('creates the embedded database with demo data once, reuses it, and exits cleanly on SIGTERM', async () => {
    const first = await start({ DATA_DIR: dataDir });
    const login = () =>
      fetch(`${first.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'seller@demo.test', password: 'demo1234' }),
      });
    const signedIn = await login();
    expect(signedIn.status).toBe(200);
    // The demo marketplace: a dozen items of Demo Autotalo Oy in every state, with photos.
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const { user } = (await signedIn.json()) as { user: { selectedOrganisationId: number } };
    const items = (await (
      await fetch(`${first.url}/api/AuctionItems/organisation/${user.selectedOrganisationId}`, {
        headers: { cookie },
      })
    ).json()) as Array<{ status: number; isEnded: boolean; thumbnailUrl: string }>;
    expect(items).toHaveLength(12);
    expect(new Set(items.map((item) => `${item.status}/${item.isEnded}`))).toEqual(
      new Set(['0/false', '1/false', '1/true', '4/true']),
    );
    const photo = await fetch(`${first.url}${items[0]!.thumbnailUrl}?width=216`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    first.child.kill('SIGTERM');
    expect(await exitOf(first.child)).toBe(0);

    // A second start on the same directory keeps the data (no second seed: it would refuse).
    const second = await start({ DATA_DIR: dataDir, LOG_LEVEL: 'info' });
    // Its ready line (the demo data is still there) is one JSON log record like the rest.
    const readyRecord = async () => {
      for (let attempt = 0; attempt < 100; attempt++) {
        const records = second
          .output()
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { msg: string; url?: string });
        const ready = records.find((record) => record.msg.startsWith('Dealer auction is ready'));
        if (ready) return ready;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      throw new Error(`no ready line in ${second.output()}`);
    };
    const ready = await readyRecord();
    expect(ready.url).toBe(`http://127.0.0.1:${new URL(second.url).port}`);
    expect(ready.msg).toContain(`open ${ready.url}`);
    expect(ready.msg).toContain('seller@demo.test (seller)');
    expect(ready.msg).toContain('demo1234');
    const response = await fetch(`${second.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'buyer@demo.test', password: 'demo1234' }),
    });
    expect(response.status).toBe(200);
    second.child.kill('SIGTERM');
    expect(await exitOf(second.child)).toBe(0);
  }, 90_000);
});
