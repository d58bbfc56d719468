import {
  authorizeAdministration,
  ItemStatus,
  parseAdminSearchTerm,
  RefusedError,
  type AdminSearchRow,
  type Caller,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { adminSearchRepository } from './admin-search.repository.js';

/**
 * GET /api/AuctionItems/search/{searchTerm} (spec 3 and 7): a platform admin looks an item up
 * by its id or licence number, typed any way ("abc123", "ABC 123", "abc-123").
 */
export async function searchItemsAsAdmin(
  ctx: Pick<AppContext, 'db'>,
  caller: Caller,
  term: string,
): Promise<AdminSearchRow[]> {
  const refusal = authorizeAdministration(caller);
  if (refusal) throw new RefusedError(refusal);
  const query = parseAdminSearchTerm(term);
  // Only separators typed: no term at all, not "every item".
  if (query.itemId === null && query.licenseNumber === '') return [];
  const rows = await adminSearchRepository.search(ctx.db, query);
  return rows.map((row) => ({
    id: row.id,
    licenseNumber: row.licenseNumber,
    make: row.make,
    model: row.model,
    priceNow: row.priceNow,
    isDraft: row.status === ItemStatus.Draft,
    end: row.endTime.toISOString(),
  }));
}
