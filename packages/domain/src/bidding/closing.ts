/** What closing needs of an item (ARCHITECTURE 5). */
export interface ClosingItem {
  end: Date;
  fixedEndTime: boolean;
  hoursOpenAfterFirstBid: number | null;
}

/**
 * When the item closes: a fixedEndTime (express) item at its end; a normal item
 * `hoursOpenAfterFirstBid` (24) hours after its first bid, or at its end if that comes first.
 */
export function closesAt(item: ClosingItem, firstBidAt: Date | null): Date {
  if (item.fixedEndTime || firstBidAt === null) return item.end;
  const afterFirstBid = new Date(
    firstBidAt.getTime() + (item.hoursOpenAfterFirstBid ?? 24) * 3_600_000,
  );
  return afterFirstBid.getTime() < item.end.getTime() ? afterFirstBid : item.end;
}
