import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signIn } from '../support/browser.js';

// Issue 11, after the sale: the item's AI summary with its thumbs; the item ends (the server's
// clock moved, as in the money path), its seller confirms the sale, and both sides review.
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 40, g: 140, b: 60 } } })
    .jpeg()
    .toBuffer();

async function signedInPage(
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

/** The seller's ordinary item, ending in two hours by the server's clock. */
async function publishItem(request: APIRequestContext): Promise<number> {
  const user = (await (await request.get(`${baseUrl()}/api/User/GetCurrentUser`)).json()) as {
    selectedOrganisationId: number;
  };
  const serverNow = Date.parse(
    (
      (await (await request.get(`${baseUrl()}/api/Settings/timestamp`)).json()) as {
        timestamp: string;
      }
    ).timestamp,
  );
  const draft = (await (
    await request.post(`${baseUrl()}/api/AuctionItems/Create`, {
      data: { organisationId: user.selectedOrganisationId, licenseNumber: 'ARV-202' },
    })
  ).json()) as { id: number };
  const uploaded = (await (
    await request.post(`${baseUrl()}/api/File/Files`, {
      multipart: { files: { name: 'kuva.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
    })
  ).json()) as Array<{ externalServiceId: string }>;
  const update = await request.patch(`${baseUrl()}/api/AuctionItems/${draft.id}/Update`, {
    data: {
      make: 'Skoda',
      model: 'Superb',
      type: '2.0 TDI Style',
      modelYear: 2018,
      mileage: 150000,
      bodyType: 5,
      driveType: 1,
      vehicleIdentificationNumber: 'TMBJJ7NP1J7123456',
      vehicleType: 7,
      fuelType: 2,
      transmissionType: 2,
      hybridType: 1,
      startPrice: 8000,
      minimumRaise: 100,
      fixedEndTime: true,
      serviceDescription: 'Merkkihuollettu, huoltokirja tallessa.',
      tyreDescription: 'Kitkarenkaat 7 mm',
      start: new Date(serverNow - 60_000).toISOString(),
      end: new Date(serverNow + 2 * 3_600_000).toISOString(),
      newFiles: [{ externalServiceId: uploaded[0]!.externalServiceId }],
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  const published = await request.post(`${baseUrl()}/api/AuctionItems/${draft.id}/Publish`);
  expect(published.status(), await published.text()).toBe(200);
  return draft.id;
}

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
