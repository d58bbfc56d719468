import { ItemStatus } from '../auction-items/enums.js';

/** What the functions menu's rules read of an item and the viewer (spec 2, Functions menu). */
export interface MenuItemFacts {
  status: ItemStatus;
  isDraft: boolean;
  isEnded: boolean;
  bidCount: number;
  /** A winner is known (the anonymous winner number is set). */
  hasWinner: boolean;
}

export interface MenuViewer {
  /** The item's auctioneer (own organisation with the publisher right). */
  isAuctioneer: boolean;
  isPlatformAdmin: boolean;
}

/** The entries issue 11 knows; others (issue 13's admin entries) are appended by their owners. */
export type FunctionsMenuEntryKey =
  | 'salesBrochure'
  | 'vehicleModelService'
  | 'printSummary'
  | 'invoice'
  | 'responsibleSellers'
  | 'removeItem'
  | 'deleteDraft';

interface EntryRule {
  /** Whether the viewer gets the entry at all. */
  isShown(viewer: MenuViewer): boolean;
  /** Whether it can be chosen (spec 2's enabled rules). */
  isEnabled(item: MenuItemFacts): boolean;
}

const everyone = () => true;
const auctioneer = (viewer: MenuViewer) => viewer.isAuctioneer;

/** Spec 2: item summary only for ended items that are neither drafts nor cancelled. */
export const canPrintSummary = (item: MenuItemFacts): boolean =>
  item.isEnded && !item.isDraft && item.status !== ItemStatus.Cancelled;

/** Spec 2: the invoice only for an ended item with bids and a winner. */
export const canOpenInvoice = (item: MenuItemFacts): boolean =>
  item.isEnded && !item.isDraft && item.bidCount > 0 && item.hasWinner;

/** Spec 2: the sales brochure, not for drafts nor ended items. */
export const canSendSalesBrochure = (item: MenuItemFacts): boolean =>
  !item.isDraft && !item.isEnded && item.status === ItemStatus.Published;

/** The rule of each entry, in the menu's order. */
export const functionsMenuRules: Record<FunctionsMenuEntryKey, EntryRule> = {
  salesBrochure: { isShown: everyone, isEnabled: canSendSalesBrochure },
  vehicleModelService: { isShown: everyone, isEnabled: (item) => !item.isDraft },
  printSummary: { isShown: everyone, isEnabled: canPrintSummary },
  invoice: {
    isShown: (viewer) => viewer.isAuctioneer || viewer.isPlatformAdmin,
    isEnabled: canOpenInvoice,
  },
  responsibleSellers: { isShown: auctioneer, isEnabled: (item) => !item.isEnded },
  removeItem: {
    isShown: auctioneer,
    isEnabled: (item) => item.status === ItemStatus.Published && !item.isEnded && item.bidCount > 0,
  },
  deleteDraft: { isShown: auctioneer, isEnabled: (item) => item.isDraft },
};

export interface FunctionsMenuEntry {
  key: FunctionsMenuEntryKey;
  isEnabled: boolean;
}

/** The entries the viewer sees, each with whether it is enabled; a list others may append to. */
export function functionsMenuEntriesOf(
  item: MenuItemFacts,
  viewer: MenuViewer,
): FunctionsMenuEntry[] {
  return (Object.keys(functionsMenuRules) as FunctionsMenuEntryKey[])
    .filter((key) => functionsMenuRules[key].isShown(viewer))
    .map((key) => ({ key, isEnabled: functionsMenuRules[key].isEnabled(item) }));
}
