import {
  vatBreakdownOf,
  vatRateBasisPointsAt,
  type TaxTreatment,
  type VatBreakdown,
} from './vat.js';

export interface LandedCostInput {
  /** The bid or the winning price, whole euros. */
  price: number;
  /** The item's commission (office) fee, whole euros (spec 3: commissionFee, 0 when absent). */
  commissionFee: number | null;
  /** VAT deductible items are invoiced with VAT; others under the margin scheme. */
  taxTreatment: TaxTreatment;
  /** When the item ended (or ends): it picks the VAT rate. */
  endedAt: Date;
}

export interface LandedCost {
  priceCents: number;
  officeFeeCents: number;
  /** Spec 9: total = price + office fee. */
  totalCents: number;
  /** The VAT contained in the price; null under the margin scheme (its legal note is printed). */
  vat: VatBreakdown | null;
}

/** The tax treatment an item's own flag implies (the invoice dialog may choose otherwise). */
export const taxTreatmentOf = (item: { vatDeductable: boolean | null }): TaxTreatment =>
  item.vatDeductable === false ? 'margin' : 'vat';

/**
 * What the buyer pays in all for `price`: the same figure on the invoice, in the bid box and in
 * the bid confirmation (one rule, one place).
 */
export function landedCostOf(input: LandedCostInput): LandedCost {
  const priceCents = Math.round(input.price * 100);
  const officeFeeCents = Math.round((input.commissionFee ?? 0) * 100);
  return {
    priceCents,
    officeFeeCents,
    totalCents: priceCents + officeFeeCents,
    vat:
      input.taxTreatment === 'vat'
        ? vatBreakdownOf(priceCents, vatRateBasisPointsAt(input.endedAt))
        : null,
  };
}
