import { ItemStatus, ItemUserType, type ItemListRow } from '@dealer/domain';

const hour = 3_600_000;

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
    priceNow: null,
    startPrice: 5000,
    minimumRaise: 20,
    bidCount: 0,
    bidderCount: 0,
    start: new Date(Date.now() - 24 * hour).toISOString(),
    end: new Date(Date.now() + 5 * 24 * hour).toISOString(),
    status: ItemStatus.Published,
    isEnded: false,
    openBid: false,
    hasPriceReservation: false,
    isProItem: false,
    thumbnailUrl: null,
    userType: ItemUserType.Buyer,
    isFavorite: false,
    ...change,
  };
}
