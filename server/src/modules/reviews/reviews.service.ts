import { relationOf, ReviewType, visibilityOf, type Review } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { findReadableItem } from '../items/item-reads.js';
import { reviewsRepository as repository } from './reviews.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * GET {itemId}/reviews: the sale's reviews for its two parties (the item's organisation and the
 * winning one); of the AI summary's thumbs, only the caller's own.
 */
export async function listReviews(ctx: Ctx, caller: Caller, itemId: number): Promise<Review[]> {
  const { item, groups } = await findReadableItem(ctx, caller, itemId);
  const isParty =
    relationOf(caller, visibilityOf(item, groups)).isOwnOrganisation ||
    (caller.organisationId !== null && caller.organisationId === item.winnerOrganisationId);
  const reviews = await repository.findOfItem(ctx.db, itemId);
  return reviews
    .filter((review) =>
      review.reviewType === ReviewType.AISummary ? review.userId === caller.userId : isParty,
    )
    .map((review) => ({
      id: review.id,
      reviewType: review.reviewType,
      userId: review.userId,
      thumbsUp: review.thumbsUp,
      description: review.description,
      isMine: review.userId !== null && review.userId === caller.userId,
      timestamp: review.updatedAt.toISOString(),
    }));
}
