// Lighthouse in Debian's Chromium: the accessibility score of each settings page (issue 12: goal
// 100) and the mobile performance of the items and an item page (issue 10), signed in: the browser is started with a debugging port, signed in once through the
// sign-in page, and Lighthouse audits each page in that same (default) browser context.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as medianRun from 'lighthouse/core/lib/median-run.js';
import { chromium } from 'playwright-core';

/** A run's whole report (Lighthouse's `LH.Result`). */
type LighthouseResult = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
// Lighthouse's own median run (its guidance on variability, and what Lighthouse CI reports),
// typed here: its declarations name the report by a global namespace the linter cannot see.
const computeMedianRun = medianRun.computeMedianRun as (
  runs: LighthouseResult[],
) => LighthouseResult;
const filterToValidRuns = medianRun.filterToValidRuns as (
  runs: LighthouseResult[],
) => LighthouseResult[];

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** BENCH_LIGHTHOUSE_REPORTS=dir keeps each mobile run's whole Lighthouse report there as JSON. */
const reportDir = process.env.BENCH_LIGHTHOUSE_REPORTS;

/** The settings routes (web/src/app/routes.tsx), all open to seller@demo.test. */
export const settingsPaths = [
  '/asetukset',
  '/asetukset/info',
  '/asetukset/myyntitiedot',
  '/asetukset/kohderyhmat',
  '/asetukset/profiili',
  '/asetukset/ostajanprofiili',
  '/asetukset/kuljetustarjoukset',
  '/asetukset/vastuumyyjat',
  '/asetukset/kayttooikeudet',
] as const;

export interface AccessibilityScore {
  path: string;
  /** 0–100. */
  score: number;
  /** The audits that failed, by id. */
  failed: string[];
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Signs in through the sign-in page in Chromium and hands Lighthouse's port to `audit`. */
async function withSignedInChromium<T>(
  base: string,
  email: string,
  audit: (port: number) => Promise<T>,
): Promise<T | null> {
  if (!fs.existsSync(chromiumPath)) return null;
  const port = await freePort();
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'dealer-bench-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    viewport: { width: 1350, height: 940 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      `--remote-debugging-port=${port}`,
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/kirjaudu`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('demo1234');
    await page.getByTestId('sign-in-submit').click();
    await page.waitForURL((url) => url.pathname !== '/kirjaudu');
    return await audit(port);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

/** Null when Chromium is missing. */
export function measureSettingsAccessibility(
  base: string,
  email: string,
): Promise<AccessibilityScore[] | null> {
  return withSignedInChromium(base, email, async (port) => {
    const scores: AccessibilityScore[] = [];
    for (const settingsPath of settingsPaths) {
      const result = await lighthouse(
        `${base}${settingsPath}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['accessibility'],
          // The session cookie must survive: Lighthouse clears the origin's storage otherwise.
          disableStorageReset: true,
          formFactor: 'desktop',
          screenEmulation: {
            mobile: false,
            width: 1350,
            height: 940,
            deviceScaleFactor: 1,
            disabled: false,
          },
          // 'simulate' throttles nothing in the browser; it only models a slower load
          // afterwards, which an accessibility score does not use. With 'provided' Lighthouse
          // waits for its observed metrics' windows (5.25 s of quiet network, then of quiet CPU):
          // each page's navigation took 12 s.
          throttlingMethod: 'simulate',
          disableFullPageScreenshot: true,
        },
        undefined,
      );
      const lhr = result!.lhr;
      if (new URL(lhr.finalDisplayedUrl).pathname !== settingsPath)
        throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${settingsPath}`);
      const category = lhr.categories.accessibility!;
      scores.push({
        path: settingsPath,
        score: Math.round((category.score ?? 0) * 100),
        failed: category.auditRefs
          .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
          .map((ref) => ref.id),
      });
    }
    return scores;
  });
}

export interface MobilePerformance {
  path: string;
  /** 0–100, of the median run. */
  score: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  /** Everything the page transferred, in bytes. */
  transferBytes: number;
  /** Every completed run's score, in the order they ran. */
  runScores: number[];
  /**
   * Lighthouse's CPU benchmark of the machine it ran on, in the median run (its `benchmarkIndex`).
   * The 4× slowdown stands for a mid-tier phone on a machine of 1,500–2,000, a high-end desktop
   * (Lighthouse's docs/throttling.md): on a slower machine the same run stands for a slower phone.
   */
  benchmarkIndex: number;
  /** Lighthouse's code for a run it could not complete (NO_FCP, …), after `lighthouseAttempts` tries. */
  error?: string;
}

/** Runs of a page Lighthouse could not complete are tried again, up to this many in all. */
export const lighthouseAttempts = 3;

/**
 * Each page's mobile figures are its median run of this many (BENCH_LIGHTHOUSE_RUNS). One run's
 * score swings by ten points and more on the same build (whether the first paint comes before the
 * scripts run decides much of it); Lighthouse's guidance on variability is to take the median run,
 * and Lighthouse CI runs three by default.
 */
export const mobileRuns = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

/**
 * Lighthouse's default mobile run of one page. A run that failed (now and then Lighthouse sees
 * no paint: NO_FCP) is no figure of the page: it is run again, up to `lighthouseAttempts` in all,
 * and the last one's error is reported.
 */
async function mobileRun(url: string, port: number) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      {
        port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        disableStorageReset: true,
      },
      undefined,
    );
    const lhr = result!.lhr;
    if (!lhr.runtimeError || attempt >= lighthouseAttempts) return lhr;
  }
}

const performanceScore = (lhr: LighthouseResult) =>
  Math.round((lhr.categories.performance!.score ?? 0) * 100);

/**
 * Issue 10, point 7: Lighthouse's default mobile run (a mid-range phone's screen, slow 4G and a
 * 4× slower CPU, simulated), signed in, on each path: the median of `mobileRuns` runs, chosen as
 * Lighthouse itself chooses it (`computeMedianRun`: the run nearest the median first paint and
 * time to interactive). Null when Chromium is missing.
 */
export function measureMobilePerformance(
  base: string,
  email: string,
  paths: readonly string[],
  runs = mobileRuns,
): Promise<MobilePerformance[] | null> {
  return withSignedInChromium(base, email, async (port) => {
    const results: MobilePerformance[] = [];
    for (const pagePath of paths) {
      const all: LighthouseResult[] = [];
      for (let run = 0; run < runs; run++) {
        const lhr = await mobileRun(`${base}${pagePath}`, port);
        if (new URL(lhr.finalDisplayedUrl).pathname !== pagePath)
          throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${pagePath}`);
        all.push(lhr);
      }
      const completed = filterToValidRuns(all);
      const lhr = completed.length > 0 ? computeMedianRun(completed) : all.at(-1)!;
      // The whole reports (the main thread's work by script, the long tasks) for finding causes.
      if (reportDir) {
        fs.mkdirSync(reportDir, { recursive: true });
        const name = pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '');
        all.forEach((run, index) =>
          fs.writeFileSync(
            path.join(reportDir, `${name}-${index + 1}${run === lhr ? '-median' : ''}.json`),
            JSON.stringify(run),
          ),
        );
      }
      const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      results.push({
        error: completed.length > 0 ? undefined : lhr.runtimeError?.code,
        path: pagePath,
        score: performanceScore(lhr),
        firstContentfulPaintMs: value('first-contentful-paint'),
        largestContentfulPaintMs: value('largest-contentful-paint'),
        totalBlockingTimeMs: value('total-blocking-time'),
        transferBytes: value('total-byte-weight'),
        runScores: completed.map(performanceScore),
        benchmarkIndex: lhr.environment.benchmarkIndex,
      });
    }
    return results;
  });
}
