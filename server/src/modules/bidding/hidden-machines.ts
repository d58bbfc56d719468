import {
  AuditActorType,
  AuditLogType,
  canOrganisationViewItem,
  visibilityOf,
  type AuditNote,
  type StoredItem,
  type VisibilityItem,
  type VisibilityOrganisation,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { biddingRepository } from './bidding.repository.js';

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

/** The audit note of a machine switched off because its organisation can no longer see the item. */
export const hiddenMachineNote = (organisationId: number): AuditNote => ({
  type: AuditLogType.BidMachineUpdated,
  description: 'Bid machine switched off: the item is no longer visible to the organisation',
  actor: AuditActorType.Automation,
  organisationId,
  userId: null,
});

/**
 * After a change to who may see the item, in that change's transaction on the locked item row:
 * switches off the machines of organisations that can no longer see it (their bids stay), and
 * answers the audit notes of those it switched off.
 */
export async function switchOffHiddenMachines(
  trx: Db,
  item: StoredItem,
  now: Date,
): Promise<AuditNote[]> {
  const { biddingOrganisations, ...groups } = await biddingRepository.findMachineAudience(
    trx,
    item.id,
  );
  const visibility = visibilityOf(item, { ...groups, hasWhitelist: Boolean(groups.hasWhitelist) });
  const hidden = [...findHiddenOrganisations(visibility, biddingOrganisations, now)];
  if (hidden.length === 0) return [];
  const switchedOff = await biddingRepository.switchOffMachines(trx, item.id, hidden, now);
  return switchedOff.map((machine) => hiddenMachineNote(machine.organisationId));
}
