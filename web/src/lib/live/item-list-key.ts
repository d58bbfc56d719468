/** The TanStack Query key of the items page's list (GET /api/AuctionItems), kept live by the hub. */
export const itemListKey = ['auctionItems', 'list'] as const;
