import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

/** Vehicle fields that make the demo draft publishable (office, location, raise, salesperson come from defaults). */
const vehicle = {
  licenseNumber: 'XYZ-987',
  make: 'Skoda',
  model: 'Octavia',
  type: '2.0 TDI Style Combi',
  modelYear: 2020,
  mileage: 98000,
  bodyType: 5,
  driveType: 1,
  vehicleIdentificationNumber: 'TMBJJ7NE0L0123456',
  vehicleType: 7,
  fuelType: 2,
  transmissionType: 2,
  hybridType: 1,
  startPrice: 9000,
};

describe.each(backends)('drafts (%s)', (backend) => {
  let t: TestContext;
  let seller: string;
  let autotalo: number;
  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set('2026-11-23T08:00:00Z'); // Monday
    seller = await t.signIn('seller@demo.test');
    autotalo = (
      await t.db
        .selectFrom('organisations')
        .select('id')
        .where('name', '=', 'Demo Autotalo Oy')
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterEach(() => t.close());

  const call = (
    cookie: string | null,
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api/AuctionItems${url}`,
      headers: cookie ? { cookie } : {},
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const create = async () => {
    const response = await call(seller, 'POST', '/Create', {
      organisationId: autotalo,
      licenseNumber: 'ABC-123',
    });
    if (response.statusCode !== 200) throw new Error(response.body);
    return response.json();
  };
  const storedRow = (id: number) =>
    t.db.selectFrom('auctionItems').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const addMedia = async (organisationId = autotalo) => {
    const externalServiceId = randomBytes(12).toString('base64url');
    await t.db
      .insertInto('mediaFiles')
      .values({
        externalServiceId,
        kind: 1,
        contentType: 'image/jpeg',
        byteSize: 1000,
        width: 800,
        height: 600,
        storageKey: externalServiceId,
        organisationId,
        createdAt: t.clock.now(),
      })
      .execute();
    return externalServiceId;
  };

  it("creates a draft from the organisation's defaults", async () => {
    const item = await create();
    expect(item).toMatchObject({
      status: 0,
      isDraft: true,
      userType: 1,
      licenseNumber: 'ABC-123',
      minimumRaise: 100,
      commissionFee: 290,
      hoursOpenAfterFirstBid: 24,
    });
    // Start today 00:00 and end 14 days later 18:00, Helsinki time (UTC+2 in winter).
    expect(item.start).toBe('2026-11-22T22:00:00.000Z');
    expect(item.end).toBe('2026-12-07T16:00:00.000Z');
    expect(item.officeId).not.toBeNull();
    expect(item.organisation).toEqual({
      id: autotalo,
      name: 'Demo Autotalo Oy',
      logoImageUrl: null,
      organisationDescription: expect.stringContaining('Vaihtoautoja'),
    });
    expect(item.locationId).not.toBeNull();
    // The creator and the office's default salespeople (both demo sellers).
    expect(
      item.responsiblePersons.map((person: { emailAddress: string }) => person.emailAddress).sort(),
    ).toEqual(['dual@demo.test', 'seller@demo.test']);
    // The vehicle's own fields, its start price and a file are what the seller adds.
    expect(item.review.incompleteSections).toEqual(['basicInfo', 'auctionInfo', 'files']);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['auditLogType', 'auctionItemId'])
      .execute();
    expect(audit).toEqual([{ auditLogType: 1, auctionItemId: item.id }]);
  });

  it('saves a field, refuses broken rules with the field named, and keeps the stored item unchanged', async () => {
    const { id } = await create();
    const saved = await call(seller, 'PATCH', `/${id}/Update`, { make: 'Volvo', mileage: 120000 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ make: 'Volvo', mileage: 120000 });
    const before = await storedRow(id);
    const cases: Array<[object, number, string, string]> = [
      [{ startPrice: '12a' }, 400, 'startPrice', 'validation_failed'],
      [{ startPrice: -1 }, 422, 'startPrice', 'rule_broken'],
      [{ mileage: 2_000_001 }, 422, 'mileage', 'rule_broken'],
      [{ firstRegistrationDate: '31.2.2026' }, 422, 'firstRegistrationDate', 'rule_broken'],
      [{ end: '2026-12-24T12:00:00.000Z' }, 422, 'end', 'rule_broken'],
      [{ end: '2026-12-05T12:00:00.000Z' }, 422, 'end', 'rule_broken'],
      [{ interiorView360Url: 'http://360.example/car' }, 422, 'interiorView360Url', 'rule_broken'],
      [{ openBid: true, startPrice: 3000 }, 422, 'startPrice', 'rule_broken'],
      [{ officeId: 999999 }, 422, 'officeId', 'rule_broken'],
    ];
    for (const [payload, status, field, code] of cases) {
      const response = await call(seller, 'PATCH', `/${id}/Update`, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().error.code).toBe(code);
      expect(response.json().error.fields).toHaveProperty(field);
    }
    expect(await storedRow(id)).toEqual(before);
    const reasons = await call(seller, 'PATCH', `/${id}/Update`, {
      end: '2026-12-24T12:00:00.000Z',
    });
    expect(reasons.json().error.fields).toEqual({ end: 'special_day' });
  });

  it('accepts D.M.YYYY dates and stores them as YYYY-MM-DD; clears electric fields of a diesel', async () => {
    const { id } = await create();
    const item = (
      await call(seller, 'PATCH', `/${id}/Update`, {
        firstRegistrationDate: '5.3.2020',
        fuelType: 2,
        range: 400,
      })
    ).json();
    expect(item.firstRegistrationDate).toBe('2020-03-05');
    expect(item.range).toBeNull();
  });

  it('keeps another organisation, a buyer, a non-publisher and a signed-out caller out of drafts', async () => {
    const { id } = await create();
    const trader = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'trader@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    // trader joins Autotalo without roles: a member without the publisher right
    await t.db
      .insertInto('memberships')
      .values({ userId: trader, organisationId: autotalo, phoneNumber: null })
      .execute();
    await t.db
      .updateTable('users')
      .set({ selectedOrganisationId: autotalo })
      .where('id', '=', trader)
      .execute();
    const member = await t.signIn('trader@demo.test');
    const buyer = await t.signIn('buyer@demo.test');
    const before = await storedRow(id);
    const writes: Array<['POST' | 'PATCH' | 'DELETE', string, object?]> = [
      ['PATCH', `/${id}/Update`, { make: 'Hacked' }],
      ['POST', `/${id}/Publish`],
      ['POST', `/${id}/DeleteDraft`],
      ['POST', `/${id}/Redraft`],
      ['POST', `/${id}/Cancel`],
      ['PATCH', `/${id}/UpdateFiles`, { fileUpdates: [] }],
      ['POST', `/${id}/ResponsiblePerson`, { userId: trader, showInAuction: true }],
      ['POST', `/${id}/CompanyGroup`, { companyGroupId: 1, visibilityType: 1 }],
    ];
    for (const [method, url, payload] of writes) {
      expect((await call(null, method, url, payload)).statusCode, `signed out ${url}`).toBe(401);
      expect((await call(buyer, method, url, payload)).statusCode, `buyer ${url}`).toBe(404);
      expect((await call(member, method, url, payload)).statusCode, `member ${url}`).toBe(403);
    }
    expect((await call(buyer, 'GET', `/${id}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/${id}`)).statusCode).toBe(401);
    expect((await call(buyer, 'POST', '/Create', { organisationId: autotalo })).statusCode).toBe(
      403,
    );
    expect((await call(member, 'POST', '/Create', { organisationId: autotalo })).statusCode).toBe(
      403,
    );
    expect(await storedRow(id)).toEqual(before);
  });

  it('refuses to publish an incomplete draft naming the sections, then publishes and charges open bid', async () => {
    const { id } = await create();
    const refused = await call(seller, 'POST', `/${id}/Publish`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({
      basicInfo: 'incomplete',
      auctionInfo: 'incomplete',
      files: 'incomplete',
    });
    expect((await storedRow(id)).status).toBe(0);
    const media = await addMedia();
    const filled = await call(seller, 'PATCH', `/${id}/Update`, {
      ...vehicle,
      openBid: true,
      newFiles: [{ externalServiceId: media }],
    });
    expect(filled.json().review).toMatchObject({ isPublishable: true, incompleteSections: [] });
    const published = await call(seller, 'POST', `/${id}/Publish`);
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ status: 1, isDraft: false, review: null });
    const charges = await t.db
      .selectFrom('organisationCharges')
      .select(['amountCents', 'reason', 'organisationId'])
      .execute();
    expect(charges).toEqual([
      { amountCents: 2754, reason: 'open_bid_surcharge', organisationId: autotalo },
    ]);
    expect((await call(seller, 'PATCH', `/${id}/Update`, { make: 'Audi' })).statusCode).toBe(422);
    const buyerView = (await call(await t.signIn('buyer@demo.test'), 'GET', `/${id}`)).json();
    expect(buyerView).toMatchObject({
      userType: 2,
      priceReservation: null,
      review: null,
      viewCount: 0,
    });
  });

  it("attaches only the organisation's own uploads, rotates and orders files", async () => {
    const { id } = await create();
    const foreign = await addMedia(
      (
        await t.db
          .selectFrom('organisations')
          .select('id')
          .where('name', '=', 'Demo Konekauppa Oy')
          .executeTakeFirstOrThrow()
      ).id,
    );
    expect(
      (await call(seller, 'PATCH', `/${id}/Update`, { newFiles: [{ externalServiceId: foreign }] }))
        .statusCode,
    ).toBe(422);
    const [first, second] = [await addMedia(), await addMedia()];
    const item = (
      await call(seller, 'PATCH', `/${id}/Update`, {
        newFiles: [{ externalServiceId: first }, { externalServiceId: second }],
      })
    ).json();
    const [a, b] = item.files as Array<{ id: number; externalServiceId: string }>;
    expect(item.files.map((file: { externalServiceId: string; url: string }) => file.url)).toEqual([
      `/media/${first}`,
      `/media/${second}`,
    ]);
    const reordered = (
      await call(seller, 'PATCH', `/${id}/Update`, {
        fileUpdates: [
          { id: a!.id, orderNumber: 1, angle: 90 },
          { id: b!.id, orderNumber: 0, angle: 0 },
        ],
      })
    ).json();
    expect(
      reordered.files.map((file: { id: number; angle: number }) => [file.id, file.angle]),
    ).toEqual([
      [b!.id, 0],
      [a!.id, 90],
    ]);
    const bad = await call(seller, 'PATCH', `/${id}/Update`, {
      fileUpdates: [{ id: a!.id, orderNumber: 0, angle: 45 }],
    });
    expect(bad.statusCode).toBe(400);
    const deleted = (
      await call(seller, 'PATCH', `/${id}/Update`, { deletedFiles: [a!.id] })
    ).json();
    expect(deleted.files).toHaveLength(1);
  });

  it('deletes only drafts', async () => {
    const { id } = await create();
    expect((await call(seller, 'POST', `/${id}/DeleteDraft`)).statusCode).toBe(204);
    expect((await call(seller, 'GET', `/${id}`)).statusCode).toBe(404);
    expect((await call(seller, 'GET', `/organisation/${autotalo}`)).json()).toEqual([]);
  });

  it('redrafts a published item without bids; copies an ended item with bids; cancels only with bids', async () => {
    const { id } = await create();
    await call(seller, 'PATCH', `/${id}/Update`, {
      ...vehicle,
      newFiles: [{ externalServiceId: await addMedia() }],
    });
    await call(seller, 'POST', `/${id}/Publish`);
    const cancelWithoutBids = await call(seller, 'POST', `/${id}/Cancel`);
    expect(cancelWithoutBids.statusCode).toBe(422);
    // The items list follows at once (its cache hears this instance's events before answering).
    const buyer = await t.signIn('buyer@demo.test');
    const listed = async () =>
      (await call(buyer, 'GET', '')).json<Array<{ id: number }>>().some((row) => row.id === id);
    expect(await listed()).toBe(true);
    const back = (await call(seller, 'POST', `/${id}/Redraft`)).json();
    expect(await listed()).toBe(false);
    expect(back).toMatchObject({ id, status: 0 });
    await call(seller, 'POST', `/${id}/Publish`);
    await t.db
      .updateTable('auctionItems')
      .set({ bidCount: 3, bidderCount: 2, priceNow: 9300 })
      .where('id', '=', id)
      .execute();
    expect((await call(seller, 'POST', `/${id}/Redraft`)).statusCode).toBe(422);
    t.clock.set('2026-12-08T12:00:00Z'); // after the end (and after the session's lifetime)
    seller = await t.signIn('seller@demo.test');
    const copy = (await call(seller, 'POST', `/${id}/Redraft`)).json();
    expect(copy.id).not.toBe(id);
    expect(copy).toMatchObject({ status: 0, bidCount: 0, priceNow: null, make: 'Skoda' });
    expect(copy.files).toHaveLength(1);
    expect((await storedRow(id)).status).toBe(1);
    expect((await storedRow(copy.id)).copiedFromItemId).toBe(id);

    const second = await create();
    await call(seller, 'PATCH', `/${second.id}/Update`, {
      ...vehicle,
      start: '2026-12-08T00:00:00Z',
      end: '2026-12-18T16:00:00Z',
      newFiles: [{ externalServiceId: await addMedia() }],
    });
    await call(seller, 'POST', `/${second.id}/Publish`);
    await t.db
      .updateTable('auctionItems')
      .set({ bidCount: 1 })
      .where('id', '=', second.id)
      .execute();
    const cancelled = await call(seller, 'POST', `/${second.id}/Cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe(3);
    const types = (
      await t.db.selectFrom('auditLog').select('auditLogType').orderBy('id').execute()
    ).map((row) => row.auditLogType);
    expect(types).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
  });

  it('marks files added after the first sale (addedFile) and files a redraft copy carried over (archive)', async () => {
    const { id } = await create();
    const flags = (item: { files: Array<{ archive: boolean; addedFile: boolean }> }) =>
      item.files.map(({ archive, addedFile }) => ({ archive, addedFile }));
    const first = (
      await call(seller, 'PATCH', `/${id}/Update`, {
        ...vehicle,
        newFiles: [{ externalServiceId: await addMedia() }],
      })
    ).json();
    expect(flags(first)).toEqual([{ archive: false, addedFile: false }]);
    await call(seller, 'POST', `/${id}/Publish`);
    await call(seller, 'POST', `/${id}/Redraft`); // back to draft: buyers have seen it
    const returned = (
      await call(seller, 'PATCH', `/${id}/Update`, {
        newFiles: [{ externalServiceId: await addMedia() }],
      })
    ).json();
    expect(flags(returned)).toEqual([
      { archive: false, addedFile: false },
      { archive: false, addedFile: true },
    ]);
    await call(seller, 'POST', `/${id}/Publish`);
    await t.db.updateTable('auctionItems').set({ bidCount: 1 }).where('id', '=', id).execute();
    t.clock.set('2026-12-08T12:00:00Z'); // after the end
    seller = await t.signIn('seller@demo.test');
    const copy = (await call(seller, 'POST', `/${id}/Redraft`)).json();
    expect(flags(copy)).toEqual([
      { archive: true, addedFile: false },
      { archive: true, addedFile: false },
    ]);
    const copyWithNew = (
      await call(seller, 'PATCH', `/${copy.id}/Update`, {
        newFiles: [{ externalServiceId: await addMedia() }],
      })
    ).json();
    expect(flags(copyWithNew)[2]).toEqual({ archive: false, addedFile: true });
    // The original's own files are unchanged.
    expect(flags((await call(seller, 'GET', `/${id}`)).json())).toEqual(flags(returned));
  });

  it('manages responsible salespeople: at most 3 shown in the auction', async () => {
    const { id } = await create();
    const members = await t.db.selectFrom('users').select(['id', 'email']).execute();
    const autotaloMember = async (email: string) => {
      const user = members.find((member) => member.email === email)!;
      await t.db
        .insertInto('memberships')
        .values({ userId: user.id, organisationId: autotalo, phoneNumber: null })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      return user.id;
    };
    const dual = members.find((member) => member.email === 'dual@demo.test')!.id;
    expect(
      (
        await call(seller, 'POST', `/${id}/ResponsiblePerson`, {
          userId: dual,
          showInAuction: true,
        })
      ).json().error.fields,
    ).toEqual({ userId: 'already_exists' });
    const people = (
      await call(seller, 'POST', `/${id}/ResponsiblePerson`, {
        userId: await autotaloMember('trader@demo.test'),
        showInAuction: true,
      })
    ).json();
    expect(people).toHaveLength(3);
    const fourth = await call(seller, 'POST', `/${id}/ResponsiblePerson`, {
      userId: await autotaloMember('probuyer@demo.test'),
      showInAuction: true,
    });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json().error.fields).toEqual({ showInAuction: 'too_many_visible_salespersons' });
    const hidden = (
      await call(seller, 'POST', `/${id}/ResponsiblePerson`, {
        userId: await autotaloMember('probuyer@demo.test'),
        showInAuction: false,
      })
    ).json();
    expect(hidden).toHaveLength(4);
    const toggled = await call(seller, 'PATCH', `/${id}/ResponsiblePerson`, {
      id: hidden[3].id,
      showInAuction: true,
    });
    expect(toggled.statusCode).toBe(422);
    const removed = (
      await call(seller, 'DELETE', `/${id}/ResponsiblePerson/${hidden[0].id}`)
    ).json();
    expect(removed).toHaveLength(3);
    expect(
      (
        await call(seller, 'POST', `/${id}/ResponsiblePerson`, {
          userId: 424242,
          showInAuction: false,
        })
      ).statusCode,
    ).toBe(422);
  });

  it('a responsible salesperson keeps its id through the changes of the others', async () => {
    // DELETE ResponsiblePerson/{responsiblePersonId} and PATCH {id} name a person by this id.
    const { id, responsiblePersons } = await create();
    const [first, second] = responsiblePersons as Array<{ id: number; userId: number }>;
    const hidden = (
      await call(seller, 'PATCH', `/${id}/ResponsiblePerson`, {
        id: second!.id,
        showInAuction: false,
      })
    ).json();
    expect(hidden.map((person: { id: number }) => person.id)).toEqual([first!.id, second!.id]);
    const removed = await call(seller, 'DELETE', `/${id}/ResponsiblePerson/${first!.id}`);
    expect(removed.json()).toMatchObject([{ id: second!.id, showInAuction: false }]);
    const shown = await call(seller, 'PATCH', `/${id}/ResponsiblePerson`, {
      id: second!.id,
      showInAuction: true,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject([{ id: second!.id, showInAuction: true }]);
  });

  it('an office change replaces the responsible salespeople with the office defaults', async () => {
    const item = await create();
    const offices = await t.db
      .selectFrom('offices')
      .select('id')
      .where('organisationId', '=', autotalo)
      .execute();
    const other = offices.find((office) => office.id !== item.officeId)!.id;
    const dual = (
      await t.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', 'dual@demo.test')
        .executeTakeFirstOrThrow()
    ).id;
    const removed = item.responsiblePersons.find(
      (person: { userId: number }) => person.userId === dual,
    );
    expect(
      (await call(seller, 'DELETE', `/${item.id}/ResponsiblePerson/${removed.id}`)).json(),
    ).toHaveLength(1);
    const moved = (await call(seller, 'PATCH', `/${item.id}/Update`, { officeId: other })).json();
    expect(moved.officeId).toBe(other);
    // Both demo sellers are defaults of every Autotalo office.
    expect(
      moved.responsiblePersons
        .map((person: { emailAddress: string }) => person.emailAddress)
        .sort(),
    ).toEqual(['dual@demo.test', 'seller@demo.test']);
  });

  it('answers the default lists, the location, the office, the list of own items and the special days', async () => {
    const item = await create();
    const lists = (await call(seller, 'GET', '/GetDefaultLists')).json();
    expect(lists.MinimumRaise).toContain(100);
    expect(lists.FuelType).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect((await call(seller, 'GET', `/${item.id}/Location`)).json()).toMatchObject({
      pickUpEnabled: true,
    });
    expect((await call(seller, 'GET', `/${item.id}/Office`)).json().id).toBe(item.officeId);
    const rows = (await call(seller, 'GET', `/organisation/${autotalo}`)).json();
    expect(rows).toEqual([
      expect.objectContaining({ id: item.id, isDraft: true, licenseNumber: 'ABC-123' }),
    ]);
    expect(
      (await call(await t.signIn('buyer@demo.test'), 'GET', `/organisation/${autotalo}`))
        .statusCode,
    ).toBe(403);
    const holidays = (
      await t.app.inject({ method: 'GET', url: '/api/Settings/publicholidays' })
    ).json();
    expect(holidays.dates).toEqual(
      expect.arrayContaining(['2026-12-24', '2026-06-19', '2027-01-06']),
    );
  });
});
