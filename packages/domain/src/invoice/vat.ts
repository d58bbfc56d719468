/** How the invoice treats tax (spec 2, invoice dialog): VAT, or the margin scheme. */
export type TaxTreatment = 'vat' | 'margin';

/**
 * The rate rose from 24 % to 25.5 % on 1 Sept 2024 00:00 Helsinki time (summer time, UTC+3):
 * items ended from then on. Written as the instant, not worked out from Helsinki's time zone when
 * the module loads: that costs a web page's first task several milliseconds of a phone's CPU
 * (the table test holds it to the Helsinki midnight).
 */
export const vatRateChangeAt = new Date('2024-08-31T21:00:00Z');

/** Spec 9: the VAT rate in basis points (1/100 %) of an item that ended at `endedAt`. */
export const vatRateBasisPointsAt = (endedAt: Date): number =>
  endedAt.getTime() < vatRateChangeAt.getTime() ? 2400 : 2550;

/** `numerator / denominator` rounded half up, for non-negative integers. */
const divideHalfUp = (numerator: number, denominator: number): number =>
  Math.floor((2 * numerator + denominator) / (2 * denominator));

export interface VatBreakdown {
  /** The rate in basis points (2400 = 24 %). */
  rateBasisPoints: number;
  priceWithoutTaxCents: number;
  taxCents: number;
}

/**
 * Spec 9: price without tax = price / (1 + rate), worked in cents and rounded half up once; the
 * tax is what remains, so the two always add up to the price.
 */
export function vatBreakdownOf(priceCents: number, rateBasisPoints: number): VatBreakdown {
  const priceWithoutTaxCents = divideHalfUp(priceCents * 10_000, 10_000 + rateBasisPoints);
  return { rateBasisPoints, priceWithoutTaxCents, taxCents: priceCents - priceWithoutTaxCents };
}

/** A rate in basis points as a percent for display (2550 → 25.5). */
export const vatPercentOf = (rateBasisPoints: number): number => rateBasisPoints / 100;
