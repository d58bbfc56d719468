import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';

// Issue 12, the shell around the settings: every settings page passes axe; the notification
// centre opens from the URL hash after its overlay and clears the hash on close; the release-notes
// bell; and the permissions page on a phone-wide screen.

/** Each settings route (web/src/app/routes.tsx) and what shows once its data has come. */
const settingsPages = [
  ['/asetukset', 'settings-group-version'],
  ['/asetukset/info', 'to-bidding'],
  ['/asetukset/myyntitiedot', 'defaults-startPrice'],
  ['/asetukset/kohderyhmat', 'target-group-list'],
  ['/asetukset/profiili', 'profile-iban'],
  ['/asetukset/ostajanprofiili', 'certificate-needed'],
  ['/asetukset/kuljetustarjoukset', 'locations-delivery'],
  ['/asetukset/vastuumyyjat', 'showResponsibleSalesPeopleDefault-yes'],
  ['/asetukset/kayttooikeudet', 'permission-manage_user_permissions'],
] as const;

const hasHorizontalScroll = (page: Page) =>
  page.evaluate<boolean>(
    'document.documentElement.scrollWidth > document.documentElement.clientWidth',
  );

describeInBrowser('the settings shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('every settings page has no serious or critical axe finding', async () => {
    // The seller manages permissions and has both the auctioneer and the viewer subscription, so
    // every page is open to them.
    const { context, page } = await signedInPage(browser, 'seller@demo.test');
    const visited: string[] = [];
    for (const [path, ready] of settingsPages) {
      await page.goto(`${baseUrl()}${path}`);
      await page.locator(`[data-testid="${ready}"]`).first().waitFor({ state: 'attached' });
      // No part of the page is still loading.
      await expect.poll(() => page.locator('[role="progressbar"]').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(path);
      await expectAccessible(page);
      visited.push(path);
    }
    expect(visited).toHaveLength(settingsPages.length);
    await context.close();
  });

  it('the notification centre opens from the URL hash after the overlay and clears it on close', async () => {
    const { context, page } = await signedInPage(browser, 'buyer@demo.test');
    await page.goto(`${baseUrl()}/ilmoitukset#ilmoitusasetukset`);
    // The overlay first (spec 9: a second), then the centre.
    await page.getByTestId('notification-centre-overlay').waitFor({ state: 'visible' });
    const overlayShownAt = Date.now();
    expect(await page.getByTestId('notification-centre').count()).toBe(0);
    await page.getByTestId('notification-centre').waitFor();
    expect(Date.now() - overlayShownAt).toBeGreaterThan(500);
    await page.getByTestId('notification-main-switch').waitFor();
    expect(await page.getByTestId('notification-main-switch').isChecked()).toBe(true);
    await expectAccessible(page);
    expect(new URL(page.url()).hash).toBe('#ilmoitusasetukset');

    await page.keyboard.press('Escape');
    await page.getByTestId('notification-centre').waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    expect(new URL(page.url()).pathname).toBe('/ilmoitukset');
    // A reload without the hash leaves it closed.
    await page.reload();
    await page.getByTestId('notification-centre-entry').waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await page.getByTestId('notification-centre').count()).toBe(0);

    // The hash set on an open page opens it as well.
    await page.evaluate("window.location.hash = 'ilmoitusasetukset'");
    await page.getByTestId('notification-centre').waitFor();
    await page.getByTestId('notification-centre').getByRole('button', { name: 'Sulje' }).click();
    await page.getByTestId('notification-centre').waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('');
    await context.close();
  });

  it('the release-notes bell is marked until the notes are read, also after a reload', async () => {
    const { context, page } = await signedInPage(browser, 'probuyer@demo.test');
    const bell = page.getByTestId('release-notes-bell');
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('true');
    await expectAccessible(page);

    await bell.click();
    const dialog = page.getByTestId('release-notes-dialog');
    await dialog.waitFor();
    const note = dialog.locator('[data-testid^="release-note-"]').filter({ hasText: '3.19.0' });
    await note.waitFor();
    expect(await note.textContent()).toContain('Uusi');
    // The link in the text is clickable.
    const link = note.getByRole('link');
    expect(await link.getAttribute('href')).toBe('https://www.nettix.fi');
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('false');

    await page.reload();
    await page.getByTestId('left-navigation').waitFor();
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('false');

    // The version entry on the settings landing opens the same notes.
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('application-version').click();
    await dialog.waitFor();
    await dialog.locator('[data-testid^="release-note-"]').filter({ hasText: '3.19.0' }).waitFor();
    expect(await dialog.getByText('Uusi').count()).toBe(0);
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await bell.getAttribute('data-unread')).toBe('false');
    await context.close();
  });

  it('the permissions page is usable on a 390 px wide screen without sideways scrolling', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await page.locator('input[name="email"]').fill('seller@demo.test');
    await page.locator('input[name="password"]').fill('demo1234');
    await page.getByTestId('sign-in-submit').click();
    await page.waitForURL((url) => url.pathname !== '/kirjaudu');

    await page.goto(`${baseUrl()}/asetukset/kayttooikeudet`);
    const permission = page.getByTestId('permission-manage_user_permissions');
    await permission.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAccessible(page);
    const box = (await permission.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    // A permission opens its role editor in place of the list; changing a role enables saving,
    // cancel returns to the list without saving.
    await permission.tap();
    await page.getByTestId('permission-cancel').waitFor();
    const save = page.getByTestId('permission-save');
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByTestId('permission-manage_user_permissions').count()).toBe(0);
    const firstRole = page.locator('[data-testid^="role-"] input[type="checkbox"]').first();
    await firstRole.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await expectAccessible(page);
    await firstRole.tap();
    await expect.poll(() => save.isDisabled()).toBe(false);
    for (const control of [save, page.getByTestId('permission-cancel'), firstRole]) {
      const rect = (await control.boundingBox())!;
      expect(rect.x).toBeGreaterThanOrEqual(0);
      expect(rect.x + rect.width).toBeLessThanOrEqual(390);
    }
    await page.getByTestId('permission-cancel').tap();
    await permission.waitFor();
    expect(await hasHorizontalScroll(page)).toBe(false);
    await context.close();
  });
});
