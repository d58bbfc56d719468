import {
  AuditLogType,
  decideDeleteDraft,
  decideDraftUpdate,
  decidePublish,
  findDraftEditBlock,
  findFilesEditBlock,
  itemFieldsOf,
  newDraftFields,
  refreshEventOf,
  RefusedError,
  reviewDraft,
  valueOf,
  type CreateDraftRequest,
  type DraftFields,
  type DraftUpdate,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import type { ItemCommand, ChangeScope } from '../items/item-pipeline.js';
import { itemsRepository } from '../items/items.repository.js';
import { isSpecialDay } from '../settings/special-days.js';
import { draftFieldsOf } from './auction-item.view.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';
import { applyFileChanges } from './item-files.js';

/** 422 unless the office and the location, when set, are the organisation's own. */
async function requireOwnReferences(
  db: Db,
  organisationId: number,
  next: Pick<DraftFields, 'officeId' | 'locationId'>,
  current?: Pick<DraftFields, 'officeId' | 'locationId'>,
) {
  if (
    next.officeId !== null &&
    next.officeId !== current?.officeId &&
    !(await repository.findOffice(db, organisationId, next.officeId))
  )
    throw RefusedError.rule('The office does not belong to the organisation.', {
      officeId: 'invalid_option',
    });
  if (
    next.locationId !== null &&
    next.locationId !== current?.locationId &&
    !(await repository.findLocation(db, organisationId, next.locationId))
  )
    throw RefusedError.rule('The location does not belong to the organisation.', {
      locationId: 'invalid_option',
    });
}

/** Spec 2: an office's default responsible salespeople and target groups, for its items. */
async function applyOfficeDefaults(db: Db, itemId: number, officeId: number) {
  await repository.replaceResponsibleSalespeople(
    db,
    itemId,
    await repository.findDefaultResponsibleSalespeople(db, officeId),
  );
  await repository.replaceCompanyGroups(
    db,
    itemId,
    await repository.findDefaultCompanyGroups(db, officeId),
  );
}

/**
 * POST Create: a new draft filled from the organisation's defaults (spec 4). Its responsible
 * salespeople are the office's defaults, with the creator first when the settings say so.
 */
export async function createDraft(
  scope: ChangeScope,
  caller: Caller,
  request: CreateDraftRequest,
): Promise<number> {
  const { trx, now } = scope;
  const organisationId = request.organisationId;
  const flags = await requireMembership(trx, caller, organisationId);
  if (!flags.isPublisher)
    throw RefusedError.forbidden('Creating drafts needs the publisher right.');
  const officeId =
    request.officeId ??
    (await repository.findFirstOfficeOfUser(trx, caller.userId, organisationId))?.id ??
    null;
  await requireOwnReferences(trx, organisationId, { officeId, locationId: null });
  const settings = await repository.findSettings(trx, organisationId);
  const location = await repository.findPickupLocation(trx, organisationId, officeId);
  const draft = newDraftFields(
    {
      licenseNumber: request.licenseNumber ?? null,
      officeId,
      locationId: location?.id ?? null,
      isProAuctioneer: flags.isProAuctioneer,
      defaults: settings ?? null,
    },
    now,
  );
  const { start, end, ...fields } = draft;
  const id = await itemsRepository.insert(trx, {
    ...fields,
    start: new Date(start!),
    end: new Date(end!),
    organisationId,
    createdBy: caller.userId,
    createdAt: now,
    updatedAt: now,
  });
  const people =
    officeId === null ? [] : await repository.findDefaultResponsibleSalespeople(trx, officeId);
  if (
    (settings?.creatorAsResponsiblePerson ?? true) &&
    !people.some((person) => person.userId === caller.userId)
  ) {
    people.unshift({ userId: caller.userId, showInAuction: true });
  }
  await repository.replaceResponsibleSalespeople(trx, id, people);
  if (officeId !== null)
    await repository.replaceCompanyGroups(
      trx,
      id,
      await repository.findDefaultCompanyGroups(trx, officeId),
    );
  const created = (await itemsRepository.find(trx, id))!;
  scope.audit(id, [{ type: AuditLogType.ItemCreated, description: 'Draft created' }], created.item);
  scope.emit('Created', created.item, created.groups);
  return id;
}

const filesTouched = (update: DraftUpdate) =>
  Boolean(update.newFiles?.length || update.deletedFiles?.length || update.fileUpdates?.length);

/**
 * PATCH Update: the item's auctioneer saves a draft, whole or in part, with file changes. A save
 * breaking a rule the stored draft did not already break is refused (the domain decides).
 */
export const updateDraft = (update: DraftUpdate): ItemCommand<void> => ({
  action: 'manage',
  async run({ trx, item, now }) {
    if (findDraftEditBlock(item))
      throw RefusedError.rule('Only a draft can be edited; redraft the item first.', {
        status: 'not_draft',
      });
    const { newFiles, deletedFiles, fileUpdates, ...changes } = update;
    const current = draftFieldsOf(item);
    const { next, changed } = valueOf(decideDraftUpdate(current, changes, { now, isSpecialDay }));
    await requireOwnReferences(trx, item.organisationId, next, current);
    await applyFileChanges(trx, item, { newFiles, deletedFiles, fileUpdates });
    const isOfficeChanged = next.officeId !== current.officeId && next.officeId !== null;
    // Spec 2: an office change replaces the responsible salespeople and target groups.
    if (isOfficeChanged) await applyOfficeDefaults(trx, item.id, next.officeId!);
    const what = [...changed, ...(filesTouched(update) ? ['files'] : [])];
    return {
      set: { ...itemFieldsOf(next), updatedAt: now },
      audit: [
        {
          type: AuditLogType.ItemUpdated,
          description: `Updated: ${what.join(', ') || 'nothing'}`,
        },
      ],
      events: ['Updated'],
      groupsChanged: isOfficeChanged,
      value: undefined,
    };
  },
});

/** PATCH UpdateFiles: order and rotation of a published item's files until it ends. */
export const updateFiles = (
  fileUpdates: NonNullable<DraftUpdate['fileUpdates']>,
): ItemCommand<void> => ({
  action: 'manage',
  async run({ trx, item, now }) {
    if (findFilesEditBlock(item, now))
      throw RefusedError.rule('Files of this item can no longer be changed.', {
        status: 'not_editable',
      });
    await applyFileChanges(trx, item, { fileUpdates });
    return { set: { updatedAt: now }, events: [refreshEventOf(item)], value: undefined };
  },
});

/** POST Publish (spec 4): only a complete draft; the open-bid surcharge is charged at publish. */
export const publishDraft: ItemCommand<void> = {
  action: 'manage',
  async run({ trx, item, now }) {
    const [files, people] = await Promise.all([
      repository.findFiles(trx, item.id),
      repository.findResponsibleSalespeople(trx, item.id),
    ]);
    const review = reviewDraft(
      draftFieldsOf(item),
      {
        fileCount: files.length,
        responsibleSalespersonCount: people.length,
        visibleResponsibleSalespersonCount: people.filter((person) => person.showInAuction).length,
      },
      { now, isSpecialDay },
    );
    const { surchargeCents, ...change } = valueOf(decidePublish(item, review, now));
    if (surchargeCents !== null)
      await repository.insertCharge(trx, {
        organisationId: item.organisationId,
        auctionItemId: item.id,
        amountCents: surchargeCents,
        reason: 'open_bid_surcharge',
        now,
      });
    return { ...change, value: undefined };
  },
};

/** POST DeleteDraft: only drafts; the row stays as Deleted for the audit trail. */
export const deleteDraft: ItemCommand<void> = {
  action: 'manage',
  run: ({ item, now }) => ({ ...valueOf(decideDeleteDraft(item, now)), value: undefined }),
};
