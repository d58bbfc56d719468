import { RefusedError } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import type { Caller } from '../access/caller.js';
import { itemsRepository } from '../items/items.repository.js';

/** A caller acting for an organisation on an item, checked before the item is locked. */
export interface CheckedBidder {
  caller: Caller & { organisationId: number };
  officeId: number | null;
}

/**
 * The checks that need neither the item nor its lock: the caller acts for the organisation it
 * names (its selected one, or its API key's; else 403), and the office, when given, is that
 * organisation's (else 422). Whether the caller may see the item (else 404, the one access
 * policy) is judged in the item's batch, on the facts its lock read: reading them here as well
 * cost every bid a round trip of its own and could only answer the same (issue 10, point 5).
 */
export async function checkBidder(
  db: Db,
  caller: Caller,
  request: { organisationId: number; officeId?: number | null },
): Promise<CheckedBidder> {
  if (caller.organisationId === null || caller.organisationId !== request.organisationId)
    throw RefusedError.forbidden('Bids are made for the organisation you act for.');
  const officeId = request.officeId ?? null;
  if (
    officeId !== null &&
    !(await itemsRepository.isOwnOffice(db, caller.organisationId, officeId))
  )
    throw RefusedError.rule('The office is not the organisation’s.', {
      officeId: 'invalid_option',
    });
  return { caller: { ...caller, organisationId: caller.organisationId }, officeId };
}
