import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signIn } from '../support/browser.js';

// Issue 11, around the item: a buyer asks, the seller answers and the buyer sees the answer
// without a reload; the seller adds info with a photo, which the buyer sees arrive too.
const photo = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 160, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

async function signedInPage(
  browser: Browser,
  email: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${baseUrl()}/kirjaudu`);
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname !== '/kirjaudu');
  return { context, page };
}

/** The seller's item, published through the API, running for two days by the server's clock. */
async function publishItem(request: APIRequestContext): Promise<number> {
  const user = (await (await request.get(`${baseUrl()}/api/User/GetCurrentUser`)).json()) as {
    selectedOrganisationId: number;
  };
  const serverNow = Date.parse(
    (
      (await (await request.get(`${baseUrl()}/api/Settings/timestamp`)).json()) as {
        timestamp: string;
      }
    ).timestamp,
  );
  const draft = (await (
    await request.post(`${baseUrl()}/api/AuctionItems/Create`, {
      data: { organisationId: user.selectedOrganisationId, licenseNumber: 'KYS-111' },
    })
  ).json()) as { id: number };
  const uploaded = (await (
    await request.post(`${baseUrl()}/api/File/Files`, {
      multipart: { files: { name: 'kuva.jpg', mimeType: 'image/jpeg', buffer: await photo() } },
    })
  ).json()) as Array<{ externalServiceId: string }>;
  const update = await request.patch(`${baseUrl()}/api/AuctionItems/${draft.id}/Update`, {
    data: {
      make: 'Toyota',
      model: 'Corolla',
      type: '1.8 Hybrid Active',
      modelYear: 2020,
      mileage: 88000,
      bodyType: 3,
      driveType: 1,
      vehicleIdentificationNumber: 'SB1ZS3JE30E123456',
      vehicleType: 7,
      fuelType: 1,
      transmissionType: 2,
      hybridType: 3,
      startPrice: 9000,
      minimumRaise: 100,
      questionsAllowed: true,
      fixedEndTime: true,
      start: new Date(serverNow - 60_000).toISOString(),
      end: new Date(serverNow + 48 * 3_600_000).toISOString(),
      newFiles: [{ externalServiceId: uploaded[0]!.externalServiceId }],
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  const published = await request.post(`${baseUrl()}/api/AuctionItems/${draft.id}/Publish`);
  expect(published.status(), await published.text()).toBe(200);
  return draft.id;
}

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
      buffer: await photo(),
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
