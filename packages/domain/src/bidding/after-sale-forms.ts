import { z } from 'zod';
import { idSchema } from '../identity/identity.schema.js';
import { amountInputSchema } from './amount-input.js';
import { auctioneerConfirmSchema, setWinningBidSchema } from './bid.schema.js';

/** A price typed after the sale: whole euros above zero, within what a bid may be. */
const priceInputSchema = amountInputSchema({ minimum: 1, maximum: 100_000_000 });

const issueOf = (error: z.ZodError) => error.issues[0]?.message ?? 'invalid';

/**
 * The finish-the-sale dialog (spec 2 and 4) as its form holds it: the chosen card (a bid, or
 * 'no buyer') and the typed price. It becomes the SetWinningBid request, checked by the schema the
 * server checks it with: the price is required unless 'no buyer'.
 */
export const finishSaleFormSchema = z
  .object({
    choice: z.union([idSchema, z.literal('none')]).nullable(),
    price: z.string(),
  })
  .transform((form, context): z.input<typeof setWinningBidSchema> => {
    if (form.choice === null) {
      context.addIssue({ code: 'custom', message: 'mandatory', path: ['choice'] });
      return z.NEVER;
    }
    if (form.choice === 'none') return { bidId: null };
    const price = priceInputSchema.safeParse(form.price);
    if (price.success) return { bidId: form.choice, price: price.data };
    context.addIssue({ code: 'custom', message: issueOf(price.error), path: ['price'] });
    return z.NEVER;
  })
  .pipe(setWinningBidSchema);

/** Spec 4: the auctioneer confirms sold, with the price (prefilled with the winning price). */
export const confirmSoldFormSchema = z
  .object({ price: priceInputSchema })
  .transform(({ price }): z.input<typeof auctioneerConfirmSchema> => ({ isSold: true, price }))
  .pipe(auctioneerConfirmSchema);

/** Spec 4: the auctioneer confirms not sold, with the reason it requires. */
export const confirmNotSoldFormSchema = z
  .object({ description: z.string() })
  .transform(({ description }): z.input<typeof auctioneerConfirmSchema> => ({
    isSold: false,
    description,
  }))
  .pipe(auctioneerConfirmSchema);
