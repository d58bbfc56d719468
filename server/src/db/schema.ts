import type {
  AuditActorType,
  AuditLogType,
  ConfirmationType,
  ConfirmationUserType,
  DraftFields,
  ItemStatus,
  MessageSenderRole,
  ReviewType,
  OrganisationRoleType,
  ProductTier,
  ProductType,
  VisibilityType,
} from '@dealer/domain';
import type { ColumnType, Generated } from 'kysely';

/** Kysely's view of the tables (camelCase here, snake_case in SQL through CamelCasePlugin). */
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface OrganisationTable {
  id: Generated<number>;
  name: string;
  businessIdentityCode: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
  phoneNumber: string | null;
  emailAddress: string | null;
  organisationDescription: string | null;
  hasLicence: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface OfficeTable {
  id: Generated<number>;
  organisationId: number;
  name: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
}

export interface OrganisationImageTable {
  id: Generated<number>;
  organisationId: number;
  imageKind: number;
  url: string;
  /** The uploaded media file the image is (an organisation's own logo); null for an address. */
  mediaFileId: number | null;
}

export interface ProductTable {
  id: Generated<number>;
  productType: ProductType;
  name: string;
  tier: ProductTier;
}

export interface SubscriptionTable {
  organisationId: number;
  productId: number;
  createdAt: CreatedAt;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  /** Null while an invited user has not chosen a password. */
  passwordHash: string | null;
  firstName: string;
  lastName: string;
  locale: string;
  phoneNumber: string | null;
  selectedOrganisationId: number | null;
  nwAdmin: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface UserInvitationTable {
  userId: number;
  tokenHash: string;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  usedAt: Timestamp | null;
  invitedBy: number | null;
}

export interface MembershipTable {
  userId: number;
  organisationId: number;
  phoneNumber: string | null;
  createdAt: CreatedAt;
}

export interface MembershipOfficeTable {
  userId: number;
  organisationId: number;
  officeId: number;
}

export interface OrganisationRoleTable {
  id: Generated<number>;
  organisationId: number;
  name: string;
  icon: string;
  roleType: OrganisationRoleType;
}

export interface MembershipRoleTable {
  userId: number;
  organisationId: number;
  roleId: number;
}

export interface ProductPermissionTable {
  id: Generated<number>;
  key: string;
  name: string;
}

export interface PermissionGrantTable {
  organisationId: number;
  productPermissionId: number;
  isOrganisationWide: boolean;
}

export interface PermissionRoleTable {
  organisationId: number;
  productPermissionId: number;
  roleId: number;
}

export interface SessionTable {
  id: string;
  userId: number;
  createdAt: Timestamp;
  expiresAt: Timestamp;
  lastSeenAt: Timestamp;
}

/** Sign-in attempts counted per account or address in a window that starts at the first one. */
export interface LoginThrottleTable {
  kind: 'account' | 'address';
  key: string;
  attempts: number;
  windowStart: Timestamp;
}

export interface ApiKeyTable {
  id: Generated<number>;
  organisationId: number;
  userId: number;
  name: string;
  keyPrefix: string;
  keyHash: string;
  createdAt: Timestamp;
  lastUsedAt: Timestamp | null;
  revokedAt: Timestamp | null;
}

export interface MediaFileTable {
  id: Generated<number>;
  externalServiceId: string;
  /** 1 image, 2 video, 3 PDF. */
  kind: number;
  contentType: string;
  byteSize: ColumnType<string, number | string, number | string>;
  width: number | null;
  height: number | null;
  storageKey: string;
  originalName: string | null;
  organisationId: number | null;
  uploadedBy: number | null;
  createdAt: Timestamp;
}

export interface OrganisationSettingsTable {
  organisationId: number;
  showResponsibleSalesPeopleDefault: Generated<boolean>;
  creatorAsResponsiblePerson: Generated<boolean>;
  defaultDeliveryOfferRequestMakinen: Generated<boolean>;
  defaultDeliveryOfferRequestSjoberg: Generated<boolean>;
  defaultDeliveryLocationType: Generated<number>;
  defaultDeliveryLocationId: number | null;
  registrationCertificateNotRequired: Generated<boolean>;
  registrationCertificateEmailAddress: string | null;
  startPrice: number | null;
  minimumRaise: number | null;
  commissionFee: Generated<number>;
  vatDeductable: Generated<boolean>;
  fixedEndTime: Generated<boolean>;
  hoursOpenAfterFirstBid: Generated<number>;
  openBid: Generated<boolean>;
  questionsAllowed: Generated<boolean>;
  showInBasicAuction: Generated<boolean>;
  auctioneerDescription: string | null;
  paymentInstructions: string | null;
  organisationEmailAddress: string | null;
  organisationPhoneNumber: string | null;
  /** Issue 11: the auctioneer's account and the buyer's invoicing (payment and delivery area). */
  iban: string | null;
  bic: string | null;
  invoicingAddress: string | null;
  eInvoicingOperator: string | null;
  invoicingMethod: string | null;
  /** Raised by every save; a save naming an older version is stale (409). */
  version: Generated<number>;
}

export interface OrganisationLocationTable {
  id: Generated<number>;
  organisationId: number;
  name: string;
  streetAddress: string;
  postalAreaCode: string;
  postOfficeName: string;
  officeId: number | null;
  locationPurpose: number;
  locationType: number;
  pickUpDescription: string | null;
  deliveryDescription: string | null;
  pickUpEnabled: Generated<boolean>;
  deliveryEnabled: Generated<boolean>;
}

export interface DefaultResponsibleSalespersonTable {
  id: Generated<number>;
  organisationId: number;
  officeId: number;
  userId: number;
  showInAuction: Generated<boolean>;
  createdAt: CreatedAt;
}

export interface CompanyGroupTable {
  id: Generated<number>;
  organisationId: number;
  name: string;
  companyGroupType: Generated<number>;
}

export interface CompanyGroupItemTable {
  id: Generated<number>;
  companyGroupId: number;
  businessIdentityCode: string;
  name: string;
}

export interface UserNotificationSettingsTable {
  userId: number;
  mainSwitch: Generated<boolean>;
  outbid: Generated<boolean>;
  won: Generated<boolean>;
  itemEnded: Generated<boolean>;
  newQuestion: Generated<boolean>;
  questionAnswered: Generated<boolean>;
  bidMachineExceeded: Generated<boolean>;
  transportOffer: Generated<boolean>;
}

export interface ServiceReleaseNoteTable {
  id: Generated<number>;
  title: string;
  text: string;
  /** Null while a draft (migration 0018b); a future time schedules it. */
  published: Timestamp | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  updatedBy: number | null;
}

export interface DefaultOfficeCompanyGroupTable {
  id: Generated<number>;
  organisationId: number;
  officeId: number;
  companyGroupId: number;
  visibilityType: VisibilityType;
}

/** An auction item: its own columns plus every editable draft field (start/end as startTime/endTime). */
export type AuctionItemTable = Omit<DraftFields, 'start' | 'end'> & {
  id: Generated<number>;
  organisationId: number;
  status: Generated<ItemStatus>;
  createdBy: number | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  publishedAt: Timestamp | null;
  copiedFromItemId: number | null;
  startTime: Timestamp;
  endTime: Timestamp;
  priceNow: number | null;
  bidCount: Generated<number>;
  bidderCount: Generated<number>;
  viewCount: Generated<number>;
  favoriteCount: Generated<number>;
  isFinished: Generated<boolean>;
  isWinningBidSelected: Generated<boolean>;
  priceReservationExceeded: Generated<boolean>;
  hasAuctioneerConfirmation: Generated<boolean>;
  startAnnouncedAt: Timestamp | null;
  nextBidSequence: Generated<number>;
  firstBidAt: Timestamp | null;
  leaderOrganisationId: number | null;
  leaderMarker: number | null;
  winningBidId: number | null;
  winnerOrganisationId: number | null;
  winnerMarker: number | null;
  finalPrice: number | null;
  isNegotiated: Generated<boolean>;
  confirmedSold: boolean | null;
  soldPrice: number | null;
  hasBuyerConfirmation: Generated<boolean>;
  endedAt: Timestamp | null;
};

export interface AuctionItemBidderTable {
  auctionItemId: number;
  organisationId: number;
  bidderMarker: number;
  firstBidAt: Timestamp;
}

export interface BidMachineTable {
  id: Generated<number>;
  auctionItemId: number;
  organisationId: number;
  officeId: number | null;
  userId: number | null;
  priceMaximum: number;
  setAtSequence: number;
  isActive: boolean;
  isExceeded: Generated<boolean>;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  dateDeleted: Timestamp | null;
  buyerDeletedPrice: number | null;
}

export interface BidTable {
  id: Generated<number>;
  auctionItemId: number;
  organisationId: number;
  officeId: number | null;
  userId: number | null;
  bidMachineId: number | null;
  price: number;
  isAutomatic: boolean;
  priority: number;
  sequence: number;
  placedAt: Timestamp;
}

export interface ConfirmationTable {
  id: Generated<number>;
  auctionItemId: number;
  confirmationType: ConfirmationType;
  userType: ConfirmationUserType;
  isSold: boolean;
  description: string | null;
  price: number | null;
  organisationId: number | null;
  userId: number | null;
  createdAt: Timestamp;
}

/** An invoice number saved for an item: the deal is invoiced (issues 11 and 13). */
export interface AuctionItemInvoiceTable {
  auctionItemId: number;
  invoiceNumber: string;
  organisationId: number;
  userId: number | null;
  invoicedAt: Timestamp;
}

export interface IdempotencyKeyTable {
  userId: number;
  key: string;
  auctionItemId: number;
  operation: string;
  response: ColumnType<unknown, string, string>;
  /** SHA-256 of the request body it answered (null for answers stored before issue 15). */
  requestHash: string | null;
  createdAt: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<number>;
  auctionItemId: number | null;
  userId: number | null;
  kind: string;
  toAddress: string;
  subject: string;
  body: string;
  createdAt: Timestamp;
  sentAt: Timestamp | null;
  attempts: Generated<number>;
  nextAttemptAt: Timestamp | null;
  lastError: string | null;
  /** One attachment (issue 11: the sales brochure's PDF). */
  attachmentName: string | null;
  attachmentContentType: string | null;
  attachment: Buffer | null;
}

/** A delivery offer asked of one transport provider (spec 3; issue 11). */
export interface DeliveryOfferRequestTable {
  id: Generated<number>;
  auctionItemId: number;
  organisationId: number;
  userId: number | null;
  provider: 'makinen' | 'sjoberg';
  buyerName: string;
  buyerPhoneNumber: string | null;
  buyerEmailAddress: string;
  deliveryLocationId: number | null;
  isSuccess: boolean | null;
  createdAt: Timestamp;
}

export interface EventOutboxTable {
  id: string;
  message: string;
  createdAt: CreatedAt;
}

export interface AuctionItemFileTable {
  id: Generated<number>;
  auctionItemId: number;
  mediaFileId: number;
  orderNumber: number;
  angle: number;
  /** Carried over from the original item into a redraft copy. */
  archive: Generated<boolean>;
  /** Attached after the item first went on sale. */
  addedFile: Generated<boolean>;
}

export interface AuctionItemResponsiblePersonTable {
  id: Generated<number>;
  auctionItemId: number;
  userId: number;
  showInAuction: boolean;
}

export interface AuctionItemCompanyGroupTable {
  id: Generated<number>;
  auctionItemId: number;
  companyGroupId: number;
  visibilityType: VisibilityType;
}

export interface OrganisationChargeTable {
  id: Generated<number>;
  organisationId: number;
  auctionItemId: number | null;
  amountCents: number;
  reason: string;
  createdAt: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  auctionItemId: number | null;
  organisationId: number | null;
  userId: number | null;
  actorType: AuditActorType;
  auditLogType: AuditLogType;
  description: string;
  createdAt: Timestamp;
  /** Set by the database (migration 0016b): the row's chain, its place in it and its hash. */
  chainKey: Generated<string>;
  chainSeq: Generated<string>;
  hash: Generated<string>;
}

export interface FavoriteTable {
  userId: number;
  auctionItemId: number;
  createdAt: Timestamp;
}

export interface AuctionItemViewTable {
  auctionItemId: number;
  userId: number;
  viewDate: string;
}

/** A platform admin's service-ad banner or service notification (overrides the environment's). */
export interface ServiceNoticeTable {
  kind: 'serviceAd' | 'serviceNotification';
  isVisible: boolean;
  title: string | null;
  text: string | null;
  readMoreLink: string | null;
  updatedBy: number | null;
  updatedAt: Timestamp;
}

/** A question, or an answer to `auctionMessageId` (issue 11). */
export interface AuctionItemMessageTable {
  id: Generated<number>;
  auctionItemId: number;
  auctionMessageId: number | null;
  organisationId: number;
  userId: number | null;
  senderRole: MessageSenderRole;
  text: string;
  createdAt: Timestamp;
}

/** Info the auctioneer added while the item was on sale (issue 11). */
export interface AuctionItemAdditionalInfoTable {
  id: Generated<number>;
  auctionItemId: number;
  organisationId: number;
  userId: number | null;
  text: string;
  createdAt: Timestamp;
}

export interface AuctionItemAdditionalInfoFileTable {
  id: Generated<number>;
  additionalInfoId: number;
  mediaFileId: number;
  orderNumber: number;
}

/** A review of a sale (auctioneer 1, buyer 2) or of the AI summary (101) (issue 11). */
export interface AuctionItemReviewTable {
  id: Generated<number>;
  auctionItemId: number;
  reviewType: ReviewType;
  organisationId: number;
  userId: number | null;
  thumbsUp: boolean | null;
  description: string | null;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}

/** The item's AI summary, per language, and who wrote it (issue 11). */
export interface AuctionItemAiSummaryTable {
  auctionItemId: number;
  /** 'model' (the configured service) or 'template' (the built-in summariser). */
  writer: string;
  model: string | null;
  texts: ColumnType<Record<string, string>, string, string>;
  /** What the summary was written from: a changed text writes it again. */
  sourceHash: string;
  createdAt: Timestamp;
}

/** The feedback form's messages (organisation-and-settings 3, Feedback). */
export interface FeedbackTable {
  id: Generated<number>;
  userId: number | null;
  organisationId: number | null;
  message: string;
  url: string;
  createdAt: Timestamp;
}

export interface Database {
  auctionItemReviews: AuctionItemReviewTable;
  auctionItemAiSummaries: AuctionItemAiSummaryTable;
  feedback: FeedbackTable;
  auctionItemMessages: AuctionItemMessageTable;
  auctionItemAdditionalInfos: AuctionItemAdditionalInfoTable;
  auctionItemAdditionalInfoFiles: AuctionItemAdditionalInfoFileTable;
  organisations: OrganisationTable;
  offices: OfficeTable;
  organisationImages: OrganisationImageTable;
  products: ProductTable;
  subscriptions: SubscriptionTable;
  users: UserTable;
  userInvitations: UserInvitationTable;
  memberships: MembershipTable;
  membershipOffices: MembershipOfficeTable;
  organisationRoles: OrganisationRoleTable;
  membershipRoles: MembershipRoleTable;
  productPermissions: ProductPermissionTable;
  permissionGrants: PermissionGrantTable;
  permissionRoles: PermissionRoleTable;
  sessions: SessionTable;
  loginThrottles: LoginThrottleTable;
  apiKeys: ApiKeyTable;
  mediaFiles: MediaFileTable;
  organisationSettings: OrganisationSettingsTable;
  organisationLocations: OrganisationLocationTable;
  defaultResponsibleSalespeople: DefaultResponsibleSalespersonTable;
  companyGroups: CompanyGroupTable;
  companyGroupItems: CompanyGroupItemTable;
  defaultOfficeCompanyGroups: DefaultOfficeCompanyGroupTable;
  userNotificationSettings: UserNotificationSettingsTable;
  serviceReleaseNotes: ServiceReleaseNoteTable;
  auctionItems: AuctionItemTable;
  auctionItemFiles: AuctionItemFileTable;
  auctionItemResponsiblePersons: AuctionItemResponsiblePersonTable;
  auctionItemCompanyGroups: AuctionItemCompanyGroupTable;
  organisationCharges: OrganisationChargeTable;
  auditLog: AuditLogTable;
  favorites: FavoriteTable;
  auctionItemViews: AuctionItemViewTable;
  auctionItemBidders: AuctionItemBidderTable;
  bidMachines: BidMachineTable;
  bids: BidTable;
  confirmations: ConfirmationTable;
  auctionItemInvoices: AuctionItemInvoiceTable;
  idempotencyKeys: IdempotencyKeyTable;
  mailOutbox: MailOutboxTable;
  deliveryOfferRequests: DeliveryOfferRequestTable;
  serviceNotices: ServiceNoticeTable;
  eventOutbox: EventOutboxTable;
}
