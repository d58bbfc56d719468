import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ProductType } from '@dealer/domain';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { callAs, organisationIdOf } from '../../../test/settings-helpers.js';

describe.each(backends)('organisation settings (%s)', (backend) => {
  let t: TestContext;
  let call: ReturnType<typeof callAs>;
  let autotalo: number;
  let vaihtoautot: number;
  beforeEach(async () => {
    t = await createTestContext(backend);
    call = callAs(t);
    autotalo = await organisationIdOf(t, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t, 'Demo Vaihtoautot Oy');
  });
  afterEach(() => t.close());

  const url = (organisationId: number) => `/api/Settings/organisation/${organisationId}/settings`;
  const read = async (cookie: string, organisationId: number) =>
    (await call(cookie, 'GET', url(organisationId))).json();
  const row = (organisationId: number) =>
    t.db
      .selectFrom('organisationSettings')
      .selectAll()
      .where('organisationId', '=', organisationId)
      .executeTakeFirst();

  it('saves the whole auction defaults and a new draft takes them', async () => {
    const seller = await t.signIn('seller@demo.test');
    const settings = await read(seller, autotalo);
    expect(settings).toMatchObject({ minimumRaise: 100, commissionFee: 290, version: 1 });
    const next = {
      ...settings,
      startPrice: 4500,
      minimumRaise: 200,
      commissionFee: 350,
      vatDeductable: false,
      fixedEndTime: true,
      hoursOpenAfterFirstBid: 48,
      openBid: true,
      questionsAllowed: false,
      showInBasicAuction: false,
      auctioneerDescription: 'Huollettu merkkiliikkeessä.',
      paymentInstructions: 'Tilisiirto 7 pv.',
      organisationEmailAddress: 'myynti@example.fi',
      organisationPhoneNumber: '+358 40 1',
      showResponsibleSalesPeopleDefault: false,
    };
    const saved = await call(seller, 'PATCH', url(autotalo), next);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ ...next, version: 2 });
    expect(await read(seller, autotalo)).toEqual({ ...next, version: 2 });

    const draft = await call(seller, 'POST', '/api/AuctionItems/Create', {
      organisationId: autotalo,
    });
    expect(draft.statusCode).toBe(200);
    expect(draft.json()).toMatchObject({
      startPrice: 4500,
      minimumRaise: 200,
      commissionFee: 350,
      vatDeductable: false,
      fixedEndTime: true,
      hoursOpenAfterFirstBid: 48,
      openBid: true,
      questionsAllowed: false,
      showInBasicAuction: false,
      showResponsibleSalesPeople: false,
      auctioneerDescription: 'Huollettu merkkiliikkeessä.',
    });
  });

  it('refuses a stale write (another tab saved in between) with 409', async () => {
    const seller = await t.signIn('seller@demo.test');
    const settings = await read(seller, autotalo);
    const first = await call(seller, 'PATCH', url(autotalo), { ...settings, startPrice: 100 });
    expect(first.statusCode).toBe(200);
    const stale = await call(seller, 'PATCH', url(autotalo), { ...settings, startPrice: 200 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'conflict', fields: { version: 'stale' } });
    expect((await row(autotalo))?.startPrice).toBe(100);
  });

  it.each([
    ['startPrice', 500_001, 'max'],
    ['startPrice', 12.5, 'integer'],
    ['commissionFee', 1_001, 'max'],
    ['organisationEmailAddress', 'myynti@', 'email'],
    ['iban', 'FI21 1234 5600 0007 86', 'iban'],
    ['bic', 'NDEA FI', 'bic'],
  ])('refuses %s = %j with 422 naming the field, nothing written', async (field, value, rule) => {
    const seller = await t.signIn('seller@demo.test');
    const settings = await read(seller, autotalo);
    const before = await row(autotalo);
    const refused = await call(seller, 'PATCH', url(autotalo), { ...settings, [field]: value });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'rule_broken', fields: { [field]: rule } });
    expect(await row(autotalo)).toEqual(before);
  });

  it('carries the account and invoicing details of the payment and delivery area', async () => {
    const seller = await t.signIn('seller@demo.test');
    const saved = await call(seller, 'PATCH', url(autotalo), {
      ...(await read(seller, autotalo)),
      iban: 'FI21 1234 5600 0007 85',
      bic: 'NDEAFIHH',
    });
    expect(saved.statusCode).toBe(200);
    expect(await row(autotalo)).toMatchObject({ iban: 'FI21 1234 5600 0007 85', bic: 'NDEAFIHH' });
    const buyer = await t.signIn('buyer@demo.test');
    const invoicing = {
      invoicingAddress: 'PL 12, 33100 Tampere',
      eInvoicingOperator: 'OKOYFIHH',
      invoicingMethod: 'e-invoice',
    };
    const buy = await call(buyer, 'PATCH', url(vaihtoautot), {
      ...(await read(buyer, vaihtoautot)),
      ...invoicing,
    });
    expect(buy.statusCode).toBe(200);
    expect(await read(buyer, vaihtoautot)).toMatchObject(invoicing);
  });

  it('a regular auctioneer cannot take items out of the basic auction', async () => {
    await t.db
      .deleteFrom('subscriptions')
      .where('organisationId', '=', autotalo)
      .where(
        'productId',
        'in',
        t.db
          .selectFrom('products')
          .select('id')
          .where('productType', '=', ProductType.ProAuctioneer),
      )
      .execute();
    const seller = await t.signIn('seller@demo.test');
    const settings = await read(seller, autotalo);
    const saved = await call(seller, 'PATCH', url(autotalo), {
      ...settings,
      showInBasicAuction: false,
    });
    expect(saved.json().showInBasicAuction).toBe(true);
  });

  it('buyer profile: the certificate e-mail is validated only when a certificate is needed', async () => {
    const buyer = await t.signIn('buyer@demo.test');
    const settings = await read(buyer, vaihtoautot);
    expect(settings.version).toBe(0);
    const bad = await call(buyer, 'PATCH', url(vaihtoautot), {
      ...settings,
      registrationCertificateNotRequired: false,
      registrationCertificateEmailAddress: 'todistus',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.fields).toEqual({ registrationCertificateEmailAddress: 'email' });
    const good = await call(buyer, 'PATCH', url(vaihtoautot), {
      ...settings,
      registrationCertificateNotRequired: true,
      registrationCertificateEmailAddress: 'todistus',
    });
    expect(good.statusCode).toBe(200);
    expect(good.json().version).toBe(1);
    expect(await row(vaihtoautot)).toMatchObject({ registrationCertificateNotRequired: true });
  });

  it('each caller kind: members read their own; only managers with the subscription write; never another organisation', async () => {
    const seller = await t.signIn('seller@demo.test');
    const buyer = await t.signIn('buyer@demo.test');
    const dual = await t.signIn('dual@demo.test');
    const admin = await t.signIn('admin@demo.test');
    const settings = await read(seller, autotalo);

    expect((await call(dual, 'GET', url(autotalo))).statusCode).toBe(200);
    expect((await call(buyer, 'GET', url(autotalo))).statusCode).toBe(403);
    expect((await call(admin, 'GET', url(autotalo))).statusCode).toBe(403);
    // dual is a member of Autotalo without the manage-user-permission right.
    expect(
      (await call(dual, 'PATCH', url(autotalo), { ...settings, startPrice: 1 })).statusCode,
    ).toBe(403);
    expect(
      (await call(buyer, 'PATCH', url(autotalo), { ...settings, startPrice: 1 })).statusCode,
    ).toBe(403);
    // A buyer-only organisation cannot change the sale settings.
    const own = await read(buyer, vaihtoautot);
    expect(
      (await call(buyer, 'PATCH', url(vaihtoautot), { ...own, startPrice: 1 })).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: url(autotalo) })).statusCode).toBe(401);
    expect((await row(autotalo))?.startPrice).toBeNull();
  });

  it('a delivery location of another organisation is 404', async () => {
    const buyer = await t.signIn('buyer@demo.test');
    const foreign = await t.db
      .selectFrom('organisationLocations')
      .select('id')
      .where('organisationId', '=', autotalo)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('organisationLocations')
      .set({ deliveryEnabled: true })
      .where('id', '=', foreign.id)
      .execute();
    const settings = await read(buyer, vaihtoautot);
    const refused = await call(buyer, 'PATCH', url(vaihtoautot), {
      ...settings,
      registrationCertificateNotRequired: true,
      defaultDeliveryLocationType: 20,
      defaultDeliveryLocationId: foreign.id,
    });
    expect(refused.statusCode).toBe(404);
  });
});
