import { adminApi } from '@dealer/domain';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const adminItemKey = (itemId: number) => ['admin', 'item', itemId] as const;
export const auditLogKey = (itemId: number) => ['admin', 'auditLog', itemId] as const;

/** GET /api/admin/auctionitems/{itemId}: the whole item for the admin view (spec 2, adminitem). */
export function useAdminItem(itemId: number) {
  return useQuery({
    queryKey: adminItemKey(itemId),
    queryFn: ({ signal }) => callApi(adminApi.getItem, { params: { itemId } }, { signal }),
    enabled: Number.isSafeInteger(itemId) && itemId > 0,
  });
}

/**
 * GET /api/admin/auditlog?auctionItemId=&cursor=: loaded when the audit log dialog opens, newest
 * first, 100 rows a page; the next page is asked for with the last answer's cursor.
 */
export function useAuditLog(itemId: number, isOpen: boolean) {
  return useInfiniteQuery({
    queryKey: auditLogKey(itemId),
    queryFn: ({ signal, pageParam }) =>
      callApi(
        adminApi.auditLog,
        { query: { auctionItemId: String(itemId), cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    enabled: isOpen,
    staleTime: 0,
  });
}
