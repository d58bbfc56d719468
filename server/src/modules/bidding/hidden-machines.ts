import {
  AuditActorType,
  AuditLogType,
  canOrganisationViewItem,
  type VisibilityItem,
  type VisibilityOrganisation,
} from '@dealer/domain';
import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import type { ItemRow } from '../auction-items/auction-items.repository.js';
import { visibilityOf } from '../auction-items/item-access.js';
import { targetGroupColumns } from '../auction-items/visibility.sql.js';
import { biddingOrganisationsColumn } from './bidding.repository.js';

// Issue 15: a bid machine bids for its organisation with nobody signed in, so nothing stopped it
// once the organisation could no longer see the item (a blacklist added after the machine was
// set, Pro rights lost). Such a machine is switched off: when the item's target groups change,
// and again at bid time, in case the organisation's subscriptions changed meanwhile.

/** The organisations among `owners` that can no longer see the item. */
export const findHiddenOrganisations = (
  visibility: VisibilityItem,
  owners: readonly VisibilityOrganisation[],
  now: Date,
): Set<number> =>
  new Set(
    owners
      .filter((owner) => !canOrganisationViewItem(visibility, owner, now))
      .map((owner) => owner.organisationId),
  );

/** The audit row of a machine switched off because its organisation can no longer see the item. */
export const hiddenMachineAudit = (
  itemId: number,
  organisationId: number,
  now: Date,
): Insertable<AuditLogTable> => ({
  auctionItemId: itemId,
  organisationId,
  userId: null,
  actorType: AuditActorType.Automation,
  auditLogType: AuditLogType.BidMachineUpdated,
  description: 'Bid machine switched off: the item is no longer visible to the organisation',
  createdAt: now,
});

/**
 * After a change to who may see the item, in that change's transaction on the locked item row:
 * switches off the machines of organisations that can no longer see it (their bids stay), and
 * answers those organisations.
 */
export async function switchOffHiddenMachines(trx: Db, row: ItemRow, now: Date): Promise<number[]> {
  const { biddingOrganisations, ...groups } = await trx
    .selectNoFrom([
      ...targetGroupColumns(sql.val(row.id)),
      biddingOrganisationsColumn(trx, sql.val(row.id)),
    ])
    .executeTakeFirstOrThrow();
  const hidden = [...findHiddenOrganisations(visibilityOf(row, groups), biddingOrganisations, now)];
  if (hidden.length === 0) return [];
  const switchedOff = await trx
    .updateTable('bidMachines')
    .set({ isActive: false, isExceeded: false, updatedAt: now })
    .where('auctionItemId', '=', row.id)
    .where('organisationId', 'in', hidden)
    .where('isActive', '=', true)
    .where('dateDeleted', 'is', null)
    .returning('organisationId')
    .execute();
  if (switchedOff.length > 0)
    await trx
      .insertInto('auditLog')
      .values(switchedOff.map((machine) => hiddenMachineAudit(row.id, machine.organisationId, now)))
      .execute();
  return switchedOff.map((machine) => machine.organisationId);
}
