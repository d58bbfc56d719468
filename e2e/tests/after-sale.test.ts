import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import { baseUrl, describeInBrowser, launchChromium, signedInPage } from '../support/browser.js';
import { publishItemThroughApi } from '../support/items.js';

// Issue 11, after the sale: an item ends with a winner (the server's clock is moved); the winner
// sees the payment and delivery details and asks both transport providers for offers, one of
// which fails (its endpoint refuses connections), and sees both messages; the seller opens the
// invoice from the functions menu, fills the dialog, and prints it to an A4 PDF.

/** An express item of the seller's with an office fee, ending in an hour by the server's clock. */
const publishItem = (request: APIRequestContext) =>
  publishItemThroughApi(request, {
    licenseNumber: 'LAS-111',
    endsInMs: 3_600_000,
    fields: {
      make: 'Skoda',
      model: 'Superb',
      type: '2.0 TDI Style',
      mileage: 98000,
      bodyType: 5,
      vehicleIdentificationNumber: 'TMBJJ7NP1L7012345',
      fuelType: 2,
      hybridType: 1,
      startPrice: 10000,
      commissionFee: 200,
      vatDeductable: true,
      trailerTransportable: true,
    },
  });

describeInBrowser('after the sale', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the winner sees payment details and asks for transport; the seller invoices and prints', async () => {
    const seller = await signedInPage(browser, 'seller@demo.test');
    const itemId = await publishItem(seller.page.request);
    const buyer = await signedInPage(browser, 'buyer@demo.test');

    // The buyer bids; the bid box says what the bid costs in all.
    await buyer.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    await buyer.page.getByTestId('bid-input').fill('10100');
    await expect
      .poll(() => buyer.page.getByTestId('landed-cost').textContent())
      .toMatch(/10\s?300,00\s?€/);
    await buyer.page.getByTestId('bid-button').click();
    await buyer.page.getByTestId('bid-confirm').click();
    await buyer.page.getByTestId('bid-confirm-dialog').waitFor({ state: 'hidden' });

    // An hour passes on the server: the item ends and the buyer wins.
    const moved = await seller.page.request.post(`${baseUrl()}/api/test/clock`, {
      data: { advanceMs: 3_600_000 },
    });
    expect(moved.status()).toBe(200);
    await expect
      .poll(() => buyer.page.getByTestId('item-status').textContent(), { timeout: 20_000 })
      .toMatch(/voitit/i);

    // Payment and pickup: shown to the winner after a reload of the page.
    await buyer.page.reload();
    const details = buyer.page.getByTestId('payment-delivery');
    await details.waitFor();
    expect(await buyer.page.getByTestId('auctioneer-organisation').textContent()).toBe(
      'Demo Autotalo Oy',
    );
    expect(await buyer.page.getByTestId('buyer-organisation').textContent()).toContain(
      'Demo Vaihtoautot Oy',
    );
    await buyer.page.getByTestId('pickup').waitFor();
    await expectAccessible(buyer.page);

    // The delivery offer: both providers ticked; Mäkinen's endpoint fails, Sjöberg's mail goes.
    await buyer.page.getByTestId('open-delivery-offer').click();
    const dialog = buyer.page.getByTestId('delivery-offer-dialog');
    await dialog.waitFor();
    await buyer.page.getByTestId('delivery-offer-name').fill('Bengt Lindqvist');
    await buyer.page.getByTestId('delivery-offer-email').fill('bengt@vaihtoautot.example');
    await expectAccessible(buyer.page);
    await buyer.page.getByTestId('delivery-offer-send').click();
    await buyer.page.getByTestId('delivery-offer-error-makinen').waitFor({ timeout: 15_000 });
    expect(await buyer.page.getByTestId('delivery-offer-error-makinen').textContent()).toBe(
      'Kuljetustarjouksen pyytäminen Kuljetusliike Mäkiseltä epäonnistui',
    );
    expect(await buyer.page.getByTestId('delivery-offer-success').textContent()).toBe(
      'Kuljetustarjouspyyntö lähetetty',
    );
    await buyer.page.getByTestId('delivery-offer-close').click();

    // The seller: functions menu → invoice → the dialog → the invoice in a new tab.
    await seller.page.goto(`${baseUrl()}/ilmoitukset/${itemId}`);
    await seller.page.getByTestId('payment-delivery').waitFor();
    await seller.page.getByTestId('functions-menu').click();
    await seller.page.getByTestId('function-invoice').click();
    await seller.page.getByTestId('invoice-dialog').waitFor();
    await seller.page.getByTestId('invoice-referenceNumber').fill('1232');
    await seller.page.getByTestId('invoice-invoiceNumber').fill('2026-0042');
    await seller.page.getByTestId('invoice-accountNumber').fill('FI21 1234 5600 0007 85');
    await seller.page.getByTestId('invoice-bic').fill('NDEAFIHH');
    await seller.page.getByTestId('invoice-latePaymentInterest').fill('8');
    await seller.page.getByTestId('invoice-additionalInfo').fill('Nouto sovittava.');
    await expectAccessible(seller.page);
    const [invoicePage] = await Promise.all([
      seller.context.waitForEvent('page'),
      seller.page.getByTestId('invoice-open').click(),
    ]);
    await invoicePage.getByTestId('invoice-page').waitFor();
    expect(new URL(invoicePage.url()).pathname).toBe(`/ilmoitukset/${itemId}/lasku`);
    // No header or navigation.
    expect(await invoicePage.getByTestId('left-navigation').count()).toBe(0);
    expect(await invoicePage.getByTestId('invoice-number').textContent()).toBe('2026-0042');
    expect(await invoicePage.getByTestId('invoice-total').textContent()).toMatch(/10\s?300,00/);
    expect(await invoicePage.getByTestId('invoice-vat').textContent()).toMatch(/2\s?052,19/);
    const barcode = await invoicePage.getByTestId('invoice-virtual-barcode').textContent();
    expect(barcode).toMatch(/^421123456000007850103000000000000000000000001232\d{6}$/);
    await invoicePage.getByTestId('invoice-barcode').waitFor();
    await invoicePage.getByTestId('invoice-qr').waitFor();
    await expectAccessible(invoicePage);

    // The invoice number is saved: the deal is invoiced.
    await expect
      .poll(async () => {
        const response = await seller.page.request.get(
          `${baseUrl()}/api/AuctionItems/${itemId}/invoice`,
        );
        return ((await response.json()) as { invoiceNumber: string | null }).invoiceNumber;
      })
      .toBe('2026-0042');

    // Printed on A4: one page, with the barcode's bars visible in the image.
    await invoicePage.emulateMedia({ media: 'print' });
    const pdf = await invoicePage.pdf({ format: 'A4', printBackground: true });
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-'));
    try {
      const file = path.join(directory, 'lasku.pdf');
      fs.writeFileSync(file, pdf);
      const info = execFileSync('pdfinfo', [file]).toString();
      expect(info).toMatch(/Pages:\s+1\b/);
      expect(info).toMatch(/Page size:\s+59\d\.\d+ x 84\d\.\d+ pts \(A4\)/);
      expect(execFileSync('pdftotext', [file, '-']).toString()).toContain('2026-0042');
      execFileSync('pdftoppm', [
        '-r',
        '50',
        '-png',
        '-singlefile',
        file,
        path.join(directory, 'page'),
      ]);
      const { data, info: image } = await sharp(path.join(directory, 'page.png'))
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const dark = data.filter((value) => value < 80).length;
      expect(image.width).toBeGreaterThan(0);
      expect(dark / data.length).toBeGreaterThan(0.01);
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }

    // The item summary (print view) from the same menu: the figures, the sections in the spec's
    // order and the bid history, without the app's header.
    await seller.page.getByTestId('functions-menu').click();
    const [printPage] = await Promise.all([
      seller.context.waitForEvent('page'),
      seller.page.getByTestId('function-print-summary').click(),
    ]);
    await printPage.getByTestId('print-page').waitFor();
    expect(await printPage.getByTestId('left-navigation').count()).toBe(0);
    expect(await printPage.getByTestId('print-title').textContent()).toBe('LAS-111 Skoda Superb');
    expect(await printPage.getByTestId('print-bids').textContent()).toBe('1');
    expect(await printPage.getByTestId('print-duration').textContent()).toMatch(/^0 pv 1 h 1 min$/);
    // The sections below the figures come in a chunk of their own, each behind its own Suspense
    // boundary, so they may appear a frame apart: wait for the whole order, not the first frame.
    await expect
      .poll(async () =>
        (
          await printPage
            .locator('[data-section]')
            .evaluateAll((elements) =>
              elements.map((element) => element.getAttribute('data-section')),
            )
        ).slice(0, 4),
      )
      .toEqual(['auctionInfo', 'basicInfo', 'technicalInfo', 'equipment']);
    await printPage.getByTestId('print-bid-history').locator('tbody tr').first().waitFor();
    expect(await printPage.getByTestId('print-bid-history').locator('tbody tr').count()).toBe(1);
    await expectAccessible(printPage);
    const summary = await printPage.pdf({ format: 'A4' });
    expect(summary.subarray(0, 5).toString()).toBe('%PDF-');

    for (const { context } of [seller, buyer]) await context.close();
  });
});
