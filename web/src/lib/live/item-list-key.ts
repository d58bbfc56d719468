/** The TanStack Query key of the items page's list (GET /api/AuctionItems), kept live by the hub. */
export const itemListKey = ['auctionItems', 'list'] as const;

/** GET /api/AuctionItems/{itemId}: the item page's item, kept live by the hub as well. */
export const auctionItemKey = (itemId: number) => ['auctionItems', itemId] as const;

/** Every list of my items (the sell and buy tabs of each organisation) starts with this. */
export const ownItemListsKey = ['ownItemLists'] as const;

/** GET /api/AuctionItems/organisation/{organisationId}: the sell tab. */
export const organisationItemsKey = (organisationId: number) =>
  [...ownItemListsKey, organisationId, 'sell'] as const;

/** GET /api/AuctionItems/organisation/{organisationId}/buying: the buy tab. */
export const buyingItemsKey = (organisationId: number) =>
  [...ownItemListsKey, organisationId, 'buy'] as const;

/**
 * GET /api/AuctionItems/AwaitingSellerCount: the My items dot. Not under `ownItemListsKey`, whose
 * queries all hold rows.
 */
export const awaitingSellerCountKey = ['awaitingSellerCount'] as const;
