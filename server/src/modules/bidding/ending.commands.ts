import {
  AuditLogType,
  decideEnding,
  isDueToEnd,
  itemReferenceOf,
  leadingBid,
  type AuditNote,
  type EndMessageKind,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import { automationCaller } from '../access/caller.js';
import { runOnClaimedItem, type ItemCommand } from '../items/item-pipeline.js';
import { itemsRepository } from '../items/items.repository.js';
import { queueEndOfAuctionMail } from '../mail/mail-outbox.js';
import { biddingRepository, type StoredBid } from './bidding.repository.js';

/**
 * Ends an item whose end has come (spec 4): its winner, the wait for the auctioneer, or no bids;
 * its machines stop, and its auctioneer's responsible people (else its creator) and the winning
 * bidder get their messages. A bid and the ending lock the same row, so a bid either counts
 * before the end or is refused as too late. Answers whether it ended the item (an item whose end
 * moved later, or that already ended, is left alone).
 */
export const endAuction = (config: Pick<Config, 'PUBLIC_URL'>): ItemCommand<boolean> => ({
  action: 'automate',
  async run({ trx, item, now }) {
    if (!isDueToEnd(item, now)) return { value: false };
    const rows = await biddingRepository.findBiddingRows(trx, item.id);
    const leading = leadingBid({ bids: rows.bids }) as StoredBid | null;
    const { winner, auctioneerMessage, ...change } = decideEnding(item, leading, rows.markers, now);
    await biddingRepository.stopMachines(trx, item.id, now);
    const recipients: Array<{
      userId: number;
      kind: EndMessageKind;
      organisationId: number | null;
    }> = (await itemsRepository.findEndMessageRecipients(trx, item)).map((userId) => ({
      userId,
      kind: auctioneerMessage,
      organisationId: item.organisationId,
    }));
    const winningUserId = winner ? await biddingRepository.findBidUserId(trx, winner.id) : null;
    if (winner && winningUserId !== null)
      recipients.push({
        userId: winningUserId,
        kind: 'winner',
        organisationId: winner.organisationId,
      });
    const sent: AuditNote[] = [];
    for (const recipient of recipients) {
      const address = await queueEndOfAuctionMail(trx, {
        auctionItemId: item.id,
        userId: recipient.userId,
        kind: recipient.kind,
        reference: itemReferenceOf(item),
        price: leading?.price ?? null,
        publicUrl: config.PUBLIC_URL,
        now,
      });
      if (address)
        sent.push({
          type: AuditLogType.EndingNotificationSent,
          organisationId: recipient.organisationId,
          userId: recipient.userId,
          description: `End-of-auction message (${recipient.kind}) to ${address}`,
        });
    }
    return { ...change, audit: [...change.audit!, ...sent], value: true };
  },
});

/**
 * The ending scheduler's sweep (ARCHITECTURE 5): items whose end has come are claimed one at a
 * time with FOR UPDATE SKIP LOCKED, so any number of instances can run it and each item ends
 * once. Answers the ids it ended.
 */
export async function endDueAuctions(
  ctx: Pick<AppContext, 'db' | 'clock' | 'events' | 'config'>,
  limit = 100,
): Promise<number[]> {
  const ended: number[] = [];
  const command = endAuction(ctx.config);
  for (let index = 0; index < limit; index++) {
    const claimed = await runOnClaimedItem(
      ctx,
      automationCaller,
      (trx, now) => itemsRepository.claimDueToEnd(trx, now),
      command,
    );
    if (!claimed) break;
    ended.push(claimed.itemId);
  }
  return ended;
}
