import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { describeInBrowser, launchChromium, signIn } from '../support/browser.js';

// This journey stops and restarts the server, so it runs its own (as global-setup.ts does).
const root = path.resolve(import.meta.dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-e2e-journey-'));
let port = 0;
let server: ChildProcess | null = null;
let output = '';
const baseUrl = () => `http://127.0.0.1:${port}`;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
    probe.on('error', reject);
  });

async function startServer(): Promise<void> {
  const started = spawn(process.execPath, ['server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server = started;
  started.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  started.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (started.exitCode !== null) throw new Error(`server exited:\n${output}`);
    try {
      if ((await fetch(`${baseUrl()}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not answer /healthz within 60 s:\n${output}`);
}

async function stopServer(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once('exit', resolve));
  running.kill('SIGTERM');
  await exited;
}

interface ListRow {
  id: number;
  status: number;
  start: string;
  end: string;
  isEnded: boolean;
  isFavorite: boolean;
}

/** The first item on screen that is active and not yet a favourite: its star can be set. */
async function findFavouriteCandidate(page: Page): Promise<number> {
  const links = page.locator('a[data-testid^="item-"]');
  await links.first().waitFor();
  const shown = await links.evaluateAll((elements) =>
    elements.map((element) => Number(element.getAttribute('data-testid')!.slice('item-'.length))),
  );
  const rows = (await (
    await page.request.get(`${baseUrl()}/api/AuctionItems`)
  ).json()) as ListRow[];
  const now = Date.now();
  const candidate = shown.find((id) => {
    const row = rows.find((entry) => entry.id === id);
    return (
      row !== undefined &&
      row.status === 1 &&
      !row.isEnded &&
      !row.isFavorite &&
      Date.parse(row.start) < now &&
      Date.parse(row.end) > now + 600_000
    );
  });
  if (candidate === undefined) throw new Error('No active item to favourite in the demo list');
  return candidate;
}

describeInBrowser('buyer journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    for (const built of ['server/dist/main.js', 'web/dist/index.html']) {
      if (!fs.existsSync(path.join(root, built)))
        throw new Error(`${built} is missing: npm run build`);
    }
    port = await freePort();
    await startServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await stopServer();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('opens an item, pages its images, favourites it, and rides out a server restart', async () => {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await signIn(page, 'buyer@demo.test');
    await page.waitForURL((url) => url.pathname === '/ilmoitukset');

    const itemId = await findFavouriteCandidate(page);
    await expectAccessible(page);
    await page.getByTestId(`item-${itemId}`).first().click();
    await page.waitForURL((url) => url.pathname === `/ilmoitukset/${itemId}`);
    await page.getByTestId('item-sections').waitFor();
    await expectAccessible(page);

    // Full screen: forward through every image and past the last back to the first.
    const thumbnails = page.getByTestId('image-thumbnail');
    const imageCount = await thumbnails.count();
    expect(imageCount).toBeGreaterThan(1);
    await thumbnails.first().click();
    const position = page.getByTestId('image-viewer-position');
    await position.waitFor();
    await expectAccessible(page);
    for (let index = 2; index <= imageCount; index += 1) {
      await page.getByTestId('image-viewer-next').click();
      await expect.poll(() => position.textContent()).toMatch(new RegExp(`^\\D*${index}\\b`));
    }
    await page.getByTestId('image-viewer-next').click();
    await expect.poll(() => position.textContent()).toMatch(/^\D*1\b/);
    await page.getByTestId('image-viewer-close').click();
    await page.getByTestId('image-viewer').waitFor({ state: 'detached' });

    // The star turns at once and stays after a reload.
    const star = page.getByTestId('favourite-star');
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    await page.waitForLoadState('networkidle');
    await page.reload();
    await page.getByTestId('item-sections').waitFor();
    await expectAccessible(page);
    await expect
      .poll(() => page.getByTestId('favourite-star').getAttribute('aria-pressed'))
      .toBe('true');

    // The server goes away and comes back on the same port and data: the page reconnects.
    const loadedAt = await page.evaluate(() => performance.timeOrigin);
    await stopServer();
    await page.getByTestId('connection-lost').waitFor({ timeout: 15_000 });
    await expectAccessible(page);
    await startServer();
    await page.getByTestId('connection-lost').waitFor({ state: 'detached', timeout: 30_000 });
    // The same document throughout: no reload brought the notice away.
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    expect(page.url()).toBe(`${baseUrl()}/ilmoitukset/${itemId}`);
    await context.close();
  });
});
