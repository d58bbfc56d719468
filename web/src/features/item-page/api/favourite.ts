import { auctionItemsApi, type AuctionItem, type ItemListRow } from '@dealer/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { itemListKey } from '../../../lib/live/item-list-key';
import { auctionItemKey } from '../../../lib/items/auction-item';

/**
 * The favourite star (spec 2, Item page): AddFavorite or DeleteFavorite. The star turns at
 * once; a refused call turns it back.
 */
export function useToggleFavourite(itemId: number) {
  const queryClient = useQueryClient();
  const setFavourite = (isFavourite: boolean, favoriteCount?: number) => {
    queryClient.setQueryData<AuctionItem>(auctionItemKey(itemId), (item) =>
      item
        ? {
            ...item,
            isFavoriteForUser: isFavourite,
            favoriteCount: favoriteCount ?? item.favoriteCount,
          }
        : item,
    );
    queryClient.setQueryData<ItemListRow[]>(itemListKey, (rows) =>
      rows?.map((row) => (row.id === itemId ? { ...row, isFavorite: isFavourite } : row)),
    );
  };

  return useMutation({
    mutationFn: (isFavourite: boolean) =>
      isFavourite
        ? callApi(auctionItemsApi.addFavorite, { params: { itemId } })
        : callApi(auctionItemsApi.deleteFavorite, { params: { itemId } }),
    onMutate: async (isFavourite) => {
      await queryClient.cancelQueries({ queryKey: auctionItemKey(itemId) });
      setFavourite(isFavourite);
    },
    onSuccess: (answer) => setFavourite(answer.isFavoriteForUser, answer.favoriteCount),
    onError: (_error, isFavourite) => setFavourite(!isFavourite),
  });
}
