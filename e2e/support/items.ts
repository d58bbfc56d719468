import type { APIRequestContext } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { baseUrl } from './browser.js';

/** A plain JPEG to upload as an item's image. */
export const testPhoto = () =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: { r: 90, g: 40, b: 40 } } })
    .jpeg()
    .toBuffer();

export const getJson = async <T>(request: APIRequestContext, path: string) =>
  (await (await request.get(`${baseUrl()}${path}`)).json()) as T;

/** The signed-in user's selected organisation. */
export const organisationOf = async (request: APIRequestContext) =>
  (await getJson<{ selectedOrganisationId: number }>(request, '/api/User/GetCurrentUser'))
    .selectedOrganisationId;

/** The server's clock now (the journeys move it with TEST_CLOCK_CONTROL). */
export const serverNow = async (request: APIRequestContext) =>
  Date.parse((await getJson<{ timestamp: string }>(request, '/api/Settings/timestamp')).timestamp);

/**
 * A car with every field publishing needs; a journey overrides what it is about. The terms a
 * draft would otherwise take from the organisation's auction defaults are given too (the demo's
 * own), so that a journey changing those defaults meanwhile changes no other journey's item.
 */
const publishableCar = {
  make: 'Toyota',
  model: 'Corolla',
  type: '1.8 Hybrid',
  modelYear: 2020,
  mileage: 80000,
  bodyType: 3,
  driveType: 1,
  vehicleIdentificationNumber: 'JTDKB20U000000001',
  vehicleType: 7,
  fuelType: 1,
  transmissionType: 2,
  hybridType: 3,
  startPrice: 5000,
  minimumRaise: 100,
  fixedEndTime: true,
  commissionFee: 290,
  openBid: false,
  questionsAllowed: true,
};

interface PublishedItem {
  licenseNumber: string;
  /** The end, after the server's now; the item started a minute ago. */
  endsInMs: number;
  /** Draft fields over the publishable car's. */
  fields?: Record<string, unknown>;
}

/** An item of the signed-in seller's with one image, published through the API. */
export async function publishItemThroughApi(
  request: APIRequestContext,
  { licenseNumber, endsInMs, fields = {} }: PublishedItem,
): Promise<number> {
  const now = await serverNow(request);
  const draft = (await (
    await request.post(`${baseUrl()}/api/AuctionItems/Create`, {
      data: { organisationId: await organisationOf(request), licenseNumber },
    })
  ).json()) as { id: number };
  const uploaded = (await (
    await request.post(`${baseUrl()}/api/File/Files`, {
      multipart: { files: { name: 'kuva.jpg', mimeType: 'image/jpeg', buffer: await testPhoto() } },
    })
  ).json()) as Array<{ externalServiceId: string }>;
  const update = await request.patch(`${baseUrl()}/api/AuctionItems/${draft.id}/Update`, {
    data: {
      ...publishableCar,
      ...fields,
      start: new Date(now - 60_000).toISOString(),
      end: new Date(now + endsInMs).toISOString(),
      newFiles: [{ externalServiceId: uploaded[0]!.externalServiceId }],
    },
  });
  expect(update.status(), await update.text()).toBe(200);
  const published = await request.post(`${baseUrl()}/api/AuctionItems/${draft.id}/Publish`);
  expect(published.status(), await published.text()).toBe(200);
  return draft.id;
}
