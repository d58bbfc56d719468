import {
  afterSaleRefusal,
  AuditLogType,
  checkAdminEndTime,
  confirmationChange,
  ConfirmationType,
  ConfirmationUserType,
  findEndMessagesBlock,
  findEndTimeBlock,
  findFixConfirmationBlock,
  itemReferenceOf,
  refreshEventOf,
  RefusedError,
  type AdminConfirmationFixRequest,
  type AdminEndTimeIssue,
  type ConfirmationRecord,
  type EndMessageKind,
} from '@dealer/domain';
import type { Config } from '../../config.js';
import { biddingRepository } from '../bidding/bidding.repository.js';
import { confirmationsRepository } from '../bidding/confirmations.repository.js';
import type { ItemCommand } from '../items/item-pipeline.js';
import { itemsRepository } from '../items/items.repository.js';
import { accessRepository } from '../access/access.repository.js';
import { queueEndOfAuctionMail } from '../mail/mail-outbox.js';
import { isSpecialDay } from '../settings/special-days.js';
import { adminRepository } from './admin.repository.js';

/**
 * PATCH /api/admin/endtime (spec 5 and 6): a published item that has not ended gets a new end.
 * Every open screen hears of it (the refresh event), and the pipeline queues the new ending.
 */
export const updateEndTime = (end: Date): ItemCommand<{ warnings: AdminEndTimeIssue[] }> => ({
  action: 'administer',
  run({ item, now }) {
    const block = findEndTimeBlock(item, now);
    if (block)
      throw new RefusedError(afterSaleRefusal('The end time cannot be changed now.', block));
    const check = checkAdminEndTime(end, {
      start: item.start,
      now,
      fixedEndTime: item.fixedEndTime,
      isSpecialDay,
    });
    if (check.errors.length > 0)
      throw RefusedError.rule('The end time breaks a rule.', { end: check.errors[0]! });
    return {
      set: { end },
      audit: [
        {
          type: AuditLogType.AuctionEndTimeChanged,
          description: `End time changed from ${item.end.toISOString()} to ${end.toISOString()}`,
        },
      ],
      events: [refreshEventOf(item)],
      value: { warnings: check.warnings },
    };
  },
});

/**
 * POST /api/admin/confirmations/sold and /notsold (spec 4, admin fix): a platform admin's
 * confirmation becomes the latest (the latest wins), flipping sold and not sold. Refused once
 * the deal is invoiced (spec 8: 422).
 */
export const fixConfirmation = (request: AdminConfirmationFixRequest): ItemCommand<void> => ({
  action: 'administer',
  async run({ trx, item, caller, now }) {
    const block = findFixConfirmationBlock(item);
    if (block) throw new RefusedError(afterSaleRefusal('The confirmation cannot be fixed.', block));
    if (item.confirmedSold === request.isSold)
      throw RefusedError.rule('The latest confirmation already says so.', { isSold: 'unchanged' });
    if (await adminRepository.isInvoiced(trx, item.id))
      throw RefusedError.rule('The deal was already invoiced.', {
        auctionItemId: 'already_invoiced',
      });
    const isAuctioneerSide = request.type === ConfirmationType.Auctioneer;
    const confirmation: ConfirmationRecord = {
      confirmationType: request.type,
      userType: ConfirmationUserType.PlatformAdmin,
      isSold: request.isSold,
      description: request.description?.trim() || null,
      price: request.isSold ? (item.finalPrice ?? item.priceNow) : null,
      organisationId: isAuctioneerSide ? item.organisationId : item.winnerOrganisationId!,
    };
    await confirmationsRepository.insert(trx, {
      ...confirmation,
      auctionItemId: item.id,
      userId: caller.userId,
      now,
    });
    const change = confirmationChange(confirmation);
    return {
      ...change,
      audit: [
        {
          type: AuditLogType.Confirmed,
          description: `Platform admin fixed the latest confirmation: ${request.isSold ? `sold at ${confirmation.price} €` : 'not sold'}`,
        },
      ],
      value: undefined,
    };
  },
});

export type EndMessageRecipient = 'auctioneer' | 'winner';

/**
 * PUT /api/admin/…auctionendnotificationmessage (spec 6): the end-of-auction message again, to
 * the given user (a member of the item's or the winner's organisation), or to those the ending
 * chose. Answers the addresses it was queued to.
 */
export const resendEndMessage = (
  recipient: EndMessageRecipient,
  userId: number | null,
  config: Pick<Config, 'PUBLIC_URL'>,
): ItemCommand<{ sentTo: string[] }> => ({
  action: 'administer',
  async run({ trx, item, now }) {
    const block = findEndMessagesBlock(item, now);
    if (block) throw new RefusedError(afterSaleRefusal('No end messages for this item.', block));
    const organisationId =
      recipient === 'auctioneer' ? item.organisationId : item.winnerOrganisationId!;
    let userIds: number[];
    if (userId !== null) {
      if (!(await accessRepository.isMember(trx, userId, organisationId)))
        throw RefusedError.rule('The user is not of that organisation.', {
          userId: 'not_a_member',
        });
      userIds = [userId];
    } else if (recipient === 'auctioneer') {
      userIds = await itemsRepository.findEndMessageRecipients(trx, item);
    } else {
      const winner =
        item.winningBidId === null
          ? null
          : await biddingRepository.findBidUserId(trx, item.winningBidId);
      userIds = winner === null ? [] : [winner];
    }
    const kind: EndMessageKind = recipient === 'auctioneer' ? 'auctioneerWinner' : 'winner';
    const sentTo: string[] = [];
    for (const id of userIds) {
      const address = await queueEndOfAuctionMail(trx, {
        auctionItemId: item.id,
        userId: id,
        kind,
        reference: itemReferenceOf(item),
        price: item.finalPrice ?? item.priceNow,
        publicUrl: config.PUBLIC_URL,
        now,
      });
      if (address) sentTo.push(address);
    }
    if (sentTo.length === 0)
      throw RefusedError.rule('Nobody to send the message to.', { userId: 'no_recipient' });
    return {
      audit: [
        {
          type: AuditLogType.EndingNotificationSent,
          description: `End-of-auction message (${kind}) resent by a platform admin to ${sentTo.join(', ')}`,
        },
      ],
      value: { sentTo },
    };
  },
});
