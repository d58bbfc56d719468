import { z } from 'zod';
import { idSchema } from '../identity/identity.schema.js';
import { ReviewType, reviewDescriptionMaxLength } from './review-rules.js';

const reviewTypeSchema = z.union([
  z.literal(ReviewType.Auctioneer),
  z.literal(ReviewType.Buyer),
  z.literal(ReviewType.AISummary),
]);
const descriptionSchema = z
  .string()
  .trim()
  .max(reviewDescriptionMaxLength)
  .nullable()
  .optional()
  .transform((text) => (text ? text : null));

/** POST {itemId}/AddReview. */
export const addReviewSchema = z.strictObject({
  organisationId: idSchema,
  thumbsUp: z.boolean().nullable().optional(),
  description: descriptionSchema,
  reviewType: reviewTypeSchema,
});
export type AddReviewRequest = z.infer<typeof addReviewSchema>;

/** PATCH {itemId}/UpdateReview. */
export const updateReviewSchema = z.strictObject({
  id: idSchema,
  thumbsUp: z.boolean().nullable().optional(),
  reviewType: reviewTypeSchema,
  description: descriptionSchema,
});
export type UpdateReviewRequest = z.infer<typeof updateReviewSchema>;

/** Spec 3, Review, as the API answers it. */
export const reviewSchema = z.object({
  id: z.number(),
  reviewType: reviewTypeSchema,
  userId: z.number().nullable(),
  /** Starts as null: no thumb given. */
  thumbsUp: z.boolean().nullable(),
  description: z.string().nullable(),
  /** The review is the viewer's own: they may change it. */
  isMine: z.boolean(),
  timestamp: z.iso.datetime(),
});
export type Review = z.infer<typeof reviewSchema>;
