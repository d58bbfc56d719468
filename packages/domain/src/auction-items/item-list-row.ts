import type { ItemPublicState } from '../live/live-events.js';
import type { ItemUserType } from './enums.js';

/** One row of the items page (GET /api/AuctionItems): what lists, filters and sorts need, no more. */
export interface ItemListRow extends ItemPublicState {
  id: number;
  organisationId: number;
  organisationName: string;
  officeId: number | null;
  officeName: string | null;
  licenseNumber: string | null;
  make: string | null;
  model: string | null;
  type: string | null;
  modelYear: number | null;
  mileage: number | null;
  fuelType: number | null;
  hybridType: number | null;
  /** The start of the seller's description, for the free-text filter. */
  auctioneerDescription: string | null;
  startPrice: number | null;
  minimumRaise: number | null;
  openBid: boolean;
  hasPriceReservation: boolean;
  isProItem: boolean;
  thumbnailUrl: string | null;
  userType: ItemUserType;
  isFavorite: boolean;
  /** The viewer's organisation's anonymous bidder number on the item (null: it has not bid). */
  ownBidderMarker: number | null;
  hasOwnBid: boolean;
  hasOwnBidMachine: boolean;
  /** Issue 11, list icons: a question of the item has an answer (everyone who sees the item). */
  hasAnsweredQuestions?: boolean;
  /** The auctioneer added info during the auction (everyone who sees the item). */
  hasAdditionalInfo?: boolean;
  /** A question waits for an answer: told to the item's own organisation only. */
  hasUnansweredQuestions?: boolean;
  /**
   * The own-action filter 'question': the seller's item has a question waiting for its answer,
   * or the buyer's organisation asked about the item.
   */
  hasOwnQuestion?: boolean;
  /** For the own-action filters: the item the organisation bid on has a confirmation. */
  isConfirmed?: boolean;
}

/** How much of the description a list row carries. */
export const listDescriptionLength = 300;
