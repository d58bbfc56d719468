import { noPermissions } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { findPermissionFlags } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { actingOrganisationId } from './item-access.js';
import type { ItemListCache } from './item-list-cache.js';

/**
 * GET /api/AuctionItems: the items page's rows (the domain's `ItemListRow[]`) for the
 * organisation the caller acts for, as JSON text.
 */
export async function listItemsJson(
  ctx: Pick<AppContext, 'db'>,
  cache: ItemListCache,
  caller: Caller,
): Promise<string> {
  const { db } = ctx;
  const organisationId = await actingOrganisationId(db, caller);
  const [flags, organisation, favorites, bidders, machines] = await Promise.all([
    organisationId === null ? null : findPermissionFlags(db, caller.userId, organisationId),
    organisationId === null
      ? undefined
      : db
          .selectFrom('organisations')
          .select('businessIdentityCode')
          .where('id', '=', organisationId)
          .executeTakeFirst(),
    db
      .selectFrom('favorites')
      .select('auctionItemId')
      .where('userId', '=', caller.userId)
      .execute(),
    organisationId === null
      ? []
      : db
          .selectFrom('auctionItemBidders')
          .select(['auctionItemId', 'bidderMarker'])
          .where('organisationId', '=', organisationId)
          .execute(),
    organisationId === null
      ? []
      : db
          .selectFrom('bidMachines')
          .select('auctionItemId')
          .where('organisationId', '=', organisationId)
          .where('dateDeleted', 'is', null)
          .execute(),
  ]);
  return cache.jsonFor(
    {
      organisationId,
      businessIdentityCode: organisation?.businessIdentityCode ?? null,
      flags: flags ?? noPermissions,
    },
    new Set(favorites.map((favorite) => favorite.auctionItemId)),
    {
      markers: new Map(bidders.map((bidder) => [bidder.auctionItemId, bidder.bidderMarker])),
      machines: new Set(machines.map((machine) => machine.auctionItemId)),
    },
  );
}
