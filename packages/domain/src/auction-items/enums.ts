// Enumerations of spec auction-items 3 with their numeric values on the wire (ARCHITECTURE 3).

export const ItemStatus = { Draft: 0, Published: 1, Deleted: 2, Cancelled: 3, Ended: 4 } as const;
export type ItemStatus = (typeof ItemStatus)[keyof typeof ItemStatus];

export const ItemUserType = { Undefined: 0, Auctioneer: 1, Buyer: 2 } as const;
export type ItemUserType = (typeof ItemUserType)[keyof typeof ItemUserType];

/** Body type 0-12: undefined, other, sedan, hatchback, coupe, station wagon, convertible, minibus, SUV, recreational vehicle, pickup, small bus, truck. */
export const bodyTypes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
/** Drive type: undefined 0, front, rear, four-wheel. */
export const driveTypes = [0, 1, 2, 3] as const;
/** Fuel type 0-6: undefined, petrol, diesel, electricity, gas, ethanol, hydrogen. */
export const FuelType = {
  Undefined: 0,
  Petrol: 1,
  Diesel: 2,
  Electricity: 3,
  Gas: 4,
  Ethanol: 5,
  Hydrogen: 6,
} as const;
export const fuelTypes = [0, 1, 2, 3, 4, 5, 6] as const;
/** Transmission: undefined 0, manual, automatic. */
export const transmissionTypes = [0, 1, 2] as const;
/** Vehicle type 0-13: undefined, other, trailer, bus, truck, special vehicle, van, passenger car, tractor, motor implement, off-road vehicle, motorcycle, moped, forklift. */
export const vehicleTypes = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13] as const;
/** Colour 0-14 (names are the web's translations). */
export const colors = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] as const;
/** Hybrid type 0-4: undefined, none, mild hybrid, hybrid, plug-in hybrid. */
export const HybridType = { Undefined: 0, None: 1, Mild: 2, Full: 3, PlugIn: 4 } as const;
export const hybridTypes = [0, 1, 2, 3, 4] as const;
/** Windscreen 0-6: undefined, ok, worn, stone chip, crack, crack needing replacement, none. */
export const windscreens = [0, 1, 2, 3, 4, 5, 6] as const;

/** Terms of sale: 1 open bid, 2 price reservation (absent: traditional). */
export const TermsOfSale = { OpenBid: 1, PriceReservation: 2 } as const;
/** Toggle list values: 1 yes, 2 no. */
export const Toggle = { Yes: 1, No: 2 } as const;
/** Target group list type. */
export const VisibilityType = { Unknown: 0, WhiteList: 1, BlackList: 2 } as const;
export type VisibilityType = (typeof VisibilityType)[keyof typeof VisibilityType];

/** File angle in 90 degree steps. */
export const fileAngles = [0, 90, 180, 270] as const;
export type FileAngle = (typeof fileAngles)[number];

/**
 * The widths the media service renders images at: the list's 216 and the card's 432 (spec 2), the
 * image viewer's 240 strip and 1600 picture. Any other width is refused, so that nobody (the
 * service is public) can make the server render and keep a variant per width.
 */
export const imageWidths = [216, 240, 432, 1600] as const;
export type ImageWidth = (typeof imageWidths)[number];

/** Audit actor (spec: undefined, admin 1, user 2, automation 3). */
export const AuditActorType = { Undefined: 0, Admin: 1, User: 2, Automation: 3 } as const;
export type AuditActorType = (typeof AuditActorType)[keyof typeof AuditActorType];

/** Audit event types (spec 3); numbered here, names stable. */
export const AuditLogType = {
  ItemCreated: 1,
  ItemUpdated: 2,
  ItemPublished: 3,
  ItemCancelled: 4,
  ItemRedrafted: 5,
  ItemDeleted: 6,
  PriceReservationReached: 10,
  EndingHandled: 11,
  EndedWithoutBids: 12,
  EndingNotificationSent: 13,
  WinningBidSelected: 14,
  Confirmed: 15,
  BidAdded: 20,
  BidMachineAdded: 21,
  BidMachineUpdated: 22,
  BidMachineDeleted: 23,
  ResponsibleSalespersonAdded: 40,
  ResponsibleSalespersonRemoved: 41,
  ResponsibleSalespersonUpdated: 42,
  // Issue 12: a target group the item carries changed its members or was deleted.
  TargetGroupChanged: 43,
  AuctionEndTimeChanged: 50,
  // Issue 11 (after the sale); numbered apart so that other issues' types do not collide.
  InvoiceNumberSaved: 110,
  SalesBrochureSent: 111,
  DeliveryOfferRequestCreated: 112,
  DeliveryOfferRequestSentMakinen: 113,
  DeliveryOfferRequestSentSjoberg: 114,
  // Issue 13: favourites are audited too (spec 3's event types).
  FavouriteAdded: 60,
  FavouriteDeleted: 61,
  // Platform operations (issue 13): audited in the platform chain, no item.
  MailResent: 70,
  ServiceNoticeChanged: 71,
  // Organisations, offices and users kept by a platform admin (no external store service).
  OrganisationCreated: 72,
  OrganisationUpdated: 73,
  OfficeAdded: 74,
  OfficeUpdated: 75,
  UserCreated: 76,
  UserUpdated: 77,
  MembershipSet: 78,
  MembershipRemoved: 79,
  UserInvited: 80,
  InvitationAccepted: 81,
  // Around the item (issue 11): added info, questions and answers, reviews; numbered apart.
  AdditionalInfoAdded: 120,
  QuestionAdded: 121,
  AnswerAdded: 122,
  ReviewedByAuctioneer: 123,
  ReviewedByBuyer: 124,
  // Release notes written in the admin console (issue 13): platform chain; numbered apart.
  ReleaseNoteCreated: 130,
  ReleaseNoteUpdated: 131,
  ReleaseNotePublished: 132,
  ReleaseNoteUnpublished: 133,
  ReleaseNoteDeleted: 134,
} as const;
export type AuditLogType = (typeof AuditLogType)[keyof typeof AuditLogType];

/** Values of the server's default lists whose values the spec leaves open (decided in docs/decisions.md). */
export const minimumRaiseValues = [20, 50, 100, 200, 250, 500, 1000] as const;
export const hoursOpenAfterFirstBidValues = [24, 48, 72] as const;
export const defaultMinimumRaise = 20;
export const defaultHoursOpenAfterFirstBid = 24;
