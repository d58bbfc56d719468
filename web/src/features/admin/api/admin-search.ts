import type { AdminSearchRow } from '@dealer/domain';
import { useMutation } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/AuctionItems/search/{searchTerm}: the platform admin's item search (spec 7). */
export const useAdminSearch = () =>
  useMutation({
    mutationFn: (term: string) =>
      apiGet<AdminSearchRow[]>(`/api/AuctionItems/search/${encodeURIComponent(term.trim())}`),
  });
