import { ItemStatus, type AdminSearchQuery } from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { normalizedLicenseNumberSql } from '../../db/migrations/0016a-admin-search-index.js';

/** Spec 7: the admin search answers at most this many items, the newest first. */
export const adminSearchLimit = 50;

/** A LIKE pattern's own characters as plain characters (the default escape is the backslash). */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Items by id, or whose licence number contains the term: both sides compared without case,
 * spaces or hyphens (the domain's normalizeLicenseNumber; its pattern is the query's too). The
 * compared expression is the trigram index's own (migration 0016a), so "contains" is an index
 * scan. Every value goes as a parameter; %, _ and \ typed are only characters.
 */
const searchQuery = (db: Db, query: AdminSearchQuery) =>
  db
    .selectFrom('auctionItems as item')
    .select([
      'item.id',
      'item.licenseNumber',
      'item.make',
      'item.model',
      'item.priceNow',
      'item.status',
      'item.endTime',
    ])
    .where('item.status', '!=', ItemStatus.Deleted)
    .where((eb) =>
      eb.or([
        ...(query.itemId === null ? [] : [eb('item.id', '=', query.itemId)]),
        ...(query.licenseNumber === ''
          ? []
          : [
              eb(
                normalizedLicenseNumberSql,
                'like',
                sql.val(`%${escapeLike(query.licenseNumber)}%`),
              ),
            ]),
      ]),
    )
    // `id + 0`, not `id`: ordering by the key itself tempts the planner to walk the primary key
    // backwards filtering every row, which is slow exactly when few items match.
    .orderBy(sql`item.id + 0`, 'desc')
    .limit(adminSearchLimit);

/** The SQL of the platform admin's item search. */
export const adminSearchRepository = {
  searchQuery,
  search: (db: Db, query: AdminSearchQuery) => searchQuery(db, query).execute(),
};
