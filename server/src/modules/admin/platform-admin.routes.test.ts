import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { organisationIdOf, userIdOf } from '../../../test/item-factory.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { createApiKey } from '../auth/auth.service.js';

const now = new Date('2026-11-23T10:00:00Z');
const organisation = {
  name: 'Kutsuautot Oy',
  businessIdentityCode: '1572860-0',
  streetAddress: 'Teollisuustie 1',
  postalAreaCode: '00510',
  postOfficeName: 'Helsinki',
  phoneNumber: '+358 40 123 4567',
  emailAddress: 'info@kutsuautot.test',
  products: [3],
  hasLicence: true,
};
const office = {
  name: 'Vantaa',
  streetAddress: 'Kaupintie 2',
  postalAreaCode: '01510',
  postOfficeName: 'Vantaa',
};
const newUser = (
  email: string,
  memberships: Array<{ organisationId: number; roleIds: number[] }>,
) => ({
  email,
  firstName: 'Uusi',
  lastName: 'Ostaja',
  phoneNumber: null,
  locale: 'sv-se',
  nwAdmin: false,
  memberships,
});
type Who = string | { apiKey: string };

// Issue 13, platform operations: a platform admin keeps organisations, offices, users and their
// memberships, and invites users by e-mail; every act is audited and nobody else may do any.
describe.each(backends)('platform admin organisations and users (%s)', (backend) => {
  let t: TestContext;
  let admin: string;
  let seller: string;
  let buyer: string;
  let apiKey: string;
  let autotalo: number;
  let sellerId: number;
  let autotaloOffice: number;

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    autotalo = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    sellerId = await userIdOf(t.db, 'seller@demo.test');
    autotaloOffice = (
      await t.db
        .selectFrom('offices')
        .select('id')
        .where('organisationId', '=', autotalo)
        .executeTakeFirstOrThrow()
    ).id;
    admin = await t.signIn('admin@demo.test');
    seller = await t.signIn('seller@demo.test');
    buyer = await t.signIn('buyer@demo.test');
    const adminId = await userIdOf(t.db, 'admin@demo.test');
    // Made for the admin's own user (a member here): an integration never carries the admin flag.
    await t.db
      .insertInto('memberships')
      .values({ userId: adminId, organisationId: autotalo, phoneNumber: null })
      .execute();
    apiKey = (await createApiKey(t, { organisationId: autotalo, userId: adminId, name: 'DMS' }))
      .key;
  });
  afterEach(() => t.close());

  const headersOf = (who: Who) =>
    typeof who === 'string' ? (who ? { cookie: who } : {}) : { 'x-api-key': who.apiKey };
  const call = (
    who: Who,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url: `/api/admin${url}`,
      headers: headersOf(who),
      ...(payload ? { payload } : {}),
    });
  const accept = (token: string, password = 'oikea hevonen patteri', cookie?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/invitations/accept',
      payload: { token, password, passwordAgain: password },
      ...(cookie ? { headers: { cookie } } : {}),
    });
  /** Row counts of everything these calls write. */
  const counts = async () => {
    const row = await sql<Record<string, number>>`select
      (select count(*)::int from organisations) as organisations,
      (select count(*)::int from offices) as offices,
      (select count(*)::int from subscriptions) as subscriptions,
      (select count(*)::int from users) as users,
      (select count(*)::int from memberships) as memberships,
      (select count(*)::int from membership_roles) as roles,
      (select count(*)::int from user_invitations) as invitations,
      (select count(*)::int from mail_outbox) as mails,
      (select count(*)::int from sessions) as sessions,
      (select count(*)::int from audit_log) as audits`.execute(t.db);
    return row.rows[0]!;
  };
  const createOrganisation = async (changes: object = {}) => {
    const response = await call(admin, 'POST', '/organisations', { ...organisation, ...changes });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{
      id: number;
      roles: Array<{ id: number; name: string; permissions: string[] }>;
      offices: Array<{ id: number }>;
    }>();
  };
  const tokenOf = async (email: string) => {
    const mail = await t.db
      .selectFrom('mailOutbox')
      .select(['body', 'subject', 'kind'])
      .where('toAddress', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(mail.kind).toBe('invitation');
    return /\/kutsu\/([A-Za-z0-9_-]{43})/.exec(mail.body)![1]!;
  };

  describe('only a platform admin', () => {
    const calls = (): Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> => [
      ['list organisations', 'GET', '/organisations?search=demo'],
      ['create organisation', 'POST', '/organisations', organisation],
      ['read organisation', 'GET', `/organisations/${autotalo}`],
      [
        'edit organisation',
        'PUT',
        `/organisations/${autotalo}`,
        { ...organisation, businessIdentityCode: '1234567-1', hasLicence: false },
      ],
      ['add office', 'POST', `/organisations/${autotalo}/offices`, office],
      ['edit office', 'PUT', `/organisations/${autotalo}/offices/${autotaloOffice}`, office],
      ['list users', 'GET', '/users?search=demo'],
      ['create user', 'POST', '/users', newUser('someone@example.test', [])],
      [
        'edit user',
        'PUT',
        `/users/${sellerId}`,
        { firstName: 'X', lastName: 'Y', phoneNumber: null, locale: 'fi-fi', nwAdmin: true },
      ],
      ['set membership', 'PUT', `/users/${sellerId}/memberships/${autotalo}`, { roleIds: [] }],
      ['remove membership', 'DELETE', `/users/${sellerId}/memberships/${autotalo}`],
      ['invite again', 'POST', `/users/${sellerId}/invitation`],
    ];

    it.each(['seller', 'buyer', 'apiKey', 'signedOut'] as const)(
      '%s is refused every call, with nothing written',
      async (who) => {
        const caller: Who =
          who === 'seller' ? seller : who === 'buyer' ? buyer : who === 'apiKey' ? { apiKey } : '';
        const expected = who === 'signedOut' ? 401 : 403;
        const before = await counts();
        for (const [name, method, url, payload] of calls()) {
          const response = await call(caller, method, url, payload);
          expect(response.statusCode, name).toBe(expected);
          expect(response.json().error.code, name).toBe(
            expected === 401 ? 'unauthenticated' : 'forbidden',
          );
          if (method === 'POST' || method === 'PUT') {
            // Refused before the body is read: a body that is not even JSON changes nothing.
            const garbage = await t.app.inject({
              method,
              url: `/api/admin${url}`,
              headers: { ...headersOf(caller), 'content-type': 'application/json' },
              payload: '{not json',
            });
            expect(garbage.statusCode, name).toBe(expected);
          }
        }
        expect(await counts()).toEqual(before);
      },
    );

    it('the admin is answered every call', async () => {
      const answers: number[] = [];
      for (const [, method, url, payload] of calls())
        answers.push((await call(admin, method, url, payload)).statusCode);
      // The seller chose a password long ago: a new invitation is refused.
      expect(answers).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 200, 422]);
    });
  });

  describe('organisations and offices', () => {
    it('creates an organisation with its subscriptions and roles, audited as the admin', async () => {
      const created = await createOrganisation({ products: [3, 4] });
      const read = (await call(admin, 'GET', `/organisations/${created.id}`)).json();
      expect(read).toMatchObject({ ...organisation, products: [3, 4], offices: [], members: [] });
      expect(
        read.roles.map((role: { name: string; permissions: string[] }) => [
          role.name,
          role.permissions,
        ]),
      ).toEqual([
        ['Myyjä', ['publish']],
        ['Ostaja', ['bid']],
        ['Pääkäyttäjä', ['manage_user_permissions']],
      ]);
      const audit = await t.db
        .selectFrom('auditLog')
        .select(['auditLogType', 'actorType', 'userId', 'chainKey'])
        .where('organisationId', '=', created.id)
        .execute();
      expect(audit).toEqual([
        {
          auditLogType: 72,
          actorType: 1,
          userId: await userIdOf(t.db, 'admin@demo.test'),
          chainKey: `organisation:${created.id}`,
        },
      ]);
      const listed = (await call(admin, 'GET', '/organisations?search=KUTSU')).json();
      expect(listed).toEqual([
        {
          id: created.id,
          name: 'Kutsuautot Oy',
          businessIdentityCode: '1572860-0',
          hasLicence: true,
          products: [3, 4],
          memberCount: 0,
        },
      ]);
      // Pattern characters are taken literally.
      expect((await call(admin, 'GET', '/organisations?search=%25')).json()).toEqual([]);
    });

    it('refuses a bad or taken business identity code, writing nothing', async () => {
      const before = await counts();
      const bad = await call(admin, 'POST', '/organisations', {
        ...organisation,
        businessIdentityCode: '1572860-1',
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({ businessIdentityCode: 'wrong_check_digit' });
      const demoCode = (await call(admin, 'GET', `/organisations/${autotalo}`)).json()
        .businessIdentityCode;
      const taken = await call(admin, 'POST', '/organisations', {
        ...organisation,
        businessIdentityCode: demoCode,
      });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().error).toMatchObject({
        code: 'conflict',
        fields: { businessIdentityCode: 'item_already_exists' },
      });
      expect(
        (await call(admin, 'POST', '/organisations', { ...organisation, products: [7] }))
          .statusCode,
      ).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('edits subscriptions and the licence: without it the seller may no longer publish', async () => {
      const current = (await call(admin, 'GET', `/organisations/${autotalo}`)).json();
      const flagsOf = async () =>
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/User/GetCurrentUser',
            headers: { cookie: seller },
          })
        ).json<{
          isAuctioneer: boolean;
          isPublisher: boolean;
        }>();
      expect(await flagsOf()).toMatchObject({ isAuctioneer: true, isPublisher: true });
      const { id: _, offices: _o, roles: _r, members: _m, ...fields } = current;
      const edited = await call(admin, 'PUT', `/organisations/${autotalo}`, {
        ...fields,
        hasLicence: false,
        products: [2, 3],
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect(edited.json()).toMatchObject({ hasLicence: false, products: [2, 3] });
      expect(await flagsOf()).toMatchObject({ isAuctioneer: false, isPublisher: false });
      await call(admin, 'PUT', `/organisations/${autotalo}`, {
        ...fields,
        hasLicence: true,
        products: [2, 3],
      });
      expect(await flagsOf()).toMatchObject({ isAuctioneer: true, isPublisher: true });
      const audit = await t.db
        .selectFrom('auditLog')
        .select('auditLogType')
        .where('organisationId', '=', autotalo)
        .where('auditLogType', '=', 73)
        .execute();
      expect(audit).toHaveLength(2);
    });

    it('adds and edits offices, only of the organisation named', async () => {
      const created = await createOrganisation();
      const added = await call(admin, 'POST', `/organisations/${created.id}/offices`, office);
      expect(added.statusCode, added.body).toBe(200);
      const officeId = added.json<{ id: number }>().id;
      const edited = await call(admin, 'PUT', `/organisations/${created.id}/offices/${officeId}`, {
        ...office,
        name: 'Vantaa Aviapolis',
      });
      expect(edited.json()).toMatchObject({ id: officeId, name: 'Vantaa Aviapolis' });
      expect(
        (await call(admin, 'PUT', `/organisations/${autotalo}/offices/${officeId}`, office))
          .statusCode,
      ).toBe(404);
      expect(
        (
          await call(admin, 'POST', `/organisations/${created.id}/offices`, {
            ...office,
            postalAreaCode: 'x',
          })
        ).statusCode,
      ).toBe(400);
      expect((await call(admin, 'POST', '/organisations/999999/offices', office)).statusCode).toBe(
        404,
      );
      const types = await t.db
        .selectFrom('auditLog')
        .select('auditLogType')
        .where('organisationId', '=', created.id)
        .orderBy('id')
        .execute();
      expect(types.map((row) => row.auditLogType)).toEqual([72, 74, 75]);
    });
  });

  describe('users and invitations', () => {
    it('creates a user with a membership and mails a link that signs them in once', async () => {
      const created = await createOrganisation();
      const buyerRole = created.roles.find((role) => role.name === 'Ostaja')!;
      const response = await call(
        admin,
        'POST',
        '/users',
        newUser(' Uusi.Ostaja@Example.test ', [
          { organisationId: created.id, roleIds: [buyerRole.id] },
        ]),
      );
      expect(response.statusCode, response.body).toBe(200);
      const user = response.json<{ id: number }>();
      expect(user).toMatchObject({
        email: 'uusi.ostaja@example.test',
        state: 'invited',
        nwAdmin: false,
        memberships: [
          {
            organisationId: created.id,
            organisationName: 'Kutsuautot Oy',
            roleIds: [buyerRole.id],
          },
        ],
      });
      const mail = await t.db
        .selectFrom('mailOutbox')
        .select(['subject', 'body', 'userId'])
        .where('toAddress', '=', 'uusi.ostaja@example.test')
        .executeTakeFirstOrThrow();
      expect(mail.subject).toBe('Inbjudan till auktionstjänsten');
      expect(mail.userId).toBe(user.id);
      const token = await tokenOf('uusi.ostaja@example.test');
      // Only the hash is kept.
      const stored = await t.db
        .selectFrom('userInvitations')
        .select('tokenHash')
        .executeTakeFirstOrThrow();
      expect(stored.tokenHash).not.toContain(token);
      expect(
        JSON.stringify(await t.db.selectFrom('userInvitations').selectAll().execute()),
      ).not.toContain(token);

      // A short password is refused and nothing is written.
      const before = await counts();
      const short = await accept(token, 'lyhyt');
      expect(short.statusCode).toBe(400);
      expect(short.json().error.fields).toEqual({ password: 'password_too_short' });
      const itself = await accept(token, 'uusi.ostaja@example.test');
      expect(itself.json().error.fields).toEqual({ password: 'password_is_email' });
      expect(await counts()).toEqual(before);

      const accepted = await accept(token);
      expect(accepted.statusCode, accepted.body).toBe(200);
      expect(accepted.json().user).toMatchObject({
        email: 'uusi.ostaja@example.test',
        organisationId: created.id,
        isBuyer: true,
        isRegularViewer: true,
      });
      const cookie = accepted.cookies.find((candidate) => candidate.name === 'sid')!;
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/User/GetCurrentUser',
        headers: { cookie: `sid=${cookie.value}` },
      });
      expect(me.json()).toMatchObject({ id: user.id, isBuyer: true });
      await t.signIn('uusi.ostaja@example.test', 'oikea hevonen patteri');

      // Single use: the link is spent, nothing more is written.
      const spent = await counts();
      const again = await accept(token, 'toinen salasana tässä');
      expect(again.statusCode).toBe(422);
      expect(again.json().error).toMatchObject({
        code: 'rule_broken',
        fields: { token: 'invitation_used' },
      });
      expect(await counts()).toEqual(spent);
      const audit = await t.db
        .selectFrom('auditLog')
        .select(['auditLogType', 'actorType', 'userId'])
        .where('auditLogType', 'in', [76, 78, 80, 81])
        .orderBy('id')
        .execute();
      const adminId = await userIdOf(t.db, 'admin@demo.test');
      expect(audit).toEqual([
        { auditLogType: 76, actorType: 1, userId: adminId },
        { auditLogType: 78, actorType: 1, userId: adminId },
        { auditLogType: 80, actorType: 1, userId: adminId },
        { auditLogType: 81, actorType: 2, userId: user.id },
      ]);
      expect((await call(admin, 'GET', '/users?search=uusi')).json()).toMatchObject([
        { id: user.id, state: 'active' },
      ]);
    });

    it('refuses a taken e-mail in any case with 409, writing nothing', async () => {
      const before = await counts();
      const response = await call(
        admin,
        'POST',
        '/users',
        newUser('SELLER@demo.test', [{ organisationId: autotalo, roleIds: [] }]),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'conflict', message: expect.any(String), fields: { email: 'email_taken' } },
      });
      const otherRole = (await createOrganisation()).roles[0]!.id;
      const after = await counts();
      const foreignRole = await call(
        admin,
        'POST',
        '/users',
        newUser('new@example.test', [{ organisationId: autotalo, roleIds: [otherRole] }]),
      );
      expect(foreignRole.statusCode).toBe(422);
      expect(foreignRole.json().error.fields).toEqual({ roleIds: 'not_found' });
      expect(await counts()).toEqual(after);
      expect(after.users).toBe(before.users);
    });

    it('two admins adding one address at once: one user, the other gets 409', async () => {
      const answers = await Promise.all(
        ['Twice@example.test', 'twice@example.test'].map((email) =>
          call(admin, 'POST', '/users', newUser(email, [])),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().error.fields).toEqual({
        email: 'email_taken',
      });
      const rows = await t.db
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', 'twice@example.test')
        .execute();
      expect(rows).toHaveLength(1);
      const mails = await t.db
        .selectFrom('mailOutbox')
        .select('id')
        .where(sql<string>`lower(to_address)`, '=', 'twice@example.test')
        .execute();
      expect(mails).toHaveLength(1);
    });

    it('an invitation expires after seven days; a new one replaces the old link', async () => {
      await call(admin, 'POST', '/users', newUser('late@example.test', []));
      const first = await tokenOf('late@example.test');
      t.clock.set(new Date(now.getTime() + 7 * 86_400_000));
      const before = await counts();
      const expired = await accept(first);
      expect(expired.statusCode).toBe(422);
      expect(expired.json().error.fields).toEqual({ token: 'invitation_expired' });
      expect(await counts()).toEqual(before);
      const userId = await userIdOf(t.db, 'late@example.test');
      admin = await t.signIn('admin@demo.test'); // a week on, the admin's session has lapsed
      expect((await call(admin, 'GET', '/users?search=late@')).json()).toMatchObject([
        { state: 'invitation_expired' },
      ]);

      const reinvited = await call(admin, 'POST', `/users/${userId}/invitation`);
      expect(reinvited.json()).toMatchObject({ state: 'invited' });
      const second = await tokenOf('late@example.test');
      expect(second).not.toBe(first);
      expect((await accept(first)).statusCode).toBe(404);
      expect((await accept(second)).statusCode).toBe(200);
      expect(
        (await call(admin, 'POST', `/users/${userId}/invitation`)).json().error.fields,
      ).toEqual({ userId: 'already_active' });
      expect((await accept('x'.repeat(43))).statusCode).toBe(404);
      expect((await accept('short')).statusCode).toBe(400);
    });

    it('sets memberships, roles and the admin flag', async () => {
      const created = await createOrganisation();
      const [seller0, buyerRole] = [
        created.roles.find((r) => r.name === 'Myyjä')!,
        created.roles.find((r) => r.name === 'Ostaja')!,
      ];
      const joined = await call(admin, 'PUT', `/users/${sellerId}/memberships/${created.id}`, {
        roleIds: [seller0.id, buyerRole.id],
      });
      expect(joined.statusCode, joined.body).toBe(200);
      expect(joined.json().memberships).toContainEqual({
        organisationId: created.id,
        organisationName: 'Kutsuautot Oy',
        roleIds: [seller0.id, buyerRole.id].sort((a, b) => a - b),
      });
      const members = (await call(admin, 'GET', `/organisations/${created.id}`)).json().members;
      expect(members).toMatchObject([{ userId: sellerId, email: 'seller@demo.test' }]);
      const left = await call(admin, 'DELETE', `/users/${sellerId}/memberships/${created.id}`);
      expect(
        left.json().memberships.map((m: { organisationId: number }) => m.organisationId),
      ).not.toContain(created.id);
      expect(
        (await call(admin, 'DELETE', `/users/${sellerId}/memberships/${created.id}`)).statusCode,
      ).toBe(404);

      const flagged = await call(admin, 'PUT', `/users/${sellerId}`, {
        firstName: 'Sanna',
        lastName: 'Myyjä',
        phoneNumber: null,
        locale: 'en-gb',
        nwAdmin: true,
      });
      expect(flagged.json()).toMatchObject({ nwAdmin: true, locale: 'en-gb' });
      const adminId = await userIdOf(t.db, 'admin@demo.test');
      const own = await call(admin, 'PUT', `/users/${adminId}`, {
        firstName: 'A',
        lastName: 'B',
        phoneNumber: null,
        locale: 'fi-fi',
        nwAdmin: false,
      });
      expect(own.statusCode).toBe(422);
      expect(own.json().error.fields).toEqual({ nwAdmin: 'own_flag' });
    });
  });
});
