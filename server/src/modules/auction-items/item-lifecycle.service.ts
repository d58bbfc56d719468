import { RefusedError } from '@dealer/domain';
import { AuditLogType, isEnded, ItemStatus, type AuctionItem } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { publishItemEvent } from '../../live/item-events.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { ItemRow } from './auction-items.repository.js';
import type { Caller } from '../access/caller.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';
import { getItem } from './auction-items.service.js';
import { changeAsAuctioneer, ruleBroken } from './item-access.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;

/** An item's auction state before any bid: what a draft back from sale or a copy starts with. */
const freshAuctionState = {
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
} as const;

/**
 * POST Redraft (spec 4): a published item without bids, or an ended one without bids and without
 * an auctioneer confirmation, returns to draft; an ended item with bids or a confirmation is
 * copied as a new draft (its files with it: media are immutable, so the copy shares them) and
 * the answer is the new draft.
 */
export async function redraft(ctx: Ctx, caller: Caller, itemId: number): Promise<AuctionItem> {
  const { clock } = ctx;
  const now = clock.now();
  let before: ItemRow | undefined;
  const resultId = await changeAsAuctioneer(ctx, caller, itemId, async (trx, row) => {
    before = row;
    const ended = isEnded(
      { status: row.status as ItemStatus, start: row.startTime, end: row.endTime },
      now,
    );
    const isPublished = row.status === ItemStatus.Published || row.status === ItemStatus.Ended;
    if (!isPublished && row.status !== ItemStatus.Cancelled)
      throw RefusedError.rule('Only a published or ended item can be redrafted.', {
        status: 'not_published',
      });
    const mustCopy =
      row.status === ItemStatus.Cancelled ||
      (ended && (row.bidCount > 0 || row.hasAuctioneerConfirmation));
    if (!mustCopy && !ended && row.bidCount > 0)
      throw RefusedError.rule('An item with bids cannot return to draft.', { status: 'has_bids' });
    const audit = {
      organisationId: row.organisationId,
      userId: caller.userId,
      type: AuditLogType.ItemRedrafted,
      now,
    };
    if (!mustCopy) {
      await repository.updateItem(trx, itemId, {
        ...freshAuctionState,
        status: ItemStatus.Draft,
        publishedAt: null,
        updatedAt: now,
      });
      await writeAudit(trx, { ...audit, auctionItemId: itemId, description: 'Returned to draft' });
      return itemId;
    }
    const { id: copiedId, ...copy } = row;
    const { id: newId } = await repository.insertItem(trx, {
      ...copy,
      status: ItemStatus.Draft,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      copiedFromItemId: copiedId,
      ...freshAuctionState,
      viewCount: 0,
      favoriteCount: 0,
      startAnnouncedAt: null,
    });
    const files = await repository.findFiles(trx, itemId);
    await repository.insertFiles(
      trx,
      files.map((file) => ({
        auctionItemId: newId,
        mediaFileId: file.mediaFileId,
        orderNumber: file.orderNumber,
        angle: file.angle,
      })),
    );
    const people = await repository.findResponsiblePersons(trx, itemId);
    await repository.replaceResponsiblePersons(
      trx,
      newId,
      people.map((person) => ({ userId: person.userId, showInAuction: person.showInAuction })),
    );
    await repository.replaceCompanyGroups(
      trx,
      newId,
      await repository.findCompanyGroups(trx, itemId),
    );
    await writeAudit(trx, {
      ...audit,
      auctionItemId: newId,
      description: `Copied as a new draft from item ${itemId}`,
    });
    return newId;
  });
  if (resultId === itemId) {
    // Back to draft: everyone who could see it drops it from their list.
    await publishItemEvent(ctx, 'Redrafted', itemId, before);
  } else {
    await publishItemEvent(ctx, 'Created', resultId);
  }
  return getItem(ctx, caller, resultId);
}

/** POST Cancel (spec 4): removal from sale, only for a published item with bids that has not ended. */
export async function cancelItem(ctx: Ctx, caller: Caller, itemId: number): Promise<AuctionItem> {
  const { clock } = ctx;
  const now = clock.now();
  await changeAsAuctioneer(ctx, caller, itemId, async (trx, row) => {
    const ended = isEnded(
      { status: row.status as ItemStatus, start: row.startTime, end: row.endTime },
      now,
    );
    if (row.status !== ItemStatus.Published || ended)
      throw RefusedError.rule(
        'Only a published item that has not ended can be removed from sale.',
        {
          status: 'not_active',
        },
      );
    if (row.bidCount === 0)
      throw RefusedError.rule(
        'Only an item with bids can be removed from sale; redraft it instead.',
        {
          status: 'no_bids',
        },
      );
    await repository.updateItem(trx, itemId, { status: ItemStatus.Cancelled, updatedAt: now });
    await writeAudit(trx, {
      auctionItemId: itemId,
      organisationId: row.organisationId,
      userId: caller.userId,
      type: AuditLogType.ItemCancelled,
      description: 'Removed from sale',
      now,
    });
  });
  await publishItemEvent(ctx, 'Updated', itemId);
  return getItem(ctx, caller, itemId);
}
