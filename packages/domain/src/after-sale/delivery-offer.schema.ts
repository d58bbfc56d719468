import { z } from 'zod';
import { idSchema } from '../identity/identity.schema.js';

/** The two transport providers the delivery settings name (organisation spec 3). */
export const transportProviders = ['makinen', 'sjoberg'] as const;
export type TransportProvider = (typeof transportProviders)[number];

/** A provider's request flag on the wire (spec 3: one boolean per transport provider). */
export const providerFlagOf = {
  makinen: 'deliveryOfferRequestMakinen',
  sjoberg: 'deliveryOfferRequestSjoberg',
} as const satisfies Record<TransportProvider, string>;

/** Repeats of one item's request to one provider are refused for this long. */
export const deliveryOfferRepeatWindowMs = 60 * 60 * 1000;

/**
 * POST {itemId}/DeliveryOfferRequest (spec 3, 5): name required, e-mail valid, at least one
 * provider ticked, phone optional. The delivery location is the buyer's delivery settings' (the
 * server resolves it when none is given).
 */
export const deliveryOfferRequestSchema = z
  .strictObject({
    auctionItemId: idSchema,
    buyerName: z.string().trim().min(1).max(200),
    buyerPhonenumber: z
      .string()
      .trim()
      .max(40)
      .nullable()
      .optional()
      .transform((value) => (value ? value : null)),
    buyerEmailAddress: z.string().trim().max(254).pipe(z.email()),
    buyerDeliveryLocationId: idSchema.nullable().optional(),
    deliveryOfferRequestMakinen: z.boolean(),
    deliveryOfferRequestSjoberg: z.boolean(),
  })
  .refine((request) => request.deliveryOfferRequestMakinen || request.deliveryOfferRequestSjoberg, {
    message: 'Tick at least one transport provider.',
    path: ['deliveryOfferRequestMakinen'],
  });
export type DeliveryOfferRequest = z.input<typeof deliveryOfferRequestSchema>;

/** The providers a request asks. */
export const requestedProvidersOf = (request: {
  deliveryOfferRequestMakinen: boolean;
  deliveryOfferRequestSjoberg: boolean;
}): TransportProvider[] =>
  transportProviders.filter((provider) => request[providerFlagOf[provider]]);

/** The answer: one success flag per provider (false also when it was not asked). */
export const deliveryOfferResultSchema = z.object({
  makinenSuccess: z.boolean(),
  sjobergSuccess: z.boolean(),
});
export type DeliveryOfferResult = z.infer<typeof deliveryOfferResultSchema>;

/**
 * Spec 8: which messages the web shows for an answer, in order: both asked and both failed is
 * the general failure; otherwise each failed provider's own error, and the success message when
 * any asked provider succeeded.
 */
export function deliveryOfferMessagesOf(
  asked: readonly TransportProvider[],
  result: DeliveryOfferResult,
): Array<{ kind: 'success' } | { kind: 'failed'; provider: TransportProvider | null }> {
  const succeeded = asked.filter((provider) => result[`${provider}Success`]);
  const failed = asked.filter((provider) => !result[`${provider}Success`]);
  if (succeeded.length === 0 && failed.length !== 1) return [{ kind: 'failed', provider: null }];
  return [
    ...failed.map((provider) => ({ kind: 'failed' as const, provider })),
    ...(succeeded.length > 0 ? [{ kind: 'success' as const }] : []),
  ];
}
