import { RefusedError } from '@dealer/domain';
import {
  AuditActorType,
  AuditLogType,
  autoConfirmAfterDays,
  ConfirmationType,
  ConfirmationUserType,
  findAuctioneerConfirmBlock,
  findBuyerConfirmBlock,
  findFinishBlock,
  isBuyerOfItem,
  isEnded,
  ItemStatus,
  type AfterSaleItem,
  type AuctionItem,
  type AuctioneerConfirmRequest,
  type SetWinningBidRequest,
  itemReferenceOf,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { publishItemEvent } from '../../live/item-events.js';
import { getItem } from '../auction-items/auction-items.service.js';
import { auctionItemsRepository, type ItemRow } from '../auction-items/auction-items.repository.js';
import { changeAsAuctioneer, ruleBroken } from '../auction-items/item-access.js';
import { writeAudits } from '../audit/audit.repository.js';
import type { Caller } from '../access/caller.js';
import { queueEndOfAuctionMail } from '../mail/mail-outbox.js';
import { findVisibleItem } from './bidder.js';
import { insertConfirmation } from './confirmations.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'config'>;

const afterSaleOf = (row: ItemRow, now: Date): AfterSaleItem => ({
  status: row.status as ItemStatus,
  isEnded: isEnded(
    { status: row.status as ItemStatus, start: row.startTime, end: row.endTime },
    now,
  ),
  bidCount: row.bidCount,
  isFinished: row.isFinished,
  isWinningBidSelected: row.isWinningBidSelected,
  confirmedSold: row.confirmedSold,
  hasBuyerConfirmation: row.hasBuyerConfirmation,
});

/**
 * POST SetWinningBid (spec 4, finish-the-sale dialog): the auctioneer of an ended item that waits
 * chooses a bid and the agreed price, or 'no buyer', which is recorded as an automatic not-sold
 * confirmation. The chosen winner gets the winner's message.
 */
export async function setWinningBid(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
  request: SetWinningBidRequest,
): Promise<AuctionItem> {
  await changeAsAuctioneer(ctx, caller, itemId, async (trx, row) => {
    const now = ctx.clock.now();
    const block = findFinishBlock(afterSaleOf(row, now));
    if (block)
      throw RefusedError.rule('The item does not wait for a buyer.', { auctionItemId: block });
    const base = { auctionItemId: itemId, organisationId: row.organisationId, now };
    if (request.bidId === null) {
      // Spec 4: 'no buyer' is recorded as an automatic not-sold confirmation.
      await writeAudits(trx, [
        {
          ...base,
          userId: caller.userId,
          type: AuditLogType.WinningBidSelected,
          description: 'No buyer',
        },
      ]);
      await confirm(trx, row, caller, now, {
        confirmationType: ConfirmationType.Auctioneer,
        userType: ConfirmationUserType.Automation,
        isSold: false,
        description: 'No buyer',
        price: null,
      });
      return;
    }
    const bid = await trx
      .selectFrom('bids')
      .innerJoin('auctionItemBidders as bidder', (join) =>
        join
          .onRef('bidder.auctionItemId', '=', 'bids.auctionItemId')
          .onRef('bidder.organisationId', '=', 'bids.organisationId'),
      )
      .select(['bids.id', 'bids.organisationId', 'bids.userId', 'bidder.bidderMarker'])
      .where('bids.id', '=', request.bidId)
      .where('bids.auctionItemId', '=', itemId)
      .executeTakeFirst();
    if (!bid) throw RefusedError.rule('No such bid on this item.', { bidId: 'invalid_option' });
    const price = request.price!;
    await auctionItemsRepository.updateItem(trx, itemId, {
      isFinished: true,
      isWinningBidSelected: true,
      isNegotiated: true,
      winningBidId: bid.id,
      winnerOrganisationId: bid.organisationId,
      winnerMarker: bid.bidderMarker,
      finalPrice: price,
    });
    await writeAudits(trx, [
      {
        ...base,
        userId: caller.userId,
        type: AuditLogType.WinningBidSelected,
        description: `Winning bid ${bid.id} chosen at ${price} €`,
      },
    ]);
    if (bid.userId !== null)
      await queueEndOfAuctionMail(trx, {
        auctionItemId: itemId,
        userId: bid.userId,
        kind: 'winner',
        reference: itemReferenceOf(row),
        price,
        publicUrl: ctx.config.PUBLIC_URL,
        now,
      });
  });
  await publishItemEvent(ctx, 'Updated', itemId);
  return getItem(ctx, caller, itemId);
}

/** POST AuctioneerConfirm: sold (with the confirmed price) or not sold (with a description). */
export async function auctioneerConfirm(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
  request: AuctioneerConfirmRequest,
): Promise<AuctionItem> {
  await changeAsAuctioneer(ctx, caller, itemId, async (trx, row) => {
    const now = ctx.clock.now();
    const block = findAuctioneerConfirmBlock(afterSaleOf(row, now), request.isSold);
    if (block)
      throw RefusedError.rule('The item cannot be confirmed now.', { auctionItemId: block });
    const price = request.isSold ? (request.price ?? row.finalPrice ?? row.priceNow) : null;
    await confirm(trx, row, caller, now, {
      confirmationType: ConfirmationType.Auctioneer,
      isSold: request.isSold,
      description: request.description?.trim() || null,
      price,
    });
  });
  await publishItemEvent(ctx, 'Updated', itemId);
  return getItem(ctx, caller, itemId);
}

/** POST BuyerConfirm: the winning organisation confirms its purchase. */
export async function buyerConfirm(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
  description: string | null,
): Promise<AuctionItem> {
  const now = ctx.clock.now();
  const { viewer } = await findVisibleItem(ctx.db, caller, itemId, now);
  await ctx.db.transaction().execute(async (trx) => {
    const row = (await auctionItemsRepository.lockItem(trx, itemId))!;
    if (!isBuyerOfItem(row, viewer))
      throw RefusedError.forbidden('Confirming a purchase needs the buyer right.');
    const isWinner =
      viewer.organisationId !== null && viewer.organisationId === row.winnerOrganisationId;
    const block = findBuyerConfirmBlock(afterSaleOf(row, ctx.clock.now()), isWinner);
    if (block)
      throw RefusedError.rule('The purchase cannot be confirmed now.', { auctionItemId: block });
    await confirm(trx, row, caller, ctx.clock.now(), {
      confirmationType: ConfirmationType.Buyer,
      isSold: true,
      description,
      price: row.finalPrice ?? row.priceNow,
      organisationId: viewer.organisationId,
    });
  });
  await publishItemEvent(ctx, 'Updated', itemId);
  return getItem(ctx, caller, itemId);
}

/**
 * Records a confirmation and the item's summary of it (spec 4: the latest confirmation wins,
 * and once any exists the item needs no further one).
 */
async function confirm(
  db: Db,
  row: ItemRow,
  caller: Caller | null,
  now: Date,
  confirmation: {
    confirmationType: ConfirmationType;
    isSold: boolean;
    description: string | null;
    price: number | null;
    organisationId?: number | null;
    userType?: ConfirmationUserType;
  },
) {
  const userType = confirmation.userType ?? ConfirmationUserType.User;
  await insertConfirmation(db, {
    auctionItemId: row.id,
    confirmationType: confirmation.confirmationType,
    userType,
    isSold: confirmation.isSold,
    description: confirmation.description,
    price: confirmation.price,
    organisationId: confirmation.organisationId ?? row.organisationId,
    userId: caller?.userId ?? null,
    now,
  });
  const isAuctioneerSide = confirmation.confirmationType === ConfirmationType.Auctioneer;
  await auctionItemsRepository.updateItem(db, row.id, {
    confirmedSold: confirmation.isSold,
    soldPrice: confirmation.isSold ? confirmation.price : null,
    isFinished: true,
    ...(isAuctioneerSide ? { hasAuctioneerConfirmation: true } : { hasBuyerConfirmation: true }),
  });
  const who = isAuctioneerSide ? 'Auctioneer' : 'Buyer';
  await writeAudits(db, [
    {
      auctionItemId: row.id,
      organisationId: confirmation.organisationId ?? row.organisationId,
      userId: caller?.userId ?? null,
      actorType:
        userType === ConfirmationUserType.Automation
          ? AuditActorType.Automation
          : AuditActorType.User,
      type: AuditLogType.Confirmed,
      description: `${userType === ConfirmationUserType.Automation ? 'Automatically confirmed' : `${who} confirmed`}: ${confirmation.isSold ? `sold at ${confirmation.price} €` : 'not sold'}`,
      now,
    },
  ]);
}

/**
 * Automation confirms a sale the auctioneer left unconfirmed `autoConfirmAfterDays` after the
 * end (docs/decisions.md): claimed with SKIP LOCKED like the ending, once across instances.
 */
export async function autoConfirmSales(ctx: Ctx, limit = 100): Promise<number[]> {
  const confirmed: number[] = [];
  for (let index = 0; index < limit; index++) {
    const itemId = await ctx.db.transaction().execute(async (trx) => {
      const now = ctx.clock.now();
      const row = await trx
        .selectFrom('auctionItems')
        .selectAll()
        .where('status', '=', ItemStatus.Ended)
        .where('isWinningBidSelected', '=', true)
        .where('confirmedSold', 'is', null)
        .where('endedAt', '<=', new Date(now.getTime() - autoConfirmAfterDays * 86_400_000))
        .orderBy('endedAt')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return null;
      await confirm(trx, row, null, now, {
        confirmationType: ConfirmationType.Auctioneer,
        userType: ConfirmationUserType.Automation,
        isSold: true,
        description: null,
        price: row.finalPrice ?? row.priceNow,
      });
      return row.id;
    });
    if (itemId === null) break;
    confirmed.push(itemId);
    await publishItemEvent(ctx, 'Updated', itemId);
  }
  return confirmed;
}
