import {
  afterSaleOf,
  afterSaleRefusal,
  autoConfirmAfterDays,
  chooseWinner,
  confirmationChange,
  ConfirmationType,
  ConfirmationUserType,
  findAuctioneerConfirmBlock,
  findBuyerConfirmBlock,
  findFinishBlock,
  isBuyerOfItem,
  isDueForAutoConfirmation,
  itemReferenceOf,
  noBuyerConfirmation,
  RefusedError,
  AuditLogType,
  type AuctioneerConfirmRequest,
  type ConfirmationRecord,
  type SetWinningBidRequest,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { automationCaller } from '../access/caller.js';
import { itemsRepository } from '../items/items.repository.js';
import {
  runOnClaimedItem,
  type ItemCommand,
  type ItemCommandOutcome,
  type ItemScope,
} from '../items/item-pipeline.js';
import { queueEndOfAuctionMail } from '../mail/mail-outbox.js';
import { confirmationsRepository } from './confirmations.repository.js';

/** Records a confirmation; answers the item's change (spec 4: the latest wins). */
async function confirm(
  { trx, item, caller, now }: Pick<ItemScope, 'trx' | 'item' | 'caller' | 'now'>,
  confirmation: ConfirmationRecord,
): Promise<ItemCommandOutcome<void>> {
  await confirmationsRepository.insert(trx, {
    ...confirmation,
    auctionItemId: item.id,
    userId: caller.userId,
    now,
  });
  return { ...confirmationChange(confirmation), value: undefined };
}

/**
 * POST SetWinningBid (spec 4, finish-the-sale dialog): the auctioneer of an ended item that waits
 * chooses a bid and the agreed price, or 'no buyer', which is recorded as an automatic not-sold
 * confirmation. The chosen winner gets the winner's message.
 */
export const setWinningBid = (
  request: SetWinningBidRequest,
  config: Pick<Config, 'PUBLIC_URL'>,
): ItemCommand<void> => ({
  action: 'manage',
  async run(scope) {
    const { trx, item, now } = scope;
    const block = findFinishBlock(afterSaleOf(item, now));
    if (block)
      throw new RefusedError(afterSaleRefusal('The item does not wait for a buyer.', block));
    if (request.bidId === null) {
      scope.audit(item.id, [{ type: AuditLogType.WinningBidSelected, description: 'No buyer' }]);
      return confirm(scope, noBuyerConfirmation(item));
    }
    const bid = await confirmationsRepository.findBidOfItem(trx, item.id, request.bidId);
    if (!bid) throw RefusedError.rule('No such bid on this item.', { bidId: 'invalid_option' });
    const price = request.price!;
    if (bid.userId !== null)
      await queueEndOfAuctionMail(trx, {
        auctionItemId: item.id,
        userId: bid.userId,
        kind: 'winner',
        reference: itemReferenceOf(item),
        price,
        publicUrl: config.PUBLIC_URL,
        now,
      });
    return { ...chooseWinner(bid, price), value: undefined };
  },
});

/** POST AuctioneerConfirm: sold (with the confirmed price) or not sold (with a description). */
export const auctioneerConfirm = (request: AuctioneerConfirmRequest): ItemCommand<void> => ({
  action: 'manage',
  run(scope) {
    const { item, now } = scope;
    const block = findAuctioneerConfirmBlock(afterSaleOf(item, now), request.isSold);
    if (block) throw new RefusedError(afterSaleRefusal('The item cannot be confirmed now.', block));
    return confirm(scope, {
      confirmationType: ConfirmationType.Auctioneer,
      userType: ConfirmationUserType.User,
      isSold: request.isSold,
      description: request.description?.trim() || null,
      price: request.isSold ? (request.price ?? item.finalPrice ?? item.priceNow) : null,
      organisationId: item.organisationId,
    });
  },
});

/** POST BuyerConfirm: the winning organisation confirms its purchase. */
export const buyerConfirm = (description: string | null): ItemCommand<void> => ({
  action: 'read',
  run(scope) {
    const { item, caller, now } = scope;
    if (!isBuyerOfItem(item, caller))
      throw RefusedError.forbidden('Confirming a purchase needs the buyer right.');
    const isWinner =
      caller.organisationId !== null && caller.organisationId === item.winnerOrganisationId;
    const block = findBuyerConfirmBlock(afterSaleOf(item, now), isWinner);
    if (block)
      throw new RefusedError(afterSaleRefusal('The purchase cannot be confirmed now.', block));
    return confirm(scope, {
      confirmationType: ConfirmationType.Buyer,
      userType: ConfirmationUserType.User,
      isSold: true,
      description,
      price: item.finalPrice ?? item.priceNow,
      organisationId: caller.organisationId!,
    });
  },
});

/** Automation confirms a sale its auctioneer left unconfirmed (docs/decisions.md, auto-confirmation). */
export const autoConfirmSale: ItemCommand<boolean> = {
  action: 'automate',
  async run(scope) {
    const { item, now } = scope;
    if (!isDueForAutoConfirmation({ ...afterSaleOf(item, now), endedAt: item.endedAt }, now))
      return { value: false };
    const outcome = await confirm(scope, {
      confirmationType: ConfirmationType.Auctioneer,
      userType: ConfirmationUserType.Automation,
      isSold: true,
      description: null,
      price: item.finalPrice ?? item.priceNow,
      organisationId: item.organisationId,
    });
    return { ...outcome, value: true };
  },
};

/**
 * Automation confirms the sales their auctioneers left unconfirmed `autoConfirmAfterDays` after
 * the end, each claimed once across instances (SKIP LOCKED). Answers the ids it confirmed.
 */
export async function autoConfirmSales(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events'>,
  limit = 100,
): Promise<number[]> {
  const confirmed: number[] = [];
  for (let index = 0; index < limit; index++) {
    const claimed = await runOnClaimedItem(
      ctx,
      automationCaller,
      (trx, now) =>
        itemsRepository.claimUnconfirmedSince(
          trx,
          new Date(now.getTime() - autoConfirmAfterDays * 86_400_000),
        ),
      autoConfirmSale,
    );
    if (!claimed) break;
    confirmed.push(claimed.itemId);
  }
  return confirmed;
}
