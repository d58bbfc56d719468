import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

const flagsOf = (user: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(user).filter(([key]) => /^is[A-Z]/.test(key)));

describe.each(backends)('user calls (%s)', (backend) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext(backend);
  });
  afterAll(() => t.close());

  const call = async (
    cookie: string,
    method: 'GET' | 'POST' | 'PATCH',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it.each([
    [
      'seller@demo.test',
      {
        isManageUserPermission: true,
        isPublisher: true,
        isBuyer: false,
        isProBuyer: false,
        isAuctioneer: true,
        isProAuctioneer: true,
        isRegularViewer: true,
        isProViewer: false,
      },
    ],
    [
      'buyer@demo.test',
      {
        isManageUserPermission: true,
        isPublisher: false,
        isBuyer: true,
        isProBuyer: false,
        isAuctioneer: false,
        isProAuctioneer: false,
        isRegularViewer: true,
        isProViewer: false,
      },
    ],
    [
      'probuyer@demo.test',
      {
        isManageUserPermission: true,
        isPublisher: false,
        isBuyer: true,
        isProBuyer: true,
        isAuctioneer: false,
        isProAuctioneer: false,
        isRegularViewer: false,
        isProViewer: true,
      },
    ],
    [
      'trader@demo.test',
      {
        isManageUserPermission: true,
        isPublisher: false,
        isBuyer: true,
        isProBuyer: false,
        isAuctioneer: false,
        isProAuctioneer: false,
        isRegularViewer: true,
        isProViewer: false,
      },
    ],
    [
      'dual@demo.test',
      {
        isManageUserPermission: false,
        isPublisher: true,
        isBuyer: true,
        isProBuyer: false,
        isAuctioneer: true,
        isProAuctioneer: true,
        isRegularViewer: true,
        isProViewer: false,
      },
    ],
    [
      'nobody@demo.test',
      {
        isManageUserPermission: false,
        isPublisher: false,
        isBuyer: false,
        isProBuyer: false,
        isAuctioneer: false,
        isProAuctioneer: false,
        isRegularViewer: true,
        isProViewer: false,
      },
    ],
    [
      'admin@demo.test',
      {
        isManageUserPermission: false,
        isPublisher: false,
        isBuyer: false,
        isProBuyer: false,
        isAuctioneer: false,
        isProAuctioneer: false,
        isRegularViewer: false,
        isProViewer: false,
      },
    ],
  ])('GetCurrentUser gives %s the flags of the selected organisation', async (email, flags) => {
    const response = await call(await t.signIn(email), 'GET', '/api/User/GetCurrentUser');
    expect(response.statusCode).toBe(200);
    expect(flagsOf(response.json())).toEqual(flags);
    expect(response.json().nwAdmin).toBe(email === 'admin@demo.test');
    expect(response.json()).not.toHaveProperty('passwordHash');
  });

  it('GetCurrentUser and GetUserPermissions refuse an organisation the user is not in', async () => {
    const cookie = await t.signIn('buyer@demo.test');
    for (const url of [
      '/api/User/GetCurrentUser?organisationId=1',
      '/api/User/GetUserPermissions?organisationId=1',
    ]) {
      const response = await call(cookie, 'GET', url);
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('forbidden');
    }
  });

  it('dual switches organisation and the permissions follow; a foreign organisation is refused', async () => {
    const cookie = await t.signIn('dual@demo.test');
    const organisations = (
      await call(cookie, 'GET', '/api/User/GetUserOrganisationBasicInfos')
    ).json();
    expect(organisations.map((o: { name: string }) => o.name)).toEqual([
      'Demo Autotalo Oy',
      'Demo Vaihtoautot Oy',
    ]);
    const vaihtoautot = organisations[1].id as number;
    const switched = await call(
      cookie,
      'PATCH',
      `/api/User/SetSelectedOrganisationId/${vaihtoautot}`,
    );
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({
      selectedOrganisationId: vaihtoautot,
      isPublisher: false,
      isBuyer: true,
    });
    const refused = await call(cookie, 'PATCH', '/api/User/SetSelectedOrganisationId/3');
    expect(refused.statusCode).toBe(403);
    expect(
      (await call(cookie, 'GET', '/api/User/GetCurrentUser')).json().selectedOrganisationId,
    ).toBe(vaihtoautot);
    await call(cookie, 'PATCH', `/api/User/SetSelectedOrganisationId/${organisations[0].id}`);
  });

  it('saves a supported locale and refuses anything else without a change', async () => {
    const cookie = await t.signIn('trader@demo.test');
    expect((await call(cookie, 'PATCH', '/api/User/SetUserLocale/sv-se')).json().locale).toBe(
      'sv-se',
    );
    const refused = await call(cookie, 'PATCH', '/api/User/SetUserLocale/de-de');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { locale: expect.any(String) },
    });
    expect((await call(cookie, 'GET', '/api/User/GetCurrentUser')).json().locale).toBe('sv-se');
  });

  it('saves a phone number; a wrong type or an unknown field is a 400 that writes nothing', async () => {
    const cookie = await t.signIn('trader@demo.test');
    const saved = await call(cookie, 'PATCH', '/api/User/SetUserPhoneNumber', {
      phoneNumber: '+358 50 765 4321',
    });
    expect(saved.json().phoneNumber).toBe('+358 50 765 4321');
    for (const payload of [
      { phoneNumber: 123 },
      { phoneNumber: '040', admin: true },
      { phoneNumber: 'call me' },
    ]) {
      const refused = await call(cookie, 'PATCH', '/api/User/SetUserPhoneNumber', payload);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
      expect(refused.json().error.fields).toBeTypeOf('object');
    }
    expect((await call(cookie, 'GET', '/api/User/GetCurrentUser')).json().phoneNumber).toBe(
      '+358 50 765 4321',
    );
  });

  it('GetUserBasicInfos names only people who share an organisation with the caller', async () => {
    const ids = await t.db.selectFrom('users').select(['id', 'email']).orderBy('id').execute();
    const idOf = (email: string) => ids.find((row) => row.email === email)!.id;
    const cookie = await t.signIn('nobody@demo.test');
    const response = await call(
      cookie,
      'POST',
      '/api/User/GetUserBasicInfos',
      ids.map((row) => row.id),
    );
    expect(response.json()).toEqual([
      { id: idOf('buyer@demo.test'), fullName: 'Bengt Lindqvist' },
      { id: idOf('dual@demo.test'), fullName: 'Daniel Nieminen' },
      { id: idOf('nobody@demo.test'), fullName: 'Niko Heikkinen' },
    ]);
  });

  it('GetProducts lists the subscriptions of the selected organisation', async () => {
    const products = (
      await call(await t.signIn('seller@demo.test'), 'GET', '/api/User/GetProducts')
    ).json();
    expect(
      products.map((p: { productType: number; tier: number }) => [p.productType, p.tier]),
    ).toEqual([
      [1, 0],
      [2, 1],
      [3, 0],
    ]);
  });
});
