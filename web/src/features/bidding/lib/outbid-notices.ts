import { cutItemReference, type PersonalFrame } from '@dealer/domain';

/** Spec 9: the outbid notice shows for 10 seconds. */
export const outbidNoticeMs = 10_000;
/** More running items than this at once are a burst: the newest notices tell enough. */
export const maxOutbidNotices = 3;

export interface OutbidNotice {
  /** A new notice for the item replaces the one showing and shows its own 10 seconds. */
  id: number;
  kind: 'outbid' | 'bidMachineExceeded';
  itemId: number;
  /** Licence number, make and model, cut at 103 characters (spec 2). */
  reference: string;
  isBidMachineExceeded: boolean;
  /** When it was shown (ms): it hides `outbidNoticeMs` later. */
  shownAt: number;
}

type NoticeFrame = Extract<PersonalFrame, { type: 'Outbid' | 'BidMachineExceeded' }>;

export type OutbidNoticeAction =
  /** An Outbid or BidMachineExceeded frame arrived (shown at `now`). */
  | { type: 'notice'; frame: NoticeFrame; id: number; now: number }
  /** A NowLeading frame: the organisation leads the item again (its bid, its machine). */
  | { type: 'leading'; itemId: number }
  /** Closed by the user or hidden after its 10 seconds. */
  | { type: 'dismiss'; id: number };

/**
 * The notices showing, at most one per item, newest first (issue 15: two notices of one item
 * showed at once, and one stayed after the organisation took the lead again).
 */
export function reduceOutbidNotices(
  notices: readonly OutbidNotice[],
  action: OutbidNoticeAction,
): OutbidNotice[] {
  switch (action.type) {
    case 'dismiss':
      return notices.filter((notice) => notice.id !== action.id);
    case 'leading':
      return notices.filter((notice) => notice.itemId !== action.itemId);
    case 'notice':
      return [
        noticeOf(action.frame, action.id, action.now),
        ...notices.filter((notice) => notice.itemId !== action.frame.itemId),
      ].slice(0, maxOutbidNotices);
  }
}

function noticeOf(frame: NoticeFrame, id: number, now: number): OutbidNotice {
  const isOutbid = frame.type === 'Outbid';
  return {
    id,
    kind: isOutbid ? 'outbid' : 'bidMachineExceeded',
    itemId: frame.itemId,
    reference: cutItemReference(frame.reference),
    isBidMachineExceeded: isOutbid ? frame.isBidMachineExceeded : true,
    shownAt: now,
  };
}
