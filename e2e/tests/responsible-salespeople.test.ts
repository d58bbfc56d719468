import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signIn } from '../support/browser.js';

// Issue 14: every add, hide and remove of a responsible salesperson on the item page was a 404
// (the web called a path the server does not have), so nothing stayed after a reload.

const row = (page: Page, userId: number) => page.getByTestId(`responsible-salesperson-${userId}`);
const shownSwitch = (page: Page, userId: number) =>
  page.getByTestId(`show-responsible-salesperson-${userId}`);

async function reloadItem(page: Page) {
  await page.reload();
  await page.getByTestId('item-sections').waitFor();
  await page.getByTestId('add-responsible-salesperson').waitFor();
  await expectAccessible(page);
}

describeInBrowser('responsible salespeople of an item', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('the seller removes, adds, hides and removes one, and each change stays after a reload', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1400, height: 900 } })
    ).newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await page.locator('input[name="email"]').waitFor();
    await expectAccessible(page);
    await signIn(page, 'seller@demo.test');
    await page.waitForURL((url) => url.pathname === '/ilmoitukset/omat');
    await page.locator('[data-testid^="my-item-"]').first().waitFor();
    await expectAccessible(page);

    // A new draft: the office's default salespeople, the seller and dual, are on it.
    await page.getByTestId('nav-add').click();
    await page.getByTestId('create-draft-dialog').waitFor();
    await expectAccessible(page);
    await page.getByTestId('create-draft-license-number').fill('E2E-RSP');
    await page.getByTestId('create-draft-submit').click();
    await page.waitForURL(/\/ilmoitukset\/\d+$/);
    await page.getByTestId('item-sections').waitFor();
    await expectAccessible(page);

    const user = (await (
      await page.request.get(`${baseUrl()}/api/User/GetCurrentUser`)
    ).json()) as { selectedOrganisationId: number };
    const candidates = (await (
      await page.request.get(
        `${baseUrl()}/api/Settings/ResponsibleSalespeople/${user.selectedOrganisationId}`,
      )
    ).json()) as Array<{ userId: number; emailAddress: string }>;
    const dual = candidates.find((candidate) => candidate.emailAddress === 'dual@demo.test')!;
    expect(dual).toBeTruthy();

    // The functions menu leads to the section.
    await page.getByTestId('functions-menu').click();
    await page.getByTestId('function-responsible-salespeople').waitFor();
    await expectAccessible(page);
    await page.getByTestId('function-responsible-salespeople').click();
    await row(page, dual.userId).waitFor();

    // Remove dual.
    await page.getByTestId(`remove-responsible-salesperson-${dual.userId}`).click();
    await row(page, dual.userId).waitFor({ state: 'detached' });
    await reloadItem(page);
    expect(await row(page, dual.userId).count()).toBe(0);

    // Add dual again, shown in the auction.
    await page.getByTestId('responsible-candidate').selectOption(String(dual.userId));
    await page.getByTestId('add-responsible-salesperson').click();
    await row(page, dual.userId).waitFor();
    await reloadItem(page);
    await row(page, dual.userId).waitFor();
    expect(await shownSwitch(page, dual.userId).isChecked()).toBe(true);

    // Hide dual from buyers: the switch turns when the server has saved it.
    await shownSwitch(page, dual.userId).click();
    await expect.poll(() => shownSwitch(page, dual.userId).isChecked()).toBe(false);
    await reloadItem(page);
    expect(await shownSwitch(page, dual.userId).isChecked()).toBe(false);

    // Remove dual once more.
    await page.getByTestId(`remove-responsible-salesperson-${dual.userId}`).click();
    await row(page, dual.userId).waitFor({ state: 'detached' });
    await reloadItem(page);
    expect(await row(page, dual.userId).count()).toBe(0);
    // Saves on the item page show no message (organisation spec 8).
    expect(await page.getByTestId('toast').count()).toBe(0);
    await page.context().close();
  });
});
