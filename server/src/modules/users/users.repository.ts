import type { Db } from '../../db/database.js';

export const usersRepository = {
  findUser: (db: Db, userId: number) =>
    db
      .selectFrom('users')
      .select([
        'id',
        'email',
        'firstName',
        'lastName',
        'locale',
        'phoneNumber',
        'selectedOrganisationId',
        'nwAdmin',
      ])
      .where('id', '=', userId)
      .executeTakeFirst(),

  findMemberships: (db: Db, userId: number) =>
    db
      .selectFrom('memberships')
      .select(['organisationId as id', 'phoneNumber'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .orderBy('organisationId')
      .execute(),

  findOfficeIds: async (db: Db, userId: number, organisationId: number) =>
    (
      await db
        .selectFrom('membershipOffices')
        .select('officeId')
        .where('userId', '=', userId)
        .where('organisationId', '=', organisationId)
        .orderBy('officeId')
        .execute()
    ).map((row) => row.officeId),

  findOrganisationBasicInfos: (db: Db, userId: number) =>
    db
      .selectFrom('memberships')
      .innerJoin('organisations', 'organisations.id', 'memberships.organisationId')
      .select(['organisations.id', 'organisations.name', 'organisations.organisationDescription'])
      .select((eb) => [
        eb
          .selectFrom('organisationImages')
          .select('url')
          .whereRef('organisationImages.organisationId', '=', 'organisations.id')
          .where('imageKind', '=', 2)
          .limit(1)
          .as('logoImageUrl'),
        eb
          .selectFrom('organisationImages')
          .select('url')
          .whereRef('organisationImages.organisationId', '=', 'organisations.id')
          .where('imageKind', '=', 1)
          .limit(1)
          .as('symbolImageUrl'),
      ])
      .where('memberships.userId', '=', userId)
      .orderBy('organisations.name')
      .execute(),

  /** Users who share an organisation with `viewerId` (or everyone for a platform admin). */
  findBasicInfos: (db: Db, viewerId: number, userIds: number[], isAdmin: boolean) =>
    db
      .selectFrom('users')
      .select(['users.id', 'users.firstName', 'users.lastName'])
      .where('users.id', 'in', userIds)
      .$if(!isAdmin, (query) =>
        query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('memberships as theirs')
              .innerJoin('memberships as mine', 'mine.organisationId', 'theirs.organisationId')
              .select('theirs.userId')
              .whereRef('theirs.userId', '=', 'users.id')
              .where('mine.userId', '=', viewerId),
          ),
        ),
      )
      .orderBy('users.id')
      .execute(),

  setSelectedOrganisation: (db: Db, userId: number, organisationId: number) =>
    db
      .updateTable('users')
      .set({ selectedOrganisationId: organisationId })
      .where('id', '=', userId)
      .execute(),

  setLocale: (db: Db, userId: number, locale: string) =>
    db.updateTable('users').set({ locale }).where('id', '=', userId).execute(),

  setPhoneNumber: (db: Db, userId: number, phoneNumber: string | null) =>
    db.updateTable('users').set({ phoneNumber }).where('id', '=', userId).execute(),

  /** Which of these e-mail addresses belong to a user (the start-up line's demo sign-ins). */
  findExistingEmails: async (db: Db, emails: readonly string[]) =>
    emails.length === 0
      ? []
      : (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map(
          (user) => user.email,
        ),

  /** The id of the user with this e-mail who is a member of the organisation. */
  findMemberIdByEmail: async (db: Db, email: string, organisationId: number) =>
    (
      await db
        .selectFrom('users')
        .innerJoin('memberships', 'memberships.userId', 'users.id')
        .select('users.id')
        .where('users.email', '=', email.toLowerCase())
        .where('memberships.organisationId', '=', organisationId)
        .executeTakeFirst()
    )?.id ?? null,
};
