import type { DraftFields } from './draft-fields.js';
import type { ItemStatus } from './enums.js';
import type { VisibilityItem } from './visibility.js';

/**
 * An auction item as stored (spec 3, Auction item): the draft fields and the auction's own
 * state. What the server's repositories hand to the rules; never sent as such (the API answers
 * `AuctionItem`, the viewer's view of it).
 */
export interface StoredItem extends Omit<DraftFields, 'start' | 'end'> {
  id: number;
  organisationId: number;
  status: ItemStatus;
  start: Date;
  end: Date;
  createdBy: number | null;
  createdAt: Date;
  updatedAt: Date;
  publishedAt: Date | null;
  copiedFromItemId: number | null;
  priceNow: number | null;
  bidCount: number;
  bidderCount: number;
  viewCount: number;
  favoriteCount: number;
  isFinished: boolean;
  isWinningBidSelected: boolean;
  priceReservationExceeded: boolean;
  hasAuctioneerConfirmation: boolean;
  /** When NewStartedAuctionItems went out for it (null: not yet). */
  startAnnouncedAt: Date | null;
  nextBidSequence: number;
  firstBidAt: Date | null;
  leaderOrganisationId: number | null;
  leaderMarker: number | null;
  winningBidId: number | null;
  winnerOrganisationId: number | null;
  winnerMarker: number | null;
  finalPrice: number | null;
  isNegotiated: boolean;
  confirmedSold: boolean | null;
  soldPrice: number | null;
  hasBuyerConfirmation: boolean;
  endedAt: Date | null;
}

/** The item's target groups as visibility reads them: business identity codes by list type. */
export interface TargetGroupFacts {
  whitelist: readonly string[];
  blacklist: readonly string[];
  hasWhitelist: boolean;
}

/** An item's visibility facts (the rule is `canViewItem`). */
export const visibilityOf = (
  item: Pick<StoredItem, 'organisationId' | 'status' | 'start' | 'end' | 'showInBasicAuction'>,
  groups: TargetGroupFacts,
): VisibilityItem => ({
  organisationId: item.organisationId,
  status: item.status,
  start: item.start,
  end: item.end,
  showInBasicAuction: item.showInBasicAuction,
  whitelist: groups.whitelist,
  blacklist: groups.blacklist,
  hasWhitelist: groups.hasWhitelist,
});
