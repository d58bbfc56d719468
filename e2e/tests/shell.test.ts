import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import {
  baseUrl,
  describeInBrowser,
  launchChromium,
  navigationEntries,
  signIn,
} from '../support/browser.js';

describeInBrowser('the application shell', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  async function signedIn(email: string): Promise<Page> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await signIn(page, email);
    await page.getByTestId('left-navigation').waitFor();
    return page;
  }

  const title = (page: Page) => page.getByTestId('page-title').first().textContent();

  it("starts the Intl warm-up worker under the server's content-security policy", async () => {
    const page = await (await browser.newContext()).newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    // The close is awaited from the worker's own event, attached as it starts: a worker that
    // ends at once cannot end before the test listens.
    const closed = new Promise<string>((resolve) =>
      page.on('worker', (worker) => worker.once('close', () => resolve(worker.url()))),
    );
    await page.goto(`${baseUrl()}/kirjaudu`);
    // The worker is the app's own built script, it runs, and it ends itself when done.
    expect(new URL(await closed).pathname).toMatch(/^\/assets\/intl-warm-up\.worker-[\w-]+\.js$/);
    expect(violations).toEqual([]);
    await page.context().close();
  });

  it('a page that has settled runs no animation, seen or hidden', async () => {
    // A running CSS animation costs a style pass every frame, on a phone's battery too; the
    // header's notification overlay once kept its spinner running, hidden, on every page.
    const page = await signedIn('buyer@demo.test');
    const running = () =>
      page.evaluate<(string | null)[]>(
        `document.getAnimations()
          .filter((animation) => animation.playState === 'running')
          .map((animation) => animation.effect?.target?.getAttribute('class') ?? null)`,
      );
    await page.goto(`${baseUrl()}/ilmoitukset`);
    const firstItem = page.locator('a[data-testid^="item-"]').first();
    await firstItem.waitFor();
    await expect.poll(running, { timeout: 5_000 }).toEqual([]);
    await firstItem.click();
    await page.getByTestId('page-title').waitFor();
    await expect.poll(running, { timeout: 5_000 }).toEqual([]);
    await page.context().close();
  });

  it('switching language changes the texts and survives a reload', async () => {
    const page = await signedIn('trader@demo.test');
    await page.getByTestId('nav-settings').click();
    await page.waitForURL((url) => url.pathname === '/asetukset');
    await page.getByTestId('settings-group-version').waitFor();
    await expectAccessible(page);
    const finnish = await title(page);
    expect(finnish).toBe('Asetukset');
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-en-gb').waitFor();
    await expectAccessible(page);
    await page.getByTestId('language-en-gb').click();
    await expect.poll(() => title(page)).not.toBe(finnish);
    const english = await title(page);
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^en/);
    expect(english).toBe('Settings');
    await page.reload();
    await page.getByTestId('settings-group-version').waitFor();
    expect(await title(page)).toBe(english);
    await expectAccessible(page);
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-sv-se').click();
    await expect.poll(() => title(page)).not.toBe(english);
    expect(await title(page)).not.toBe(finnish);
    await page.getByTestId('language-switch').click();
    await page.getByTestId('language-fi-fi').click();
    await expect.poll(() => title(page)).toBe(finnish);
    await page.context().close();
  });

  it('dual switches organisation and the permissions follow', async () => {
    const page = await signedIn('dual@demo.test');
    expect(await page.getByTestId('organisation-switch').textContent()).toContain(
      'Demo Autotalo Oy',
    );
    await page.getByTestId('nav-settings').click();
    await page.getByTestId('settings-group-sale').waitFor();
    await expectAccessible(page);
    await page.getByTestId('organisation-switch').click();
    await page.getByRole('menuitem', { name: 'Demo Vaihtoautot Oy' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('menuitem', { name: 'Demo Vaihtoautot Oy' }).click();
    await expect
      .poll(async () => page.getByTestId('organisation-switch').textContent())
      .toContain('Demo Vaihtoautot Oy');
    await expect.poll(() => page.getByTestId('settings-group-sale').count()).toBe(0);
    expect(await navigationEntries(page)).toEqual(['nav-items', 'nav-myItems', 'nav-settings']);
    await page.reload();
    await page.getByTestId('left-navigation').waitFor();
    expect(await page.getByTestId('organisation-switch').textContent()).toContain(
      'Demo Vaihtoautot Oy',
    );
    await page.getByTestId('organisation-switch').click();
    await page.getByRole('menuitem', { name: 'Demo Autotalo Oy' }).click();
    await page.getByTestId('settings-group-sale').waitFor();
    await page.context().close();
  });

  it('a manager sees the permissions page; a member without the right is refused it', async () => {
    const manager = await signedIn('seller@demo.test');
    await manager.goto(`${baseUrl()}/asetukset`);
    await manager.getByTestId('settings-group-general').waitFor();
    await expectAccessible(manager);
    await manager.goto(`${baseUrl()}/asetukset/kayttooikeudet`);
    await manager.getByTestId('page-title').waitFor();
    await manager.locator('[data-testid^="permission-"]').first().waitFor();
    await expectAccessible(manager);
    await manager.context().close();

    const member = await signedIn('nobody@demo.test');
    await member.goto(`${baseUrl()}/asetukset`);
    await member.getByTestId('page-title').waitFor();
    expect(await member.getByTestId('settings-group-general').count()).toBe(0);
    await expectAccessible(member);
    await member.goto(`${baseUrl()}/asetukset/kayttooikeudet`);
    await member.getByRole('dialog').waitFor();
    await expectAccessible(member);
    await member.context().close();
  });
});
