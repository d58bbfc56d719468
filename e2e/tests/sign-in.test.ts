import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import {
  baseUrl,
  describeInBrowser,
  launchChromium,
  navigationEntries,
  signIn,
} from '../support/browser.js';

describeInBrowser('signing in', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it.each([
    [
      'seller@demo.test',
      ['nav-add', 'nav-items', 'nav-myItems', 'nav-settings'],
      '/ilmoitukset/omat',
    ],
    ['buyer@demo.test', ['nav-items', 'nav-myItems', 'nav-settings'], '/ilmoitukset'],
    ['probuyer@demo.test', ['nav-items', 'nav-myItems', 'nav-settings'], '/ilmoitukset'],
    ['trader@demo.test', ['nav-items', 'nav-myItems', 'nav-settings'], '/ilmoitukset'],
    [
      'dual@demo.test',
      ['nav-add', 'nav-items', 'nav-myItems', 'nav-settings'],
      '/ilmoitukset/omat',
    ],
    ['nobody@demo.test', ['nav-items', 'nav-settings'], '/ilmoitukset'],
    ['admin@demo.test', ['nav-items', 'nav-settings'], '/ilmoitukset'],
  ])('%s sees exactly the navigation their permissions allow', async (email, entries, landing) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/`);
    await page.waitForURL(/\/kirjaudu/);
    await page.locator('input[name="email"]').waitFor();
    await expectAccessible(page);
    await signIn(page, email);
    await page.waitForURL((url) => url.pathname === landing);
    expect(await navigationEntries(page)).toEqual(entries);
    await page.getByTestId('page-title').first().waitFor();
    await expectAccessible(page);
    expect(await page.getByTestId('current-user-name').textContent()).toMatch(/\S+ \S+/);
    await context.close();
  });

  it('a wrong password shows the error and stays on the sign-in page', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await signIn(page, 'trader@demo.test', 'not-the-password');
    await expect.poll(() => page.getByTestId('sign-in-error').isVisible()).toBe(true);
    expect(await page.getByTestId('sign-in-error').textContent()).toMatch(/\S/);
    await expectAccessible(page);
    expect(new URL(page.url()).pathname).toBe('/kirjaudu');
    await context.close();
  });

  it('a deep link to a protected page while signed out comes back to that page after sign-in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/asetukset/info`);
    await page.waitForURL(/\/kirjaudu\?state=/);
    await signIn(page, 'buyer@demo.test');
    await page.waitForURL((url) => url.pathname === '/asetukset/info');
    await page.getByTestId('page-title').waitFor();
    await expectAccessible(page);
    await context.close();
  });

  it('logout ends the session and protected pages ask to sign in again', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await signIn(page, 'probuyer@demo.test');
    await page.getByTestId('left-navigation').waitFor();
    await page.getByTestId('logout').click();
    await page.waitForURL(/\/kirjaudu/);
    await page.goto(`${baseUrl()}/asetukset`);
    await page.waitForURL(/\/kirjaudu\?state=/);
    await context.close();
  });
});
