import {
  AuditLogType,
  findReviewBlock,
  findReviewContentBlock,
  isEnded,
  RefusedError,
  ReviewType,
  type AddReviewRequest,
  type UpdateReviewRequest,
} from '@dealer/domain';
import type { ItemCommand, ItemScope } from '../items/item-pipeline.js';
import { reviewsRepository as repository } from './reviews.repository.js';

/** The audit entry of a review of the sale (the AI summary's thumbs are not the sale's history). */
const auditOf = (reviewType: ReviewType, description: string) =>
  reviewType === ReviewType.Auctioneer
    ? [{ type: AuditLogType.ReviewedByAuctioneer, description }]
    : reviewType === ReviewType.Buyer
      ? [{ type: AuditLogType.ReviewedByBuyer, description }]
      : [];

/** The facts the review rules read, for the caller on the locked item. */
async function reviewFactsOf(scope: ItemScope, reviewType: ReviewType) {
  const { trx, item, caller, relation, now } = scope;
  const confirmation = await repository.findLatestConfirmation(trx, item.id);
  const reviews = await repository.findOfItem(trx, item.id);
  return {
    reviews,
    facts: {
      reviewType,
      isAuctioneer: relation.isAuctioneer,
      isWinner:
        caller.organisationId !== null && caller.organisationId === item.winnerOrganisationId,
      isEnded: isEnded(item, now),
      soldConfirmedAt: confirmation?.isSold ? confirmation.createdAt : null,
      hasReviewed: reviews.some(
        (review) =>
          review.reviewType === reviewType &&
          (reviewType !== ReviewType.AISummary || review.userId === caller.userId),
      ),
    },
  };
}

/**
 * POST AddReview (spec 4): the winning buyer reviews the sale once; the auctioneer once, within
 * 30 days of the sold confirmation; anyone who sees the item may give the AI summary a thumb.
 */
export const addReview = (request: AddReviewRequest): ItemCommand<{ id: number }> => ({
  // Who may review is the rule's (winner, auctioneer, any viewer): reading the item comes first.
  action: 'read',
  async run(scope) {
    if (scope.caller.organisationId !== request.organisationId)
      throw RefusedError.forbidden('Reviews are written for the organisation you act for.');
    const content = findReviewContentBlock(request);
    if (content) throw new RefusedError(content);
    const { facts } = await reviewFactsOf(scope, request.reviewType);
    const block = findReviewBlock(facts, scope.now);
    if (block) throw new RefusedError(block);
    const id = await repository.insert(scope.trx, {
      auctionItemId: scope.item.id,
      reviewType: request.reviewType,
      organisationId: request.organisationId,
      userId: scope.caller.userId,
      thumbsUp: request.thumbsUp ?? null,
      description: request.description ?? null,
      now: scope.now,
    });
    return { value: { id }, audit: auditOf(request.reviewType, `Review ${id} added`) };
  },
});

/** PATCH UpdateReview: the writer changes their own review (the auctioneer within the window). */
export const updateReview = (request: UpdateReviewRequest): ItemCommand<{ id: number }> => ({
  action: 'read',
  async run(scope) {
    const content = findReviewContentBlock(request);
    if (content) throw new RefusedError(content);
    const { reviews, facts } = await reviewFactsOf(scope, request.reviewType);
    const review = reviews.find((one) => one.id === request.id);
    if (!review || review.reviewType !== request.reviewType)
      throw RefusedError.notFound('No such review on this item.');
    if (review.userId === null || review.userId !== scope.caller.userId)
      throw RefusedError.forbidden('Only its writer changes a review.');
    const block = findReviewBlock({ ...facts, hasReviewed: false }, scope.now);
    if (block) throw new RefusedError(block);
    await repository.update(scope.trx, review.id, {
      thumbsUp: request.thumbsUp ?? null,
      description: request.description ?? null,
      now: scope.now,
    });
    return {
      value: { id: review.id },
      audit: auditOf(request.reviewType, `Review ${review.id} changed`),
    };
  },
});
