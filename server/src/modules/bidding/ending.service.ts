import {
  AuditActorType,
  AuditLogType,
  ItemStatus,
  leadingBid,
  resolveEnding,
  type EndingOutcome,
  itemReferenceOf,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { itemEventOf } from '../../live/item-events.js';
import type { ItemRow } from '../auction-items/auction-items.repository.js';
import { visibilityItemOf } from '../auction-items/item-access.js';
import { writeAudits, type AuditEntry } from '../audit/audit.repository.js';
import { queueEndOfAuctionMail } from '../mail/mail-outbox.js';
import type { EndMessageKind } from '../mail/end-of-auction-messages.js';
import { biddingRepository, type StoredBid } from './bidding.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'config'>;

/**
 * The ending scheduler's work (ARCHITECTURE 5): items whose end has come are claimed one at a
 * time with FOR UPDATE SKIP LOCKED, so any number of instances can run it and each item ends
 * once. A bid and the ending lock the same row, so a bid either counts before the end or is
 * refused as too late. Events go out after each item's commit.
 */
export async function endDueAuctions(ctx: Ctx, limit = 100): Promise<number[]> {
  const ended: number[] = [];
  for (let index = 0; index < limit; index++) {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const due = await trx
        .selectFrom('auctionItems')
        .selectAll()
        .where('status', '=', ItemStatus.Published)
        .where('endTime', '<=', now)
        .orderBy('endTime')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      return due ? endAuction(trx, due, now, ctx.config.PUBLIC_URL) : null;
    });
    if (!row) break;
    ended.push(row.id);
    const now = ctx.clock.now();
    await ctx.events.publish(
      itemEventOf('NewEndedAuctionItems', row, await visibilityItemOf(ctx.db, row), now),
    );
  }
  return ended;
}

/** Ends one locked item: its winner, the wait for the auctioneer, or no bids (spec 4). */
async function endAuction(
  db: Db,
  row: ItemRow,
  now: Date,
  publicUrl: string | undefined,
): Promise<ItemRow> {
  const rows = await biddingRepository.findBiddingRows(db, row.id);
  const leading = leadingBid({ bids: rows.bids }) as StoredBid | null;
  const outcome = resolveEnding(row, leading);
  const winner = outcome.kind === 'winner' ? outcome.winningBid : null;
  const values = {
    status: ItemStatus.Ended,
    endedAt: now,
    isFinished: outcome.kind !== 'awaitingAuctioneer',
    isWinningBidSelected: winner !== null,
    winningBidId: winner?.id ?? null,
    winnerOrganisationId: winner?.organisationId ?? null,
    winnerMarker: winner ? (rows.markers.get(winner.organisationId) ?? null) : null,
    finalPrice: winner?.price ?? null,
  };
  await db.updateTable('auctionItems').set(values).where('id', '=', row.id).execute();
  // Machines stop with the auction.
  await db
    .updateTable('bidMachines')
    .set({ isActive: false, updatedAt: now })
    .where('auctionItemId', '=', row.id)
    .where('isActive', '=', true)
    .execute();
  const rowAfter = { ...row, ...values };
  const audit: AuditEntry[] = [
    {
      auctionItemId: row.id,
      organisationId: row.organisationId,
      userId: null,
      actorType: AuditActorType.Automation,
      type: outcome.kind === 'noBids' ? AuditLogType.EndedWithoutBids : AuditLogType.EndingHandled,
      description: endingDescription(outcome),
      now,
    },
  ];
  for (const recipient of await endMessageRecipients(db, row, outcome, winner)) {
    const address = await queueEndOfAuctionMail(db, {
      auctionItemId: row.id,
      userId: recipient.userId,
      kind: recipient.kind,
      reference: itemReferenceOf(row),
      price: leading?.price ?? null,
      publicUrl,
      now,
    });
    if (address)
      audit.push({
        auctionItemId: row.id,
        organisationId:
          recipient.kind === 'winner' ? (winner?.organisationId ?? null) : row.organisationId,
        userId: recipient.userId,
        actorType: AuditActorType.Automation,
        type: AuditLogType.EndingNotificationSent,
        description: `End-of-auction message (${recipient.kind}) to ${address}`,
        now,
      });
  }
  await writeAudits(db, audit);
  return rowAfter;
}

function endingDescription(outcome: EndingOutcome<StoredBid>): string {
  switch (outcome.kind) {
    case 'noBids':
      return 'Ended without bids';
    case 'winner':
      return `Ended; the highest bid ${outcome.winningBid.price} € won`;
    case 'awaitingAuctioneer':
      return 'Ended; waiting for the auctioneer to choose the buyer';
  }
}

/** The item's responsible salespeople (else its creator), and the user who made the winning bid. */
async function endMessageRecipients(
  db: Db,
  row: ItemRow,
  outcome: EndingOutcome<StoredBid>,
  winner: StoredBid | null,
): Promise<Array<{ userId: number; kind: EndMessageKind }>> {
  const people = await db
    .selectFrom('auctionItemResponsiblePersons')
    .select('userId')
    .where('auctionItemId', '=', row.id)
    .orderBy('id')
    .execute();
  const auctioneers = people.length > 0 ? people.map((person) => person.userId) : [row.createdBy];
  const auctioneerKind: EndMessageKind =
    outcome.kind === 'noBids'
      ? 'auctioneerNoBids'
      : outcome.kind === 'winner'
        ? 'auctioneerWinner'
        : 'auctioneerChooseBuyer';
  const recipients: Array<{ userId: number; kind: EndMessageKind }> = auctioneers
    .filter((userId): userId is number => userId !== null)
    .map((userId) => ({ userId, kind: auctioneerKind }));
  if (winner) {
    const bid = await db
      .selectFrom('bids')
      .select('userId')
      .where('id', '=', winner.id)
      .executeTakeFirst();
    if (bid?.userId) recipients.push({ userId: bid.userId, kind: 'winner' });
  }
  return recipients;
}
