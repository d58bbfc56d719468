import type { ReviewType } from '@dealer/domain';
import type { Db } from '../../db/database.js';

/** The SQL of reviews (issue 11). */
export const reviewsRepository = {
  insert: (
    db: Db,
    review: {
      auctionItemId: number;
      reviewType: ReviewType;
      organisationId: number;
      userId: number | null;
      thumbsUp: boolean | null;
      description: string | null;
      now: Date;
    },
  ) =>
    db
      .insertInto('auctionItemReviews')
      .values({
        auctionItemId: review.auctionItemId,
        reviewType: review.reviewType,
        organisationId: review.organisationId,
        userId: review.userId,
        thumbsUp: review.thumbsUp,
        description: review.description,
        createdAt: review.now,
        updatedAt: review.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id),

  update: (
    db: Db,
    id: number,
    change: { thumbsUp: boolean | null; description: string | null; now: Date },
  ) =>
    db
      .updateTable('auctionItemReviews')
      .set({ thumbsUp: change.thumbsUp, description: change.description, updatedAt: change.now })
      .where('id', '=', id)
      .execute(),

  findOfItem: (db: Db, auctionItemId: number) =>
    db
      .selectFrom('auctionItemReviews')
      .selectAll()
      .where('auctionItemId', '=', auctionItemId)
      .orderBy('id')
      .execute(),

  /** When the item was last confirmed, and whether that confirmation says sold. */
  findLatestConfirmation: (db: Db, auctionItemId: number) =>
    db
      .selectFrom('confirmations')
      .select(['isSold', 'createdAt'])
      .where('auctionItemId', '=', auctionItemId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
};
