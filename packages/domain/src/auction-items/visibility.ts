import { derivePermissionFlags, type PermissionFlags } from '../identity/permission-flags.js';
import type { ProductType } from '../identity/products.js';
import { ItemStatus } from './enums.js';

/** What visibility needs to know of an item (spec auction-items 6 and issue 4 point 2). */
export interface VisibilityItem {
  organisationId: number;
  status: ItemStatus;
  start: Date;
  end: Date;
  showInBasicAuction: boolean;
  /** Business identity codes of the item's target groups, by list type. */
  whitelist: readonly string[];
  blacklist: readonly string[];
  hasWhitelist: boolean;
}

/** Who is looking: the organisation they act for and its flags. */
export interface VisibilityViewer {
  organisationId: number | null;
  businessIdentityCode: string | null;
  flags: Pick<PermissionFlags, 'isRegularViewer' | 'isProViewer'>;
}

/**
 * Viewers with the same key see exactly the same items: visibility reads nothing else of them
 * (the hub tests an event once per key; the items list keeps an answer per key and marks).
 */
export const visibilityKeyOf = ({
  organisationId,
  businessIdentityCode,
  flags,
}: VisibilityViewer): string =>
  `${organisationId}|${businessIdentityCode}|${flags.isRegularViewer ? 1 : 0}${flags.isProViewer ? 1 : 0}`;

/** Spec 2: the public list keeps an ended item for 24 hours. */
export const endedItemListHours = 24;

const isOwn = (item: VisibilityItem, viewer: VisibilityViewer) =>
  viewer.organisationId === item.organisationId;

/**
 * Whether another organisation may see a non-draft item at all: the buyer subscription, Pro items
 * only for pro viewers unless shown in the basic auction, and the item's target groups (a
 * whitelist shows it only to its members, a blacklist hides it from its members).
 */
function isOpenTo(item: VisibilityItem, viewer: VisibilityViewer): boolean {
  const { isRegularViewer, isProViewer } = viewer.flags;
  if (!isRegularViewer && !isProViewer) return false;
  if (!item.showInBasicAuction && !isProViewer) return false;
  const code = viewer.businessIdentityCode;
  if (item.hasWhitelist && (!code || !item.whitelist.includes(code))) return false;
  if (code && item.blacklist.includes(code)) return false;
  return true;
}

/**
 * The item page (spec 6): its own organisation sees all but deleted items; others see a started,
 * published, ended or removed item that is open to them. Drafts and scheduled items are their
 * seller's alone.
 */
export function canViewItem(item: VisibilityItem, viewer: VisibilityViewer, now: Date): boolean {
  if (item.status === ItemStatus.Deleted) return false;
  if (isOwn(item, viewer)) return true;
  if (item.status === ItemStatus.Draft) return false;
  if (item.start.getTime() > now.getTime()) return false;
  return isOpenTo(item, viewer);
}

/**
 * The public items list (spec 2): published items whose start has passed and whose end is less
 * than 24 hours in the past, as far as the viewer may see them.
 */
export function isInPublicList(item: VisibilityItem, viewer: VisibilityViewer, now: Date): boolean {
  if (item.status !== ItemStatus.Published && item.status !== ItemStatus.Ended) return false;
  if (item.start.getTime() > now.getTime()) return false;
  if (item.end.getTime() <= now.getTime() - endedItemListHours * 3_600_000) return false;
  return isOwn(item, viewer) || isOpenTo(item, viewer);
}

/**
 * The next instant after `now` at which the clock alone may change the item's place in the
 * public list (`isInPublicList`) or whether it has ended (`isEnded`): its start, its end, and
 * 24 hours after its end. Until then, an unchanged item reads the same in the list.
 */
export function nextListChangeAfter(
  item: Pick<VisibilityItem, 'start' | 'end'>,
  now: Date,
): number {
  const at = now.getTime();
  const start = item.start.getTime();
  const end = item.end.getTime();
  const leaves = end + endedItemListHours * 3_600_000;
  // The earliest still ahead, without an array: the items list asks this of 10,000 rows a build.
  let next = Number.POSITIVE_INFINITY;
  if (start > at) next = start;
  if (end > at && end < next) next = end;
  if (leaves > at && leaves < next) next = leaves;
  return next;
}

/** An organisation with no user in sight: its subscriptions and business identity code. */
export interface VisibilityOrganisation {
  organisationId: number;
  businessIdentityCode: string | null;
  products: readonly ProductType[];
}

/**
 * Whether an organisation, by its subscriptions alone, may see the item: what a bid machine needs,
 * as it bids for its organisation with nobody signed in. Issue 15: a machine whose organisation
 * can no longer see the item (a blacklist added later, Pro rights lost) must not bid.
 */
export function canOrganisationViewItem(
  item: VisibilityItem,
  organisation: VisibilityOrganisation,
  now: Date,
): boolean {
  const flags = derivePermissionFlags(organisation.products, []);
  return canViewItem(item, { ...organisation, flags }, now);
}
