import { ItemStatus, licenseNumberSeparatorPattern, type AdminSearchQuery } from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** Spec 7: the admin search answers at most this many items, the newest first. */
export const adminSearchLimit = 50;

/** The SQL of the platform admin's item search. */
export const adminSearchRepository = {
  /**
   * Items by id, or whose licence number contains the term: both sides compared without case,
   * spaces or hyphens (the domain's normalizeLicenseNumber; its pattern is the query's too).
   * Every value goes as a parameter; strpos, not LIKE, so '%' and '_' are only characters.
   */
  search: (db: Db, query: AdminSearchQuery) =>
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
          eb(
            sql<number>`strpos(upper(regexp_replace(coalesce(item.license_number, ''), ${licenseNumberSeparatorPattern}, '', 'g')), ${query.licenseNumber})`,
            '>',
            0,
          ),
        ]),
      )
      .orderBy('item.id', 'desc')
      .limit(adminSearchLimit)
      .execute(),
};
