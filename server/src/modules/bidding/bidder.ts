import {
  authorizeItem,
  RefusedError,
  relationOf,
  visibilityOf,
  type ItemRelation,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import type { Caller } from '../access/caller.js';
import { itemsRepository } from '../items/items.repository.js';

/** A caller acting for an organisation on an item, checked before the item is locked. */
export interface CheckedBidder {
  caller: Caller & { organisationId: number };
  relation: ItemRelation;
  officeId: number | null;
}

/**
 * The checks that do not depend on the item's money state, done before the lock so that the
 * lock is held only for the rules: the caller may see the item (else 404, the one access
 * policy), acts for the organisation it names (its selected one, or its API key's; else 403),
 * and the office, when given, is that organisation's (else 422).
 */
export async function checkBidder(
  db: Db,
  caller: Caller,
  itemId: number,
  request: { organisationId: number; officeId?: number | null },
  now: Date,
): Promise<CheckedBidder> {
  const found = await itemsRepository.findAccessFacts(db, itemId);
  const visibility = found ? visibilityOf(found.item, found.groups) : null;
  if (!visibility || authorizeItem(caller, 'read', visibility, now))
    throw RefusedError.notFound('No such item.');
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
  return {
    caller: { ...caller, organisationId: caller.organisationId },
    relation: relationOf(caller, visibility),
    officeId,
  };
}
