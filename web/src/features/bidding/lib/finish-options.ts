import type { BidView } from '@dealer/domain';

/**
 * The finish dialog's cards (spec 2): one per bidding organisation, its best bid (the highest,
 * the earlier at equal prices), highest first.
 */
export function findFinishOptions(bids: readonly BidView[]): BidView[] {
  const best = new Map<number, BidView>();
  for (const bid of bids) {
    const held = best.get(bid.bidderMarker);
    const isBetter =
      !held ||
      bid.price > held.price ||
      (bid.price === held.price && Date.parse(bid.placed) < Date.parse(held.placed));
    if (isBetter) best.set(bid.bidderMarker, bid);
  }
  return [...best.values()].sort(
    (a, b) => b.price - a.price || Date.parse(a.placed) - Date.parse(b.placed),
  );
}
