import {
  AuditLogType,
  checkBusinessIdentityCode,
  endedItemListHours,
  hasSellerSubscription,
  RefusedError,
  type CompanyGroupItemRequest,
  type VisibilityType,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { runAudienceChange } from '../items/item-pipeline.js';
import { findPermissionFlags, requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { requireOwnSettingsRow, requireSettingsManager } from '../settings/settings-access.js';
import { accessRepository } from '../access/access.repository.js';
import { targetGroupsRepository as repository } from './target-groups.repository.js';

/** Target groups are the seller side's (spec 6): members of an auctioneer organisation read them. */
async function requireReader(db: Db, caller: Caller, organisationId: number) {
  const flags = await requireMembership(db, caller, organisationId);
  if (!hasSellerSubscription(flags))
    throw RefusedError.forbidden('Target groups need an auctioneer subscription.');
}

/**
 * The organisation owning a group, for a caller who may see it: a group of an organisation the
 * caller is not in does not exist for them (404). `lock` holds the group for the change.
 */
async function ownerOf(db: Db, caller: Caller, groupId: number, options: { lock?: boolean } = {}) {
  const owner = await repository.findGroupOwner(db, groupId, options);
  if (!owner) throw RefusedError.notFound('No such target group.');
  const isMember =
    caller.organisationId === owner.organisationId ||
    (await findPermissionFlags(db, caller.userId, owner.organisationId)) !== null;
  if (!isMember) throw RefusedError.notFound('No such target group.');
  return owner.organisationId;
}

const requireName = (name: string, field = 'name') => {
  const trimmed = name.trim();
  if (trimmed === '') throw RefusedError.rule('The name is mandatory.', { [field]: 'mandatory' });
  return trimmed;
};

export async function listGroups(db: Db, caller: Caller, organisationId: number) {
  await requireReader(db, caller, organisationId);
  return repository.findGroups(db, organisationId);
}

export async function getGroup(db: Db, caller: Caller, groupId: number) {
  const organisationId = await ownerOf(db, caller, groupId);
  await requireReader(db, caller, organisationId);
  return (await repository.findGroups(db, organisationId, groupId))[0]!;
}

export async function createGroup(db: Db, caller: Caller, organisationId: number, name: string) {
  await requireSettingsManager(db, caller, organisationId, 'seller');
  const id = await repository.insertGroup(db, organisationId, requireName(name));
  return (await repository.findGroups(db, organisationId, id))[0]!;
}

export async function renameGroup(db: Db, caller: Caller, groupId: number, name: string) {
  const organisationId = await ownerOf(db, caller, groupId);
  await requireSettingsManager(db, caller, organisationId, 'seller');
  await repository.renameGroup(db, groupId, requireName(name));
  return (await repository.findGroups(db, organisationId, groupId))[0]!;
}

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events' | 'jobs'>;

/**
 * A change to a group's members, or the group's deletion: who may see the items that carry the
 * group changes with it, so it runs on the item pipeline (those items locked, an audit row each,
 * their audiences told live). The group is held and the caller's right checked in its transaction.
 */
function changeGroup<R>(
  ctx: Ctx,
  caller: Caller,
  groupId: number,
  description: string,
  change: (trx: Db) => Promise<R>,
): Promise<R> {
  return runAudienceChange(ctx, caller, {
    note: { type: AuditLogType.TargetGroupChanged, description },
    itemIds: async (trx) => {
      // Held first: changes of one group run one at a time, and see each other's items.
      const organisationId = await ownerOf(trx, caller, groupId, { lock: true });
      await requireSettingsManager(trx, caller, organisationId, 'seller');
      const listedSince = new Date(ctx.clock.now().getTime() - endedItemListHours * 3_600_000);
      return repository.findOpenItemIdsOfGroup(trx, groupId, listedSince);
    },
    work: ({ trx }) => change(trx),
  });
}

/** Deleting a group widens the audience of the items it whitelisted (and narrows the blacklisted). */
export async function deleteGroup(ctx: Ctx, caller: Caller, groupId: number) {
  await changeGroup(ctx, caller, groupId, `Target group ${groupId} deleted`, (trx) =>
    repository.deleteGroup(trx, groupId),
  );
}

/** Spec 5: a valid business identity code not yet in the group, and a name (422 otherwise). */
async function checkItem(db: Db, groupId: number, item: CompanyGroupItemRequest, itemId?: number) {
  const fields: Record<string, string> = {};
  const rule = checkBusinessIdentityCode(
    item.businessIdentityCode,
    await repository.findItemCodes(db, groupId, itemId),
  );
  if (rule) fields.businessIdentityCode = rule;
  if (item.name.trim() === '') fields.name = 'mandatory';
  if (Object.keys(fields).length > 0)
    throw RefusedError.rule('The target group item breaks a rule.', fields);
  return { businessIdentityCode: item.businessIdentityCode.trim(), name: item.name.trim() };
}

// The group is held by `changeGroup`: two adds of one code cannot both pass the duplicate check.
export function addItem(ctx: Ctx, caller: Caller, groupId: number, item: CompanyGroupItemRequest) {
  const code = item.businessIdentityCode.trim();
  return changeGroup(ctx, caller, groupId, `Target group ${groupId}: ${code} added`, async (trx) =>
    repository.insertItem(trx, groupId, await checkItem(trx, groupId, item)),
  );
}

export function updateItem(
  ctx: Ctx,
  caller: Caller,
  groupId: number,
  itemId: number,
  item: CompanyGroupItemRequest,
) {
  const code = item.businessIdentityCode.trim();
  return changeGroup(
    ctx,
    caller,
    groupId,
    `Target group ${groupId}: item ${itemId} changed to ${code}`,
    async (trx) => {
      if (!(await repository.hasItem(trx, groupId, itemId)))
        throw RefusedError.notFound('No such target group item.');
      return repository.updateItem(trx, itemId, await checkItem(trx, groupId, item, itemId));
    },
  );
}

export async function deleteItem(ctx: Ctx, caller: Caller, groupId: number, itemId: number) {
  await changeGroup(
    ctx,
    caller,
    groupId,
    `Target group ${groupId}: item ${itemId} removed`,
    async (trx) => {
      if (!(await repository.hasItem(trx, groupId, itemId)))
        throw RefusedError.notFound('No such target group item.');
      await repository.deleteItem(trx, itemId);
    },
  );
}

export async function listDefaultOfficeGroups(db: Db, caller: Caller, organisationId: number) {
  await requireReader(db, caller, organisationId);
  return repository.findDefaultOfficeGroups(db, organisationId);
}

/** POST a default: the office and the group must be the organisation's own (404 otherwise). */
export async function addDefaultOfficeGroup(
  db: Db,
  caller: Caller,
  row: {
    organisationId: number;
    officeId: number;
    companyGroupId: number;
    visibilityType: VisibilityType;
  },
) {
  await requireSettingsManager(db, caller, row.organisationId, 'seller');
  const group = await repository.findGroupOwner(db, row.companyGroupId);
  if (
    group?.organisationId !== row.organisationId ||
    !(await accessRepository.isOwnOffice(db, row.organisationId, row.officeId))
  )
    throw RefusedError.notFound('No such office or target group.');
  if (await repository.hasDefaultOfficeGroup(db, row.officeId, row.companyGroupId))
    throw RefusedError.rule('The group is already a default of the office.', {
      companyGroupId: 'item_already_exists',
    });
  return repository.insertDefaultOfficeGroup(db, row);
}

async function ownDefault(db: Db, caller: Caller, id: number) {
  const row = await repository.findDefaultOfficeGroup(db, id);
  return requireOwnSettingsRow(db, caller, row, 'seller', 'No such default target group.');
}

export async function updateDefaultOfficeGroup(
  db: Db,
  caller: Caller,
  id: number,
  visibilityType: VisibilityType,
) {
  await ownDefault(db, caller, id);
  return repository.updateDefaultOfficeGroup(db, id, visibilityType);
}

export async function deleteDefaultOfficeGroup(db: Db, caller: Caller, id: number) {
  await ownDefault(db, caller, id);
  await repository.deleteDefaultOfficeGroup(db, id);
}
