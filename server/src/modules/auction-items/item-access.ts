import { RefusedError } from '@dealer/domain';
import {
  canViewItem,
  derivePermissionFlags,
  noPermissions,
  type ItemStatus,
  type PermissionFlags,
  type VisibilityItem,
} from '@dealer/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { targetGroupColumns } from './visibility.sql.js';
import { findPermissionFlags } from '../access/access.service.js';
import { membershipGroundsColumns, toMembershipGrounds } from '../access/access.repository.js';
import type { Caller } from '../access/caller.js';
import type { AppContext } from '../../app-context.js';
import { auctionItemsRepository, type ItemRow } from './auction-items.repository.js';

/** The organisation a caller acts for: the API key's, else the user's selected one. */
export async function actingOrganisationId(db: Db, caller: Caller): Promise<number | null> {
  if (caller.apiKeyOrganisationId !== null) return caller.apiKeyOrganisationId;
  const user = await db
    .selectFrom('users')
    .select('selectedOrganisationId')
    .where('id', '=', caller.userId)
    .executeTakeFirst();
  return user?.selectedOrganisationId ?? null;
}

export interface ItemViewer {
  organisationId: number | null;
  businessIdentityCode: string | null;
  flags: PermissionFlags;
  /** The caller acts for the item's organisation (spec: userType auctioneer). */
  isOwnOrganisation: boolean;
  /** The item's auctioneer: own organisation and publisher permission (sees the reservation). */
  isAuctioneer: boolean;
}

export async function viewerOf(db: Db, caller: Caller, row: ItemRow): Promise<ItemViewer> {
  const organisationId = await actingOrganisationId(db, caller);
  const flags =
    organisationId === null ? null : await findPermissionFlags(db, caller.userId, organisationId);
  const isOwnOrganisation = flags !== null && organisationId === row.organisationId;
  const organisation =
    organisationId === null
      ? undefined
      : await db
          .selectFrom('organisations')
          .select('businessIdentityCode')
          .where('id', '=', organisationId)
          .executeTakeFirst();
  return {
    organisationId,
    businessIdentityCode: organisation?.businessIdentityCode ?? null,
    flags: flags ?? noPermissions,
    isOwnOrganisation,
    isAuctioneer: isOwnOrganisation && (flags?.isPublisher ?? false),
  };
}

/** The item as the visibility rules read it, with its target groups' business identity codes. */
export async function visibilityItemOf(db: Db, row: ItemRow): Promise<VisibilityItem> {
  const groups = await db
    .selectNoFrom(targetGroupColumns(sql.val(row.id)))
    .executeTakeFirstOrThrow();
  return visibilityOf(row, groups);
}

/** The visibility facts of a row whose target-group columns were read with it. */
export const visibilityOf = (
  row: Pick<ItemRow, 'organisationId' | 'status' | 'startTime' | 'endTime' | 'showInBasicAuction'>,
  groups: { whitelist: string[]; blacklist: string[]; hasWhitelist: boolean },
): VisibilityItem => ({
  organisationId: row.organisationId,
  status: row.status as ItemStatus,
  start: row.startTime,
  end: row.endTime,
  showInBasicAuction: row.showInBasicAuction,
  whitelist: groups.whitelist,
  blacklist: groups.blacklist,
  hasWhitelist: Boolean(groups.hasWhitelist),
});

/** The columns of an item `loadItemForViewer` reads. */
export type ViewedItem = Pick<
  ItemRow,
  | 'id'
  | 'organisationId'
  | 'status'
  | 'startTime'
  | 'endTime'
  | 'showInBasicAuction'
  | 'winningBidId'
  | 'finalPrice'
>;

/**
 * The item, the organisation the caller acts for, that organisation's business identity code and
 * the item's target groups and the caller's permission grounds there, in one round trip: what a
 * visibility check needs.
 */
export async function loadItemForViewer(
  db: Db,
  caller: Caller,
  itemId: number,
): Promise<{ row: ViewedItem; viewer: ItemViewer; visibility: VisibilityItem } | null> {
  const acting =
    caller.apiKeyOrganisationId !== null
      ? sql<number | null>`${caller.apiKeyOrganisationId}::integer`
      : sql<
          number | null
        >`(select selected_organisation_id from users where id = ${caller.userId})`;
  const found = await db
    .selectFrom('auctionItems as item')
    // Only what visibility and the bid lists read: a whole item row is ~100 columns to parse.
    .select([
      'item.id',
      'item.organisationId',
      'item.status',
      'item.startTime',
      'item.endTime',
      'item.showInBasicAuction',
      'item.winningBidId',
      'item.finalPrice',
    ])
    .select(targetGroupColumns(sql.ref('item.id')))
    .select(acting.as('actingOrganisationId'))
    .select(membershipGroundsColumns(db, caller.userId, acting))
    .select(
      sql<
        string | null
      >`(select business_identity_code from organisations where id = ${acting})`.as(
        'actingBusinessIdentityCode',
      ),
    )
    .where('item.id', '=', itemId)
    .executeTakeFirst();
  if (!found) return null;
  const {
    whitelist,
    blacklist,
    hasWhitelist,
    actingOrganisationId,
    actingBusinessIdentityCode,
    isMember,
    products,
    heldPermissions,
    ...row
  } = found;
  const grounds =
    actingOrganisationId === null
      ? null
      : toMembershipGrounds({ isMember, products, heldPermissions });
  const flags = grounds ? derivePermissionFlags(grounds.products, grounds.heldPermissions) : null;
  const isOwnOrganisation = flags !== null && actingOrganisationId === row.organisationId;
  return {
    row,
    viewer: {
      organisationId: actingOrganisationId,
      businessIdentityCode: actingBusinessIdentityCode,
      flags: flags ?? noPermissions,
      isOwnOrganisation,
      isAuctioneer: isOwnOrganisation && (flags?.isPublisher ?? false),
    },
    visibility: visibilityOf(row, { whitelist, blacklist, hasWhitelist }),
  };
}

/** Whether the viewer may see the item at all (spec 6; the rule is the domain's `canViewItem`). */
export async function canSee(
  db: Db,
  row: ItemRow,
  viewer: ItemViewer,
  now: Date,
): Promise<boolean> {
  if (viewer.isOwnOrganisation) return row.status !== 2;
  return canViewItem(await visibilityItemOf(db, row), viewer, now);
}

/** 404 for an item the caller may not see, 403 when they see it but are not its auctioneer. */
export async function requireItemAuctioneer(
  db: Db,
  caller: Caller,
  row: ItemRow | undefined,
  now: Date,
): Promise<ItemRow> {
  if (!row) throw RefusedError.notFound('No such item.');
  const viewer = await viewerOf(db, caller, row);
  if (!(await canSee(db, row, viewer, now))) throw RefusedError.notFound('No such item.');
  if (!viewer.isAuctioneer)
    throw RefusedError.forbidden(
      "Only the item's auctioneer with the publisher right may do this.",
    );
  return row;
}

export const ruleBroken = (message: string, fields?: Record<string, string>) =>
  RefusedError.with('rule', 'rule_broken', message, fields);

/**
 * One change by the item's auctioneer: a transaction on the item row locked first (two changes
 * of one item never both pass their checks, ARCHITECTURE 5), then the access check, then `change`.
 */
export function changeAsAuctioneer<T>(
  ctx: Pick<AppContext, 'db' | 'clock'>,
  caller: Caller,
  itemId: number,
  change: (trx: Db, row: ItemRow) => Promise<T>,
): Promise<T> {
  return ctx.db.transaction().execute(async (trx) => {
    const locked = await auctionItemsRepository.lockItem(trx, itemId);
    const row = await requireItemAuctioneer(trx, caller, locked, ctx.clock.now());
    return change(trx, row);
  });
}
