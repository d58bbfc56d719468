import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { publishItemThroughApi, serverNow } from '../support/items.js';

// Issue 13, the platform admin's item tools: the admin finds an item by a licence number typed
// with a space, opens its admin view in a new tab and moves its end; the buyer's open page shows
// the new countdown without reloading. Then the admin fixes an ended item's confirmation and
// reads it in the audit log.
/** A fixed-end item of the seller's, published through the API, ending `endsInMs` from now. */
const publishItem = (request: APIRequestContext, licenseNumber: string, endsInMs: number) =>
  publishItemThroughApi(request, { licenseNumber, endsInMs });

/** The admin search from my items' functions menu; answers the admin view opened in a new tab. */
async function openAdminView(
  admin: { context: BrowserContext; page: Page },
  term: string,
  itemId: number,
) {
  await admin.page.goto(`${baseUrl()}/ilmoitukset/omat`);
  await admin.page.getByTestId('my-items-functions').click();
  await admin.page.getByTestId('function-admin-search').click();
  await admin.page.getByTestId('admin-search-term').fill(term);
  await admin.page.getByTestId('admin-search-term').press('Enter');
  const result = admin.page.getByTestId(`admin-search-result-${itemId}`);
  await result.waitFor();
  expect(await result.getAttribute('target')).toBe('_blank');
  const [tab] = await Promise.all([admin.context.waitForEvent('page'), result.click()]);
  await tab.waitForURL(`**/ilmoitukset/${itemId}/admin`);
  await tab.getByTestId('admin-functions-menu').waitFor();
  return tab;
}

describeInBrowser('platform admin item tools', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('finds an item typed with a space, moves its end, and the buyer sees the new countdown', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishItem(seller.page.request, 'ADM-713', 2 * 3_600_000);
    const buyer = await signedInPage(browser, 'buyer@demo.test');
    await buyer.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    const countdown = buyer.page.getByTestId('countdown').first();
    await expect.poll(() => countdown.textContent()).toMatch(/\d+ h/);
    expect(await countdown.textContent()).not.toMatch(/pv/);

    const admin = await signedInPage(browser, 'admin@demo.test');
    const tab = await openAdminView(admin, 'adm 713', itemId);
    await tab.getByTestId('admin-functions-menu').click();
    await tab.getByTestId('admin-function-end-time').click();
    // Four days on, at 15:00 Helsinki time (a fixed-end item: a weekend is only a warning).
    const end = new Date((await serverNow(tab.request)) + 4 * 86_400_000);
    const [year, month, day] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki' })
      .format(end)
      .split('-');
    await tab.getByTestId('admin-end-date').fill(`${Number(day)}.${Number(month)}.${year}`);
    await tab.getByTestId('admin-end-time').fill('15:00');
    await tab.getByTestId('admin-end-time-save').click();
    await tab.getByTestId('admin-end-time-dialog').waitFor({ state: 'detached' });

    // The buyer's open page hears it live: days now, not hours.
    await expect.poll(() => countdown.textContent(), { timeout: 15_000 }).toMatch(/[34] pv/);
    for (const { context } of [seller, buyer, admin]) await context.close();
  });

  it('fixes the latest confirmation of an ended item, and the audit log tells it', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishItem(seller.page.request, 'FIX-314', 5 * 60_000);
    const buyer = await signedInPage(browser, 'buyer@demo.test');
    const me = (await (
      await buyer.page.request.get(`${baseUrl()}/api/User/GetCurrentUser`)
    ).json()) as {
      selectedOrganisationId: number;
    };
    const bid = await buyer.page.request.post(`${baseUrl()}/api/AuctionItems/${itemId}/Bid`, {
      data: { auctionItemId: itemId, price: 5100, organisationId: me.selectedOrganisationId },
    });
    expect(bid.status(), await bid.text()).toBe(200);
    // The end comes on the server's clock; the ending gives the highest bid the win.
    const moved = await seller.page.request.post(`${baseUrl()}/api/test/clock`, {
      data: { advanceMs: 5 * 60_000 },
    });
    expect(moved.status()).toBe(200);
    await expect
      .poll(
        async () =>
          (
            (await (
              await seller.page.request.get(`${baseUrl()}/api/AuctionItems/${itemId}`)
            ).json()) as { isWinningBidSelected: boolean }
          ).isWinningBidSelected,
        { timeout: 20_000 },
      )
      .toBe(true);
    const confirmed = await seller.page.request.post(
      `${baseUrl()}/api/AuctionItems/${itemId}/AuctioneerConfirm`,
      { data: { isSold: true } },
    );
    expect(confirmed.status(), await confirmed.text()).toBe(200);

    const admin = await signedInPage(browser, 'admin@demo.test');
    const tab = await openAdminView(admin, 'fix314', itemId);
    await tab.getByTestId('admin-functions-menu').click();
    await tab.getByTestId('admin-function-fix').click();
    await tab.getByTestId('admin-fix-not-sold').click();
    await tab.getByTestId('admin-fix-description').fill('Ostaja perui kaupan');
    await tab.getByTestId('admin-fix-save').click();
    await tab.getByTestId('admin-fix-dialog').waitFor({ state: 'detached' });

    await tab.getByTestId('admin-functions-menu').click();
    await tab.getByTestId('admin-function-audit-log').click();
    const rows = tab.getByTestId('audit-log-row');
    await expect
      .poll(() => rows.allTextContents())
      .toContainEqual(
        expect.stringMatching(/Platform admin fixed the latest confirmation: not sold/),
      );
    expect((await rows.allTextContents()).join('\n')).toMatch(/Aino Ylläpito/);
    for (const { context } of [seller, buyer, admin]) await context.close();
  });
});
