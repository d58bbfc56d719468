import { z } from 'zod';
import { endpoint } from '../api/endpoint.js';
import { itemIdParamSchema } from '../auction-items/draft-update.schema.js';
import { addReviewSchema, reviewSchema, updateReviewSchema } from './reviews.js';

const savedReviewSchema = z.object({ id: z.number() });

/** Reviews (auction-items 7) and the AI summary's thumb. */
export const reviewsApi = {
  add: endpoint({
    method: 'POST',
    path: '/api/AuctionItems/:itemId/AddReview',
    params: itemIdParamSchema,
    body: addReviewSchema,
    response: savedReviewSchema,
  }),
  update: endpoint({
    method: 'PATCH',
    path: '/api/AuctionItems/:itemId/UpdateReview',
    params: itemIdParamSchema,
    body: updateReviewSchema,
    response: savedReviewSchema,
  }),
  list: endpoint({
    method: 'GET',
    path: '/api/AuctionItems/:itemId/reviews',
    params: itemIdParamSchema,
    response: z.array(reviewSchema),
  }),
};
