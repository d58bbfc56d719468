import type { APIRequestContext, Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { publishItemThroughApi, testPhoto } from '../support/items.js';

// Issue 11, around the item: a buyer asks, the seller answers and the buyer sees the answer
// without a reload; the seller adds info with a photo, which the buyer sees arrive too.

/** The seller's item, published through the API, running for two days by the server's clock. */
const publishItem = (request: APIRequestContext) =>
  publishItemThroughApi(request, {
    licenseNumber: 'KYS-111',
    endsInMs: 48 * 3_600_000,
    fields: {
      type: '1.8 Hybrid Active',
      mileage: 88000,
      vehicleIdentificationNumber: 'SB1ZS3JE30E123456',
      startPrice: 9000,
      questionsAllowed: true,
    },
  });

describeInBrowser('questions, answers and added info', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a buyer asks, the seller answers live, and adds info with a photo', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishItem(seller.page.request);
    const buyer = await signedInPage(browser, 'buyer@demo.test');
    await buyer.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    const buyerQuestions = buyer.page.getByTestId('questions');
    await buyerQuestions.waitFor();

    // The buyer asks; markup in a question is shown as text.
    const questionForm = buyer.page.getByTestId('question-form');
    const sendQuestion = questionForm.getByRole('button');
    expect(await sendQuestion.isDisabled()).toBe(true);
    await questionForm.getByRole('textbox').fill('Onko <b>talvirenkaat</b> mukana?');
    await sendQuestion.click();
    await expect
      .poll(() => buyerQuestions.getByTestId('question').first().textContent())
      .toContain('Onko <b>talvirenkaat</b> mukana?');
    await expectAccessible(buyer.page);

    // The seller sees it and answers; the buyer's page shows the answer without a reload.
    await seller.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    const sellerQuestions = seller.page.getByTestId('questions');
    await sellerQuestions.getByTestId('question').first().waitFor();
    expect(await sellerQuestions.getByTestId('question-form').count()).toBe(0);
    await sellerQuestions.getByRole('button', { name: 'Vastaa' }).click();
    const answerForm = sellerQuestions.getByTestId('answer-form');
    await answerForm.getByRole('textbox').fill('Kyllä, nastarenkaat vanteilla.');
    await expectAccessible(seller.page);
    await answerForm.getByRole('button').click();
    await expect
      .poll(() => buyerQuestions.getByTestId('answer').first().textContent(), { timeout: 10_000 })
      .toContain('Kyllä, nastarenkaat vanteilla.');

    // The seller adds info with a photo; the buyer sees it arrive, newest first.
    const addForm = seller.page.getByTestId('added-info-form');
    await addForm.getByRole('textbox').fill('Lisätty kuva takapuskurin naarmusta.');
    await addForm.getByTestId('added-info-files').setInputFiles({
      name: 'naarmu.jpg',
      mimeType: 'image/jpeg',
      buffer: await testPhoto(),
    });
    await addForm.getByRole('button', { name: 'Lisää tieto' }).click();
    const buyerInfo = buyer.page.getByTestId('added-info').first();
    await expect
      .poll(() => buyerInfo.textContent(), { timeout: 10_000 })
      .toContain('Lisätty kuva takapuskurin naarmusta.');
    // The photo loads lazily: it is brought into view first.
    await buyerInfo.locator('img').scrollIntoViewIfNeeded();
    await expect
      .poll(() =>
        buyerInfo
          .locator('img')
          .evaluate(
            (image) =>
              (image as { complete: boolean; naturalWidth: number }).complete &&
              (image as { naturalWidth: number }).naturalWidth > 0,
          ),
      )
      .toBe(true);
    await expectAccessible(buyer.page);

    await seller.context.close();
    await buyer.context.close();
  });
});
