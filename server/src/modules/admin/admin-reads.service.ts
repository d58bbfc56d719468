import {
  auditLogPageSize,
  authorizeAdministration,
  ItemUserType,
  RefusedError,
  type AdminPage,
  type AuctionItem,
  type AuditLogEntry,
  type Caller,
  type Confirmation,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { itemView } from '../auction-items/auction-item.view.js';
import { getItem, loadParts } from '../auction-items/item-read.service.js';
import { findConfirmations } from '../bidding/confirmations.repository.js';
import { itemsRepository } from '../items/items.repository.js';
import { adminRepository } from './admin.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

// The admin plugin's hook has already refused anyone without the platform admin flag.

async function findItem(ctx: Ctx, itemId: number) {
  const found = await itemsRepository.find(ctx.db, itemId);
  if (!found) throw RefusedError.notFound('No such item.');
  return found.item;
}

/**
 * GET /api/admin/auctionitems/{itemId} (spec 2, adminitem): the whole item whatever its state or
 * organisation, as its auctioneer's organisation sees it, yet with no user type (the admin acts
 * neither as its auctioneer nor as a buyer) and no view registered.
 */
export async function getItemAsAdmin(ctx: Ctx, itemId: number): Promise<AuctionItem> {
  const item = await findItem(ctx, itemId);
  const parts = await loadParts(ctx.db, item, item.organisationId);
  return {
    ...itemView(parts, { isAuctioneer: true }, ctx.clock.now()),
    userType: ItemUserType.Undefined,
  };
}

/**
 * GET /api/admin/auditlog?auctionItemId=&cursor= (spec 3): who did what to the item and when,
 * newest first, a page at a time; `nextCursor` reads on, null at the first row.
 */
export async function listAuditLog(
  ctx: Ctx,
  itemId: number,
  cursor: string | null,
): Promise<AdminPage<AuditLogEntry>> {
  await findItem(ctx, itemId);
  const rows = await adminRepository.findAuditLogPage(ctx.db, itemId, cursor, auditLogPageSize + 1);
  const page = rows.slice(0, auditLogPageSize);
  return {
    entries: page.map((row) => ({
      id: row.id,
      timestamp: row.createdAt.toISOString(),
      auditLogType: row.auditLogType,
      actorType: row.actorType,
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      userId: row.userId,
      userName: row.userName,
      description: row.description,
    })),
    nextCursor: rows.length > auditLogPageSize ? page.at(-1)!.chainSeq : null,
  };
}

/** GET /api/admin/confirmations?auctionItemId=: the item's confirmations, oldest first. */
export async function listConfirmationsAsAdmin(ctx: Ctx, itemId: number): Promise<Confirmation[]> {
  await findItem(ctx, itemId);
  return findConfirmations(ctx.db, itemId);
}

/**
 * GET /api/AuctionItems/{itemId}/Closed (spec 7, "closed item"): an ended item as the caller may
 * see it; a platform admin sees any organisation's whole. 422 `not_ended` while it runs.
 */
export async function getClosedItem(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<AuctionItem> {
  const item =
    authorizeAdministration(caller) === null
      ? await getItemAsAdmin(ctx, itemId)
      : await getItem(ctx, caller, itemId);
  if (!item.isEnded)
    throw RefusedError.rule('The item has not closed yet.', { itemId: 'not_ended' });
  return item;
}
