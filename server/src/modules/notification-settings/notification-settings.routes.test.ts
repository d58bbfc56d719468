import { defaultNotificationSettings } from '@dealer/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { insertItem, organisationIdOf, userIdOf } from '../../../test/item-factory.js';
import { callAs } from '../../../test/settings-helpers.js';
import { queueEndOfAuctionMail } from '../mail/mail-outbox.js';

describe.each(backends)('notification settings (%s)', (backend) => {
  let t: TestContext;
  let call: ReturnType<typeof callAs>;
  beforeEach(async () => {
    t = await createTestContext(backend);
    call = callAs(t);
  });
  afterEach(() => t.close());

  it('reads, saves and switches off all of a user’s own settings; sign-in needed', async () => {
    const buyer = await t.signIn('buyer@demo.test');
    const url = '/api/NwUserNotificationSettings';
    expect((await call(buyer, 'GET', url)).json()).toEqual(defaultNotificationSettings);
    const saved = await call(buyer, 'PATCH', `${url}/Update`, {
      ...defaultNotificationSettings,
      won: false,
    });
    expect(saved.json()).toEqual({ ...defaultNotificationSettings, won: false });
    const off = await call(buyer, 'PATCH', `${url}/UpdateMainSwitch`, { mainSwitch: false });
    expect(off.json()).toEqual({ ...defaultNotificationSettings, won: false, mainSwitch: false });
    // Another user's settings are untouched.
    const seller = await t.signIn('seller@demo.test');
    expect((await call(seller, 'GET', url)).json()).toEqual(defaultNotificationSettings);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    expect((await call(buyer, 'PATCH', `${url}/Update`, { won: false })).statusCode).toBe(400);
  });

  it('the settings decide which end-of-auction mails are queued for the user', async () => {
    const buyer = await t.signIn('buyer@demo.test');
    const userId = await userIdOf(t.db, 'buyer@demo.test');
    const itemId = await insertItem(t.db, {
      organisationId: await organisationIdOf(t.db, 'Demo Autotalo Oy'),
      startTime: new Date(Date.now() - 3_600_000),
      endTime: new Date(Date.now() + 3_600_000),
    });
    const queue = (kind: 'winner' | 'auctioneerWinner') =>
      queueEndOfAuctionMail(t.db, {
        auctionItemId: itemId,
        userId,
        kind,
        reference: 'ABC-1',
        price: 1000,
        publicUrl: undefined,
        now: new Date(),
      });
    const mails = () =>
      t.db.selectFrom('mailOutbox').select('kind').where('userId', '=', userId).execute();

    await call(buyer, 'PATCH', '/api/NwUserNotificationSettings/Update', {
      ...defaultNotificationSettings,
      won: false,
    });
    expect(await queue('winner')).toBeNull();
    expect(await queue('auctioneerWinner')).toBe('buyer@demo.test');
    expect(await mails()).toEqual([{ kind: 'auctioneerWinner' }]);
    await call(buyer, 'PATCH', '/api/NwUserNotificationSettings/UpdateMainSwitch', {
      mainSwitch: false,
    });
    expect(await queue('auctioneerWinner')).toBeNull();
    expect(await mails()).toHaveLength(1);
  });
});
