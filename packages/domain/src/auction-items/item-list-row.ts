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
  /** For the own-action filters: the item the organisation bid on has a confirmation. */
  isConfirmed?: boolean;
}

/** How much of the description a list row carries. */
export const listDescriptionLength = 300;
