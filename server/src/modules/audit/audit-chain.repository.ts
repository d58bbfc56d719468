import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** One audit row as its hash was computed: every field in its canonical text form. */
export interface ChainRow {
  id: string;
  chainKey: string;
  chainSeq: string;
  auctionItemId: string | null;
  organisationId: string | null;
  userId: string | null;
  actorType: string;
  auditLogType: string;
  createdMicros: string;
  description: string;
  hash: string;
}

/** The SQL of the audit chain's verification. */
export const auditChainRepository = {
  /** The next `limit` rows after (chainKey, chainSeq), in chain order (keyset pagination). */
  findRowsAfter: (db: Db, after: { chainKey: string; chainSeq: string } | null, limit: number) =>
    db
      .selectFrom('auditLog')
      .select([
        sql<string>`id::text`.as('id'),
        'chainKey',
        sql<string>`chain_seq::text`.as('chainSeq'),
        sql<string | null>`auction_item_id::text`.as('auctionItemId'),
        sql<string | null>`organisation_id::text`.as('organisationId'),
        sql<string | null>`user_id::text`.as('userId'),
        sql<string>`actor_type::text`.as('actorType'),
        sql<string>`audit_log_type::text`.as('auditLogType'),
        // The same expression as the trigger's: the stored instant to the microsecond.
        sql<string>`((extract(epoch FROM created_at) * 1000000)::bigint)::text`.as('createdMicros'),
        'description',
        'hash',
      ])
      .$if(after !== null, (query) =>
        query.where((eb) =>
          eb(
            eb.refTuple('chainKey', sql<string>`chain_seq`),
            '>',
            eb.tuple(after!.chainKey, sql<string>`${after!.chainSeq}::bigint`),
          ),
        ),
      )
      .orderBy('chainKey')
      .orderBy('chainSeq')
      .limit(limit)
      .execute() as Promise<ChainRow[]>,
};
