import { RefusedError } from '@dealer/domain';
import { canViewItem, ItemStatus, type VisibilityItem } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import type { Caller } from '../access/caller.js';
import { auctionItemsRepository } from '../auction-items/auction-items.repository.js';
import {
  loadItemForViewer,
  ruleBroken,
  type ItemViewer,
  type ViewedItem,
} from '../auction-items/item-access.js';

/** A caller acting for an organisation on an item, checked before the item is locked. */
export interface CheckedBidder {
  caller: Caller;
  viewer: ItemViewer & { organisationId: number };
  officeId: number | null;
  /** Who may see the item: the audience of the live event after the change. */
  visibility: VisibilityItem;
}

/** 404 unless the caller may see the item (spec 6; the rule is the domain's `canViewItem`). */
export async function findVisibleItem(
  db: Db,
  caller: Caller,
  itemId: number,
  now: Date,
): Promise<{ row: ViewedItem; viewer: ItemViewer; visibility: VisibilityItem }> {
  const found = await loadItemForViewer(db, caller, itemId);
  if (!found) throw RefusedError.notFound('No such item.');
  const { row, viewer, visibility } = found;
  const isVisible = viewer.isOwnOrganisation
    ? row.status !== ItemStatus.Deleted
    : canViewItem(visibility, viewer, now);
  if (!isVisible) throw RefusedError.notFound('No such item.');
  return { row, viewer, visibility };
}

/**
 * The checks that do not depend on the item's money state, done before the lock so that the
 * lock is held only for the rules: the item is visible to the caller (else 404), the caller acts
 * for the organisation it names (its selected one, or its API key's; else 403), and the office,
 * when given, is that organisation's (else 422).
 */
export async function checkBidder(
  db: Db,
  caller: Caller,
  itemId: number,
  request: { organisationId: number; officeId?: number | null },
  now: Date,
): Promise<CheckedBidder> {
  const { viewer, visibility } = await findVisibleItem(db, caller, itemId, now);
  if (viewer.organisationId === null || viewer.organisationId !== request.organisationId) {
    throw RefusedError.forbidden('Bids are made for the organisation you act for.');
  }
  const officeId = request.officeId ?? null;
  if (
    officeId !== null &&
    !(await auctionItemsRepository.findOffice(db, request.organisationId, officeId))
  ) {
    throw RefusedError.rule('The office is not the organisation’s.', {
      officeId: 'invalid_option',
    });
  }
  return {
    caller,
    viewer: { ...viewer, organisationId: viewer.organisationId },
    officeId,
    visibility,
  };
}
