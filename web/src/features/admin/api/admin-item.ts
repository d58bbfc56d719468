import type { AuctionItem, AuditLogEntry } from '@dealer/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export const adminItemKey = (itemId: number) => ['admin', 'item', itemId] as const;
export const auditLogKey = (itemId: number) => ['admin', 'auditLog', itemId] as const;

/** GET /api/admin/auctionitems/{itemId}: the whole item for the admin view (spec 2, adminitem). */
export function useAdminItem(itemId: number) {
  return useQuery({
    queryKey: adminItemKey(itemId),
    queryFn: ({ signal }) => apiGet<AuctionItem>(`/api/admin/auctionitems/${itemId}`, { signal }),
    enabled: Number.isSafeInteger(itemId) && itemId > 0,
  });
}

/** GET /api/admin/auditlog?auctionItemId=: loaded when the audit log dialog opens. */
export function useAuditLog(itemId: number, isOpen: boolean) {
  return useQuery({
    queryKey: auditLogKey(itemId),
    queryFn: ({ signal }) =>
      apiGet<AuditLogEntry[]>(`/api/admin/auditlog?auctionItemId=${itemId}`, { signal }),
    enabled: isOpen,
    staleTime: 0,
  });
}
