import {
  isEnded,
  ItemUserType,
  noPermissions,
  type ItemListRow,
  type ItemStatus,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { findPermissionFlags } from '../access/access.service.js';
import type { Principal } from '../auth/principal.js';
import { actingOrganisationId } from './item-access.js';
import { findPublicList } from './item-list.repository.js';

/** GET /api/AuctionItems: the items page's rows for the organisation the caller acts for. */
export async function listItems(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  principal: Principal,
): Promise<ItemListRow[]> {
  const { db, clock } = ctx;
  const now = clock.now();
  const organisationId = await actingOrganisationId(db, principal);
  const flags =
    (organisationId === null
      ? null
      : await findPermissionFlags(db, principal.userId, organisationId)) ?? noPermissions;
  const organisation =
    organisationId === null
      ? undefined
      : await db
          .selectFrom('organisations')
          .select('businessIdentityCode')
          .where('id', '=', organisationId)
          .executeTakeFirst();
  const rows = await findPublicList(
    db,
    {
      organisationId,
      businessIdentityCode: organisation?.businessIdentityCode ?? null,
      isRegularViewer: flags.isRegularViewer,
      isProViewer: flags.isProViewer,
    },
    now,
  );
  const favorites = new Set(
    (
      await db
        .selectFrom('favorites')
        .select('auctionItemId')
        .where('userId', '=', principal.userId)
        .execute()
    ).map((favorite) => favorite.auctionItemId),
  );
  return rows.map((row) => {
    const status = row.status as ItemStatus;
    return {
      id: row.id,
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      officeId: row.officeId,
      officeName: row.officeName,
      licenseNumber: row.licenseNumber,
      make: row.make,
      model: row.model,
      type: row.type,
      modelYear: row.modelYear,
      mileage: row.mileage,
      fuelType: row.fuelType,
      hybridType: row.hybridType,
      auctioneerDescription: row.auctioneerDescription,
      priceNow: row.priceNow,
      startPrice: row.startPrice,
      minimumRaise: row.minimumRaise,
      bidCount: row.bidCount,
      bidderCount: row.bidderCount,
      start: row.startTime.toISOString(),
      end: row.endTime.toISOString(),
      status,
      isEnded: isEnded({ status, start: row.startTime, end: row.endTime }, now),
      openBid: row.openBid,
      hasPriceReservation: row.priceReservation !== null,
      isProItem: !row.showInBasicAuction,
      thumbnailUrl: row.thumbnailId ? `/media/${row.thumbnailId}` : null,
      userType:
        row.organisationId === organisationId ? ItemUserType.Auctioneer : ItemUserType.Buyer,
      isFavorite: favorites.has(row.id),
    };
  });
}
