import type { ItemPublicState } from '../live/live-events.js';

/** The caller's organisation's bid machine on an item (spec 3: Bid machine). */
export interface BidMachineView {
  id: number;
  priceMaximum: number;
  officeId: number | null;
  /** false once exceeded (switched off) or removed. */
  isActive: boolean;
  /** Switched off because another offer went past it (spec 4: "bid machine exceeded"). */
  isExceeded: boolean;
  /** The highest bid the machine has made: it cannot be lowered below this. */
  highestAutomaticBid: number | null;
  /** When the organisation removed it (spec 3); null while it is current. */
  dateDeleted: string | null;
  /** Its ceiling (priceMaximum) when it was removed (spec 3); null while it is current. */
  buyerDeletedPrice: number | null;
}

/** What an item tells the caller's organisation about its own part in the bidding. */
export interface OwnBidding {
  /** The organisation's anonymous number on the item; null until it has bid. */
  ownBidderMarker: number | null;
  /** Its current (not removed) bid machine, active or exceeded. */
  bidMachine: BidMachineView | null;
}

/**
 * The answer to Bid and the bid machine calls: the item's new public state and the caller's
 * own part, so the bid panel updates without another request.
 */
export interface BidResult extends OwnBidding {
  auctionItemId: number;
  state: ItemPublicState;
  isLeading: boolean;
}

/**
 * One bid as the caller may see it (spec 3: Bid; spec 6: a buyer sees the names of its own
 * organisation's bidders, the item's auctioneer the bidder organisations and, after the end,
 * the top bidders' contact details; nobody else sees who bid).
 */
export interface BidView {
  bidId: number;
  price: number;
  /** The agreed price when the auctioneer chose this bid with another price. */
  finalPrice: number | null;
  placed: string;
  isAutomatic: boolean;
  /** The bidding organisation's anonymous number on the item. */
  bidderMarker: number;
  winningBid: boolean;
  isMyBid: boolean;
  isCurrentOrganisationsBid: boolean;
  bidderId: number | null;
  bidderName: string | null;
  bidderOrganisationName: string | null;
  bidderPhoneNumber: string | null;
  bidderEmail: string | null;
  officeId: number | null;
}
