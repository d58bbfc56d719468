import fs from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { describe, inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string | null;
  }
}

const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Debian's Chromium (browser downloads are not possible here), or null when it is missing. */
export const chromiumPath = fs.existsSync(candidate) ? candidate : null;

const skipNotice = `Browser tests skipped: Chromium not found at ${candidate}. Install it with \`apt-get install chromium\` (or set CHROMIUM_PATH).`;

/** `describe` for browser journeys: skipped, saying why and how to fix it, without Chromium. */
export function describeInBrowser(name: string, body: () => void) {
  if (!chromiumPath) {
    console.warn(skipNotice);
    describe.skip(`${name} (${skipNotice})`, body);
  } else {
    describe(name, body);
  }
}

export const baseUrl = () => inject('baseUrl')!;

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath!,
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
}

/** Signs in through the sign-in page, from wherever the page is. */
export async function signIn(page: Page, email: string, password = 'demo1234') {
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByTestId('sign-in-submit').click();
}

/** The navigation entries shown, by their test ids (nav-items, nav-myItems, ...). */
export async function navigationEntries(page: Page): Promise<string[]> {
  const navigation = page.getByTestId('left-navigation');
  await navigation.waitFor();
  const ids = await navigation
    .locator('[data-testid^="nav-"]')
    .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')!));
  return ids;
}

/**
 * Types a date (D.M.YYYY) or a time (HH:mm) into a MUI X picker's field, as a user does: the
 * field is a row of sections (day, month, year; hours, minutes) that move on when one is full.
 */
export async function typeIntoPicker(page: Page, testId: string, text: string) {
  const parts = text.split(/[.:]/);
  await page.getByTestId(testId).locator('[role="spinbutton"]').first().click();
  for (const part of parts) await page.keyboard.type(part.length < 2 ? `0${part}` : part);
}

/** A new browser context of its own (a desktop window), signed in as `email`. */
export async function signedInPage(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/kirjaudu`);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/kirjaudu');
  return { context, page };
}
