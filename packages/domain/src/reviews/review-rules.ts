import { refuse, type Refusal } from '../api/refusal.js';

// The review rules, without the schemas (reviews.ts): the item page a buyer opens reads these
// alone, and a module with zod schemas would bring the library into its first load (issue 10).

/** Spec 3, Review: whose review it is (on the wire: Auctioneer 1, Buyer 2, AISummary 101). */
export const ReviewType = { Auctioneer: 1, Buyer: 2, AISummary: 101 } as const;
export type ReviewType = (typeof ReviewType)[keyof typeof ReviewType];

/** Spec 9: review text at most 500 characters, a counter above 400, shown cut at 215. */
export const reviewDescriptionMaxLength = 500;
export const reviewCounterFrom = 400;
export const reviewCutLength = 215;
/** Spec 9: the auctioneer reviews within 30 days of the item's confirmation. */
export const auctioneerReviewWindowDays = 30;

/**
 * Spec 5: a review needs a thumb or a reason (reviewMissingInfo); the AI summary's feedback is a
 * thumb with an optional comment.
 */
export function findReviewContentBlock(review: {
  reviewType: ReviewType;
  thumbsUp?: boolean | null;
  description?: string | null;
}): Refusal | null {
  const hasThumb = review.thumbsUp === true || review.thumbsUp === false;
  if (review.reviewType === ReviewType.AISummary)
    return hasThumb ? null : refuse.rule('Thumb up or down.', { thumbsUp: 'required' });
  return hasThumb || (review.description ?? '').trim() !== ''
    ? null
    : refuse.rule('A review needs a thumb or a reason.', { description: 'review_missing_info' });
}

/** What the review rules read of the item and the caller. */
export interface ReviewFacts {
  reviewType: ReviewType;
  /** The item's auctioneer (its organisation, with the publisher right). */
  isAuctioneer: boolean;
  /** The caller's organisation won the item. */
  isWinner: boolean;
  /** The viewer may see the item (the AI summary's feedback asks no more). */
  isEnded: boolean;
  /** When the item was confirmed sold (the latest confirmation, if it says sold). */
  soldConfirmedAt: Date | null;
  /** A review of this type the caller's side already wrote. */
  hasReviewed: boolean;
}

const dayMs = 24 * 3_600_000;

/**
 * Spec 4 (reviews): the winning buyer reviews an ended item it won, once; the auctioneer reviews
 * once, after a sold confirmation and within 30 days of it. Anyone who sees the item may give
 * the AI summary a thumb, once (later changes are updates).
 */
export function findReviewBlock(facts: ReviewFacts, now: Date): Refusal | null {
  switch (facts.reviewType) {
    case ReviewType.Buyer:
      if (!facts.isWinner || !facts.isEnded)
        return refuse.forbidden('Only the winning buyer reviews the sale.');
      break;
    case ReviewType.Auctioneer:
      if (!facts.isAuctioneer)
        return refuse.forbidden("Only the item's auctioneer reviews the buyer.");
      if (facts.soldConfirmedAt === null)
        return refuse.rule('The sale is reviewed once it is confirmed sold.', {
          reviewType: 'not_confirmed',
        });
      if (now.getTime() > facts.soldConfirmedAt.getTime() + auctioneerReviewWindowDays * dayMs)
        return refuse.rule('The review window of 30 days has passed.', {
          reviewType: 'window_passed',
        });
      break;
    case ReviewType.AISummary:
      break;
  }
  return facts.hasReviewed
    ? refuse.conflict('This review has been given already; change it instead.', {
        reviewType: 'already_reviewed',
      })
    : null;
}

/**
 * Spec 2: a review over 215 characters is shown cut, with a control to show it whole. Answers the
 * text to show and whether it was cut (cut at a word boundary when one is near, with an ellipsis).
 */
export function cutReview(text: string, isExpanded: boolean): { text: string; isCut: boolean } {
  if (isExpanded || text.length <= reviewCutLength) return { text, isCut: false };
  const head = text.slice(0, reviewCutLength);
  const space = head.lastIndexOf(' ');
  const cut = space > reviewCutLength - 30 ? head.slice(0, space) : head;
  return { text: `${cut.trimEnd()}…`, isCut: true };
}

/** Spec 9: the counter shows above 400 characters. */
export const showsReviewCounter = (length: number): boolean => length > reviewCounterFrom;
