// Test support (`@dealer/domain/list-rows`): a list row and its public state, for the domain's,
// the web's and the server's tests alike.
import { ItemStatus, ItemUserType } from './enums.js';
import type { ItemListRow } from './item-list-row.js';
import type { ItemPublicState } from '../live/live-events.js';

const hour = 3_600_000;

/** The public bidding state of a running item without bids, as hub events carry it. */
export function makePublicState(change: Partial<ItemPublicState> = {}): ItemPublicState {
  return {
    status: ItemStatus.Published,
    priceNow: null,
    bidCount: 0,
    bidderCount: 0,
    start: new Date(Date.now() - 24 * hour).toISOString(),
    end: new Date(Date.now() + 5 * 24 * hour).toISOString(),
    isEnded: false,
    leaderMarker: null,
    winnerMarker: null,
    isFinished: false,
    isWinningBidSelected: false,
    isNegotiated: false,
    priceReservationExceeded: false,
    confirmedSold: null,
    soldPrice: null,
    hasBuyerConfirmation: false,
    ...change,
  };
}

/** A running item of another organisation, as GET /api/AuctionItems returns it. */
export function makeListRow(id: number, change: Partial<ItemListRow> = {}): ItemListRow {
  return {
    id,
    organisationId: 9,
    organisationName: 'Konekauppa Nieminen',
    officeId: 90,
    officeName: 'Seinäjoki',
    licenseNumber: `ABC-${id}`,
    make: 'Volvo',
    model: 'V70',
    type: '2.4D',
    modelYear: 2015,
    mileage: 150_000,
    fuelType: 2,
    hybridType: 1,
    auctioneerDescription: null,
    ...makePublicState(),
    startPrice: 5000,
    minimumRaise: 20,
    openBid: false,
    hasPriceReservation: false,
    isProItem: false,
    thumbnailUrl: null,
    userType: ItemUserType.Buyer,
    isFavorite: false,
    ownBidderMarker: null,
    hasOwnBid: false,
    hasOwnBidMachine: false,
    ...change,
  };
}
