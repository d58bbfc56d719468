import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signIn } from '../support/browser.js';

const itemLinks = (page: Page) => page.locator('a[data-testid^="item-"]');
const titles = (page: Page) => page.getByTestId('item-title').allTextContents();

async function signedIn(browser: Browser, email: string, landing: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/kirjaudu`);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === landing);
  return page;
}

/** The seller publishes the demo's complete Valtra N175 draft through the API. */
async function publishValtra(seller: Page): Promise<number> {
  const headers = { origin: baseUrl() };
  const user = (await (
    await seller.request.get(`${baseUrl()}/api/User/GetCurrentUser`)
  ).json()) as {
    selectedOrganisationId: number;
  };
  const own = (await (
    await seller.request.get(
      `${baseUrl()}/api/AuctionItems/organisation/${user.selectedOrganisationId}`,
    )
  ).json()) as { id: number; make: string | null; isDraft: boolean }[];
  const valtra = own.find((item) => item.make === 'Valtra' && item.isDraft);
  if (!valtra) throw new Error('The demo Valtra draft is missing');
  const response = await seller.request.post(`${baseUrl()}/api/AuctionItems/${valtra.id}/Publish`, {
    headers,
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return valtra.id;
}

describeInBrowser('items page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a buyer filters, sorts and switches views; a published item arrives live', async () => {
    const buyer = await signedIn(browser, 'buyer@demo.test', '/ilmoitukset');
    await itemLinks(buyer).first().waitFor();
    const total = await itemLinks(buyer).count();
    expect(total).toBeGreaterThan(0);
    await expectAccessible(buyer);

    // Fuel: diesel only.
    await buyer.getByTestId('toggle-filters').click();
    await buyer.getByTestId('filter-fuel-2').click();
    await expect.poll(() => buyer.getByTestId('item-count').textContent()).toContain(' / ');
    await expectAccessible(buyer);
    const make = (await titles(buyer))[0]!.split(' ')[0]!;
    // Free text: the first diesel's make, in lower case.
    await buyer.getByTestId('filter-text').fill(make.toLowerCase());
    await expect
      .poll(async () => (await titles(buyer)).every((title) => title.startsWith(make)))
      .toBe(true);
    await buyer.getByTestId('clear-filters').click();

    // Sort by make.
    await buyer.getByTestId('sort-select').click();
    await buyer.getByTestId('sort-make').waitFor();
    await expectAccessible(buyer);
    await buyer.getByTestId('sort-make').click();
    const collator = new Intl.Collator('fi', { sensitivity: 'base', numeric: true });
    await expect
      .poll(async () => {
        // By make only: items of one make keep the list's order (other journeys publish a
        // second Volvo meanwhile), so their models need not be in order.
        const makes = (await titles(buyer)).map((title) => title.split(' ')[0]!);
        return makes.join('|') === [...makes].sort(collator.compare).join('|');
      })
      .toBe(true);

    // Cards, kept after a reload.
    await buyer.getByTestId('view-card').click();
    await buyer.getByTestId('item-cards').waitFor();
    await buyer.reload();
    await buyer.getByTestId('item-cards').waitFor();
    await expectAccessible(buyer);
    await buyer.getByTestId('view-list').click();
    await buyer.getByTestId('item-list').waitFor();

    // The seller publishes the Valtra; the buyer's list shows it without a reload.
    await buyer.getByTestId('filter-text').fill('valtra n175');
    await buyer.getByTestId('empty-state').waitFor();
    await expectAccessible(buyer);
    const seller = await signedIn(browser, 'seller@demo.test', '/ilmoitukset/omat');
    const valtraId = await publishValtra(seller);
    const valtra = buyer.getByTestId(`item-${valtraId}`);
    await valtra.waitFor({ timeout: 15_000 });
    expect(await valtra.getByTestId('item-title').textContent()).toBe('Valtra N175');

    // Opening the item.
    await valtra.click();
    await buyer.waitForURL((url) => url.pathname === `/ilmoitukset/${valtraId}`);
    await expect.poll(() => buyer.getByTestId('page-title').textContent()).toContain('ZX-771');
    await buyer.getByTestId('item-sections').waitFor();
    await expectAccessible(buyer);
  });
});
