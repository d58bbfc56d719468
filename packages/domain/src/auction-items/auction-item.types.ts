import type { BidMachineView, OwnBidding } from '../bidding/bidding.types.js';
import type { Confirmation } from '../bidding/confirmations.js';
import type { ItemPublicState } from '../live/live-events.js';
import type { DraftFields } from './draft-fields.js';
import type { DraftReview, DraftRuleKey } from './draft-rules.js';
import type { ItemListRow } from './item-list-row.js';
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
  /** Carried over from the original item into a redraft copy: from an earlier auction's archive. */
  archive: boolean;
  /** Added after the item first went on sale (to a returned draft or to a redraft copy). */
  addedFile: boolean;
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

export interface ResponsibleSalesperson {
  id: number;
  userId: number;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  emailAddress: string;
  showInAuction: boolean;
}

/** GET /api/AuctionItems/{itemId}: the item as the caller may see it. */
export interface AuctionItem
  extends DraftFields, Omit<ItemPublicState, 'start' | 'end'>, OwnBidding {
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
  isFavoriteForUser: boolean;
  isProItem: boolean;
  auctionType: 0 | 1;
  viewCount: number;
  favoriteCount: number;
  hasPriceReservation: boolean;
  files: AuctionItemFile[];
  /**
   * Spec 3 "buyerBidMachines": the caller's organisation's bid machines on the item, the removed
   * ones too (with dateDeleted and buyerDeletedPrice), newest first. Empty for other callers.
   */
  buyerBidMachines: BidMachineView[];
  responsiblePersons: ResponsibleSalesperson[];
  companyGroups: Array<{ companyGroupId: number; visibilityType: VisibilityType }>;
  /** The auctioneer's view of a draft: section progress and what keeps it from publishing. */
  review: DraftReview | null;
  warnings: Partial<Record<keyof DraftFields, DraftRuleKey>>;
  /** The auctioneer's side has confirmed (spec 4, redraft: then an ended item is copied). */
  hasAuctioneerConfirmation: boolean;
  /** Shown to the item's auctioneer and the winning organisation (spec 7: confirmations). */
  confirmations: Confirmation[];
}

/**
 * A row of the organisation's own items (my items: the sell and buy tabs): the items page's row,
 * so that the same filters and sort apply (spec 2).
 */
export interface OwnItemRow extends ItemListRow {
  isDraft: boolean;
}
