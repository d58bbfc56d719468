import {
  findBidBlock,
  findBidMachineBlock,
  isActive,
  isBuyerOfItem,
  isNotStarted,
  ItemStatus,
  maximumBid,
  maximumCeiling,
  minimumBid,
  type AuctionItem,
  type BidBlock,
  type Bidder,
  type ItemListRow,
  type PermissionFlags,
} from '@dealer/domain';

type Marked = Pick<ItemListRow, 'leaderMarker' | 'ownBidderMarker'>;

/** The organisation leads when the leader's anonymous number is its own. */
export const isOwnOrganisationLeading = (item: Marked) =>
  item.leaderMarker !== null && item.leaderMarker === item.ownBidderMarker;

type TimedItem = Pick<ItemListRow, 'status' | 'isEnded'> & {
  start: string | null;
  end: string | null;
};

/** The item's timing for the domain's rules; the server's ended flag counts as well. */
export const timingOf = (item: TimedItem) => ({
  status: item.isEnded && item.status === ItemStatus.Published ? ItemStatus.Ended : item.status,
  start: new Date(item.start ?? 0),
  end: new Date(item.end ?? 0),
});

export type BidStateItem = Pick<
  AuctionItem,
  | 'status'
  | 'isEnded'
  | 'start'
  | 'end'
  | 'organisationId'
  | 'showInBasicAuction'
  | 'priceNow'
  | 'startPrice'
  | 'minimumRaise'
  | 'leaderMarker'
  | 'ownBidderMarker'
  | 'bidMachine'
>;

/** What the bid panel shows and allows, for one organisation and one moment. */
export interface BidState {
  isActive: boolean;
  /** Published, and its start is still to come. */
  isScheduled: boolean;
  isLeading: boolean;
  /** The organisation has bid, and another one leads now. */
  isOutbid: boolean;
  /** Why a manual bid is refused now (spec 5), or null. */
  block: BidBlock | null;
  /** Why the bid machine cannot be set, changed or removed now, or null. */
  machineBlock: Exclude<BidBlock, 'already_leading'> | null;
  minimum: number;
  maximum: number;
  /** The lowest bid machine ceiling: the minimum, and never below what the machine has bid. */
  ceilingMinimum: number;
  ceilingMaximum: number;
}

export function findBidState(item: BidStateItem, bidder: Bidder, now: Date): BidState {
  const biddable = { ...timingOf(item), organisationId: item.organisationId };
  const withVisibility = { ...biddable, showInBasicAuction: item.showInBasicAuction };
  const isLeading = isOwnOrganisationLeading(item);
  const minimum = minimumBid(item, item.priceNow);
  return {
    isActive: isActive(biddable, now),
    isScheduled: isNotStarted(biddable, now),
    isLeading,
    isOutbid: item.ownBidderMarker !== null && item.leaderMarker !== null && !isLeading,
    block: findBidBlock(withVisibility, bidder, isLeading, now),
    machineBlock: findBidMachineBlock(withVisibility, bidder, now),
    minimum,
    maximum: maximumBid(item, item.priceNow),
    ceilingMinimum: Math.max(minimum, item.bidMachine?.highestAutomaticBid ?? 0),
    ceilingMaximum: maximumCeiling(item, item.priceNow),
  };
}

type QuickBidRow = TimedItem & Marked & Pick<ItemListRow, 'hasOwnBid'>;

/** Spec 2: quick bid is offered on a running item the organisation has bid on and does not lead. */
export const isQuickBidOffered = (row: QuickBidRow, now: Date) =>
  row.hasOwnBid && !isOwnOrganisationLeading(row) && isActive(timingOf(row), now);

/** Spec 2: the mobile button reads 'bid' for a buyer of a running item (not the own organisation's: the caller knows). */
export const isOpenToBuyer = (
  item: TimedItem & Pick<AuctionItem, 'showInBasicAuction'>,
  flags: PermissionFlags,
  now: Date,
) => isBuyerOfItem(item, { organisationId: null, flags }) && isActive(timingOf(item), now);
