import { ItemUserType, type OwnItemRow } from '@dealer/domain';
import { makeListRow } from '@dealer/domain/list-rows';

/** A row of my items (GET /api/AuctionItems/organisation/{id} and its /buying): the seller's own. */
export function makeOwnItemRow(id: number, change: Partial<OwnItemRow> = {}): OwnItemRow {
  return {
    ...makeListRow(id, { organisationId: 7, userType: ItemUserType.Auctioneer }),
    isDraft: false,
    ...change,
  };
}
