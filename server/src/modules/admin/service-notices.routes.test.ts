import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';

// Issue 13: the service-ad banner and the service notification are editable by platform admins;
// the environment's stays the fallback until one is saved. Saving is audited.
describe.each(backends)('service notices (%s)', (backend) => {
  let t: TestContext;
  let admin: string;
  beforeEach(async () => {
    t = await createTestContext(backend, {
      SERVICE_AD_TITLE: 'From the environment',
      SERVICE_AD_TEXT: 'Env text',
    });
    admin = await t.signIn('admin@demo.test');
  });
  afterEach(() => t.close());

  const read = async (path: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/Settings/${path}` })).json();
  const save = (cookie: string, kind: string, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/servicenotices/${kind}`,
      headers: { cookie },
      payload,
    });

  it('overrides the environment once saved, and hides a banner when told', async () => {
    expect(await read('serviceadnotification')).toMatchObject({
      isVisible: true,
      title: 'From the environment',
    });
    const ad = {
      isVisible: true,
      title: 'Talvirenkaat',
      text: 'Muista renkaat',
      readMoreLink: 'https://example.com/renkaat',
    };
    const saved = await save(admin, 'serviceAd', ad);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await read('serviceadnotification')).toEqual(ad);
    await save(admin, 'serviceNotification', {
      isVisible: false,
      title: null,
      text: null,
      readMoreLink: null,
    });
    expect((await read('servicenotification')).isVisible).toBe(false);
    const audit = await t.db
      .selectFrom('auditLog')
      .select(['auditLogType', 'actorType', 'chainKey'])
      .where('auditLogType', '=', 71)
      .execute();
    expect(audit).toHaveLength(2);
    expect(audit[0]).toEqual({ auditLogType: 71, actorType: 1, chainKey: 'platform' });
  });

  it('refuses bad input and anyone but a platform admin, writing nothing', async () => {
    const noTitle = await save(admin, 'serviceAd', {
      isVisible: true,
      title: '',
      text: null,
      readMoreLink: null,
    });
    expect(noTitle.statusCode).toBe(400);
    expect(noTitle.json().error.fields).toMatchObject({ title: 'title_required' });
    const badLink = await save(admin, 'serviceAd', {
      isVisible: true,
      title: 'x',
      text: null,
      readMoreLink: 'javascript:alert(1)',
    });
    expect(badLink.statusCode).toBe(400);
    expect((await save(admin, 'banner', { isVisible: false })).statusCode).toBe(400);
    const seller = await t.signIn('seller@demo.test');
    const refused = await save(seller, 'serviceAd', {
      isVisible: true,
      title: 'x',
      text: null,
      readMoreLink: null,
    });
    expect(refused.statusCode).toBe(403);
    expect(await read('serviceadnotification')).toMatchObject({ title: 'From the environment' });
  });
});
