import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { organisationOf, publishItemThroughApi } from '../support/items.js';

// Issue 14 points 2-4: my items' filter bar and sort, the functions menu's Remove item and the
// redraft of an ended item into a copy, and the Finish prompt of an item whose price
// reservation was exceeded. Ending moves the server's clock by ten minutes only
// (TEST_CLOCK_CONTROL), far less than the other journeys' items have left.
interface ItemValues {
  licenseNumber: string;
  make: string;
  mileage: number;
  endInMs: number;
  priceReservation?: number;
}

/** A seller's item, published through the API, ending `endInMs` after the server's now. */
const publishItem = (request: APIRequestContext, values: ItemValues) =>
  publishItemThroughApi(request, {
    licenseNumber: values.licenseNumber,
    endsInMs: values.endInMs,
    fields: {
      make: values.make,
      model: 'Testi',
      type: 'E2E',
      modelYear: 2018,
      mileage: values.mileage,
      bodyType: 8,
      driveType: 3,
      vehicleIdentificationNumber: 'YV1UZA8V1K1234567',
      fuelType: 2,
      hybridType: 1,
      startPrice: 1000,
      priceReservation: values.priceReservation ?? null,
    },
  });

async function bid(request: APIRequestContext, itemId: number, price: number) {
  const response = await request.post(`${baseUrl()}/api/AuctionItems/${itemId}/Bid`, {
    data: { auctionItemId: itemId, price, organisationId: await organisationOf(request) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

const hour = 3_600_000;
const endMove = 10 * 60_000;

async function openItem(page: Page, itemId: number) {
  await page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
  await page.getByTestId('item-sections').waitFor();
}

async function openFunctions(page: Page) {
  await page.getByTestId('functions-menu').click();
  await page.getByTestId('function-remove-item').waitFor();
}

const visibleItemIds = (page: Page) =>
  page
    .getByTestId('sell-list')
    .locator('[data-testid^="my-item-"]')
    .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')));

describeInBrowser('my items and the functions menu', () => {
  let browser: Browser;
  let seller: { context: BrowserContext; page: Page };
  let buyer: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    browser = await launchChromium();
    seller = await signedInPage(browser, 'seller@demo.test');
    buyer = await signedInPage(browser, 'buyer@demo.test');
  });
  afterAll(async () => {
    await seller?.context.close();
    await buyer?.context.close();
    await browser?.close();
  });

  it('filters my items by licence number and status, sorts them, and remembers it per tab', async () => {
    const { page } = seller;
    const audi = await publishItem(page.request, {
      licenseNumber: 'MYI-201',
      make: 'Audi',
      mileage: 150_000,
      endInMs: 48 * hour,
    });
    const volvo = await publishItem(page.request, {
      licenseNumber: 'MYI-202',
      make: 'Volvo',
      mileage: 50_000,
      endInMs: 48 * hour,
    });
    await page.goto(`${baseUrl()}/ilmoitukset/omat`);
    await page.getByTestId('sell-list').waitFor();
    await expectAccessible(page);

    await page.getByTestId('filter-license-number').fill('MYI-20');
    await expect.poll(() => visibleItemIds(page)).toHaveLength(2);
    await page.getByTestId('sort-select').click();
    await page.getByTestId('sort-mileage').click();
    await expect.poll(() => visibleItemIds(page)).toEqual([`my-item-${volvo}`, `my-item-${audi}`]);
    await page.getByTestId('sort-direction').click();
    await expect.poll(() => visibleItemIds(page)).toEqual([`my-item-${audi}`, `my-item-${volvo}`]);

    // The draft status (my items only) leaves none of these two published items.
    await page.getByTestId('toggle-filters').click();
    await page.getByTestId('filter-status-draft').click();
    await page.getByTestId('empty-state').waitFor();
    await expectAccessible(page);
    await page.getByTestId('filter-status-draft').click();
    await expect.poll(() => visibleItemIds(page)).toHaveLength(2);

    // Remembered on return; the items page keeps its own (empty) filters.
    await page.getByTestId('nav-items').click();
    await page.getByTestId('item-count').waitFor();
    expect(await page.getByTestId('filter-license-number').inputValue()).toBe('');
    await page.getByTestId('nav-myItems').click();
    await page.getByTestId('sell-list').waitFor();
    expect(await page.getByTestId('filter-license-number').inputValue()).toBe('MYI-20');
    await expect.poll(() => visibleItemIds(page)).toEqual([`my-item-${audi}`, `my-item-${volvo}`]);
    await page.getByTestId('clear-filters').click();
  });

  it('removes a running item with bids from the auction after the confirmation', async () => {
    const { page } = seller;
    const itemId = await publishItem(page.request, {
      licenseNumber: 'MYI-301',
      make: 'Skoda',
      mileage: 80_000,
      endInMs: 48 * hour,
    });
    await bid(buyer.page.request, itemId, 1100);
    await openItem(page, itemId);
    await openFunctions(page);
    expect(await page.getByTestId('function-redraft-ended').getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.getByTestId('function-remove-item').click();
    const dialog = page.getByTestId('remove-item-confirm');
    await dialog.waitFor();
    expect(await dialog.getByTestId('remove-item-contract-note').textContent()).toContain(
      'kuluttaja-asiakkaalle',
    );
    await expectAccessible(page);
    await dialog.getByTestId('remove-item-confirm-button').click();
    await expect.poll(() => page.getByTestId('item-status').textContent()).toMatch(/poistettu/i);
    await openFunctions(page);
    expect(await page.getByTestId('function-remove-item').getAttribute('aria-disabled')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
  });

  let reservationItem = 0;

  it('redrafts an ended item with bids into a copy and moves to the copy', async () => {
    const { page } = seller;
    const itemId = await publishItem(page.request, {
      licenseNumber: 'MYI-401',
      make: 'Ford',
      mileage: 120_000,
      endInMs: endMove - 60_000,
    });
    reservationItem = await publishItem(page.request, {
      licenseNumber: 'MYI-501',
      make: 'Toyota',
      mileage: 60_000,
      endInMs: endMove - 60_000,
      priceReservation: 1500,
    });
    await bid(buyer.page.request, itemId, 1100);
    await bid(buyer.page.request, reservationItem, 1600);
    const moved = await page.request.post(`${baseUrl()}/api/test/clock`, {
      data: { advanceMs: endMove },
    });
    expect(moved.status()).toBe(200);

    await openItem(page, itemId);
    await expect
      .poll(() => page.getByTestId('item-status').textContent(), { timeout: 20_000 })
      .toMatch(/päättynyt|odottaa/i);
    await openFunctions(page);
    const redraft = page.getByTestId('function-redraft-ended');
    expect(await redraft.textContent()).toBe('Kopioi uudeksi luonnokseksi');
    await redraft.click();
    const dialog = page.getByTestId('redraft-ended-confirm');
    await dialog.waitFor();
    expect(await dialog.getByTestId('redraft-copy-video-note').textContent()).toMatch(/video/i);
    await expectAccessible(page);
    await dialog.getByTestId('redraft-ended-confirm-button').click();
    await page.waitForURL((url) => url.pathname !== `/ilmoitukset/${itemId}`);
    expect(new URL(page.url()).pathname).toMatch(/^\/ilmoitukset\/\d+$/);
    await page.getByTestId('field-make').waitFor();
    expect(await page.getByTestId('toast').textContent()).toContain('kopio');
    await expectAccessible(page);
  });

  it('shows the Finish prompt first when the price reservation was exceeded, then the confirmation', async () => {
    const { page } = seller;
    expect(reservationItem).toBeGreaterThan(0);
    // The ended item waits for the seller: My items carries the dot.
    await page.goto(`${baseUrl()}/ilmoitukset/omat`);
    await page.getByTestId('my-items-awaiting-dot').waitFor({ timeout: 20_000 });

    await openItem(page, reservationItem);
    const prompt = page.getByTestId('finish-prompt');
    await prompt.waitFor({ timeout: 20_000 });
    expect(await prompt.textContent()).toContain('Hintavaraus ylittyi');
    expect(await page.getByTestId('confirm-sold').count()).toBe(0);
    await expectAccessible(page);
    await page.getByTestId('finish-sale-button').click();
    const price = page.getByTestId('confirm-sold-price');
    await price.waitFor();
    expect(await price.inputValue()).toBe('1600');
    await page.getByTestId('confirm-sold').click();
    await expect.poll(() => page.getByTestId('item-status').textContent()).toMatch(/myyty/i);
    // The saved toast may come a moment after the status: judged once it has faded in.
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Tallennettu.');
    await expectAccessible(page);
  });
});
