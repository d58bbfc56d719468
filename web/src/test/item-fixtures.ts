import {
  draftFieldNames,
  helsinkiInstant,
  ItemStatus,
  ItemUserType,
  type DraftFields,
  type AuctionItem,
  type AuctionItemFile,
  type PermissionFlags,
  type ResponsibleSalesperson,
} from '@dealer/domain';
import { screen } from '@testing-library/react';
import { sellerFlags } from './fixtures';
import { sessionRoutes, type MockRoutes } from './mock-api';
import type { DefaultLists } from '../features/drafts/api/default-lists';

/** A weekday at least two weeks ahead, 15:00 Helsinki: an end no rule objects to. */
export function validEnd(): string {
  const day = new Date();
  day.setDate(day.getDate() + 15);
  while (day.getDay() === 0 || day.getDay() === 6) day.setDate(day.getDate() + 1);
  return helsinkiInstant(day.getFullYear(), day.getMonth(), day.getDate(), 15, 0).toISOString();
}

const emptyFields = Object.fromEntries(draftFieldNames.map((name) => [name, null])) as Record<
  keyof DraftFields,
  null
>;

export const salesperson: ResponsibleSalesperson = {
  id: 501,
  userId: 1,
  firstName: 'Matti',
  lastName: 'Meikäläinen',
  phoneNumber: '040 123 4567',
  emailAddress: 'matti.meikalainen@example.fi',
  showInAuction: true,
};

export function makeFile(id: number, overrides: Partial<AuctionItemFile> = {}): AuctionItemFile {
  return {
    id,
    url: `/media/file-${id}`,
    type: 'image/jpeg',
    angle: 0,
    orderNumber: id - 1,
    isImage: true,
    isPdf: false,
    isVideo: false,
    externalServiceId: `file-${id}`,
    archive: false,
    addedFile: false,
    ...overrides,
  };
}

/** A new draft as the server creates it: the organisation's defaults, nothing else. */
export function makeDraft(overrides: Partial<AuctionItem> = {}): AuctionItem {
  return {
    ...emptyFields,
    trailerTransportable: false,
    vatDeductable: true,
    openBid: false,
    fixedEndTime: false,
    questionsAllowed: true,
    showInBasicAuction: true,
    showResponsibleSalesPeople: true,
    start: new Date(Date.now() - 3_600_000).toISOString(),
    end: validEnd(),
    minimumRaise: 20,
    hoursOpenAfterFirstBid: 24,
    commissionFee: 0,
    officeId: 70,
    id: 123,
    status: ItemStatus.Draft,
    isDraft: true,
    userType: ItemUserType.Auctioneer,
    organisationId: 7,
    organisation: {
      id: 7,
      name: 'Autotalo Virtanen Oy',
      logoImageUrl: null,
      organisationDescription: 'Vaihtoautoja Tampereelta vuodesta 1992.',
    },
    isEnded: false,
    isFinished: false,
    isWinningBidSelected: false,
    priceReservationExceeded: false,
    leaderMarker: null,
    winnerMarker: null,
    isNegotiated: false,
    confirmedSold: null,
    soldPrice: null,
    hasBuyerConfirmation: false,
    ownBidderMarker: null,
    bidMachine: null,
    hasAuctioneerConfirmation: false,
    buyerBidMachines: [],
    confirmations: [],
    isFavoriteForUser: false,
    isProItem: false,
    auctionType: 0 as const,
    viewCount: 0,
    favoriteCount: 0,
    bidderCount: 0,
    bidCount: 0,
    priceNow: null,
    hasPriceReservation: false,
    files: [],
    responsiblePersons: [salesperson],
    companyGroups: [],
    review: null,
    warnings: {},
    ...overrides,
  };
}

/** A draft with every required field filled and a file: publishable. */
export function makeCompleteDraft(overrides: Partial<AuctionItem> = {}): AuctionItem {
  return makeDraft({
    licenseNumber: 'ABC-123',
    make: 'Volvo',
    model: 'V70',
    type: '2.4 D5 Momentum',
    modelYear: 2015,
    mileage: 180_000,
    bodyType: 5,
    driveType: 1,
    vehicleIdentificationNumber: 'YV1SW5850F1234567',
    vehicleType: 7,
    fuelType: 2,
    transmissionType: 2,
    hybridType: 1,
    startPrice: 5000,
    locationId: 5,
    files: [makeFile(1)],
    ...overrides,
  });
}

export const defaultLists: DefaultLists = {
  BodyType: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  DriveType: [0, 1, 2, 3],
  FuelType: [0, 1, 2, 3, 4, 5, 6],
  TransmissionType: [0, 1, 2],
  VehicleType: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13],
  HybridType: [0, 1, 2, 3, 4],
  Color: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14],
  Windscreen: [0, 1, 2, 3, 4, 5, 6],
  ModelYear: [2026, 2025, 2024, 2020, 2015, 2010],
  MinimumRaise: [20, 50, 100, 200, 250, 500, 1000],
  Toggle: [1, 2],
  HoursOpenAfterFirstBid: [24, 48, 72],
};

/** A seller's session and everything the item page reads besides the item itself. */
export function itemPageRoutes(item: AuctionItem, extra: MockRoutes = {}): MockRoutes {
  return {
    ...sessionRoutes(sellerFlags),
    [`GET /api/AuctionItems/${item.id}`]: { body: item },
    'GET /api/AuctionItems/GetDefaultLists': { body: defaultLists },
    'GET /api/Settings/publicholidays': { body: { dates: [] } },
    'GET /api/Settings/locations/pickup': {
      body: [
        {
          id: 5,
          name: 'Tampereen piha',
          streetAddress: 'Hatanpään valtatie 1',
          postalAreaCode: '33100',
          postOfficeName: 'Tampere',
          officeId: 70,
          pickUpEnabled: true,
        },
      ],
    },
    'GET /api/Settings/ResponsibleSalespeople/7': {
      body: [
        {
          userId: 1,
          firstName: 'Matti',
          lastName: 'Meikäläinen',
          phoneNumber: null,
          emailAddress: null,
        },
        {
          userId: 2,
          firstName: 'Liisa',
          lastName: 'Laine',
          phoneNumber: null,
          emailAddress: null,
        },
      ],
    },
    ...extra,
  };
}

/**
 * Waits until an item page has its sections and its aside's panel: the draft's actions, the
 * auctioneer's panel or the bid panel, as `ItemView` picks it. Some of them are fetched where
 * they render (`lazyPart`), so a test reads the page once they are here.
 */
export async function findItemPageReady(item: AuctionItem, flags: PermissionFlags = sellerFlags) {
  await screen.findByTestId('item-sections', {}, { timeout: 5000 });
  const isAuctioneer = item.userType === ItemUserType.Auctioneer && flags.isPublisher;
  const panel = item.isDraft
    ? isAuctioneer
      ? 'draft-actions'
      : null
    : isAuctioneer
      ? 'auctioneer-panel'
      : 'bid-panel';
  if (panel) await screen.findByTestId(panel, {}, { timeout: 5000 });
}
