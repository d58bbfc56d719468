import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { expectAccessible } from '../support/accessibility.js';
import {
  baseUrl,
  describeInBrowser,
  launchChromium,
  signIn,
  typeIntoPicker,
} from '../support/browser.js';

/** A small JPEG of one colour: enough for the media service to store, resize and turn. */
const jpeg = (red: number, green: number, blue: number) =>
  sharp({
    create: { width: 96, height: 64, channels: 3, background: { r: red, g: green, b: blue } },
  })
    .jpeg()
    .toBuffer();

const pad = (value: number) => String(value).padStart(2, '0');

/** A weekday three weeks ahead that is no Finnish special day: a valid end for a normal item. */
async function validEndDate(page: Page): Promise<string> {
  const response = await page.request.get(`${baseUrl()}/api/Settings/publicholidays`);
  const { dates } = (await response.json()) as { dates: string[] };
  const day = new Date();
  day.setDate(day.getDate() + 21);
  const key = () => `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  while (day.getDay() === 0 || day.getDay() === 6 || dates.includes(key())) {
    day.setDate(day.getDate() + 1);
  }
  return `${day.getDate()}.${day.getMonth() + 1}.${day.getFullYear()}`;
}

const progress = (page: Page, section: string) =>
  page.getByTestId(`progress-${section}`).textContent();

async function createDraft(page: Page, licenseNumber: string): Promise<number> {
  await page.getByTestId('nav-add').click();
  const dialog = page.getByTestId('create-draft-dialog');
  await dialog.waitFor();
  await expectAccessible(page);
  await page.getByTestId('create-draft-license-number').fill(licenseNumber);
  await page.getByTestId('create-draft-submit').click();
  await page.waitForURL(/\/ilmoitukset\/\d+$/);
  await page.getByTestId('item-sections').waitFor();
  await expectAccessible(page);
  return Number(new URL(page.url()).pathname.split('/').pop());
}

async function fillText(page: Page, name: string, value: string) {
  const field = page.getByTestId(`field-${name}`);
  await field.fill(value);
  await field.press('Tab');
}

describeInBrowser('drafting and publishing', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(() => browser?.close());

  it('a seller drafts an item with images, publishes it and deletes another draft', async () => {
    const page = await (
      await browser.newContext({ viewport: { width: 1400, height: 900 } })
    ).newPage();
    await page.goto(`${baseUrl()}/kirjaudu`);
    await signIn(page, 'seller@demo.test');
    await page.waitForURL((url) => url.pathname === '/ilmoitukset/omat');
    await page.locator('[data-testid^="my-item-"]').first().waitFor();
    await expectAccessible(page);

    const itemId = await createDraft(page, 'E2E-101');
    expect(await page.getByTestId('page-title').textContent()).toBe('E2E-101');
    expect(await progress(page, 'images')).toBe('0 / 1');

    // Three images, one turned a quarter.
    await page.getByTestId('manage-files').click();
    await page.getByTestId('file-management').waitFor();
    await page.getByTestId('file-upload-input').setInputFiles([
      { name: 'etu.jpg', mimeType: 'image/jpeg', buffer: await jpeg(200, 30, 30) },
      { name: 'sivu.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30, 200, 30) },
      { name: 'taka.jpg', mimeType: 'image/jpeg', buffer: await jpeg(30, 30, 200) },
    ]);
    const rotateButtons = page.locator('[data-testid^="rotate-file-"]');
    await expect.poll(() => rotateButtons.count(), { timeout: 30_000 }).toBe(3);
    await expectAccessible(page);
    await rotateButtons.nth(1).click();
    await page.getByTestId('file-management-save').click();
    await page.getByTestId('file-management').waitFor({ state: 'detached' });
    const carousel = page.getByTestId('image-carousel').locator('img');
    await expect.poll(() => carousel.count()).toBe(3);
    const sources = await carousel.evaluateAll((images) =>
      images.map((image) => image.getAttribute('src')),
    );
    expect(sources.map((source) => /angle=(\d+)/.exec(source ?? '')?.[1])).toEqual([
      '0',
      '90',
      '0',
    ]);
    expect(await progress(page, 'images')).toBe('1 / 1');
    // The media service serves the turned thumbnail.
    const turned = await page.request.get(`${baseUrl()}${sources[1]}`);
    expect(turned.ok()).toBe(true);

    // Publishing an incomplete draft names what is missing and calls nobody.
    await page.getByTestId('publish').click();
    const incomplete = page.getByTestId('incomplete-sections');
    await incomplete.waitFor();
    expect(await incomplete.textContent()).toContain('Perustiedot');
    await expectAccessible(page);
    expect(await page.getByTestId('publish-confirm').count()).toBe(0);

    // Filling the basic info raises its progress field by field.
    const before = await progress(page, 'basicInfo');
    await fillText(page, 'make', 'Volvo');
    await expect.poll(() => progress(page, 'basicInfo')).not.toBe(before);
    await fillText(page, 'model', 'V70');
    await fillText(page, 'type', '2.4 D5 Momentum');
    await fillText(page, 'mileage', '183000');
    await fillText(page, 'vehicleIdentificationNumber', 'YV1SW5850F1234567');
    for (const [name, value] of [
      ['modelYear', '2015'],
      ['bodyType', '5'],
      ['driveType', '1'],
      ['vehicleType', '7'],
      ['fuelType', '2'],
      ['transmissionType', '2'],
      ['hybridType', '1'],
    ] as const) {
      await page.getByTestId(`field-${name}`).selectOption(value);
    }
    await expect.poll(() => progress(page, 'basicInfo')).toBe('18 / 18');

    await fillText(page, 'startPrice', '6500');
    await typeIntoPicker(page, 'field-end-date', await validEndDate(page));
    await typeIntoPicker(page, 'field-end-time', '16:00');
    // Leaving the pair saves it.
    await page.getByTestId('page-title').click();
    await typeIntoPicker(page, 'field-firstRegistrationDate', '3.5.2015');
    await page.getByTestId('page-title').click();
    await expect.poll(() => progress(page, 'auctionInfo')).toBe('15 / 15');
    await expect
      .poll(() => page.getByTestId('draft-progress').textContent())
      .toMatch(/^(\d+) \/ \1/);

    await page.getByTestId('publish').click();
    const confirm = page.getByTestId('publish-confirm');
    await confirm.waitFor();
    await expectAccessible(page);
    await page.getByTestId('publish-confirm-button').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Kohde julkaistu.');
    expect(await page.getByTestId('item-status').textContent()).toMatch(/Käynnissä|Ajastettu/);
    expect(await page.getByTestId('field-make').count()).toBe(0);
    expect(await page.getByTestId('value-make').textContent()).toBe('Volvo');
    expect(await page.getByTestId('value-firstRegistrationDate').textContent()).toBe('3.5.2015');
    await expectAccessible(page);

    // It is among my items, published.
    await page.getByTestId('nav-myItems').click();
    const row = page.getByTestId(`my-item-${itemId}`);
    await row.waitFor();
    // The list may show its cached rows for a moment while it refreshes.
    await expect.poll(() => row.textContent()).toContain('E2E-101 Volvo V70');
    await expect.poll(() => row.textContent()).toMatch(/Käynnissä|Ajastettu/);
    await expectAccessible(page);
    expect(await page.getByTestId(`delete-draft-${itemId}`).count()).toBe(0);

    // Another draft is deleted from my items.
    const otherId = await createDraft(page, 'E2E-102');
    await page.getByTestId('nav-myItems').click();
    await page.getByTestId(`delete-draft-${otherId}`).click();
    await page.getByTestId('delete-draft-confirm-button').waitFor();
    await expectAccessible(page);
    await page.getByTestId('delete-draft-confirm-button').click();
    await expect.poll(() => page.getByTestId('toast').textContent()).toBe('Luonnos poistettu.');
    await page.getByTestId(`my-item-${otherId}`).waitFor({ state: 'detached' });
    expect(await page.getByTestId(`my-item-${itemId}`).count()).toBe(1);
    const gone = await page.request.get(`${baseUrl()}/api/AuctionItems/${otherId}`);
    expect(gone.status()).toBe(404);
    await page.context().close();
  });
});
