import type { AdminUpdateUserRequest } from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsPattern } from './organisations-admin.repository.js';

const userColumns = [
  'users.id',
  'users.email',
  'users.firstName',
  'users.lastName',
  'users.phoneNumber',
  'users.locale',
  'users.nwAdmin',
  'users.selectedOrganisationId',
] as const;

/** The SQL of the platform admin's users, memberships and invitations (issue 13). */
export const usersAdminRepository = {
  /** Users by any part of the e-mail or name, by e-mail, `limit` at most. */
  list: (db: Db, search: string | undefined, limit: number) =>
    db
      .selectFrom('users')
      .leftJoin('userInvitations as invitation', 'invitation.userId', 'users.id')
      .select([
        ...userColumns,
        sql<boolean>`users.password_hash is not null`.as('hasPassword'),
        'invitation.expiresAt as invitationExpiresAt',
      ])
      .$if(Boolean(search), (query) =>
        query.where((eb) =>
          eb.or([
            eb('users.email', 'ilike', containsPattern(search!)),
            eb(
              sql<string>`users.first_name || ' ' || users.last_name`,
              'ilike',
              containsPattern(search!),
            ),
          ]),
        ),
      )
      .orderBy('users.email')
      .limit(limit)
      .execute(),

  find: (db: Db, id: number) =>
    db
      .selectFrom('users')
      .leftJoin('userInvitations as invitation', 'invitation.userId', 'users.id')
      .select([
        ...userColumns,
        sql<boolean>`users.password_hash is not null`.as('hasPassword'),
        'invitation.expiresAt as invitationExpiresAt',
      ])
      .where('users.id', '=', id)
      .executeTakeFirst(),

  /** The memberships of these users, with the organisations' names and the users' roles. */
  findMemberships: (db: Db, userIds: readonly number[]) =>
    userIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('memberships')
          .innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
          .select([
            'memberships.userId',
            'memberships.organisationId',
            'organisations.name as organisationName',
            sql<number[]>`array(${db
              .selectFrom('membershipRoles as mr')
              .select('mr.roleId')
              .where('mr.userId', '=', sql.ref<number>('memberships.userId'))
              .where('mr.organisationId', '=', sql.ref<number>('memberships.organisationId'))
              .orderBy('mr.roleId')})`.as('roleIds'),
          ])
          .where('memberships.userId', 'in', [...userIds])
          .orderBy('organisations.name')
          .execute(),

  lock: (db: Db, id: number) =>
    db
      .selectFrom('users')
      .select(['id', 'email', 'locale', 'firstName', 'selectedOrganisationId'])
      .select(sql<boolean>`password_hash is not null`.as('hasPassword'))
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst(),

  isEmailTaken: async (db: Db, email: string) =>
    (await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(email)`, '=', email.toLowerCase())
      .executeTakeFirst()) !== undefined,

  insert: async (
    db: Db,
    user: AdminUpdateUserRequest & { email: string; selectedOrganisationId: number | null },
  ) =>
    (
      await db
        .insertInto('users')
        .values({ ...user, passwordHash: null })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  update: (db: Db, id: number, user: AdminUpdateUserRequest) =>
    db.updateTable('users').set(user).where('id', '=', id).execute(),

  setSelectedOrganisation: (db: Db, id: number, organisationId: number | null) =>
    db
      .updateTable('users')
      .set({ selectedOrganisationId: organisationId })
      .where('id', '=', id)
      .execute(),

  /** How many of `roleIds` are roles of the organisation. */
  countOwnRoles: async (db: Db, organisationId: number, roleIds: readonly number[]) =>
    roleIds.length === 0
      ? 0
      : Number(
          (
            await db
              .selectFrom('organisationRoles')
              .select(sql<string>`count(*)`.as('count'))
              .where('organisationId', '=', organisationId)
              .where('id', 'in', [...roleIds])
              .executeTakeFirstOrThrow()
          ).count,
        ),

  /** The membership exists with exactly these roles (a new one in every office). */
  async setMembership(db: Db, userId: number, organisationId: number, roleIds: readonly number[]) {
    const inserted = await db
      .insertInto('memberships')
      .values({ userId, organisationId, phoneNumber: null })
      .onConflict((conflict) => conflict.doNothing())
      .returning('userId')
      .executeTakeFirst();
    if (inserted)
      await db
        .insertInto('membershipOffices')
        .columns(['userId', 'organisationId', 'officeId'])
        .expression(
          db
            .selectFrom('offices')
            .select([
              sql<number>`${userId}::int`.as('userId'),
              sql<number>`${organisationId}::int`.as('organisationId'),
              'id',
            ])
            .where('organisationId', '=', organisationId),
        )
        .execute();
    await db
      .deleteFrom('membershipRoles')
      .where('userId', '=', userId)
      .where('organisationId', '=', organisationId)
      .execute();
    if (roleIds.length > 0)
      await db
        .insertInto('membershipRoles')
        .values(roleIds.map((roleId) => ({ userId, organisationId, roleId })))
        .execute();
    return inserted !== undefined;
  },

  deleteMembership: async (db: Db, userId: number, organisationId: number) =>
    (
      await db
        .deleteFrom('memberships')
        .where('userId', '=', userId)
        .where('organisationId', '=', organisationId)
        .executeTakeFirst()
    ).numDeletedRows > 0n,

  /** Another organisation the user belongs to (to act for after leaving one). */
  findAnyMembership: (db: Db, userId: number) =>
    db
      .selectFrom('memberships')
      .select('organisationId')
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .limit(1)
      .executeTakeFirst(),

  /** The user's one invitation becomes this one: the old link stops working. */
  saveInvitation: (
    db: Db,
    invitation: {
      userId: number;
      tokenHash: string;
      createdAt: Date;
      expiresAt: Date;
      invitedBy: number;
    },
  ) =>
    db
      .insertInto('userInvitations')
      .values({ ...invitation, usedAt: null })
      .onConflict((conflict) =>
        conflict.column('userId').doUpdateSet({
          tokenHash: invitation.tokenHash,
          createdAt: invitation.createdAt,
          expiresAt: invitation.expiresAt,
          usedAt: null,
          invitedBy: invitation.invitedBy,
        }),
      )
      .execute(),
};
