import { ItemUserType, type ItemListRow, type OwnItemRow } from '@dealer/domain';
import { makePublicState } from './public-state';

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

/** A row of my items (GET /api/AuctionItems/organisation/{id} and its /buying): the seller's own. */
export function makeOwnItemRow(id: number, change: Partial<OwnItemRow> = {}): OwnItemRow {
  return {
    ...makeListRow(id, { organisationId: 7, userType: ItemUserType.Auctioneer }),
    isDraft: false,
    ...change,
  };
}
