import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { publishItemThroughApi } from '../support/items.js';

// Issue 5, the money path end to end: two buyers bid against each other on an open-bid item
// whose end is then brought near by moving the server's clock (TEST_CLOCK_CONTROL, never a real
// wait); one sets a bid machine and the other is told it was outbid; the item ends live on both
// screens; the seller chooses the winning bid and confirms the sale; the winner sees it won.

/** The seller's open-bid item, published through the API: ends in two hours by the server's clock. */
const publishOpenBidItem = (request: APIRequestContext) =>
  publishItemThroughApi(request, {
    licenseNumber: 'RAH-505',
    endsInMs: 2 * 3_600_000,
    fields: {
      make: 'Volvo',
      model: 'XC60',
      type: 'D4 AWD Momentum',
      modelYear: 2019,
      mileage: 123000,
      bodyType: 8,
      driveType: 3,
      vehicleIdentificationNumber: 'YV1UZA8V1K1234567',
      fuelType: 2,
      hybridType: 1,
      startPrice: 15000,
      openBid: true,
    },
  });

const price = (page: Page) => page.getByTestId('bid-price').textContent();
const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''));

async function bid(page: Page, amount?: number) {
  const input = page.getByTestId('bid-input');
  if (amount !== undefined) await input.fill(String(amount));
  await page.getByTestId('bid-button').click();
  await page.getByTestId('bid-confirm').waitFor();
  await expectAccessible(page);
  await page.getByTestId('bid-confirm').click();
}

describeInBrowser('the money path', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('two buyers bid, a machine outbids, the item ends live, the seller sells, the winner sees it', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishOpenBidItem(seller.page.request);
    const first = await signedInPage(browser, 'buyer@demo.test');
    const second = await signedInPage(browser, 'trader@demo.test');
    for (const { page } of [first, second]) {
      await page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
      await page.getByTestId('bid-button').waitFor();
      await expectAccessible(page);
    }

    // The first buyer bids the minimum; the second sees the price move without a reload.
    await bid(first.page);
    await expect.poll(() => price(second.page).then(digits)).toBe(15_100);

    // The second buyer's bid machine outbids by one raise; the first is told, live.
    await second.page.getByTestId('bid-machine-button').click();
    await second.page.getByTestId('bid-machine-input').fill('16000');
    await expectAccessible(second.page);
    await second.page.getByTestId('bid-machine-save').click();
    await expect.poll(() => price(first.page).then(digits)).toBe(15_200);
    await first.page.getByTestId('outbid-notice').waitFor();
    await expectAccessible(first.page);

    // A manual bid over the ceiling takes the lead back; the machine is exceeded.
    await bid(first.page, 16_500);
    await expect.poll(() => price(second.page).then(digits)).toBe(16_500);

    // Two hours pass on the server: the item ends within seconds, on both screens at once.
    const moved = await seller.page.request.post(`${baseUrl()}/api/test/clock`, {
      data: { advanceMs: 2 * 3_600_000 - 3_000 },
    });
    expect(moved.status()).toBe(200);
    for (const { page } of [first, second])
      await expect
        .poll(() => page.getByTestId('item-status').textContent(), { timeout: 20_000 })
        .toMatch(/myyjä|myyjän/i);
    await expectAccessible(first.page);

    // The seller finishes the sale: the top bid, at its price, then confirms it sold.
    await seller.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    await seller.page.getByTestId('item-sections').waitFor();
    await expectAccessible(seller.page);
    await seller.page.getByTestId('finish-sale-button').click();
    const topBid = seller.page
      .locator('[data-testid^="finish-option-"]:not([data-testid="finish-option-none"])')
      .first();
    await topBid.click();
    await expectAccessible(seller.page);
    await seller.page.getByTestId('finish-confirm').click();
    await seller.page.getByTestId('confirm-sold').waitFor();
    await expectAccessible(seller.page);
    await seller.page.getByTestId('confirm-sold').click();
    await expect.poll(() => seller.page.getByTestId('item-status').textContent()).toMatch(/myyty/i);

    // The winner sees it won, without reloading.
    await expect
      .poll(() => first.page.getByTestId('item-status').textContent(), { timeout: 15_000 })
      .toMatch(/voitit/i);
    await expectAccessible(first.page);
    for (const { context } of [seller, first, second]) await context.close();
  });
});
