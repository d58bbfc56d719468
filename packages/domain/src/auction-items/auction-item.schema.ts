import { z } from 'zod';
import type { BidMachineView, BidResult, BidView, OwnBidding } from '../bidding/bidding.types.js';
import {
  ConfirmationType,
  ConfirmationUserType,
  type Confirmation,
} from '../bidding/confirmations.js';
import type { ItemPublicState } from '../live/live-events.js';
import type {
  AuctionItem,
  AuctionItemFile,
  OwnItemRow,
  ResponsibleSalesperson,
} from './auction-item.types.js';
import {
  draftFieldNames,
  draftFieldSpecs,
  draftSections,
  type DraftFieldName,
  type DraftFields,
} from './draft-fields.js';
import { draftRuleKeys, type DraftReview } from './draft-rules.js';
import { fileAngles, ItemStatus, ItemUserType, VisibilityType } from './enums.js';
import type { ItemListChanges, ItemListRow } from './item-list-row.js';

/*
 * The answers about an item, as zod schemas for the API contract (issue 9, point 7). Each one
 * `satisfies` the type the code already uses, so a field added to the type and not here, or a
 * kind that differs, fails to compile; the server's serializer then sends exactly these fields.
 */

/** ISO 8601 instants as the server writes them (`Date.toISOString`). */
const instant = z.string();

export const itemStatusSchema = z.enum(ItemStatus);

export const itemPublicStateSchema = z.object({
  status: itemStatusSchema,
  priceNow: z.number().nullable(),
  bidCount: z.number(),
  bidderCount: z.number(),
  start: instant,
  end: instant,
  isEnded: z.boolean(),
  leaderMarker: z.number().nullable(),
  winnerMarker: z.number().nullable(),
  isFinished: z.boolean(),
  isWinningBidSelected: z.boolean(),
  isNegotiated: z.boolean(),
  priceReservationExceeded: z.boolean(),
  confirmedSold: z.boolean().nullable(),
  soldPrice: z.number().nullable(),
  hasBuyerConfirmation: z.boolean(),
}) satisfies z.ZodType<ItemPublicState>;

export const bidMachineViewSchema = z.object({
  id: z.number(),
  priceMaximum: z.number(),
  officeId: z.number().nullable(),
  isActive: z.boolean(),
  isExceeded: z.boolean(),
  highestAutomaticBid: z.number().nullable(),
  dateDeleted: instant.nullable(),
  buyerDeletedPrice: z.number().nullable(),
}) satisfies z.ZodType<BidMachineView>;

const ownBiddingShape = {
  ownBidderMarker: z.number().nullable(),
  bidMachine: bidMachineViewSchema.nullable(),
};
export const ownBiddingSchema = z.object(ownBiddingShape) satisfies z.ZodType<OwnBidding>;

/** The answer to Bid and the bid machine calls. */
export const bidResultSchema = z.object({
  ...ownBiddingShape,
  auctionItemId: z.number(),
  state: itemPublicStateSchema,
  isLeading: z.boolean(),
}) satisfies z.ZodType<BidResult>;

export const bidViewSchema = z.object({
  bidId: z.number(),
  price: z.number(),
  finalPrice: z.number().nullable(),
  placed: instant,
  isAutomatic: z.boolean(),
  bidderMarker: z.number(),
  winningBid: z.boolean(),
  isMyBid: z.boolean(),
  isCurrentOrganisationsBid: z.boolean(),
  bidderId: z.number().nullable(),
  bidderName: z.string().nullable(),
  bidderOrganisationName: z.string().nullable(),
  bidderPhoneNumber: z.string().nullable(),
  bidderEmail: z.string().nullable(),
  officeId: z.number().nullable(),
}) satisfies z.ZodType<BidView>;

export const confirmationSchema = z.object({
  id: z.number(),
  confirmationType: z.enum(ConfirmationType),
  userType: z.enum(ConfirmationUserType),
  isSold: z.boolean(),
  description: z.string().nullable(),
  price: z.number().nullable(),
  timestamp: instant,
  confirmationUserId: z.number().nullable(),
  userName: z.string().nullable(),
  organisationName: z.string().nullable(),
  isAuctioneerOnlyNotSold: z.boolean(),
}) satisfies z.ZodType<Confirmation>;

export const auctionItemFileSchema = z.object({
  id: z.number(),
  url: z.string(),
  type: z.string(),
  angle: z.literal(fileAngles),
  orderNumber: z.number(),
  isImage: z.boolean(),
  isPdf: z.boolean(),
  isVideo: z.boolean(),
  externalServiceId: z.string(),
  archive: z.boolean(),
  addedFile: z.boolean(),
}) satisfies z.ZodType<AuctionItemFile>;

export const responsibleSalespersonSchema = z.object({
  id: z.number(),
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string(),
  showInAuction: z.boolean(),
}) satisfies z.ZodType<ResponsibleSalesperson>;

type FieldSchema<S> = S extends { kind: 'text' | 'date' | 'instant' | 'httpsUrl' }
  ? z.ZodNullable<z.ZodString>
  : S extends { kind: 'boolean' }
    ? z.ZodBoolean
    : z.ZodNullable<z.ZodNumber>;

/** The draft's fields, one schema per field spec: texts and dates as strings, the rest numbers. */
const draftFieldsShape = Object.fromEntries(
  draftFieldNames.map((name) => {
    const { kind } = draftFieldSpecs[name];
    const schema =
      kind === 'boolean'
        ? z.boolean()
        : kind === 'text' || kind === 'date' || kind === 'instant' || kind === 'httpsUrl'
          ? z.string().nullable()
          : z.number().nullable();
    return [name, schema];
  }),
) as { [K in DraftFieldName]: FieldSchema<(typeof draftFieldSpecs)[K]> };
export const draftFieldsSchema = z.object(draftFieldsShape) satisfies z.ZodType<DraftFields>;

const draftFieldNameSchema = z.enum(draftFieldNames as [DraftFieldName, ...DraftFieldName[]]);
const draftRuleKeySchema = z.enum(draftRuleKeys);
const draftSectionNameSchema = z.enum([
  ...(Object.keys(draftSections) as (keyof typeof draftSections)[]),
  'responsibleSalespeople',
  'files',
]);

export const draftReviewSchema = z.object({
  errors: z.partialRecord(draftFieldNameSchema, draftRuleKeySchema),
  missing: z.array(draftFieldNameSchema),
  sections: z.array(
    z.object({ section: draftSectionNameSchema, valid: z.number(), total: z.number() }),
  ),
  incompleteSections: z.array(draftSectionNameSchema),
  isPublishable: z.boolean(),
}) satisfies z.ZodType<DraftReview>;

const { start: _start, end: _end, ...publicStateWithoutTimes } = itemPublicStateSchema.shape;

/** A target group the item is shown to or hidden from (GET {itemId}/auctioncompanygroups). */
export const itemCompanyGroupSchema = z.object({
  companyGroupId: z.number(),
  visibilityType: z.enum(VisibilityType),
});

/** GET /api/AuctionItems/{itemId}: the item as the caller may see it. */
export const auctionItemSchema = z.object({
  ...draftFieldsShape,
  ...publicStateWithoutTimes,
  ...ownBiddingShape,
  id: z.number(),
  status: itemStatusSchema,
  isDraft: z.boolean(),
  userType: z.enum(ItemUserType),
  organisationId: z.number(),
  organisation: z.object({
    id: z.number(),
    name: z.string(),
    logoImageUrl: z.string().nullable(),
    organisationDescription: z.string().nullable(),
  }),
  isFavoriteForUser: z.boolean(),
  isProItem: z.boolean(),
  auctionType: z.literal([0, 1]),
  viewCount: z.number(),
  favoriteCount: z.number(),
  hasPriceReservation: z.boolean(),
  files: z.array(auctionItemFileSchema),
  buyerBidMachines: z.array(bidMachineViewSchema),
  responsiblePersons: z.array(responsibleSalespersonSchema),
  companyGroups: z.array(itemCompanyGroupSchema),
  review: draftReviewSchema.nullable(),
  warnings: z.partialRecord(draftFieldNameSchema, draftRuleKeySchema),
  hasAuctioneerConfirmation: z.boolean(),
  confirmations: z.array(confirmationSchema),
}) satisfies z.ZodType<AuctionItem>;

/** GET /api/AuctionItems: one row of the items page (the domain's `ItemListRow`). */
export const itemListRowSchema = z.object({
  ...itemPublicStateSchema.shape,
  id: z.number(),
  organisationId: z.number(),
  organisationName: z.string(),
  officeId: z.number().nullable(),
  officeName: z.string().nullable(),
  licenseNumber: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  type: z.string().nullable(),
  modelYear: z.number().nullable(),
  mileage: z.number().nullable(),
  fuelType: z.number().nullable(),
  hybridType: z.number().nullable(),
  auctioneerDescription: z.string().nullable(),
  startPrice: z.number().nullable(),
  minimumRaise: z.number().nullable(),
  openBid: z.boolean(),
  hasPriceReservation: z.boolean(),
  isProItem: z.boolean(),
  thumbnailUrl: z.string().nullable(),
  userType: z.enum(ItemUserType),
  isFavorite: z.boolean(),
  ownBidderMarker: z.number().nullable(),
  hasOwnBid: z.boolean(),
  hasOwnBidMachine: z.boolean(),
  hasAnsweredQuestions: z.boolean().optional(),
  hasAdditionalInfo: z.boolean().optional(),
  hasUnansweredQuestions: z.boolean().optional(),
  hasOwnQuestion: z.boolean().optional(),
  isConfirmed: z.boolean().optional(),
}) satisfies z.ZodType<ItemListRow>;

/** GET /api/AuctionItems/changes: the delta since a version of the list, or the whole list. */
/** GET /api/AuctionItems/changes?since=: the version a list answer gave (header X-List-Version). */
export const itemListChangesQuerySchema = z.strictObject({ since: z.string().min(1).max(200) });

export const itemListChangesSchema = z.discriminatedUnion('isDelta', [
  z.object({
    isDelta: z.literal(true),
    rows: z.array(itemListRowSchema),
    removedIds: z.array(z.number()),
    favoriteIds: z.array(z.number()),
    bidMachineIds: z.array(z.number()),
  }),
  z.object({ isDelta: z.literal(false), rows: z.array(itemListRowSchema) }),
]) satisfies z.ZodType<ItemListChanges>;

/** A row of my items (the sell and buy tabs): the items page's row and whether it is a draft. */
export const ownItemRowSchema = z.object({
  ...itemListRowSchema.shape,
  isDraft: z.boolean(),
}) satisfies z.ZodType<OwnItemRow>;

const optionValues = z.array(z.number());

/** GET GetDefaultLists: the values of each item dropdown; the web names them. */
export const defaultListsSchema = z.object({
  BodyType: optionValues,
  DriveType: optionValues,
  FuelType: optionValues,
  TransmissionType: optionValues,
  VehicleType: optionValues,
  HybridType: optionValues,
  Color: optionValues,
  Windscreen: optionValues,
  ModelYear: optionValues,
  MinimumRaise: optionValues,
  Toggle: optionValues,
  HoursOpenAfterFirstBid: optionValues,
});
export type DefaultLists = z.infer<typeof defaultListsSchema>;
export type DefaultListName = keyof DefaultLists;

/** GET {itemId}/Location: where the item is picked up (spec 3, Item location). */
export const itemLocationSchema = z.object({
  id: z.number(),
  name: z.string(),
  streetAddress: z.string(),
  postalAreaCode: z.string(),
  postOfficeName: z.string(),
  pickUpDescription: z.string().nullable(),
  pickUpEnabled: z.boolean(),
});
export type ItemLocation = z.infer<typeof itemLocationSchema>;

/** AddFavorite and DeleteFavorite: the user's star and the item's new count. */
export const favouriteAnswerSchema = z.object({
  isFavoriteForUser: z.boolean(),
  favoriteCount: z.number(),
});
export type FavouriteAnswer = z.infer<typeof favouriteAnswerSchema>;
