import type { Db } from '../../db/database.js';

export const responsibleSellersRepository = {
  /** Each office's default responsible salespeople with their names, oldest first. */
  findDefaults: (db: Db, organisationId: number, officeId?: number) =>
    db
      .selectFrom('defaultResponsibleSalespeople as d')
      .innerJoin('users as u', 'u.id', 'd.userId')
      .select([
        'd.id',
        'd.userId',
        'd.officeId',
        'd.showInAuction',
        'd.createdAt as created',
        'u.firstName',
        'u.lastName',
        'u.phoneNumber',
        'u.email as emailAddress',
      ])
      .where('d.organisationId', '=', organisationId)
      .$if(officeId !== undefined, (query) => query.where('d.officeId', '=', officeId!))
      .orderBy('d.createdAt')
      .orderBy('d.id')
      .execute(),

  find: (db: Db, id: number) =>
    db
      .selectFrom('defaultResponsibleSalespeople')
      .select(['id', 'organisationId', 'officeId', 'userId', 'showInAuction'])
      .where('id', '=', id)
      .executeTakeFirst(),

  /** The office's rows, locked: the visible count is checked and changed in one step. */
  lockOffice: (db: Db, officeId: number) =>
    db.selectFrom('offices').select('id').where('id', '=', officeId).forUpdate().executeTakeFirst(),

  countVisible: async (db: Db, officeId: number) =>
    Number(
      (
        await db
          .selectFrom('defaultResponsibleSalespeople')
          .select((eb) => eb.fn.countAll().as('count'))
          .where('officeId', '=', officeId)
          .where('showInAuction', '=', true)
          .executeTakeFirstOrThrow()
      ).count,
    ),

  exists: async (db: Db, officeId: number, userId: number) =>
    Boolean(
      await db
        .selectFrom('defaultResponsibleSalespeople')
        .select('id')
        .where('officeId', '=', officeId)
        .where('userId', '=', userId)
        .executeTakeFirst(),
    ),

  insert: (
    db: Db,
    row: { organisationId: number; officeId: number; userId: number; showInAuction: boolean },
  ) =>
    db
      .insertInto('defaultResponsibleSalespeople')
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow(),

  setShowInAuction: (db: Db, id: number, showInAuction: boolean) =>
    db
      .updateTable('defaultResponsibleSalespeople')
      .set({ showInAuction })
      .where('id', '=', id)
      .execute(),

  delete: (db: Db, id: number) =>
    db.deleteFrom('defaultResponsibleSalespeople').where('id', '=', id).execute(),
};
