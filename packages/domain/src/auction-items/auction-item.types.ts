import type { DraftFields } from './draft-fields.js';
import type { DraftReview, DraftRuleKey } from './draft-rules.js';
import type { FileAngle, ItemStatus, ItemUserType, VisibilityType } from './enums.js';

/** A file of an item (spec 3, Related entities: File). */
export interface AuctionItemFile {
  id: number;
  url: string;
  type: string;
  angle: FileAngle;
  orderNumber: number;
  isImage: boolean;
  isPdf: boolean;
  isVideo: boolean;
  externalServiceId: string;
}

/** A file record answered by the upload (POST /api/File/Files). */
export interface UploadedFile {
  externalServiceId: string;
  url: string;
  type: string;
  isImage: boolean;
  isVideo: boolean;
  isPdf: boolean;
}

export interface ItemResponsiblePerson {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailAddress: string;
  showInAuction: boolean;
}

/** GET /api/AuctionItems/{itemId}: the item as the caller may see it. */
export interface AuctionItem extends DraftFields {
  id: number;
  status: ItemStatus;
  isDraft: boolean;
  userType: ItemUserType;
  organisationId: number;
  /** The selling organisation as buyers see it (spec 2: name, logo, description). */
  organisation: {
    id: number;
    name: string;
    logoImageUrl: string | null;
    organisationDescription: string | null;
  };
  isEnded: boolean;
  isFinished: boolean;
  isWinningBidSelected: boolean;
  priceReservationExceeded: boolean;
  isFavoriteForUser: boolean;
  isProItem: boolean;
  auctionType: 0 | 1;
  viewCount: number;
  favoriteCount: number;
  bidderCount: number;
  bidCount: number;
  priceNow: number | null;
  hasPriceReservation: boolean;
  files: AuctionItemFile[];
  responsiblePersons: ItemResponsiblePerson[];
  companyGroups: Array<{ companyGroupId: number; visibilityType: VisibilityType }>;
  /** The auctioneer's view of a draft: section progress and what keeps it from publishing. */
  review: DraftReview | null;
  warnings: Partial<Record<keyof DraftFields, DraftRuleKey>>;
}

/** A compact row of the organisation's own items (my items, sell tab). */
export interface OwnItemRow {
  id: number;
  status: ItemStatus;
  isDraft: boolean;
  licenseNumber: string | null;
  make: string | null;
  model: string | null;
  modelYear: number | null;
  mileage: number | null;
  priceNow: number | null;
  startPrice: number | null;
  start: string;
  end: string;
  isEnded: boolean;
  bidCount: number;
  thumbnailUrl: string | null;
}
