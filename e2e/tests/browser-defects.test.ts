import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signIn } from '../support/browser.js';

// Issue 15, the points a new user met only in a real browser: the bid history's close button on
// a phone, the crash page of a lost or stale chunk, and the tab's icon.

interface ListRow {
  id: number;
  status: number;
  start: string;
  end: string;
  isEnded: boolean;
  userType: number;
  isProItem: boolean;
}

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const desktop = { viewport: { width: 1400, height: 900 } };

/** A running item of another organisation that the buyer can bid on, by the API's list. */
async function findBiddableItem(page: Page): Promise<number> {
  const rows = (await (
    await page.request.get(`${baseUrl()}/api/AuctionItems`)
  ).json()) as ListRow[];
  const now = Date.now();
  const row = rows.find(
    (entry) =>
      entry.status === 1 &&
      !entry.isEnded &&
      entry.userType !== 1 &&
      !entry.isProItem &&
      Date.parse(entry.start) < now &&
      Date.parse(entry.end) > now + 600_000,
  );
  if (!row) throw new Error('No running item of another organisation in the demo list');
  return row.id;
}

const isSignedIn = async (page: Page) =>
  (await page.request.get(`${baseUrl()}/api/User/GetCurrentUser`)).ok();

describeInBrowser('issue 15 in the browser', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    await browser?.close();
  });

  async function openItemAsBuyer(options: typeof phone | typeof desktop) {
    const context = await browser.newContext(options);
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await signIn(page, 'buyer@demo.test');
    await page.waitForURL((url) => url.pathname === '/ilmoitukset');
    const itemId = await findBiddableItem(page);
    await page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    await page.getByTestId('bid-panel').waitFor();
    return { page, itemId };
  }

  it.each([
    ['a phone', phone],
    ['a desktop', desktop],
  ])('closes the bid history on %s and stays signed in', async (_device, options) => {
    const { page, itemId } = await openItemAsBuyer(options);
    await page.getByTestId('bid-history-button').click();
    const close = page.getByTestId('bid-history-close');
    await close.waitFor();
    await expectAccessible(page);
    // What a finger on the close button meets is the close button, not the header under it.
    const box = (await close.boundingBox())!;
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    const hit = await page.evaluate(
      `document.elementFromPoint(${x}, ${y})?.closest('[data-testid]')?.getAttribute('data-testid')`,
    );
    expect(hit).toBe('bid-history-close');
    if (options === phone) await close.tap();
    else await close.click();

    await page.getByTestId('bid-history').waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/ilmoitukset/${itemId}`);
    expect(await isSignedIn(page)).toBe(true);
    await page.getByTestId('bid-panel').waitFor();
  });

  it('reloads once for a chunk that does not come, then asks to refresh in Finnish', async () => {
    const { page, itemId } = await openItemAsBuyer(desktop);
    // The bid machine dialog's chunk is lost (a dropped connection, a redeploy's removed file).
    await page.route(/\/assets\/bid-machine-dialog-[^/]*\.js$/, (route) => route.abort());
    const firstDocument = await page.evaluate(() => performance.timeOrigin);
    await page.getByTestId('bid-machine-button').click();

    // The page reloads itself once: a redeployed app then comes with its new files.
    await expect
      .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => firstDocument), {
        timeout: 15_000,
      })
      .not.toBe(firstDocument);
    await page.getByTestId('bid-panel').waitFor();
    expect(new URL(page.url()).pathname).toBe(`/ilmoitukset/${itemId}`);

    // Still missing at once: no second reload, a translated prompt instead of the router's page.
    const reloaded = await page.evaluate(() => performance.timeOrigin);
    await page.getByTestId('bid-machine-button').click();
    const prompt = page.getByTestId('route-error');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('Jokin meni vikaan');
    expect(await page.content()).not.toContain('Unexpected Application Error');
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(reloaded);
    await expectAccessible(page);

    // The connection is back: the prompt's button brings the page back.
    await page.unroute(/\/assets\/bid-machine-dialog-[^/]*\.js$/);
    await page.getByTestId('route-error-refresh').click();
    await page.getByTestId('bid-machine-button').click();
    await page.getByTestId('bid-machine-dialog').waitFor();
  });

  it('shows the tab an icon: index.html links it and the server serves it', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text();
    expect(html).toMatch(/<link rel="icon" type="image\/svg\+xml" href="\/favicon.svg"/);
    const icon = await fetch(`${baseUrl()}/favicon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(await icon.text()).toMatch(/<svg[\s>]/);
  });
});
