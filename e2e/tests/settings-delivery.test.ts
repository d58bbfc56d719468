import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { getJson, organisationOf, publishItemThroughApi } from '../support/items.js';

// Issue 12, delivery settings: a buyer (Demo Autokauppa, which has no locations yet) adds a
// delivery location, turns an automatic offer on and makes the location the default for delivery
// offers. Having won an item, the buyer asks for a transport offer: the request the provider gets
// (Sjöberg's, by mail to the outbox) names that location, not the winning bid's office.

const locationName = 'Raision varikko';

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

interface OutboxMail {
  kind: string;
  toAddress: string;
  body: string;
  auctionItemId: number | null;
}

describeInBrowser('delivery settings', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a buyer sets delivery settings and the transport offer request uses them', async () => {
    const buyer = await signedInPage(browser, 'trader@demo.test');
    const { page } = buyer;
    const organisationId = await organisationOf(page.request);
    await page.goto(`${baseUrl()}/asetukset/kuljetustarjoukset`);
    await page.getByTestId('locations-delivery').waitFor({ state: 'attached' });
    // No delivery location yet: the automatic offers cannot be turned on.
    await page.getByTestId('delivery-no-location').waitFor();
    expect(await page.getByTestId('defaultDeliveryOfferRequestSjoberg').isDisabled()).toBe(true);
    await expectAccessible(page);

    // A delivery location, through the location dialog (Enter does not submit it).
    await page.getByTestId('locations-add-delivery').click();
    const dialog = page.getByTestId('location-dialog');
    await dialog.waitFor();
    await page.getByTestId('location-name').fill(locationName);
    await page.getByTestId('location-name').press('Enter');
    await page.getByTestId('location-save').click();
    // The mandatory fields left empty are named, and nothing is saved.
    await expect
      .poll(() => page.getByTestId('location-streetAddress').getAttribute('aria-invalid'))
      .toBe('true');
    await expectAccessible(page);
    await page.getByTestId('location-streetAddress').fill('Tehdaskatu 5');
    await page.getByTestId('location-postalAreaCode').fill('21200');
    await page.getByTestId('location-postOfficeName').fill('Raisio');
    await page.getByTestId('location-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('locations-delivery').getByText(locationName).waitFor();
    await page.getByTestId('delivery-no-location').waitFor({ state: 'detached' });

    // Sjöberg's automatic offer on; offers go to the default location, the first one taken.
    const sjoberg = page.getByTestId('defaultDeliveryOfferRequestSjoberg');
    await expect.poll(() => sjoberg.isDisabled()).toBe(false);
    // The box turns once the server has saved it (the page shows what is stored).
    await sjoberg.click();
    await expect.poll(() => sjoberg.isChecked()).toBe(true);
    await choose(page, 'delivery-location-type', 'Oletustoimituspaikka');
    await page.getByTestId('delivery-location').waitFor({ state: 'attached' });
    const settings = await getJson<Record<string, unknown>>(
      page.request,
      `/api/Settings/organisation/${organisationId}/settings`,
    );
    expect(settings).toMatchObject({
      defaultDeliveryOfferRequestSjoberg: true,
      defaultDeliveryLocationType: 20,
    });
    const locations = await getJson<Array<{ id: number; name: string }>>(
      page.request,
      `/api/Settings/locations/delivery?organisationId=${organisationId}`,
    );
    expect(settings.defaultDeliveryLocationId).toBe(
      locations.find((location) => location.name === locationName)?.id,
    );
    await expectAccessible(page);

    // The buyer wins an item of the seller's: a bid, then the server's clock passes its end.
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishItemThroughApi(seller.page.request, {
      licenseNumber: 'TOI-520',
      endsInMs: 3_600_000,
      fields: { make: 'Citroën', model: 'Berlingo', trailerTransportable: true },
    });
    const bid = await page.request.post(`${baseUrl()}/api/AuctionItems/${itemId}/Bid`, {
      data: { auctionItemId: itemId, price: 5100, organisationId },
    });
    expect(bid.status(), await bid.text()).toBe(200);
    await page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    const moved = await seller.page.request.post(`${baseUrl()}/api/test/clock`, {
      data: { advanceMs: 3_600_000 },
    });
    expect(moved.status()).toBe(200);
    await expect
      .poll(() => page.getByTestId('item-status').textContent(), { timeout: 20_000 })
      .toMatch(/voitit/i);
    await page.reload();

    // The transport dialog: Sjöberg only (Mäkinen's endpoint refuses connections here).
    await page.getByTestId('open-delivery-offer').click();
    await page.getByTestId('delivery-offer-dialog').waitFor();
    await page.getByTestId('delivery-offer-name').fill('Tiina Virtanen');
    await page.getByTestId('delivery-offer-email').fill('tiina@autokauppa.example');
    await page.getByTestId('delivery-offer-deliveryOfferRequestMakinen').uncheck();
    await expectAccessible(page);
    await page.getByTestId('delivery-offer-send').click();
    await page.getByTestId('delivery-offer-success').waitFor({ timeout: 15_000 });

    // What Sjöberg was sent names the buyer's default delivery location.
    const admin = await signedInPage(browser, 'admin@demo.test');
    const mails = await getJson<OutboxMail[]>(admin.page.request, '/api/admin/mailoutbox');
    const request = mails.find(
      (mail) => mail.auctionItemId === itemId && mail.toAddress === 'tarjoukset@sjoberg.example',
    );
    expect(request?.body).toContain(`Toimituspaikka: ${locationName}, Tehdaskatu 5, 21200 Raisio`);
    for (const { context } of [buyer, seller, admin]) await context.close();
  });
});
