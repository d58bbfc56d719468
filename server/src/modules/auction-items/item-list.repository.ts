import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface ListViewer {
  organisationId: number | null;
  businessIdentityCode: string | null;
  isRegularViewer: boolean;
  isProViewer: boolean;
}

/**
 * The public list in one query (spec 2; the same rule as the domain's `isInPublicList`, written
 * in SQL so 10,000 items never leave the database only to be filtered out): published or ended
 * items that have started and ended less than 24 hours ago, the viewer's own, or open to the
 * viewer by subscription, Pro tier and target groups.
 */
export function publicListQuery(db: Db, viewer: ListViewer, now: Date) {
  const since = new Date(now.getTime() - 24 * 3_600_000);
  const isBuyer = viewer.isRegularViewer || viewer.isProViewer;
  const code = viewer.businessIdentityCode ?? '';
  return db
    .selectFrom('auctionItems as item')
    .innerJoin('organisations as organisation', 'organisation.id', 'item.organisationId')
    .leftJoin('offices as office', 'office.id', 'item.officeId')
    .select([
      'item.id',
      'item.organisationId',
      'organisation.name as organisationName',
      'item.officeId',
      'office.name as officeName',
      'item.licenseNumber',
      'item.make',
      'item.model',
      'item.type',
      'item.modelYear',
      'item.mileage',
      'item.fuelType',
      'item.hybridType',
      'item.priceNow',
      'item.startPrice',
      'item.minimumRaise',
      'item.bidCount',
      'item.bidderCount',
      'item.startTime',
      'item.endTime',
      'item.status',
      'item.openBid',
      'item.priceReservation',
      'item.showInBasicAuction',
    ])
    .select(sql<string | null>`left(item.auctioneer_description, 300)`.as('auctioneerDescription'))
    .select((eb) =>
      eb
        .selectFrom('auctionItemFiles as file')
        .innerJoin('mediaFiles as media', 'media.id', 'file.mediaFileId')
        .select('media.externalServiceId')
        .whereRef('file.auctionItemId', '=', 'item.id')
        .where('media.kind', '=', 1)
        .orderBy('file.orderNumber')
        .limit(1)
        .as('thumbnailId'),
    )
    .where('item.status', 'in', [1, 4])
    .where('item.startTime', '<=', now)
    .where('item.endTime', '>', since)
    .where((eb) => {
      const own = eb('item.organisationId', '=', viewer.organisationId ?? -1);
      if (!isBuyer) return own;
      const groupOf = (visibilityType: number) =>
        eb
          .selectFrom('auctionItemCompanyGroups as itemGroup')
          .select('itemGroup.id')
          .whereRef('itemGroup.auctionItemId', '=', 'item.id')
          .where('itemGroup.visibilityType', '=', visibilityType);
      const withMember = (visibilityType: number) =>
        groupOf(visibilityType).where((inner) =>
          inner.exists(
            inner
              .selectFrom('companyGroupItems as member')
              .select('member.id')
              .whereRef('member.companyGroupId', '=', 'itemGroup.companyGroupId')
              .where('member.businessIdentityCode', '=', code),
          ),
        );
      return eb.or([
        own,
        eb.and([
          viewer.isProViewer ? sql<boolean>`true` : eb('item.showInBasicAuction', '=', true),
          eb.not(eb.exists(withMember(2))),
          eb.or([eb.not(eb.exists(groupOf(1))), eb.exists(withMember(1))]),
        ]),
      ]);
    })
    .orderBy('item.endTime')
    .orderBy('item.id');
}

/** The rows as data (tests and tools). */
export const findPublicList = (db: Db, viewer: ListViewer, now: Date) =>
  publicListQuery(db, viewer, now).execute();

const isoOf = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/**
 * The list as the JSON the API answers, built by the database in one value: 10,000 rows cross
 * from PGlite (or a PostgreSQL server) as one string instead of 10,000 rows of 25 values, and
 * Node neither parses nor re-serialises them. The per-viewer fields are computed here too:
 * `isEnded` is the domain's rule for listed (published or ended) items.
 */
export async function findPublicListJson(
  db: Db,
  viewer: ListViewer,
  userId: number,
  now: Date,
): Promise<string> {
  const rows = publicListQuery(db, viewer, now).as('row');
  const result = await db
    .selectFrom(rows)
    .select(
      sql<string>`coalesce(json_agg(json_build_object(
        'id', row.id,
        'organisationId', row.organisation_id,
        'organisationName', row.organisation_name,
        'officeId', row.office_id,
        'officeName', row.office_name,
        'licenseNumber', row.license_number,
        'make', row.make,
        'model', row.model,
        'type', row.type,
        'modelYear', row.model_year,
        'mileage', row.mileage,
        'fuelType', row.fuel_type,
        'hybridType', row.hybrid_type,
        'auctioneerDescription', row.auctioneer_description,
        'priceNow', row.price_now,
        'startPrice', row.start_price,
        'minimumRaise', row.minimum_raise,
        'bidCount', row.bid_count,
        'bidderCount', row.bidder_count,
        'start', ${isoOf('row.start_time')},
        'end', ${isoOf('row.end_time')},
        'status', row.status,
        'isEnded', (row.status = 4 or row.end_time <= ${now}),
        'openBid', row.open_bid,
        'hasPriceReservation', row.price_reservation is not null,
        'isProItem', not row.show_in_basic_auction,
        'thumbnailUrl', '/media/' || row.thumbnail_id,
        'userType', case when row.organisation_id = ${viewer.organisationId ?? -1} then 1 else 2 end,
        'isFavorite', exists (select 1 from favorites where favorites.user_id = ${userId} and favorites.auction_item_id = row.id)
      ) order by row.end_time, row.id), '[]')::text`.as('json'),
    )
    .executeTakeFirstOrThrow();
  return result.json;
}
