import { draftRuleCases, validDraft } from '@dealer/domain/test-cases';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

// Every draft rule of the domain, through the API: the passing value saves, the failing one is
// a 422 naming the field with the rule's key, and the stored draft stays as it was.
describe.each(backends)('draft rules through the API (%s)', (backend) => {
  let t: TestContext;
  let seller: string;
  let itemId: number;
  // The draft's own office and location stay; every other field comes from the reference draft.
  const { officeId, locationId, ...base } = validDraft();

  beforeAll(async () => {
    t = await createTestContext(backend);
    t.clock.set('2026-11-23T08:00:00Z');
    seller = await t.signIn('seller@demo.test');
    const organisation = await t.db
      .selectFrom('organisations')
      .select('id')
      .where('name', '=', 'Demo Autotalo Oy')
      .executeTakeFirstOrThrow();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/AuctionItems/Create',
      headers: { cookie: seller },
      payload: { organisationId: organisation.id },
    });
    itemId = created.json<{ id: number }>().id;
  });
  afterAll(() => t.close());

  const update = (payload: object) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/AuctionItems/${itemId}/Update`,
      headers: { cookie: seller },
      payload,
    });
  const stored = () =>
    t.db.selectFrom('auctionItems').selectAll().where('id', '=', itemId).executeTakeFirstOrThrow();

  it.each(draftRuleCases)('%s', async (_name, passing, failing, field, key) => {
    expect((await update(base)).statusCode).toBe(200);
    expect((await update({ ...base, ...passing })).statusCode).toBe(200);
    expect((await update(base)).statusCode).toBe(200);
    const before = await stored();
    if (key === 'open_bid_with_price_reservation') {
      // Through the API the combination cannot arise: setting open bid clears the reservation.
      expect((await update({ ...base, ...failing })).json()).toMatchObject({
        openBid: true,
        priceReservation: null,
      });
      return;
    }
    const refused = await update({ ...base, ...failing });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({ code: 'rule_broken', fields: { [field]: key } });
    expect(await stored()).toEqual(before);
  });
});
