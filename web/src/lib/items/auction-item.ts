import { useQuery } from '@tanstack/react-query';
import { auctionItemQuery } from '../auction-item-query';
import { itemPath } from '../item-path';
import { auctionItemKey } from '../live/item-list-key';

// GET /api/AuctionItems/{itemId}: the item as its viewer may see it (the domain's AuctionItem).
// The key lives with the live cache, which patches the item from hub events.
export { auctionItemKey, itemPath };

export function useAuctionItem(itemId: number) {
  return useQuery({
    ...auctionItemQuery(itemId),
    enabled: Number.isSafeInteger(itemId) && itemId > 0,
  });
}
