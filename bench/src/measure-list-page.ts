// The items page in a real browser on 10,000 items: first rows, a free-text filter, longest frame.
import fs from 'node:fs';
import { chromium, type Page } from 'playwright-core';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface ListPageFigures {
  firstRowsMs: number;
  firstRowsLongestFrameMs: number;
  filterMs: number;
  filterLongestFrameMs: number;
  frameSource: string;
}

interface Frame {
  start: number;
  duration: number;
}

/** What the in-page functions use of the page's window (bench compiles without the DOM lib). */
interface PageScope {
  benchFrames?: Frame[];
  benchFrameSource?: string;
  PerformanceObserver: {
    new (
      callback: (list: { getEntries(): Array<{ startTime: number; duration: number }> }) => void,
    ): { observe(options: { type: string; buffered: boolean }): void };
    supportedEntryTypes: readonly string[];
  };
  requestAnimationFrame(callback: (now: number) => void): number;
  document: {
    querySelector(
      selector: string,
    ): { textContent: string | null; getBoundingClientRect(): { height: number } } | null;
  };
}

/**
 * Records every long frame from the page's first moment: Long Animation Frames where the
 * browser has them, long tasks otherwise; requestAnimationFrame gaps as well, for frames the
 * observers would not report.
 */
function recordFrames() {
  const scope = globalThis as unknown as PageScope;
  const frames: Frame[] = [];
  scope.benchFrames = frames;
  const supported = scope.PerformanceObserver.supportedEntryTypes;
  const type = supported.includes('long-animation-frame') ? 'long-animation-frame' : 'longtask';
  scope.benchFrameSource = type;
  new scope.PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      frames.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type, buffered: true });
  let previous = performance.now();
  const tick = (now: number) => {
    if (now - previous > 50) frames.push({ start: previous, duration: now - previous });
    previous = now;
    scope.requestAnimationFrame(tick);
  };
  scope.requestAnimationFrame(tick);
}

async function longestFrame(page: Page, from: number, to: number): Promise<number> {
  const frames = await page.evaluate(() => (globalThis as unknown as PageScope).benchFrames ?? []);
  return frames
    .filter((frame) => frame.start + frame.duration >= from && frame.start <= to)
    .reduce((longest, frame) => Math.max(longest, frame.duration), 0);
}

const rowSelector = 'a[data-testid^="item-"]';

/** Signs in as the buyer through the sign-in page, then measures the items page. */
export async function measureListPage(
  base: string,
  filterText: string,
): Promise<ListPageFigures | null> {
  if (!fs.existsSync(chromiumPath)) return null;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${base}/kirjaudu`);
    await page.locator('input[name="email"]').fill('buyer@demo.test');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.getByTestId('sign-in-submit').click();
    await page.waitForURL((url) => url.pathname === '/ilmoitukset');

    // A fresh load of the items page, timed from its navigation start (performance.now() 0).
    await page.addInitScript(recordFrames);
    await page.goto(`${base}/ilmoitukset`, { waitUntil: 'commit' });
    const firstRows = await page.waitForFunction(
      (selector) => {
        const row = (globalThis as unknown as PageScope).document.querySelector(selector);
        return row && row.getBoundingClientRect().height > 0 ? performance.now() : null;
      },
      rowSelector,
      { polling: 'raf', timeout: 60_000 },
    );
    const firstRowsMs = (await firstRows.jsonValue()) as number;
    await page.waitForTimeout(500);
    const firstRowsLongestFrameMs = await longestFrame(page, 0, firstRowsMs);

    // The free-text filter: from typing until the count changes.
    const count = page.getByTestId('item-count');
    const filterField = page.getByTestId('filter-text');
    if (!(await filterField.isVisible())) await page.getByTestId('toggle-filters').click();
    await filterField.waitFor();
    await page.waitForTimeout(500);
    const before = await count.textContent();
    const started = await page.evaluate(() => performance.now());
    await filterField.fill(filterText);
    const updated = await page.waitForFunction(
      (previous) => {
        const { document } = globalThis as unknown as PageScope;
        const text = document.querySelector('[data-testid="item-count"]')?.textContent;
        return text && text !== previous ? performance.now() : null;
      },
      before,
      { polling: 'raf', timeout: 60_000 },
    );
    const filteredAt = (await updated.jsonValue()) as number;
    await page.waitForTimeout(300);
    const filterLongestFrameMs = await longestFrame(page, started, filteredAt);
    const frameSource = await page.evaluate(
      () => (globalThis as unknown as PageScope).benchFrameSource ?? 'raf',
    );
    return {
      firstRowsMs,
      firstRowsLongestFrameMs,
      filterMs: filteredAt - started,
      filterLongestFrameMs,
      frameSource,
    };
  } finally {
    await browser.close();
  }
}
