import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { publishItemThroughApi } from '../support/items.js';

// Issue 12, the profile's logo: the seller's main user uploads the organisation's logo on the
// settings profile page, and a buyer sees it in the item page's organisation section.

/** A wide logo as a PNG with transparency (stored as a JPEG on white, as item photos are). */
const logoPng = () =>
  sharp({ create: { width: 480, height: 160, channels: 4, background: '#1f4e9a' } })
    .png()
    .toBuffer();

/** Whether the image has loaded its bytes (a broken src has no natural width). */
const hasLoaded = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth > 0);

describeInBrowser('the organisation logo on the settings profile page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the seller uploads a logo, and the buyer sees it in the item’s organisation section', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    await seller.page.goto(`${baseUrl()}/asetukset/profiili`);
    await seller.page.getByTestId('profile-no-logo').waitFor();
    await expectAccessible(seller.page);

    await seller.page
      .getByTestId('logo-upload-input')
      .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await logoPng() });
    const profileLogo = seller.page.getByTestId('profile-logo');
    await profileLogo.waitFor();
    const logoUrl = (await profileLogo.getAttribute('src'))!;
    expect(logoUrl).toMatch(/^\/media\/[\w-]+\?width=432$/);
    await expect.poll(() => hasLoaded(seller.page, 'profile-logo')).toBe(true);
    expect(await seller.page.getByTestId('logo-upload').textContent()).toBe('Vaihda logo');
    await expectAccessible(seller.page);

    const itemId = await publishItemThroughApi(seller.page.request, {
      licenseNumber: 'LGO-112',
      endsInMs: 48 * 3_600_000,
    });

    const buyer = await signedInPage(browser, 'buyer@demo.test');
    await buyer.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    const section = buyer.page.locator('#section-organisation');
    await section.getByTestId('organisation-logo').waitFor();
    expect(await section.getByTestId('organisation-name').textContent()).toBe('Demo Autotalo Oy');
    expect(await section.getByTestId('organisation-logo').getAttribute('src')).toBe(logoUrl);
    expect(await section.getByTestId('organisation-logo').getAttribute('alt')).toContain(
      'Demo Autotalo Oy',
    );
    await expect.poll(() => hasLoaded(buyer.page, 'organisation-logo')).toBe(true);
    await expectAccessible(buyer.page);

    // The seller removes it (after the question); the buyer's item page shows none.
    await seller.page.getByTestId('logo-remove').click();
    await seller.page.getByTestId('logo-remove-confirm').waitFor();
    await expectAccessible(seller.page);
    await seller.page.getByTestId('logo-remove-confirm-button').click();
    await seller.page.getByTestId('profile-no-logo').waitFor();
    await buyer.page.reload();
    await section.getByTestId('organisation-name').waitFor();
    expect(await section.getByTestId('organisation-logo').count()).toBe(0);

    await seller.context.close();
    await buyer.context.close();
  });
});
