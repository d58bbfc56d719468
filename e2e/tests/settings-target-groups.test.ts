import type { APIRequestContext, Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { getJson, organisationOf, publishItemThroughApi } from '../support/items.js';

// Issue 12, target groups: a seller makes a group from business identity codes, makes it the
// Tampere office's whitelist, and publishes an item of that office. Demo Vaihtoautot (in the
// group) sees it arrive in its open list without a reload; Demo Autokauppa (outside) does not,
// nor can it open it, until the group changes: then both open lists follow, live. The Tampere office is used because other journeys draft in the
// seller's first office (Helsinki); the group and the office default are removed afterwards.

interface Office {
  id: number;
  name: string;
}
interface DefaultRow {
  id: number;
  officeId: number;
  companyGroupId: number;
}
interface Group {
  id: number;
  name: string;
}

const groupName = 'E2E Tampereen kumppanit';

async function openItemsList(page: Page, filter: string) {
  await page.goto(`${baseUrl()}/ilmoitukset`);
  await page.getByTestId('filter-text').fill(filter);
  await page.getByTestId('empty-state').waitFor();
}

/** Removes what the journey made: the office's default rows and the group (API, as cleanup). */
async function removeGroup(request: APIRequestContext) {
  const organisationId = await organisationOf(request);
  const groups = await getJson<Group[]>(
    request,
    `/api/CompanyGroups/organisation/${organisationId}`,
  );
  const group = groups.find((candidate) => candidate.name === groupName);
  if (!group) return;
  const defaults = await getJson<DefaultRow[]>(
    request,
    `/api/Settings/DefaultOfficeCompanyGroups?organisationId=${organisationId}`,
  );
  for (const row of defaults.filter((candidate) => candidate.companyGroupId === group.id))
    await request.delete(`${baseUrl()}/api/Settings/DefaultOfficeCompanyGroups/${row.id}`);
  await request.delete(`${baseUrl()}/api/CompanyGroups/${group.id}`);
}

describeInBrowser('target groups', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a whitelisted office item reaches only the group, live', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const inside = await signedInPage(browser, 'buyer@demo.test');
    const outside = await signedInPage(browser, 'trader@demo.test');
    try {
      const { page } = seller;
      await page.goto(`${baseUrl()}/asetukset/kohderyhmat`);
      await page.getByTestId('target-group-list').waitFor({ state: 'attached' });
      await expectAccessible(page);

      // A new group: a wrong check digit is refused in the dialog, then two valid codes.
      await page.getByTestId('target-group-new').click();
      const dialog = page.getByTestId('target-group-dialog');
      await dialog.waitFor();
      await page.getByTestId('target-group-name').fill(groupName);
      await page.getByTestId('target-group-item-code').fill('3456788-2');
      await page.getByTestId('target-group-item-name').fill('Demo Vaihtoautot Oy');
      await page.getByTestId('target-group-item-add').click();
      await expect
        .poll(() => page.getByTestId('target-group-item-code').getAttribute('aria-invalid'))
        .toBe('true');
      await expectAccessible(page);
      expect(await page.getByTestId('target-group-items').locator('li').count()).toBe(0);
      await page.getByTestId('target-group-item-code').fill('3456788-1');
      await page.getByTestId('target-group-item-add').click();
      await page.getByTestId('target-group-items').getByText('3456788-1').waitFor();
      await page.getByTestId('target-group-item-code').fill('4567890-7');
      await page.getByTestId('target-group-item-name').fill('Demo Konekauppa Oy');
      await page.getByTestId('target-group-item-add').click();
      await page.getByTestId('target-group-items').getByText('4567890-7').waitFor();
      // The same code twice is refused.
      await page.getByTestId('target-group-item-code').fill('3456788-1');
      await page.getByTestId('target-group-item-name').fill('Kopio');
      await page.getByTestId('target-group-item-add').click();
      await expect
        .poll(() => page.getByTestId('target-group-item-code').getAttribute('aria-invalid'))
        .toBe('true');
      expect(await page.getByTestId('target-group-items').locator('li').count()).toBe(2);
      await page.getByTestId('target-group-save').click();
      await dialog.waitFor({ state: 'detached' });
      const group = page.getByTestId('target-group-list').getByText(groupName);
      await group.waitFor();

      // The Tampere office shows the group's items only to the group.
      const organisationId = await organisationOf(page.request);
      const offices = await getJson<Office[]>(
        page.request,
        `/api/Organisation/GetOffices?organisationId=${organisationId}`,
      );
      const tampere = offices.find((office) => office.name.startsWith('Tampere'))!;
      expect(tampere).toBeTruthy();
      await page.getByTestId(`office-visibility-${tampere.id}`).getByRole('button').click();
      await page.getByTestId('default-visibility-dialog').waitFor();
      await page.getByTestId('default-visibility-switch').check();
      const groups = await getJson<Group[]>(
        page.request,
        `/api/CompanyGroups/organisation/${organisationId}`,
      );
      const groupId = groups.find((candidate) => candidate.name === groupName)!.id;
      await page.getByTestId(`default-visibility-group-${groupId}`).check();
      await expectAccessible(page);
      await page.getByTestId('default-visibility-save').click();
      await page.getByTestId('default-visibility-dialog').waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId(`office-visibility-${tampere.id}`).textContent())
        .toContain(groupName);
      await expectAccessible(page);

      // Both buyers have the list open on the make to come.
      await openItemsList(inside.page, 'lada niva');
      await openItemsList(outside.page, 'lada niva');

      const itemId = await publishItemThroughApi(page.request, {
        licenseNumber: 'KRY-412',
        endsInMs: 2 * 3_600_000,
        fields: {
          make: 'Lada',
          model: 'Niva',
          vehicleIdentificationNumber: 'XTA212140N1234567',
          officeId: tampere.id,
        },
      });
      // The item is the Tampere office's (its default groups were applied on the office change).
      const item = await getJson<{ officeId: number }>(page.request, `/api/AuctionItems/${itemId}`);
      expect(item.officeId).toBe(tampere.id);

      // Inside the group: the item arrives without a reload.
      const arrived = inside.page.getByTestId(`item-${itemId}`);
      await arrived.first().waitFor({ timeout: 15_000 });
      expect(await arrived.first().getByTestId('item-title').textContent()).toBe('Lada Niva');
      await expectAccessible(inside.page);

      // Outside: not live, not after a reload, and the item itself is not theirs to read.
      await new Promise((resolve) => setTimeout(resolve, 2000));
      expect(await outside.page.getByTestId(`item-${itemId}`).count()).toBe(0);
      await outside.page.reload();
      await outside.page.getByTestId('filter-text').fill('lada niva');
      await outside.page.getByTestId('empty-state').waitFor();
      expect(await outside.page.getByTestId(`item-${itemId}`).count()).toBe(0);
      const read = await outside.page.request.get(`${baseUrl()}/api/AuctionItems/${itemId}`);
      expect([403, 404]).toContain(read.status());
      const bid = await outside.page.request.post(`${baseUrl()}/api/AuctionItems/${itemId}/Bid`, {
        data: {
          auctionItemId: itemId,
          price: 5100,
          organisationId: await organisationOf(outside.page.request),
        },
      });
      expect([403, 404]).toContain(bid.status());

      // The group changes: Demo Autokauppa joins and Demo Vaihtoautot leaves. Both open lists
      // follow without a reload.
      await page.getByTestId(`target-group-${groupId}`).click();
      await dialog.waitFor();
      await page.getByTestId('target-group-edit').click();
      await page.getByTestId('target-group-item-code').fill('5678901-2');
      await page.getByTestId('target-group-item-name').fill('Demo Autokauppa Oy');
      await page.getByTestId('target-group-item-add').click();
      await page.getByTestId('target-group-items').getByText('5678901-2').waitFor();
      await page.getByRole('button', { name: 'Poista Demo Vaihtoautot Oy' }).click();
      await expectAccessible(page);
      await page.getByTestId('target-group-save').click();
      await dialog.waitFor({ state: 'detached' });
      await outside.page.getByTestId(`item-${itemId}`).first().waitFor({ timeout: 15_000 });
      await inside.page.getByTestId('empty-state').waitFor({ timeout: 15_000 });
      expect(await inside.page.getByTestId(`item-${itemId}`).count()).toBe(0);
    } finally {
      await removeGroup(seller.page.request);
      for (const { context } of [seller, inside, outside]) await context.close();
    }
  });
});
