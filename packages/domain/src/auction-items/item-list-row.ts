import type { ItemStatus, ItemUserType } from './enums.js';

/** One row of the items page (GET /api/AuctionItems): what lists, filters and sorts need, no more. */
export interface ItemListRow {
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
  priceNow: number | null;
  startPrice: number | null;
  minimumRaise: number | null;
  bidCount: number;
  bidderCount: number;
  start: string;
  end: string;
  status: ItemStatus;
  isEnded: boolean;
  openBid: boolean;
  hasPriceReservation: boolean;
  isProItem: boolean;
  thumbnailUrl: string | null;
  userType: ItemUserType;
  isFavorite: boolean;
}

/** How much of the description a list row carries. */
export const listDescriptionLength = 300;
