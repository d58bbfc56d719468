import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { publishItemThroughApi } from '../support/items.js';

// Issue 11, after the sale: the item's AI summary with its thumbs; the item ends (the server's
// clock moved, as in the money path), its seller confirms the sale, and both sides review.

/** The seller's ordinary item, ending in two hours by the server's clock. */
const publishItem = (request: APIRequestContext) =>
  publishItemThroughApi(request, {
    licenseNumber: 'ARV-202',
    endsInMs: 2 * 3_600_000,
    fields: {
      make: 'Skoda',
      model: 'Superb',
      type: '2.0 TDI Style',
      modelYear: 2018,
      mileage: 150000,
      bodyType: 5,
      vehicleIdentificationNumber: 'TMBJJ7NP1J7123456',
      fuelType: 2,
      hybridType: 1,
      startPrice: 8000,
      serviceDescription: 'Merkkihuollettu, huoltokirja tallessa.',
      tyreDescription: 'Kitkarenkaat 7 mm',
    },
  });

async function review(page: Page, text: string) {
  const panel = page.getByTestId('reviews');
  await panel.getByTestId('review-open').click();
  const dialog = page.getByTestId('review-dialog');
  await dialog.getByTestId('thumb-up').click();
  await dialog.getByRole('textbox').fill(text);
  await expectAccessible(page);
  await dialog.getByTestId('review-save').click();
  await dialog.waitFor({ state: 'detached' });
}

describeInBrowser('the AI summary and reviews', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a buyer thumbs the summary, wins, and both sides review the sale', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishItem(seller.page.request);
    const buyer = await signedInPage(browser, 'buyer@demo.test');
    await buyer.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);

    // The summary names its writer: no model is configured here, so the template.
    const summary = buyer.page.getByTestId('ai-summary');
    await expect
      .poll(() => summary.getByTestId('ai-summary-writer').getAttribute('data-writer'))
      .toBe('template');
    expect(await summary.getByTestId('ai-summary-text').textContent()).toContain(
      'Kitkarenkaat 7 mm',
    );
    await summary.getByTestId('thumb-up').click();
    await summary.getByTestId('ai-summary-comment').locator('input').fill('Selkeä');
    await summary.getByTestId('ai-summary-send').click();
    await buyer.page.getByText('Kiitos palautteestasi').first().waitFor();
    await expectAccessible(buyer.page);

    // The buyer bids; the item ends; the seller confirms the sale.
    await buyer.page.getByTestId('bid-button').click();
    await buyer.page.getByTestId('bid-confirm').click();
    await expect.poll(() => buyer.page.getByTestId('bid-price').textContent()).toMatch(/8\s?100/);
    const moved = await seller.page.request.post(`${baseUrl()}/api/test/clock`, {
      data: { advanceMs: 2 * 3_600_000 - 3_000 },
    });
    expect(moved.status()).toBe(200);
    await expect
      .poll(
        async () =>
          (
            await seller.page.request.post(
              `${baseUrl()}/api/AuctionItems/${itemId}/AuctioneerConfirm`,
              {
                data: { isSold: true },
              },
            )
          ).status(),
        { timeout: 20_000 },
      )
      .toBe(200);

    // Both sides review; each sees the other's.
    await seller.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    await review(seller.page, 'Maksu saapui ajallaan, kiitos.');
    await buyer.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    await buyer.page.getByTestId('review-1').waitFor();
    expect(await buyer.page.getByTestId('review-1').textContent()).toContain(
      'Maksu saapui ajallaan',
    );
    await review(buyer.page, 'Auto vastasi kuvausta.');
    await seller.page.reload();
    await seller.page.getByTestId('review-2').waitFor();
    expect(await seller.page.getByTestId('review-2').textContent()).toContain(
      'Auto vastasi kuvausta.',
    );
    await expectAccessible(seller.page);
    for (const { context } of [seller, buyer]) await context.close();
  });
});
