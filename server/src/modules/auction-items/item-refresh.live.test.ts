import type { ItemStatus } from '@dealer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, type Listener } from '../../../test/hub-listener.js';
import {
  insertImageRecord,
  insertItem,
  organisationIdOf,
  userIdOf,
} from '../../../test/item-factory.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

// Spec 4: a published item that changes outside bidding (files, responsible salespeople, target
// groups) sends RefreshAuctionItem, so that lists and open item pages load it again. Who hears
// it follows the hub's one rule: those who may see the item (or could, before a target group
// change hid it from them).
const now = new Date('2026-11-23T10:00:00Z');
const hour = 3_600_000;
const quiet = () => new Promise((resolve) => setTimeout(resolve, 300));

describe.each(backends)('RefreshAuctionItem (%s)', (backend) => {
  let t: TestContext;
  let sellerCookie: string;
  let seller: Listener;
  let buyer: Listener;
  let outsider: Listener;
  let organisationId: number;
  let sellerUserId: number;
  let dualUserId: number;

  beforeAll(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    organisationId = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    sellerUserId = await userIdOf(t.db, 'seller@demo.test');
    dualUserId = await userIdOf(t.db, 'dual@demo.test');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    sellerCookie = await t.signIn('seller@demo.test');
    seller = await listen(address, sellerCookie);
    buyer = await listen(address, await t.signIn('buyer@demo.test'));
    // The platform admin acts for no organisation: it may see no item.
    outsider = await listen(address, await t.signIn('admin@demo.test'));
    for (const listener of [seller, buyer, outsider])
      await listener.next((f) => f.type === 'Hello');
  });
  afterAll(async () => {
    for (const listener of [seller, buyer, outsider]) listener.socket.terminate();
    await t.close();
  });

  const running = (licenseNumber: string, status: ItemStatus = 1) =>
    insertItem(t.db, {
      organisationId,
      status,
      licenseNumber,
      startTime: new Date(now.getTime() - 24 * hour),
      endTime: new Date(now.getTime() + 48 * hour),
    });

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({
      method,
      url: `/api/AuctionItems${url}`,
      headers: { cookie: sellerCookie },
      ...(payload ? { payload } : {}),
    });

  /** A group of the seller with one member organisation, by business identity code. */
  async function companyGroup(name: string, code: string) {
    const group = await t.db
      .insertInto('companyGroups')
      .values({ organisationId, name })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('companyGroupItems')
      .values({ companyGroupId: group.id, businessIdentityCode: code, name: code })
      .execute();
    return group.id;
  }

  const framesOf = (listener: Listener, itemId: number) =>
    listener.frames.filter((frame) => frame.itemId === itemId).map((frame) => frame.type);

  it('is sent when the responsible salespeople of a published item change', async () => {
    const id = await running('REF-1');
    const added = await call('POST', `/${id}/ResponsiblePerson`, {
      userId: sellerUserId,
      showInAuction: true,
    });
    expect(added.statusCode).toBe(200);
    const person = added.json<Array<{ id: number }>>()[0]!;
    expect(
      (await call('PATCH', `/${id}/ResponsiblePerson`, { id: person.id, showInAuction: false }))
        .statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/${id}/ResponsiblePerson/${person.id}`)).statusCode).toBe(200);

    const third = (frames: Array<Record<string, unknown>>) =>
      frames.filter((f) => f.itemId === id).length >= 3;
    await expect.poll(() => third(buyer.frames)).toBe(true);
    await expect.poll(() => third(seller.frames)).toBe(true);
    const refresh = buyer.frames.find((frame) => frame.itemId === id);
    expect(refresh).toMatchObject({
      type: 'RefreshAuctionItem',
      organisationId,
      state: { status: 1, bidCount: 0 },
    });
    await quiet();
    expect(framesOf(buyer, id)).toEqual(Array(3).fill('RefreshAuctionItem'));
    expect(framesOf(seller, id)).toEqual(Array(3).fill('RefreshAuctionItem'));
    expect(framesOf(outsider, id)).toEqual([]);
  });

  it('is sent when the files of a published item are reordered or turned', async () => {
    const id = await running('REF-2');
    const fileIds: number[] = [];
    for (const [index, media] of ['ref-a', 'ref-b'].entries()) {
      const mediaFileId = await insertImageRecord(t.db, organisationId, media, now);
      const file = await t.db
        .insertInto('auctionItemFiles')
        .values({ auctionItemId: id, mediaFileId, orderNumber: index, angle: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      fileIds.push(file.id);
    }
    const response = await call('PATCH', `/${id}/UpdateFiles`, {
      fileUpdates: [
        { id: fileIds[0], orderNumber: 1, angle: 90 },
        { id: fileIds[1], orderNumber: 0, angle: 0 },
      ],
    });
    expect(response.statusCode).toBe(200);
    await buyer.next((frame) => frame.type === 'RefreshAuctionItem' && frame.itemId === id);
    await seller.next((frame) => frame.type === 'RefreshAuctionItem' && frame.itemId === id);
    await quiet();
    expect(framesOf(outsider, id)).toEqual([]);
  });

  it('reaches those a target group hides the item from, and then no longer', async () => {
    const id = await running('REF-3');
    // Shown only to a group the buyer's organisation is not in: the buyer loses the item.
    const others = await companyGroup('Muut', '9999999-9');
    const assigned = await call('POST', `/${id}/CompanyGroup`, {
      companyGroupId: others,
      visibilityType: 1,
    });
    expect(assigned.statusCode).toBe(200);
    await buyer.next((frame) => frame.type === 'RefreshAuctionItem' && frame.itemId === id);
    await seller.next((frame) => frame.type === 'RefreshAuctionItem' && frame.itemId === id);
    // Its refresh answers 404: the web drops the item (spec 4).
    const buyerCookie = await t.signIn('buyer@demo.test');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/AuctionItems/${id}`,
      headers: { cookie: buyerCookie },
    });
    expect(read.statusCode).toBe(404);

    // Hidden from the buyer now: a later change reaches the seller only.
    await call('POST', `/${id}/ResponsiblePerson`, { userId: dualUserId, showInAuction: true });
    await expect.poll(() => seller.frames.filter((frame) => frame.itemId === id).length).toBe(2);
    await quiet();
    expect(framesOf(buyer, id)).toEqual(['RefreshAuctionItem']);
    expect(framesOf(outsider, id)).toEqual([]);
  });

  it('a draft’s change stays an Updated for its own organisation', async () => {
    const id = await running('REF-4', 0);
    await call('POST', `/${id}/ResponsiblePerson`, { userId: sellerUserId, showInAuction: true });
    await seller.next((frame) => frame.type === 'Updated' && frame.itemId === id);
    await quiet();
    expect(framesOf(seller, id)).toEqual(['Updated']);
    expect(framesOf(buyer, id)).toEqual([]);
    expect(framesOf(outsider, id)).toEqual([]);
  });
});
