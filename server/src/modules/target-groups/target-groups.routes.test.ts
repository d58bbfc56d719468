import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem } from '../../../test/item-factory.js';
import { callAs, officeIdsOf, organisationIdOf } from '../../../test/settings-helpers.js';
import { publishItemEvent } from '../items/item-events.js';
import { liveFramesOf } from '@dealer/domain';

// Demo business identity codes (valid check digits): Vaihtoautot (buyer@) and Autokauppa (trader@).
const vaihtoautotCode = '3456788-1';
const autokauppaCode = '5678901-2';

describe.each(backends)('target groups (%s)', (backend) => {
  let t: TestContext;
  let call: ReturnType<typeof callAs>;
  let autotalo: number;
  let seller: string;
  beforeEach(async () => {
    t = await createTestContext(backend);
    call = callAs(t);
    autotalo = await organisationIdOf(t, 'Demo Autotalo Oy');
    seller = await t.signIn('seller@demo.test');
  });
  afterEach(() => t.close());

  const createGroup = async (name: string, codes: string[] = []) => {
    const group = await call(seller, 'POST', '/api/CompanyGroups', {
      organisationId: autotalo,
      name,
      companyGroupType: 0,
    });
    expect(group.statusCode).toBe(200);
    const id = group.json<{ id: number }>().id;
    for (const code of codes)
      expect(
        (
          await call(seller, 'POST', `/api/CompanyGroups/${id}/Item`, {
            businessIdentityCode: code,
            name: `Yritys ${code}`,
          })
        ).statusCode,
      ).toBe(200);
    return id;
  };
  const groupRows = () => t.db.selectFrom('companyGroupItems').selectAll().orderBy('id').execute();

  it('creates, reads, renames and deletes a group with its items', async () => {
    const id = await createGroup('Luotetut', [vaihtoautotCode]);
    const list = (await call(seller, 'GET', `/api/CompanyGroups/organisation/${autotalo}`)).json();
    expect(list).toEqual([
      {
        id,
        organisationId: autotalo,
        name: 'Luotetut',
        companyGroupType: 0,
        companyGroupItems: [
          {
            id: expect.any(Number),
            businessIdentityCode: vaihtoautotCode,
            name: `Yritys ${vaihtoautotCode}`,
          },
        ],
      },
    ]);
    const itemId = list[0].companyGroupItems[0].id;
    expect(
      (
        await call(seller, 'PATCH', `/api/CompanyGroups/${id}/item/${itemId}`, {
          businessIdentityCode: autokauppaCode,
          name: 'Autokauppa',
        })
      ).json(),
    ).toEqual({ id: itemId, businessIdentityCode: autokauppaCode, name: 'Autokauppa' });
    expect(
      (await call(seller, 'PATCH', `/api/CompanyGroups/${id}`, { name: 'Kumppanit' })).json().name,
    ).toBe('Kumppanit');
    expect(
      (await call(seller, 'DELETE', `/api/CompanyGroups/${id}/item/${itemId}`)).statusCode,
    ).toBe(204);
    expect(await groupRows()).toEqual([]);
    expect((await call(seller, 'DELETE', `/api/CompanyGroups/${id}`)).statusCode).toBe(204);
    expect((await call(seller, 'GET', `/api/CompanyGroups/${id}`)).statusCode).toBe(404);
  });

  it.each([
    [
      { businessIdentityCode: '3456788-2', name: 'X' },
      { businessIdentityCode: 'wrong_check_digit' },
    ],
    [{ businessIdentityCode: '34567881', name: 'X' }, { businessIdentityCode: 'wrong_pattern' }],
    [{ businessIdentityCode: '', name: 'X' }, { businessIdentityCode: 'mandatory' }],
    [
      { businessIdentityCode: vaihtoautotCode, name: 'X' },
      { businessIdentityCode: 'item_already_exists' },
    ],
    [{ businessIdentityCode: autokauppaCode, name: '  ' }, { name: 'mandatory' }],
  ])('refuses the item %j with 422 %j, nothing written', async (payload, fields) => {
    const id = await createGroup('Ryhmä', [vaihtoautotCode]);
    const before = await groupRows();
    const refused = await call(seller, 'POST', `/api/CompanyGroups/${id}/Item`, payload);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'rule_broken', fields });
    expect(await groupRows()).toEqual(before);
  });

  it('refuses an empty group name with 422', async () => {
    const refused = await call(seller, 'POST', '/api/CompanyGroups', {
      organisationId: autotalo,
      name: ' ',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ name: 'mandatory' });
    expect(await t.db.selectFrom('companyGroups').selectAll().execute()).toEqual([]);
  });

  it('each caller kind: another organisation’s groups are 404, non-managers and buyers 403', async () => {
    const id = await createGroup('Luotetut', [vaihtoautotCode]);
    const buyer = await t.signIn('buyer@demo.test');
    const dual = await t.signIn('dual@demo.test');
    const [office] = await officeIdsOf(t, autotalo);
    for (const [method, url, payload] of [
      ['GET', `/api/CompanyGroups/${id}`],
      ['PATCH', `/api/CompanyGroups/${id}`, { name: 'x' }],
      ['DELETE', `/api/CompanyGroups/${id}`],
      [
        'POST',
        `/api/CompanyGroups/${id}/Item`,
        { businessIdentityCode: autokauppaCode, name: 'x' },
      ],
    ] as const)
      expect((await call(buyer, method, url, payload)).statusCode, `${method} ${url}`).toBe(404);
    expect(
      (await call(buyer, 'GET', `/api/CompanyGroups/organisation/${autotalo}`)).statusCode,
    ).toBe(403);
    expect(
      (
        await call(buyer, 'POST', '/api/Settings/DefaultOfficeCompanyGroups', {
          organisationId: autotalo,
          officeId: office,
          companyGroupId: id,
          visibilityType: 1,
        })
      ).statusCode,
    ).toBe(403);
    // dual belongs to Autotalo without the manage-user-permission right: reads, may not write.
    expect((await call(dual, 'GET', `/api/CompanyGroups/${id}`)).statusCode).toBe(200);
    expect((await call(dual, 'PATCH', `/api/CompanyGroups/${id}`, { name: 'x' })).statusCode).toBe(
      403,
    );
    // A buyer-only organisation has no target groups.
    const vaihtoautot = await organisationIdOf(t, 'Demo Vaihtoautot Oy');
    expect(
      (await call(buyer, 'POST', '/api/CompanyGroups', { organisationId: vaihtoautot, name: 'x' }))
        .statusCode,
    ).toBe(403);
    // Another organisation's office or group in a payload is 404.
    const [foreignOffice] = await officeIdsOf(t, vaihtoautot);
    expect(
      (
        await call(seller, 'POST', '/api/Settings/DefaultOfficeCompanyGroups', {
          organisationId: autotalo,
          officeId: foreignOffice,
          companyGroupId: id,
          visibilityType: 1,
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.db.selectFrom('companyGroups').select('name').execute())[0]!.name).toBe(
      'Luotetut',
    );
  });

  it('default visibility per office: add, change type, remove; a new draft of the office takes it', async () => {
    const id = await createGroup('Luotetut', [vaihtoautotCode]);
    const [helsinki] = await officeIdsOf(t, autotalo);
    const added = await call(seller, 'POST', '/api/Settings/DefaultOfficeCompanyGroups', {
      organisationId: autotalo,
      officeId: helsinki,
      companyGroupId: id,
      visibilityType: 2,
    });
    expect(added.statusCode).toBe(200);
    const rowId = added.json<{ id: number }>().id;
    const changed = await call(
      seller,
      'PATCH',
      `/api/Settings/DefaultOfficeCompanyGroups/${rowId}`,
      {
        id: rowId,
        visibilityType: 1,
      },
    );
    expect(changed.json()).toMatchObject({ visibilityType: 1 });
    expect(
      (
        await call(
          seller,
          'GET',
          `/api/Settings/DefaultOfficeCompanyGroups?organisationId=${autotalo}`,
        )
      ).json(),
    ).toEqual([
      {
        id: rowId,
        organisationId: autotalo,
        officeId: helsinki,
        companyGroupId: id,
        visibilityType: 1,
        companyGroupName: 'Luotetut',
      },
    ]);
    const draft = (
      await call(seller, 'POST', '/api/AuctionItems/Create', {
        organisationId: autotalo,
        officeId: helsinki,
      })
    ).json<{ id: number }>();
    expect(
      await t.db
        .selectFrom('auctionItemCompanyGroups')
        .select(['companyGroupId', 'visibilityType'])
        .where('auctionItemId', '=', draft.id)
        .execute(),
    ).toEqual([{ companyGroupId: id, visibilityType: 1 }]);
    expect(
      (await call(seller, 'DELETE', `/api/Settings/DefaultOfficeCompanyGroups/${rowId}`))
        .statusCode,
    ).toBe(204);
    expect(await t.db.selectFrom('defaultOfficeCompanyGroups').selectAll().execute()).toEqual([]);
  });
});

// The matrix: whitelist / blacklist / no group × a member of the group, a regular viewer outside
// it and a Pro viewer outside it, through the list, the item read, the hub and bidding. The group
// is made through the API, so its business identity codes are what the API stored.
describe.each(backends)('target group visibility matrix (%s)', (backend) => {
  let t: TestContext;
  const items = new Map<string, number>();
  const cookies = new Map<string, string>();
  const viewers = {
    member: 'buyer@demo.test',
    outsider: 'trader@demo.test',
    proOutsider: 'probuyer@demo.test',
  } as const;
  const expected: Record<keyof typeof viewers, string[]> = {
    member: ['none', 'whitelist'],
    outsider: ['blacklist', 'none'],
    proOutsider: ['blacklist', 'none'],
  };

  beforeAll(async () => {
    t = await createTestContext(backend);
    const call = callAs(t);
    const autotalo = await organisationIdOf(t, 'Demo Autotalo Oy');
    const seller = await t.signIn('seller@demo.test');
    const group = (
      await call(seller, 'POST', '/api/CompanyGroups', {
        organisationId: autotalo,
        name: 'Jäsenet',
      })
    ).json<{ id: number }>().id;
    await call(seller, 'POST', `/api/CompanyGroups/${group}/Item`, {
      businessIdentityCode: vaihtoautotCode,
      name: 'Demo Vaihtoautot Oy',
    });
    const now = t.clock.now().getTime();
    for (const [name, visibilityType] of [
      ['whitelist', 1],
      ['blacklist', 2],
      ['none', null],
    ] as const) {
      const id = await insertItem(t.db, {
        organisationId: autotalo,
        startTime: new Date(now - 3_600_000),
        endTime: new Date(now + 48 * 3_600_000),
        licenseNumber: name,
        startPrice: 1000,
      });
      if (visibilityType)
        await t.db
          .insertInto('auctionItemCompanyGroups')
          .values({ auctionItemId: id, companyGroupId: group, visibilityType })
          .execute();
      items.set(name, id);
    }
    for (const [viewer, email] of Object.entries(viewers))
      cookies.set(viewer, await t.signIn(email));
  });
  afterAll(() => t.close());

  const nameOf = (id: number) => [...items].find(([, candidate]) => candidate === id)?.[0];

  it.each(Object.keys(viewers) as Array<keyof typeof viewers>)(
    '%s: list and read',
    async (viewer) => {
      const list = await t.app.inject({
        method: 'GET',
        url: '/api/AuctionItems',
        headers: { cookie: cookies.get(viewer)! },
      });
      const listed = list
        .json<Array<{ id: number }>>()
        .map((row) => nameOf(row.id))
        .filter(Boolean);
      expect(listed.sort()).toEqual(expected[viewer]);
      const readable: string[] = [];
      for (const [name, id] of items) {
        const read = await t.app.inject({
          method: 'GET',
          url: `/api/AuctionItems/${id}`,
          headers: { cookie: cookies.get(viewer)! },
        });
        if (read.statusCode === 200) readable.push(name);
        else expect(read.statusCode).toBe(404);
      }
      expect(readable.sort()).toEqual(expected[viewer]);
    },
  );

  it.each(Object.keys(viewers) as Array<keyof typeof viewers>)(
    '%s: bids only where visible',
    async (viewer) => {
      const organisationId = (
        await t.app.inject({
          method: 'GET',
          url: '/api/User/GetCurrentUser',
          headers: { cookie: cookies.get(viewer)! },
        })
      ).json<{ selectedOrganisationId: number }>().selectedOrganisationId;
      const accepted: string[] = [];
      for (const [name, id] of items) {
        const bid = await t.app.inject({
          method: 'POST',
          url: `/api/AuctionItems/${id}/Bid`,
          headers: { cookie: cookies.get(viewer)!, 'idempotency-key': `${viewer}-${name}` },
          payload: {
            auctionItemId: id,
            price: 1100 + Object.keys(viewers).indexOf(viewer) * 100,
            organisationId,
          },
        });
        if (bid.statusCode === 200) accepted.push(name);
        else expect(bid.statusCode, `${viewer} ${name}`).toBe(404);
      }
      expect(accepted.sort()).toEqual(expected[viewer]);
    },
  );

  it('hub: events reach only the viewers who may see the item', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const heard = new Map<string, Set<string>>();
    const sockets = await Promise.all(
      Object.keys(viewers).map(async (viewer) => {
        const socket = new WebSocket(`${address.replace('http', 'ws')}/auctionhub`, {
          headers: { cookie: cookies.get(viewer)!, origin: address },
        });
        heard.set(viewer, new Set());
        socket.on('message', (data: Buffer) => {
          for (const frame of liveFramesOf(data.toString()) as Array<{ itemId?: number }>) {
            const name = frame.itemId ? nameOf(frame.itemId) : undefined;
            if (name) heard.get(viewer)!.add(name);
          }
        });
        await new Promise((resolve) => socket.once('message', resolve));
        return socket;
      }),
    );
    for (const id of items.values()) await publishItemEvent(t, 'Updated', id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const socket of sockets) socket.terminate();
    for (const viewer of Object.keys(viewers) as Array<keyof typeof viewers>)
      expect([...heard.get(viewer)!].sort(), viewer).toEqual(expected[viewer]);
  });
});

describe.each(backends)('a target group change reaches open screens (%s)', (backend) => {
  let t: TestContext;
  let call: ReturnType<typeof callAs>;
  let seller: string;
  let itemId: number;
  let groupId: number;
  const cookies = new Map<string, string>();
  const viewers = { buyer: 'buyer@demo.test', trader: 'trader@demo.test' } as const;
  beforeEach(async () => {
    t = await createTestContext(backend);
    call = callAs(t);
    const autotalo = await organisationIdOf(t, 'Demo Autotalo Oy');
    seller = await t.signIn('seller@demo.test');
    for (const [viewer, email] of Object.entries(viewers))
      cookies.set(viewer, await t.signIn(email));
    groupId = (
      await call(seller, 'POST', '/api/CompanyGroups', { organisationId: autotalo, name: 'Piiri' })
    ).json<{ id: number }>().id;
    await call(seller, 'POST', `/api/CompanyGroups/${groupId}/Item`, {
      businessIdentityCode: vaihtoautotCode,
      name: 'Demo Vaihtoautot Oy',
    });
    const now = t.clock.now().getTime();
    itemId = await insertItem(t.db, {
      organisationId: autotalo,
      startTime: new Date(now - 3_600_000),
      endTime: new Date(now + 48 * 3_600_000),
      licenseNumber: 'WHI-001',
      startPrice: 1000,
    });
    await t.db
      .insertInto('auctionItemCompanyGroups')
      .values({ auctionItemId: itemId, companyGroupId: groupId, visibilityType: 1 })
      .execute();
  });
  afterEach(() => t.close());

  const lists = async (viewer: keyof typeof viewers) =>
    (await call(cookies.get(viewer)!, 'GET', '/api/AuctionItems'))
      .json<Array<{ id: number }>>()
      .some((row) => row.id === itemId);
  /** Each viewer's hub connection, keeping the types of the frames about the item. */
  const connect = async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const heard = new Map<string, string[]>();
    const sockets = await Promise.all(
      Object.keys(viewers).map(async (viewer) => {
        const socket = new WebSocket(`${address.replace('http', 'ws')}/auctionhub`, {
          headers: { cookie: cookies.get(viewer)!, origin: address },
        });
        heard.set(viewer, []);
        socket.on('message', (data: Buffer) => {
          const frames = liveFramesOf(data.toString()) as Array<{ type: string; itemId?: number }>;
          for (const frame of frames)
            if (frame.itemId === itemId) heard.get(viewer)!.push(frame.type);
        });
        await new Promise((resolve) => socket.once('message', resolve));
        return socket;
      }),
    );
    return { heard, close: () => sockets.forEach((socket) => socket.terminate()) };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('a member added, a member removed, the group deleted: each list and hub follows at once', async () => {
    const hub = await connect();
    try {
      // Primed caches: the lists are read before each change, so only events can correct them.
      expect([await lists('buyer'), await lists('trader')]).toEqual([true, false]);

      const added = await call(seller, 'POST', `/api/CompanyGroups/${groupId}/Item`, {
        businessIdentityCode: autokauppaCode,
        name: 'Demo Autokauppa Oy',
      });
      expect(added.statusCode).toBe(200);
      await settle();
      // Everyone who may see the item now or could before hears of it once.
      const refresh = 'RefreshAuctionItem';
      expect(hub.heard.get('trader')).toEqual([refresh]);
      expect(hub.heard.get('buyer')).toEqual([refresh]);
      expect(await lists('trader')).toBe(true);

      const vaihtoautot = (
        await t.db
          .selectFrom('companyGroupItems')
          .select('id')
          .where('businessIdentityCode', '=', vaihtoautotCode)
          .executeTakeFirstOrThrow()
      ).id;
      const removed = await call(
        seller,
        'DELETE',
        `/api/CompanyGroups/${groupId}/item/${vaihtoautot}`,
      );
      expect(removed.statusCode).toBe(204);
      await settle();
      // The former viewer hears of it, so its screen can drop the item.
      expect(hub.heard.get('buyer')).toEqual([refresh, refresh]);
      expect(await lists('buyer')).toBe(false);
      expect(
        (await call(cookies.get('buyer')!, 'GET', `/api/AuctionItems/${itemId}`)).statusCode,
      ).toBe(404);

      // Without its whitelist the item is everyone's again: the widening is told and audited too.
      expect((await call(seller, 'DELETE', `/api/CompanyGroups/${groupId}`)).statusCode).toBe(204);
      await settle();
      expect(hub.heard.get('buyer')).toEqual([refresh, refresh, refresh]);
      expect(hub.heard.get('trader')).toEqual([refresh, refresh, refresh]);
      expect(await lists('buyer')).toBe(true);
    } finally {
      hub.close();
    }
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['auditLogType', 'description'])
      .where('auctionItemId', '=', itemId)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.auditLogType)).toEqual([43, 43, 43]);
    expect(audit[2]!.description).toBe(`Target group ${groupId} deleted`);
  });

  it('a refused change (a bad code) tells no one and writes nothing', async () => {
    const hub = await connect();
    try {
      const refused = await call(seller, 'POST', `/api/CompanyGroups/${groupId}/Item`, {
        businessIdentityCode: '1234567-2',
        name: 'Väärä',
      });
      expect(refused.statusCode).toBe(422);
      await settle();
      expect(hub.heard.get('trader')).toEqual([]);
    } finally {
      hub.close();
    }
    expect(
      await t.db.selectFrom('auditLog').select('id').where('auctionItemId', '=', itemId).execute(),
    ).toEqual([]);
  });
});
