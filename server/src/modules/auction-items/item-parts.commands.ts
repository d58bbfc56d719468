import {
  assignTargetGroup,
  AuditLogType,
  findResponsibleSalespeopleRefusal,
  refreshEventOf,
  RefusedError,
  type VisibilityType,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { switchOffHiddenMachines } from '../bidding/hidden-machines.js';
import type { ItemCommand } from '../items/item-pipeline.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';

type Person = { id: number; userId: number; showInAuction: boolean };

/** A change to the item's responsible salespeople (spec 2), at most 3 of them shown. */
function changeResponsibleSalespeople(
  change: (current: Person[], organisationId: number, db: Db) => Promise<Person[]> | Person[],
  type: AuditLogType,
  description: string,
): ItemCommand<void> {
  return {
    action: 'manage',
    async run({ trx, item }) {
      const current = await repository.findResponsibleSalespeople(trx, item.id);
      const next = await change(current, item.organisationId, trx);
      const refusal = findResponsibleSalespeopleRefusal(next);
      if (refusal) throw new RefusedError(refusal);
      await repository.replaceResponsibleSalespeople(
        trx,
        item.id,
        next.map(({ userId, showInAuction }) => ({ userId, showInAuction })),
      );
      return { audit: [{ type, description }], events: [refreshEventOf(item)], value: undefined };
    },
  };
}

/** POST {itemId}/ResponsiblePerson: a member of the organisation joins the item's responsible people. */
export const addResponsibleSalesperson = (person: { userId: number; showInAuction: boolean }) =>
  changeResponsibleSalespeople(
    async (current, organisationId, db) => {
      if (!(await repository.isMember(db, person.userId, organisationId)))
        throw RefusedError.rule('The person is not a member of the organisation.', {
          userId: 'invalid_option',
        });
      if (current.some((existing) => existing.userId === person.userId))
        throw RefusedError.rule('The person is already responsible for the item.', {
          userId: 'already_exists',
        });
      return [...current, { ...person, id: 0 }];
    },
    AuditLogType.ResponsibleSalespersonAdded,
    `Responsible salesperson ${person.userId} added`,
  );

const requireSalesperson = (current: Person[], id: number) => {
  if (!current.some((existing) => existing.id === id))
    throw RefusedError.notFound('No such responsible salesperson on the item.');
};

/** PATCH {itemId}/ResponsiblePerson: shown in the auction or not. */
export const updateResponsibleSalesperson = (person: { id: number; showInAuction: boolean }) =>
  changeResponsibleSalespeople(
    (current) => {
      requireSalesperson(current, person.id);
      return current.map((existing) =>
        existing.id === person.id ? { ...existing, showInAuction: person.showInAuction } : existing,
      );
    },
    AuditLogType.ResponsibleSalespersonUpdated,
    `Responsible salesperson ${person.id} updated`,
  );

/** DELETE {itemId}/ResponsiblePerson/{responsiblePersonId}. */
export const removeResponsibleSalesperson = (salespersonId: number) =>
  changeResponsibleSalespeople(
    (current) => {
      requireSalesperson(current, salespersonId);
      return current.filter((existing) => existing.id !== salespersonId);
    },
    AuditLogType.ResponsibleSalespersonRemoved,
    `Responsible salesperson ${salespersonId} removed`,
  );

/** POST {itemId}/CompanyGroup: shows the item to a group (whitelist) or hides it from one (blacklist). */
export const assignCompanyGroup = (assignment: {
  companyGroupId: number;
  visibilityType: VisibilityType;
}): ItemCommand<void> => ({
  action: 'manage',
  async run({ trx, item, now }) {
    if (!(await repository.isOwnCompanyGroup(trx, item.organisationId, assignment.companyGroupId)))
      throw RefusedError.rule('The group does not belong to the organisation.', {
        companyGroupId: 'invalid_option',
      });
    const current = await repository.findCompanyGroups(trx, item.id);
    await repository.replaceCompanyGroups(trx, item.id, assignTargetGroup(current, assignment));
    // Issue 15: the machines of organisations the groups now hide bid no more.
    const switchedOff = await switchOffHiddenMachines(trx, item, now);
    return {
      // A bid waiting for the item's lock reads the target groups again only if its row changed.
      set: { updatedAt: now },
      audit: switchedOff,
      events: [refreshEventOf(item)],
      groupsChanged: true,
      // Who could see it before hears too, and drops it when it is now hidden (their refresh is a 404).
      reachesFormerViewers: true,
      value: undefined,
    };
  },
});
