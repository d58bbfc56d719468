import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The SQL of the platform admin's item tools. */
export const adminRepository = {
  /** Spec 3, the item's audit log with who did what, oldest first. */
  findAuditLog: (db: Db, itemId: number) =>
    db
      .selectFrom('auditLog')
      .leftJoin('organisations', 'organisations.id', 'auditLog.organisationId')
      .leftJoin('users', 'users.id', 'auditLog.userId')
      .select([
        'auditLog.id',
        'auditLog.createdAt',
        'auditLog.auditLogType',
        'auditLog.actorType',
        'auditLog.organisationId',
        'organisations.name as organisationName',
        'auditLog.userId',
        sql<string | null>`nullif(trim(concat(users.first_name, ' ', users.last_name)), '')`.as(
          'userName',
        ),
        'auditLog.description',
      ])
      .where('auditLog.auctionItemId', '=', itemId)
      .orderBy('auditLog.createdAt')
      .orderBy('auditLog.id')
      .execute(),

  /** Issues 11 and 13: an invoice number saved for the item is what "invoiced" means. */
  isInvoiced: async (db: Db, itemId: number): Promise<boolean> =>
    (await db
      .selectFrom('auctionItemInvoices')
      .select('auctionItemId')
      .where('auctionItemId', '=', itemId)
      .executeTakeFirst()) !== undefined,
};
