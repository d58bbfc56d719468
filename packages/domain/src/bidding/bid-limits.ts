import { defaultMinimumRaise } from '../auction-items/enums.js';

/** Spec 9: a bid raises the price by at most 10,000 euros. */
export const maximumBidRaise = 10_000;
/** Spec 9: a bid machine's ceiling is at most 50,000 euros above the price. */
export const maximumCeilingRaise = 50_000;

export interface PricedItem {
  startPrice: number | null;
  minimumRaise: number | null;
}

/** The raise in use: the item's, or 20 when unset (spec 5). */
export const raiseOf = (item: PricedItem) => item.minimumRaise ?? defaultMinimumRaise;

/** What the next bid is measured from: the current price, or the start price before any bid. */
const baseOf = (item: PricedItem, price: number | null) => price ?? item.startPrice ?? 0;

/** Spec 5: the smallest acceptable bid (current price + raise; start price + raise for the first). */
export const minimumBid = (item: PricedItem, price: number | null) =>
  baseOf(item, price) + raiseOf(item);

/** Spec 5: the largest acceptable bid. */
export const maximumBid = (item: PricedItem, price: number | null) =>
  baseOf(item, price) + maximumBidRaise;

/** Spec 5: the largest acceptable bid machine ceiling. */
export const maximumCeiling = (item: PricedItem, price: number | null) =>
  baseOf(item, price) + maximumCeilingRaise;
