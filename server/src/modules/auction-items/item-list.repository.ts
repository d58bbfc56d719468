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
export function findPublicList(db: Db, viewer: ListViewer, now: Date) {
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
    .orderBy('item.id')
    .execute();
}
