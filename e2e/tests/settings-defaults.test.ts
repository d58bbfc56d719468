import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { getJson, organisationOf } from '../support/items.js';

// Issue 12, auction defaults: a seller sets the organisation's defaults for new drafts on the
// settings page (amounts rounded and saved on blur, choices saved at once), creates a draft and
// finds them filled in. The defaults are put back afterwards: other journeys draft items too.

type Settings = Record<string, unknown> & { version: number };

const settingsPath = (organisationId: number) =>
  `/api/Settings/organisation/${organisationId}/settings`;

async function restoreSettings(request: APIRequestContext, original: Settings) {
  const organisationId = await organisationOf(request);
  const current = await getJson<Settings>(request, settingsPath(organisationId));
  const response = await request.patch(`${baseUrl()}${settingsPath(organisationId)}`, {
    data: { ...original, version: current.version },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Picks an option of one of MUI's select fields (its hidden input has the test id). */
async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).locator('xpath=..').getByRole('combobox').click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** The settings as the server has them now. */
const savedSettings = async (request: APIRequestContext) =>
  getJson<Settings>(request, settingsPath(await organisationOf(request)));

describeInBrowser('auction defaults', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a seller sets auction defaults, creates a draft and sees them filled in', async () => {
    const { context, page } = await signedInPage(browser, 'seller@demo.test');
    const original = await savedSettings(page.request);
    try {
      await page.getByTestId('nav-settings').click();
      await page.getByTestId('settings-group-sale').waitFor();
      await page.goto(`${baseUrl()}/asetukset/myyntitiedot`);
      const startPrice = page.getByTestId('defaults-startPrice');
      await startPrice.waitFor();
      await expectAccessible(page);

      // Amounts are rounded to whole euros and saved when the field is left.
      await startPrice.fill('7345,6');
      await startPrice.press('Tab');
      await expect.poll(async () => (await savedSettings(page.request)).startPrice).toBe(7346);
      await expect.poll(() => startPrice.inputValue()).toBe('7346');
      const commissionFee = page.getByTestId('defaults-commissionFee');
      await commissionFee.fill('249.4');
      await commissionFee.press('Tab');
      await expect.poll(async () => (await savedSettings(page.request)).commissionFee).toBe(249);
      // Over the limit: the field says so and nothing is saved.
      await commissionFee.fill('1500');
      await commissionFee.press('Tab');
      await expect.poll(() => commissionFee.getAttribute('aria-invalid')).toBe('true');
      await expectAccessible(page);
      expect((await savedSettings(page.request)).commissionFee).toBe(249);
      await commissionFee.fill('249');
      await commissionFee.press('Tab');

      // Choices save at once.
      await choose(page, 'defaults-minimumRaise', '250 €');
      await expect.poll(async () => (await savedSettings(page.request)).minimumRaise).toBe(250);
      await choose(page, 'defaults-openBid', 'Kyllä');
      await expect.poll(async () => (await savedSettings(page.request)).openBid).toBe(true);
      await choose(page, 'defaults-questionsAllowed', 'Ei');
      await expect
        .poll(async () => (await savedSettings(page.request)).questionsAllowed)
        .toBe(false);
      await expectAccessible(page);

      // A new draft starts from them.
      await page.getByTestId('nav-add').click();
      await page.getByTestId('create-draft-dialog').waitFor();
      await page.getByTestId('create-draft-license-number').fill('E2E-OLET');
      await page.getByTestId('create-draft-submit').click();
      await page.waitForURL(/\/ilmoitukset\/\d+$/);
      await page.getByTestId('item-sections').waitFor();
      const itemId = Number(new URL(page.url()).pathname.split('/').pop());
      await expect
        .poll(() => page.getByTestId('field-startPrice').inputValue())
        .toMatch(/^7\s?346$/);
      expect(await page.getByTestId('field-minimumRaise').inputValue()).toBe('250');
      expect(await page.getByTestId('field-commissionFee').inputValue()).toMatch(/^249$/);
      await expectAccessible(page);
      const draft = await getJson<Record<string, unknown>>(
        page.request,
        `/api/AuctionItems/${itemId}`,
      );
      expect(draft).toMatchObject({
        startPrice: 7346,
        minimumRaise: 250,
        commissionFee: 249,
        openBid: true,
        questionsAllowed: false,
      });
    } finally {
      await restoreSettings(page.request, original);
      await context.close();
    }
  });
});
