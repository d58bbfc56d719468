import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The SQL of the platform admin's item tools. */
export const adminRepository = {
  /**
   * Spec 3, the item's audit log with who did what, newest first, `limit` rows before `cursor`
   * (a place in the item's chain). Keyset on (chain_key, chain_seq): migration 0016b's unique index
   * walks backwards from the cursor, so the last page of 5,000 bids is as fast as the first.
   * The chain key comes from the trigger's own function (immutable: folded to a constant).
   */
  auditLogPageQuery: (db: Db, itemId: number, cursor: string | null, limit: number) =>
    db
      .selectFrom('auditLog')
      .leftJoin('organisations', 'organisations.id', 'auditLog.organisationId')
      .leftJoin('users', 'users.id', 'auditLog.userId')
      .select([
        'auditLog.id',
        sql<string>`audit_log.chain_seq::text`.as('chainSeq'),
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
      .where('auditLog.chainKey', '=', sql<string>`audit_log_chain_key(${itemId}::integer, NULL)`)
      .$if(cursor !== null, (query) =>
        query.where(sql<string>`audit_log.chain_seq`, '<', sql<string>`${cursor}::bigint`),
      )
      .orderBy('auditLog.chainSeq', 'desc')
      .limit(limit),

  findAuditLogPage: (db: Db, itemId: number, cursor: string | null, limit: number) =>
    adminRepository.auditLogPageQuery(db, itemId, cursor, limit).execute(),

  /** Issues 11 and 13: an invoice number saved for the item is what "invoiced" means. */
  isInvoiced: async (db: Db, itemId: number): Promise<boolean> =>
    (await db
      .selectFrom('auctionItemInvoices')
      .select('auctionItemId')
      .where('auctionItemId', '=', itemId)
      .executeTakeFirst()) !== undefined,
};
