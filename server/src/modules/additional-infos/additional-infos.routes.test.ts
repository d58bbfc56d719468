import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertImageRecord, insertItem, organisationIdOf } from '../../../test/item-factory.js';

const hour = 3_600_000;
const now = new Date('2026-11-23T10:00:00Z');
const at = (hours: number) => new Date(now.getTime() + hours * hour);

describe.each(backends)('added info (%s)', (backend) => {
  let t: TestContext;
  let autotalo: number;
  let vaihtoautot: number;
  let seller: string;
  let buyer: string;
  let admin: string;
  const heard: string[] = [];

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    vaihtoautot = await organisationIdOf(t.db, 'Demo Vaihtoautot Oy');
    seller = await t.signIn('seller@demo.test');
    buyer = await t.signIn('buyer@demo.test');
    admin = await t.signIn('admin@demo.test');
    heard.length = 0;
    t.events.subscribe((message) => {
      const event = message as { kind: string; frame?: { type: string } };
      if (event.kind === 'itemContent') heard.push(event.frame!.type);
    });
  });
  afterEach(() => t.close());

  const item = (values: Record<string, unknown> = {}) =>
    insertItem(t.db, { organisationId: autotalo, startTime: at(-24), endTime: at(24), ...values });
  const add = (cookie: string | null, itemId: number, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: `/api/AuctionItems/${itemId}/AddAdditionalInfo`,
      headers: cookie ? { cookie } : {},
      payload: { organisationId: autotalo, auctionItemId: itemId, ...payload },
    });
  const infos = (cookie: string, itemId: number) =>
    t.app.inject({
      method: 'GET',
      url: `/api/AuctionItems/${itemId}/additional-infos`,
      headers: { cookie },
    });

  it('the auctioneer adds text and photos; buyers read them newest first', async () => {
    const itemId = await item();
    await insertImageRecord(t.db, autotalo, 'photo-1', now);
    expect((await add(seller, itemId, { text: 'Uudet renkaat vaihdettu.' })).statusCode).toBe(200);
    t.clock.set(at(1));
    const withPhoto = await add(seller, itemId, {
      text: '<b>Kuva</b> vauriosta',
      files: [{ externalServiceId: 'photo-1', url: '/media/photo-1', isImage: true }],
    });
    expect(withPhoto.statusCode).toBe(200);
    const read = await infos(buyer, itemId);
    expect(read.json()).toMatchObject([
      {
        text: '<b>Kuva</b> vauriosta',
        timeStamp: at(1).toISOString(),
        files: [{ externalServiceId: 'photo-1', url: '/media/photo-1', type: 'image/jpeg' }],
      },
      { text: 'Uudet renkaat vaihdettu.', files: [] },
    ]);
    expect(heard).toEqual(['NewAdditionalInfo', 'NewAdditionalInfo']);
    const audit = await t.db
      .selectFrom('auditLog')
      .select('auditLogType')
      .where('auctionItemId', '=', itemId)
      .execute();
    expect(audit.map((row) => row.auditLogType)).toEqual([120, 120]);
  });

  it('refuses what the rules forbid, and writes nothing', async () => {
    const itemId = await item();
    const ended = await item({ startTime: at(-48), endTime: at(-1) });
    const draft = await item({ status: 0 });
    await insertImageRecord(t.db, vaihtoautot, 'foreign-photo', now);
    const cases: Array<[string, string | null, number, Record<string, unknown>, number]> = [
      ['signed out', null, itemId, { text: 'x' }, 401],
      ['a buyer', buyer, itemId, { text: 'x', organisationId: vaihtoautot }, 403],
      ['a platform admin', admin, itemId, { text: 'x' }, 404],
      ['nothing to add', seller, itemId, { text: '  ' }, 400],
      ['over 2000 characters', seller, itemId, { text: 'a'.repeat(2001) }, 400],
      [
        "another organisation's upload",
        seller,
        itemId,
        { files: [{ externalServiceId: 'foreign-photo' }] },
        422,
      ],
      ['an ended item', seller, ended, { text: 'x' }, 422],
      ['a draft', seller, draft, { text: 'x' }, 422],
      ['another item in the body', seller, itemId, { text: 'x', auctionItemId: ended }, 400],
    ];
    for (const [name, cookie, target, payload, status] of cases) {
      const response = await add(cookie, target, payload);
      expect({
        name,
        status: response.statusCode,
        hasCode: typeof response.json().error?.code,
      }).toEqual({
        name,
        status,
        hasCode: 'string',
      });
    }
    expect(await t.db.selectFrom('auctionItemAdditionalInfos').select('id').execute()).toEqual([]);
    expect(heard).toEqual([]);
    // Reading needs the right to see the item.
    expect((await infos(buyer, draft)).statusCode).toBe(404);
  });
});
