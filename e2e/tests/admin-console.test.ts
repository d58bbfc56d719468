import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';

// Issue 13, the platform admin console: the admin reads the feedback a buyer sent, writes a
// release note, publishes it, and the seller's bell shows it with its link.
describeInBrowser('platform admin console', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows a buyer’s feedback to the admin, and a published release note in the seller’s bell', async () => {
    const mark = Date.now().toString(36);
    const buyer = await signedInPage(browser, 'buyer@demo.test');
    await buyer.page.goto(`${baseUrl()}/ilmoitukset`);
    await buyer.page.getByTestId('feedback-open').click();
    const feedbackDialog = buyer.page.getByTestId('feedback-dialog');
    await feedbackDialog.getByRole('textbox').fill(`Hakusuodatin on hidas (${mark})`);
    await feedbackDialog.getByTestId('feedback-send').click();
    await feedbackDialog.waitFor({ state: 'detached' });

    const admin = await signedInPage(browser, 'admin@demo.test');
    await admin.page.goto(`${baseUrl()}/admin`);
    const feedback = admin.page.getByTestId('admin-feedback').locator('tr', { hasText: mark });
    await feedback.waitFor();
    const row = await feedback.textContent();
    expect(row).toContain('Demo Vaihtoautot Oy');
    expect(row).toContain('Bengt Lindqvist');
    expect(row).toMatch(/\d{1,2}\.\d{1,2}\.\d{4} \d{1,2}:\d{2}/);
    await expectAccessible(admin.page);

    const title = `Versio 3.20.0 (${mark})`;
    await admin.page.getByTestId('admin-release-note-new').click();
    const editor = admin.page.getByTestId('release-note-editor');
    await editor.getByTestId('release-note-title').fill(title);
    await editor
      .getByTestId('release-note-text')
      .fill(
        'Palautteet ja tiedotteet löytyvät nyt ylläpidosta. Lisää: https://ohjeet.example.fi/3-20',
      );
    await editor.getByTestId('release-note-preview').getByRole('link').waitFor();
    await expectAccessible(admin.page);
    await editor.getByTestId('release-note-save').click();
    await editor.waitFor({ state: 'detached' });

    const note = admin.page.locator('[data-testid^="admin-release-note-"]', { hasText: title });
    const noteId = (await note.first().getAttribute('data-testid'))!.replace(
      'admin-release-note-',
      '',
    );
    expect(await admin.page.getByTestId(`admin-release-note-state-${noteId}`).textContent()).toBe(
      'Luonnos',
    );
    await admin.page.getByTestId(`admin-release-note-publish-${noteId}`).click();
    const publish = admin.page.getByTestId('release-note-publish');
    await expectAccessible(admin.page);
    await publish.getByTestId('release-note-publish-confirm').click();
    await publish.waitFor({ state: 'detached' });
    await expect
      .poll(() => admin.page.getByTestId(`admin-release-note-state-${noteId}`).textContent())
      .toBe('Julkaistu');

    const seller = await signedInPage(browser, 'seller@demo.test');
    await seller.page.goto(`${baseUrl()}/ilmoitukset/omat`);
    const bell = seller.page.getByTestId('release-notes-bell');
    await expect.poll(() => bell.getAttribute('data-unread')).toBe('true');
    await bell.click();
    const shown = seller.page.getByTestId(`release-note-${noteId}`);
    await shown.waitFor();
    expect(await shown.textContent()).toContain(title);
    expect(await shown.getByRole('link').getAttribute('href')).toBe(
      'https://ohjeet.example.fi/3-20',
    );
    await expectAccessible(seller.page);
    for (const { context } of [buyer, admin, seller]) await context.close();
  });
});
