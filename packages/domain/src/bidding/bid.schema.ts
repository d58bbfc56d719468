import { z } from 'zod';
import { idSchema } from '../identity/identity.schema.js';
import { confirmationDescriptionMaxLength } from './confirmations.js';

/** Whole euros (ARCHITECTURE 3); 0, negatives, fractions and strings are bad input (400). */
const euros = z.number().int().positive().max(100_000_000);

/** POST {itemId}/Bid (spec 7). */
export const bidRequestSchema = z.strictObject({
  auctionItemId: idSchema,
  price: euros,
  organisationId: idSchema,
  officeId: idSchema.nullable().optional(),
  /**
   * The price the bidder saw. When given and the bid is under the minimum because the price
   * moved since, the answer is 409 price_changed instead of 422 (spec 2: "the price was updated").
   */
  priceNow: z.number().int().min(0).nullable().optional(),
});
export type BidRequest = z.infer<typeof bidRequestSchema>;

/** POST {itemId}/AddBidMachine. */
export const addBidMachineSchema = z.strictObject({
  auctionItemId: idSchema,
  priceMaximum: euros,
  organisationId: idSchema,
  officeId: idSchema.nullable().optional(),
});
export type AddBidMachineRequest = z.infer<typeof addBidMachineSchema>;

/** PATCH {itemId}/UpdateBidMachine. */
export const updateBidMachineSchema = z.strictObject({
  auctionItemId: idSchema,
  newPrice: euros,
  organisationId: idSchema,
  bidMachineId: idSchema,
  officeId: idSchema.nullable().optional(),
});
export type UpdateBidMachineRequest = z.infer<typeof updateBidMachineSchema>;

/** DELETE {itemId}/DeleteBidMachine. */
export const deleteBidMachineSchema = z.strictObject({
  auctionItemId: idSchema,
  bidMachineId: idSchema,
});
export type DeleteBidMachineRequest = z.infer<typeof deleteBidMachineSchema>;

/**
 * POST {itemId}/SetWinningBid: the chosen bid and the agreed price, or `bidId: null` for 'no buyer'
 * (spec 5: the price is required unless 'no buyer').
 */
export const setWinningBidSchema = z
  .strictObject({ bidId: idSchema.nullable(), price: euros.nullable().optional() })
  .refine((request) => request.bidId === null || typeof request.price === 'number', {
    message: 'price_required',
    path: ['price'],
  });
export type SetWinningBidRequest = z.infer<typeof setWinningBidSchema>;

/** POST {itemId}/AuctioneerConfirm: sold (optionally with the confirmed price) or not sold. */
export const auctioneerConfirmSchema = z
  .strictObject({
    isSold: z.boolean(),
    description: z.string().trim().max(confirmationDescriptionMaxLength).nullable().optional(),
    price: euros.nullable().optional(),
  })
  .refine((request) => request.isSold || (request.description ?? '').length > 0, {
    message: 'description_required',
    path: ['description'],
  });
export type AuctioneerConfirmRequest = z.infer<typeof auctioneerConfirmSchema>;

/** POST {itemId}/BuyerConfirm: the winning organisation confirms the purchase (payload optional). */
export const buyerConfirmSchema = z
  .strictObject({
    description: z.string().trim().max(confirmationDescriptionMaxLength).nullable().optional(),
  })
  .optional();
export type BuyerConfirmRequest = z.infer<typeof buyerConfirmSchema>;
