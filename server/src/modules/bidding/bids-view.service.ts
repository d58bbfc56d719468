import { RefusedError } from '@dealer/domain';
import type { BidView } from '@dealer/domain';
import { isEnded, ItemStatus, relationOf, visibilityOf } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { findReadableItem } from '../items/item-reads.js';
import { biddingRepository } from './bidding.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * GET {itemId}/topBids: every bid of the item, highest first, with bidder identities only as
 * spec 6 allows. A buyer sees the names of its own organisation's bidders; the item's own
 * organisation sees the bidder organisations and, once the item has ended, its auctioneer sees
 * the contact details on each organisation's best bid (the finish dialog's cards); nobody else
 * sees who bid.
 */
export async function listTopBids(ctx: Ctx, caller: Caller, itemId: number): Promise<BidView[]> {
  const { item: row, groups } = await findReadableItem(ctx, caller, itemId);
  const viewer = relationOf(caller, visibilityOf(row, groups));
  const ended = isEnded(row, ctx.clock.now());
  const seesContacts = viewer.isAuctioneer && (ended || row.status === ItemStatus.Cancelled);
  const bids = await biddingRepository.findBidsWithBidders(ctx.db, itemId);
  const bestOfOrganisation = new Set<number>();
  const seen = new Set<number>();
  for (const bid of bids) {
    if (seen.has(bid.organisationId)) continue;
    seen.add(bid.organisationId);
    bestOfOrganisation.add(bid.id);
  }
  return bids.map((bid) => {
    const isOwnBid = bid.organisationId === caller.organisationId;
    const name = bid.firstName === null ? null : `${bid.firstName} ${bid.lastName ?? ''}`.trim();
    const showsContacts = seesContacts && bestOfOrganisation.has(bid.id);
    const isWinning = bid.id === row.winningBidId;
    return {
      bidId: bid.id,
      price: bid.price,
      finalPrice: isWinning ? row.finalPrice : null,
      placed: bid.placedAt.toISOString(),
      isAutomatic: bid.isAutomatic,
      bidderMarker: bid.bidderMarker,
      winningBid: isWinning,
      isMyBid: bid.userId === caller.userId && isOwnBid,
      isCurrentOrganisationsBid: isOwnBid,
      bidderId: isOwnBid || showsContacts ? bid.userId : null,
      bidderName: isOwnBid || showsContacts ? name : null,
      bidderOrganisationName: isOwnBid || viewer.isOwnOrganisation ? bid.organisationName : null,
      bidderPhoneNumber: showsContacts ? bid.phoneNumber : null,
      bidderEmail: showsContacts ? bid.email : null,
      officeId: isOwnBid ? bid.officeId : null,
    };
  });
}

/** GET {itemId}/bid-details: the same list, for the item's auctioneer only (403 otherwise). */
export async function listBidDetails(ctx: Ctx, caller: Caller, itemId: number): Promise<BidView[]> {
  const { item, groups } = await findReadableItem(ctx, caller, itemId);
  if (!relationOf(caller, visibilityOf(item, groups)).isAuctioneer)
    throw RefusedError.forbidden('Bid details are for the item’s auctioneer.');
  return listTopBids(ctx, caller, itemId);
}
