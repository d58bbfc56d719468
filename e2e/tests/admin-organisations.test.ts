import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { getJson, publishItemThroughApi } from '../support/items.js';

// Issue 13, platform operations: the admin creates an organisation with a viewer subscription
// and invites a user to it as a buyer; the invitation mail's link (read from the mail outbox, as
// an admin reads it) lets the user choose a password, signs them in, and they can bid.

/** The newest mail of the outbox to `address`, as the platform admin reads it. */
async function invitationLinkTo(admin: Page, address: string): Promise<string> {
  const mails = await getJson<Array<{ toAddress: string; kind: string; body: string }>>(
    admin.request,
    '/api/admin/mailoutbox',
  );
  const mail = mails.find((candidate) => candidate.toAddress === address);
  expect(mail?.kind).toBe('invitation');
  return /\/kutsu\/[A-Za-z0-9_-]{43}/.exec(mail!.body)![0];
}

describeInBrowser('platform admin organisations and users', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('an organisation with a viewer subscription and an invited user, who signs in through the link and bids', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishItemThroughApi(seller.page.request, {
      licenseNumber: 'KUT-518',
      endsInMs: 3 * 86_400_000,
    });

    const admin = await signedInPage(browser, 'admin@demo.test');
    const page = admin.page;
    await page.goto(`${baseUrl()}/admin`);
    await page.getByTestId('organisations-table').waitFor();
    await expectAccessible(page);

    // The organisation: a wrong check digit is refused in the form, then it is created.
    await page.getByTestId('organisation-new').click();
    await page.getByTestId('organisation-name').fill('Kutsuautot Oy');
    await page.getByTestId('organisation-businessIdentityCode').fill('1572860-1');
    await page.getByTestId('organisation-streetAddress').fill('Teollisuustie 1');
    await page.getByTestId('organisation-postalAreaCode').fill('00510');
    await page.getByTestId('organisation-postOfficeName').fill('Helsinki');
    await page.getByTestId('organisation-product-3').check();
    await expectAccessible(page);
    await page.getByTestId('organisation-save').click();
    await page.getByText('tarkistusnumero ei täsmää').waitFor();
    await page.getByTestId('organisation-businessIdentityCode').fill('1572860-0');
    await page.getByTestId('organisation-save').click();

    // It opens with its roles; the admin invites a buyer to it.
    const details = page.getByTestId('organisation-details');
    await details.waitFor();
    await expect.poll(() => details.textContent()).toContain('Katselija');
    await expectAccessible(page);
    await page.getByTestId('organisation-new-user').click();
    await page.getByTestId('user-email').fill('uusi.ostaja@kutsuautot.test');
    await page.getByTestId('user-firstName').fill('Uusi');
    await page.getByTestId('user-lastName').fill('Ostaja');
    await page.getByTestId('role-Ostaja').check();
    await expectAccessible(page);
    await page.getByTestId('user-invite').click();
    await page
      .getByTestId('organisation-members')
      .getByText('uusi.ostaja@kutsuautot.test')
      .waitFor();
    await page.getByTestId('organisation-details-close').click();

    // The user list shows them invited; the admin console passes axe with it.
    await page.getByTestId('users-search').fill('uusi.ostaja');
    await page.getByTestId('users-table').getByText('Kutsuttu').waitFor();
    await expectAccessible(page);

    // The link from the outbox: the user chooses a password and is signed in.
    const link = await invitationLinkTo(page, 'uusi.ostaja@kutsuautot.test');
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
    const invited = await context.newPage();
    await invited.goto(`${baseUrl()}${link}`);
    await invited.getByTestId('invitation-password').waitFor();
    await expectAccessible(invited);
    await invited.getByTestId('invitation-password').fill('lyhyt');
    await invited.getByTestId('invitation-password-again').fill('lyhyt');
    await invited.getByTestId('invitation-submit').click();
    await invited.getByText('vähintään 12 merkkiä').waitFor();
    await invited.getByTestId('invitation-password').fill('oikea hevonen patteri');
    await invited.getByTestId('invitation-password-again').fill('oikea hevonen patteri');
    await invited.getByTestId('invitation-submit').click();
    await invited.waitForURL('**/ilmoitukset');

    // Signed in as a buyer of the new organisation: they bid on the seller's item.
    await invited.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    await invited.getByTestId('bid-button').waitFor();
    await expectAccessible(invited);
    const priceNow = async () =>
      Number((await invited.getByTestId('bid-price').textContent())?.replace(/\D/g, ''));
    const before = await priceNow();
    await invited.getByTestId('bid-button').click();
    await invited.getByTestId('bid-confirm').waitFor();
    await invited.getByTestId('bid-confirm').click();
    await expect.poll(priceNow).toBeGreaterThan(before);

    // The link is spent: opening it again says so.
    await invited.goto(`${baseUrl()}${link}`);
    await invited.getByTestId('invitation-password').fill('toinen salasana tähän');
    await invited.getByTestId('invitation-password-again').fill('toinen salasana tähän');
    await invited.getByTestId('invitation-submit').click();
    await invited.getByTestId('invitation-error').waitFor();
    expect(await invited.getByTestId('invitation-error').textContent()).toContain('jo käytetty');

    for (const open of [seller.context, admin.context, context]) await open.close();
  });
});
