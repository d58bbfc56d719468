import {
  draftFieldNames,
  findDraftWarnings,
  ItemStatus,
  ItemUserType,
  ProductTier,
  reviewDraft,
  type AuctionItem,
  type AuctionItemFile,
  type BidMachineView,
  type Confirmation,
  type OwnBidding,
  type DraftFields,
  type FileAngle,
  publicStateOf,
  type StoredItem,
  type ResponsibleSalesperson,
  type VisibilityType,
} from '@dealer/domain';
import { isSpecialDay } from '../settings/special-days.js';

/** The draft fields of a stored item (its start and end as ISO strings, as the API has them). */
export function draftFieldsOf(item: StoredItem): DraftFields {
  const fields = Object.fromEntries(
    draftFieldNames.map((name) => [
      name,
      (item as unknown as Record<string, unknown>)[name] ?? null,
    ]),
  ) as unknown as DraftFields;
  return { ...fields, start: item.start.toISOString(), end: item.end.toISOString() };
}

export interface FileRow {
  id: number;
  orderNumber: number;
  angle: number;
  externalServiceId: string;
  contentType: string;
  kind: number;
  archive: boolean;
  addedFile: boolean;
}

export const fileView = (file: FileRow): AuctionItemFile => ({
  id: file.id,
  url: `/media/${file.externalServiceId}`,
  type: file.contentType,
  angle: file.angle as FileAngle,
  orderNumber: file.orderNumber,
  isImage: file.kind === 1,
  isVideo: file.kind === 2,
  isPdf: file.kind === 3,
  externalServiceId: file.externalServiceId,
  archive: file.archive,
  addedFile: file.addedFile,
});

export interface ItemParts {
  item: StoredItem;
  organisation: {
    name: string;
    organisationDescription: string | null;
    logoImageUrl: string | null;
  };
  files: FileRow[];
  responsiblePersons: ResponsibleSalesperson[];
  companyGroups: Array<{ companyGroupId: number; visibilityType: VisibilityType }>;
  /** The viewer's organisation's part in the bidding. */
  ownBidding: OwnBidding;
  /** The viewer's organisation's bid machines, removed ones too. */
  buyerBidMachines: BidMachineView[];
  /** The confirmations, for the item's own organisation and the winning organisation only. */
  confirmations: Confirmation[];
}

/**
 * The item as one caller sees it (ARCHITECTURE 4): the price reservation, the counters, the
 * target groups and the draft review only for the item's auctioneer.
 */
export function itemView(
  parts: ItemParts,
  viewer: { isAuctioneer: boolean; isFavourite?: boolean },
  now: Date,
): AuctionItem {
  const { item: row } = parts;
  const fields = draftFieldsOf(row);
  const status = row.status;
  const isDraft = status === ItemStatus.Draft;
  const forAuctioneer = viewer.isAuctioneer;
  const context = { now, isSpecialDay };
  const visibleCount = parts.responsiblePersons.filter((person) => person.showInAuction).length;
  return {
    ...fields,
    priceReservation: forAuctioneer ? fields.priceReservation : null,
    id: row.id,
    isDraft,
    userType: forAuctioneer ? ItemUserType.Auctioneer : ItemUserType.Buyer,
    organisationId: row.organisationId,
    organisation: {
      id: row.organisationId,
      name: parts.organisation.name,
      logoImageUrl: parts.organisation.logoImageUrl,
      organisationDescription: parts.organisation.organisationDescription,
    },
    ...publicStateOf(row, now),
    ...parts.ownBidding,
    hasAuctioneerConfirmation: forAuctioneer && row.hasAuctioneerConfirmation,
    buyerBidMachines: parts.buyerBidMachines,
    confirmations: parts.confirmations,
    isFavoriteForUser: viewer.isFavourite ?? false,
    isProItem: !row.showInBasicAuction,
    auctionType: row.showInBasicAuction ? ProductTier.Regular : ProductTier.Pro,
    viewCount: forAuctioneer ? row.viewCount : 0,
    favoriteCount: forAuctioneer ? row.favoriteCount : 0,
    hasPriceReservation: fields.priceReservation !== null,
    files: parts.files.map(fileView),
    responsiblePersons: forAuctioneer
      ? parts.responsiblePersons
      : row.showResponsibleSalesPeople
        ? parts.responsiblePersons.filter((person) => person.showInAuction)
        : [],
    companyGroups: forAuctioneer
      ? parts.companyGroups.map((group) => ({
          ...group,
          visibilityType: group.visibilityType,
        }))
      : [],
    review:
      forAuctioneer && isDraft
        ? reviewDraft(
            fields,
            {
              fileCount: parts.files.length,
              responsibleSalespersonCount: parts.responsiblePersons.length,
              visibleResponsibleSalespersonCount: visibleCount,
            },
            context,
          )
        : null,
    warnings: forAuctioneer && isDraft ? findDraftWarnings(fields, context) : {},
  };
}
