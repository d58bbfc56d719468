import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumPath } from './browser.js';

const root = path.resolve(import.meta.dirname, '../..');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function waitForHealth(url: string, server: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited (${server.exitCode}):\n${log()}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /healthz within 60 s:\n${log()}`);
}

/**
 * Starts the built product as a user would (`server/dist/main.js` serving `web/dist`) on a random
 * port with a fresh data directory, so the embedded database and demo data are made anew.
 */
export default async function setup(project: TestProject) {
  if (!chromiumPath) {
    project.provide('baseUrl', null);
    return;
  }
  for (const built of ['server/dist/main.js', 'web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built)))
      throw new Error(`${built} is missing: run npm run build (npm test does it)`);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-'));
  const port = await freePort();
  let output = '';
  const server = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      // The money journey ends an auction by moving this server's clock (never in production).
      TEST_CLOCK_CONTROL: 'true',
      // Issue 11's delivery offers: one provider by e-mail (the outbox), the other an HTTP
      // endpoint that refuses connections, so the journey sees one provider fail.
      TRANSPORT_SJOBERG_TARGET: 'mailto:tarjoukset@sjoberg.example',
      TRANSPORT_MAKINEN_TARGET: 'http://127.0.0.1:9/offers',
      TRANSPORT_HTTP_TIMEOUT_MS: '2000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, server, () => output);
  project.provide('baseUrl', baseUrl);

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
