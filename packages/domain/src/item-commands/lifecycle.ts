import { accepted, refuse, rejected, type Decided } from '../api/refusal.js';
import type { DraftReview } from '../auction-items/draft-rules.js';
import { AuditLogType, ItemStatus } from '../auction-items/enums.js';
import { isEnded } from '../auction-items/item-state.js';
import type { StoredItem } from '../auction-items/stored-item.js';
import type { ItemChange } from './item-change.js';

/** Spec 9: the open-bid surcharge, charged to the organisation at publish. */
export const openBidSurchargeCents = 2754;

type LifecycleItem = Pick<
  StoredItem,
  'status' | 'start' | 'end' | 'bidCount' | 'hasAuctioneerConfirmation' | 'openBid'
>;
type RedraftItem = Omit<LifecycleItem, 'openBid'>;

/** Spec 4: editing is for drafts only (a published item is redrafted first). */
export function findDraftEditBlock(item: Pick<StoredItem, 'status'>): 'not_draft' | null {
  return item.status === ItemStatus.Draft ? null : 'not_draft';
}

/** Spec 4: a non-draft item's files (order and rotation only) can change until it has ended. */
export function findFilesEditBlock(
  item: Pick<StoredItem, 'status' | 'start' | 'end'>,
  now: Date,
): 'not_editable' | null {
  return item.status === ItemStatus.Published && !isEnded(item, now) ? null : 'not_editable';
}

/**
 * Spec 4, publish: only a draft whose every section is valid. A scheduled item is announced when
 * it starts (NewStartedAuctionItems); one that has started is announced now. Open bid costs the
 * surcharge.
 */
export function decidePublish(
  item: LifecycleItem,
  review: Pick<DraftReview, 'isPublishable' | 'incompleteSections'>,
  now: Date,
): Decided<ItemChange & { surchargeCents: number | null }> {
  if (item.status !== ItemStatus.Draft)
    return rejected(refuse.rule('Only a draft can be published.', { status: 'not_draft' }));
  if (!review.isPublishable)
    return rejected(
      refuse.rule(
        'The draft is not complete.',
        Object.fromEntries(review.incompleteSections.map((section) => [section, 'incomplete'])),
      ),
    );
  return accepted({
    set: {
      status: ItemStatus.Published,
      publishedAt: now,
      updatedAt: now,
      startAnnouncedAt: item.start.getTime() <= now.getTime() ? now : null,
    },
    audit: [{ type: AuditLogType.ItemPublished, description: 'Published' }],
    events: ['Updated'],
    surchargeCents: item.openBid ? openBidSurchargeCents : null,
  });
}

/** Spec 4: only a draft can be deleted; the row stays as Deleted for the audit trail. */
export function decideDeleteDraft(
  item: Pick<StoredItem, 'status'>,
  now: Date,
): Decided<ItemChange> {
  if (item.status !== ItemStatus.Draft)
    return rejected(refuse.rule('Only a draft can be deleted.', { status: 'not_draft' }));
  return accepted({
    set: { status: ItemStatus.Deleted, updatedAt: now },
    audit: [{ type: AuditLogType.ItemDeleted, description: 'Draft deleted' }],
    events: ['Deleted'],
  });
}

/**
 * Spec 4, redraft: a published item without bids, or an ended one without bids and without an
 * auctioneer confirmation, returns to draft; an ended item with bids or a confirmation (and a
 * removed one) is copied as a new draft.
 */
export function findRedraftKind(item: RedraftItem, now: Date): Decided<'toDraft' | 'copy'> {
  const isPublished = item.status === ItemStatus.Published || item.status === ItemStatus.Ended;
  if (!isPublished && item.status !== ItemStatus.Cancelled)
    return rejected(
      refuse.rule('Only a published or ended item can be redrafted.', { status: 'not_published' }),
    );
  const ended = isEnded(item, now);
  if (
    item.status === ItemStatus.Cancelled ||
    (ended && (item.bidCount > 0 || item.hasAuctioneerConfirmation))
  )
    return accepted('copy');
  if (!ended && item.bidCount > 0)
    return rejected(
      refuse.rule('An item with bids cannot return to draft.', { status: 'has_bids' }),
    );
  return accepted('toDraft');
}

/** An item's auction state before any bid: what a draft back from sale or a copy starts with. */
export const freshAuctionState = {
  priceNow: null,
  bidCount: 0,
  bidderCount: 0,
  isFinished: false,
  isWinningBidSelected: false,
  priceReservationExceeded: false,
  hasAuctioneerConfirmation: false,
  nextBidSequence: 1,
  firstBidAt: null,
  leaderOrganisationId: null,
  leaderMarker: null,
  winningBidId: null,
  winnerOrganisationId: null,
  winnerMarker: null,
  finalPrice: null,
  isNegotiated: false,
  confirmedSold: null,
  soldPrice: null,
  hasBuyerConfirmation: false,
  endedAt: null,
} as const satisfies Partial<StoredItem>;

/** Spec 4: back to draft, without anything of the auction it left. */
export const returnToDraft = (now: Date): ItemChange => ({
  set: { ...freshAuctionState, status: ItemStatus.Draft, publishedAt: null, updatedAt: now },
  audit: [{ type: AuditLogType.ItemRedrafted, description: 'Returned to draft' }],
  events: ['Redrafted'],
});

type CancelItem = Pick<StoredItem, 'status' | 'start' | 'end' | 'bidCount'>;
export type CancelBlock = 'not_active' | 'no_bids';

/**
 * Spec 4, removal from sale (the functions menu's Remove item): only a published item with bids
 * that has not ended.
 */
export function findCancelBlock(item: CancelItem, now: Date): CancelBlock | null {
  if (item.status !== ItemStatus.Published || isEnded(item, now)) return 'not_active';
  if (item.bidCount === 0) return 'no_bids';
  return null;
}

/** Spec 4, removal from sale: the item is removed (status Cancelled) if findCancelBlock allows. */
export function decideCancel(item: CancelItem, now: Date): Decided<ItemChange> {
  const block = findCancelBlock(item, now);
  if (block === 'not_active')
    return rejected(
      refuse.rule('Only a published item that has not ended can be removed from sale.', {
        status: 'not_active',
      }),
    );
  if (block === 'no_bids')
    return rejected(
      refuse.rule('Only an item with bids can be removed from sale; redraft it instead.', {
        status: 'no_bids',
      }),
    );
  return accepted({
    set: { status: ItemStatus.Cancelled, updatedAt: now },
    audit: [{ type: AuditLogType.ItemCancelled, description: 'Removed from sale' }],
    events: ['Updated'],
  });
}

/**
 * Spec 4, the functions menu's redraft of an ended (or removed) item: what it becomes, by
 * findRedraftKind, or null while the item still runs (a running item is redrafted by editing).
 */
export function findEndedRedraftKind(item: RedraftItem, now: Date): 'toDraft' | 'copy' | null {
  if (item.status !== ItemStatus.Cancelled && !isEnded(item, now)) return null;
  const kind = findRedraftKind(item, now);
  return kind.ok ? kind.value : null;
}
