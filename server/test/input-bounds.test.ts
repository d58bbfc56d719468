import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertItem, organisationIdOf } from './item-factory.js';
import { backends, createTestContext, type TestContext } from './test-context.js';

// Issue 15: ids and instants the database cannot hold, and ids of the wrong JSON type, are bad
// input (400 validation_failed) on every route; before, some reached the database (500) and
// others were coerced (`true` was id 1).
describe.each(backends)('ids and instants out of range or of the wrong type (%s)', (backend) => {
  let t: TestContext;
  let seller: string;
  let buyer: string;
  let organisation: number;
  let buyerOrganisation: number;
  let draftId: number;
  let runningId: number;
  const tooBig = 2 ** 31;

  beforeAll(async () => {
    t = await createTestContext(backend);
    seller = await t.signIn('seller@demo.test');
    buyer = await t.signIn('buyer@demo.test');
    organisation = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    buyerOrganisation = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    draftId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/AuctionItems/Create',
        headers: { cookie: seller },
        payload: { organisationId: organisation },
      })
    ).json<{ id: number }>().id;
    runningId = await insertItem(t.db, {
      organisationId: organisation,
      startTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(Date.now() + 48 * 3_600_000),
      startPrice: 1000,
      minimumRaise: 100,
    });
  });
  afterAll(() => t.close());

  type Case = [string, 'GET' | 'POST' | 'PATCH' | 'DELETE', () => string, unknown?];
  const sellerCases: Case[] = [
    [
      'Create: organisationId ≥ 2^31',
      'POST',
      () => '/api/AuctionItems/Create',
      { organisationId: tooBig },
    ],
    [
      'Create: organisationId true',
      'POST',
      () => '/api/AuctionItems/Create',
      { organisationId: true },
    ],
    [
      'Create: officeId "1"',
      'POST',
      () => '/api/AuctionItems/Create',
      { organisationId: 1, officeId: '1' },
    ],
    [
      'Update: officeId 1.5',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { officeId: 1.5 },
    ],
    [
      'Update: locationId ≥ 2^31',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { locationId: tooBig },
    ],
    [
      'Update: start before 4713 BC',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { start: '-004714-01-01T00:00:00Z' },
    ],
    [
      'Update: start and end in year 200000',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { start: '+200000-01-03T08:00:00Z', end: '+200000-01-04T14:00:00Z' },
    ],
    [
      'Update: deletedFiles [2^31]',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { deletedFiles: [tooBig] },
    ],
    [
      'Update: fileUpdates id "3"',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/Update`,
      { fileUpdates: [{ id: '3', orderNumber: 0, angle: 0 }] },
    ],
    [
      'ResponsiblePerson: userId ≥ 2^31',
      'POST',
      () => `/api/AuctionItems/${draftId}/ResponsiblePerson`,
      { userId: tooBig },
    ],
    [
      'ResponsiblePerson: id [2]',
      'PATCH',
      () => `/api/AuctionItems/${draftId}/ResponsiblePerson`,
      { id: [2], showInAuction: true },
    ],
    [
      'ResponsiblePerson path id ≥ 2^31',
      'DELETE',
      () => `/api/AuctionItems/${draftId}/ResponsiblePerson/${tooBig}`,
    ],
    [
      'CompanyGroup: companyGroupId ≥ 2^31',
      'POST',
      () => `/api/AuctionItems/${draftId}/CompanyGroup`,
      { companyGroupId: tooBig, visibilityType: 2 },
    ],
    ['item path id 1e1', 'GET', () => '/api/AuctionItems/1e1'],
    ['item path id 0x10', 'GET', () => '/api/AuctionItems/0x10'],
    ['item path id with a space', 'GET', () => `/api/AuctionItems/%20${draftId}`],
    ['query id 1.0', 'GET', () => `/api/Organisation/GetOffices?organisationId=${organisation}.0`],
    ['query id ≥ 2^31', 'GET', () => `/api/Settings/locations/pickup?organisationId=${tooBig}`],
    ['path organisation id ≥ 2^31', 'PATCH', () => `/api/User/SetSelectedOrganisationId/${tooBig}`],
    ['GetUserBasicInfos [true]', 'POST', () => '/api/User/GetUserBasicInfos', [true]],
    ['GetUserBasicInfos ["12"]', 'POST', () => '/api/User/GetUserBasicInfos', ['12']],
    ['GetUserBasicInfos [[2]]', 'POST', () => '/api/User/GetUserBasicInfos', [[2]]],
  ];

  it.each(sellerCases)('%s is 400', async (_name, method, url, payload) => {
    const response = await t.app.inject({
      method,
      url: url(),
      headers: { cookie: seller },
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('validation_failed');
  });

  it.each([
    [
      'auctionItemId "N"',
      (id: number) => ({
        auctionItemId: String(id),
        price: 1100,
        organisationId: buyerOrganisation,
      }),
    ],
    [
      'organisationId [N]',
      (id: number) => ({ auctionItemId: id, price: 1100, organisationId: [buyerOrganisation] }),
    ],
    [
      'officeId true',
      (id: number) => ({
        auctionItemId: id,
        price: 1100,
        organisationId: buyerOrganisation,
        officeId: true,
      }),
    ],
    [
      'officeId ≥ 2^31',
      (id: number) => ({
        auctionItemId: id,
        price: 1100,
        organisationId: buyerOrganisation,
        officeId: tooBig,
      }),
    ],
  ])('a bid with %s is 400 and bids nothing', async (_name, body) => {
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems/${runningId}/Bid`,
      headers: { cookie: buyer },
      payload: body(runningId),
    });
    expect(response.statusCode).toBe(400);
    const bids = await t.db
      .selectFrom('bids')
      .select('id')
      .where('auctionItemId', '=', runningId)
      .execute();
    expect(bids).toEqual([]);
  });

  it('{"productPermissionId": true} is 400 and rewrites no permission', async () => {
    const grants = () =>
      t.db
        .selectFrom('permissionRoles')
        .selectAll()
        .orderBy(['productPermissionId', 'roleId'])
        .execute();
    const before = await grants();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/Organisation/${organisation}/UpdatePermission`,
      headers: { cookie: seller },
      payload: { productPermissionId: true, roleIds: [], organisationId: organisation },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toHaveProperty('productPermissionId');
    expect(await grants()).toEqual(before);
  });

  it('still takes ids as numbers in bodies and digits in paths (after the refusals)', async () => {
    const item = await t.app.inject({
      method: 'GET',
      url: `/api/AuctionItems/${draftId}`,
      headers: { cookie: seller },
    });
    expect(item.statusCode).toBe(200);
    const bid = await t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems/${runningId}/Bid`,
      headers: { cookie: buyer },
      payload: { auctionItemId: runningId, price: 1100, organisationId: buyerOrganisation },
    });
    expect(bid.statusCode).toBe(200);
  });
});
