import { canViewItem, ItemStatus, type VisibilityItem } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../http/app-error.js';
import type { Principal } from '../auth/principal.js';
import { auctionItemsRepository } from '../auction-items/auction-items.repository.js';
import {
  loadItemForViewer,
  ruleBroken,
  type ItemViewer,
  type ViewedItem,
} from '../auction-items/item-access.js';

/** A caller acting for an organisation on an item, checked before the item is locked. */
export interface CheckedBidder {
  principal: Principal;
  viewer: ItemViewer & { organisationId: number };
  officeId: number | null;
}

/** 404 unless the caller may see the item (spec 6; the rule is the domain's `canViewItem`). */
export async function findVisibleItem(
  db: Db,
  principal: Principal,
  itemId: number,
  now: Date,
): Promise<{ row: ViewedItem; viewer: ItemViewer; visibility: VisibilityItem }> {
  const found = await loadItemForViewer(db, principal, itemId);
  if (!found) throw notFound('No such item.');
  const { row, viewer, visibility } = found;
  const isVisible = viewer.isOwnOrganisation
    ? row.status !== ItemStatus.Deleted
    : canViewItem(visibility, viewer, now);
  if (!isVisible) throw notFound('No such item.');
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
  principal: Principal,
  itemId: number,
  request: { organisationId: number; officeId?: number | null },
  now: Date,
): Promise<CheckedBidder> {
  const { viewer } = await findVisibleItem(db, principal, itemId, now);
  if (viewer.organisationId === null || viewer.organisationId !== request.organisationId) {
    throw forbidden('Bids are made for the organisation you act for.');
  }
  const officeId = request.officeId ?? null;
  if (
    officeId !== null &&
    !(await auctionItemsRepository.findOffice(db, request.organisationId, officeId))
  ) {
    throw ruleBroken('The office is not the organisation’s.', { officeId: 'invalid_option' });
  }
  return {
    principal,
    viewer: { ...viewer, organisationId: viewer.organisationId },
    officeId,
  };
}
