import { auctionItemsApi } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

/** GET /api/AuctionItems/search/{searchTerm}: the platform admin's item search (spec 7). */
export const useAdminSearch = () =>
  useMutation({
    mutationFn: (term: string) =>
      callApi(auctionItemsApi.adminSearch, { params: { searchTerm: term.trim() } }),
  });
