import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import {
  baseUrl,
  describeInBrowser,
  launchChromium,
  signedInPage,
  signIn,
} from '../support/browser.js';
import { getJson, organisationOf } from '../support/items.js';

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

  it('an office shows at most 3 of its default salespeople in the auction; a fourth switch is ignored', async () => {
    // Issue 12 (organisation spec 4): the responsible sellers settings of the Tampere office
    // (other journeys draft in Helsinki). The office's defaults are the seller and dual, shown;
    // the demo's other salespeople of Demo Autotalo are added. What was added is removed after.
    const { context, page } = await signedInPage(browser, 'seller@demo.test');
    const organisationId = await organisationOf(page.request);
    const defaultsOf = (request: APIRequestContext) =>
      getJson<DefaultSeller[]>(
        request,
        `/api/Settings/ResponsibleSalespeople/Defaults?organisationId=${organisationId}`,
      );
    const offices = await getJson<Array<{ id: number; name: string }>>(
      page.request,
      `/api/Organisation/GetOffices?organisationId=${organisationId}`,
    );
    const tampere = offices.find((office) => office.name.startsWith('Tampere'))!;
    const candidates = await getJson<Array<{ userId: number; emailAddress: string }>>(
      page.request,
      `/api/Settings/ResponsibleSalespeople/${organisationId}`,
    );
    const userOf = (email: string) =>
      candidates.find((candidate) => candidate.emailAddress === email)!.userId;
    const [aalto, salo] = [userOf('myynti.aalto@demo.test'), userOf('myynti.salo@demo.test')];
    const dual = userOf('dual@demo.test');
    const visibleInTampere = async () =>
      (await defaultsOf(page.request))
        .filter((row) => row.officeId === tampere.id && row.showInAuction)
        .map((row) => row.userId)
        .sort();
    const visible = (userId: number) => page.getByTestId(`seller-visible-${userId}`);
    try {
      await page.goto(`${baseUrl()}/asetukset/vastuumyyjat`);
      const card = page.getByTestId(`office-sellers-${tampere.id}`);
      await card.waitFor();
      await expectAccessible(page);
      await card.getByRole('button').first().click();
      await page.getByTestId('responsible-sellers-dialog').waitFor();
      await visible(dual).waitFor();

      // A third: shown. A fourth: added, but not shown.
      for (const userId of [aalto, salo]) {
        await page
          .getByTestId('seller-candidate')
          .locator('xpath=..')
          .getByRole('combobox')
          .click();
        await page
          .getByRole('option')
          .filter({ hasText: userId === aalto ? 'Aalto' : 'Salo' })
          .click();
        await page.getByTestId('seller-add').click();
        await visible(userId).waitFor();
        await expect.poll(() => page.getByTestId('seller-add').isDisabled()).toBe(true);
      }
      await expect.poll(() => visible(aalto).isChecked()).toBe(true);
      expect(await visible(salo).isChecked()).toBe(false);
      await expectAccessible(page);

      // Switching the fourth on is ignored: nothing changes, here or on the server.
      await visible(salo).click();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(await visible(salo).isChecked()).toBe(false);
      const three = await visibleInTampere();
      expect(three).toHaveLength(3);
      expect(three).not.toContain(salo);

      // Once one is hidden, the fourth may be shown.
      await visible(dual).click();
      await expect.poll(() => visible(dual).isChecked()).toBe(false);
      await visible(salo).click();
      await expect.poll(() => visible(salo).isChecked()).toBe(true);
      await expect.poll(visibleInTampere).toEqual([userOf('seller@demo.test'), aalto, salo].sort());
      // The switch was disabled while its save ran, which took the focus out of the dialog: the
      // user is back in the dialog (its title) before Escape, as the keys go to what has focus.
      await page.getByTestId('responsible-sellers-dialog').getByRole('heading').click();
      await page.keyboard.press('Escape');
      await page.getByTestId('responsible-sellers-dialog').waitFor({ state: 'detached' });
      // The card lists the four, three of them with the shown-in-auction icon.
      await expect.poll(() => card.locator('svg > title').count()).toBe(3);
      await expectAccessible(page);

      // A new draft of the Tampere office takes these defaults.
      const draft = (await (
        await page.request.post(`${baseUrl()}/api/AuctionItems/Create`, {
          data: { organisationId, licenseNumber: 'VMY-334', officeId: tampere.id },
        })
      ).json()) as { id: number };
      const item = await getJson<{
        responsiblePersons: Array<{ userId: number; showInAuction: boolean }>;
      }>(page.request, `/api/AuctionItems/${draft.id}`);
      expect(
        item.responsiblePersons
          .filter((person) => person.showInAuction)
          .map((person) => person.userId)
          .sort(),
      ).toEqual([userOf('seller@demo.test'), aalto, salo].sort());
      await page.request.post(`${baseUrl()}/api/AuctionItems/${draft.id}/DeleteDraft`);
    } finally {
      for (const row of await defaultsOf(page.request)) {
        if (row.officeId !== tampere.id) continue;
        if (row.userId === aalto || row.userId === salo)
          await page.request.delete(
            `${baseUrl()}/api/Settings/ResponsibleSalespeople/RemoveDefault/${row.id}`,
          );
        else if (!row.showInAuction)
          await page.request.patch(
            `${baseUrl()}/api/Settings/ResponsibleSalespeople/DefaultResponsibleSalesPerson/${row.id}`,
            { data: { id: row.id, showInAuction: true } },
          );
      }
      await context.close();
    }
  });
});

interface DefaultSeller {
  id: number;
  officeId: number;
  userId: number;
  showInAuction: boolean;
}
