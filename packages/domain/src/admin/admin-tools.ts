import { ItemStatus } from '../auction-items/enums.js';
import {
  checkEndTime,
  type EndTimeContext,
  type EndTimeIssue,
} from '../auction-items/end-time-rules.js';
import { helsinkiDateKey } from '../auction-items/helsinki-time.js';
import { isEnded, type ItemTiming } from '../auction-items/item-state.js';

/** What the platform admin's tools read of an item. */
export interface AdminToolItem extends ItemTiming {
  isWinningBidSelected: boolean;
  hasAuctioneerConfirmation: boolean;
}

export type FixConfirmationBlock = 'no_winner' | 'no_auctioneer_confirmation';
export type EndMessagesBlock = 'not_ended' | 'no_winner';
export type EndTimeBlock = 'not_published' | 'already_ended';

/**
 * Spec 4, admin fix: flipping the latest confirmation needs a winner and an auctioneer
 * confirmation (an invoiced item is refused by the server, which alone knows of the invoice).
 */
export function findFixConfirmationBlock(item: AdminToolItem): FixConfirmationBlock | null {
  if (!item.isWinningBidSelected) return 'no_winner';
  if (!item.hasAuctioneerConfirmation) return 'no_auctioneer_confirmation';
  return null;
}

/** Spec 6: end messages are resent only for an ended item with a winner. */
export function findEndMessagesBlock(item: AdminToolItem, now: Date): EndMessagesBlock | null {
  if (item.status === ItemStatus.Cancelled || !isEnded(item, now)) return 'not_ended';
  if (!item.isWinningBidSelected) return 'no_winner';
  return null;
}

/** Spec 6: the end time is changed only on a published item that has not ended. */
export function findEndTimeBlock(item: ItemTiming, now: Date): EndTimeBlock | null {
  if (item.status !== ItemStatus.Published) return 'not_published';
  if (isEnded(item, now)) return 'already_ended';
  return null;
}

/** Which admin entries of the item functions menu are enabled (spec 2 and 6). */
export interface AdminMenu {
  fixConfirmation: boolean;
  sendEndMessages: boolean;
  updateEndTime: boolean;
  auditLog: boolean;
}

/** Spec 2, functions menu: the admin entries, each enabled by its own rule. */
export const adminMenuOf = (item: AdminToolItem, now: Date): AdminMenu => ({
  fixConfirmation: findFixConfirmationBlock(item) === null,
  sendEndMessages: findEndMessagesBlock(item, now) === null,
  updateEndTime: findEndTimeBlock(item, now) === null,
  auditLog: true,
});

export type AdminEndTimeIssue = Exclude<EndTimeIssue, 'end_in_past'> | 'before_today';

export interface AdminEndTimeCheck {
  errors: AdminEndTimeIssue[];
  warnings: AdminEndTimeIssue[];
}

/**
 * Spec 5, admin end time: after the item's start and not before today (Helsinki); a weekend, a
 * special day or a time outside 10:00-18:00 is an error for a normal item and a warning for a
 * fixedEndTime item (the draft rules' calendar checks, applied once).
 */
export function checkAdminEndTime(end: Date, context: EndTimeContext): AdminEndTimeCheck {
  // The draft rule refuses a past instant; the admin's rule is about the date only.
  const check = checkEndTime(end, { ...context, now: new Date(0) });
  const errors: AdminEndTimeIssue[] = check.errors.filter(
    (issue): issue is Exclude<EndTimeIssue, 'end_in_past'> => issue !== 'end_in_past',
  );
  if (helsinkiDateKey(end) < helsinkiDateKey(context.now)) errors.unshift('before_today');
  return { errors, warnings: check.warnings as AdminEndTimeIssue[] };
}
