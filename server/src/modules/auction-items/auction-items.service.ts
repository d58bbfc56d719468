import {
  AuditLogType,
  defaultHoursOpenAfterFirstBid,
  defaultMinimumRaise,
  draftFieldNames,
  findDraftErrors,
  isEnded,
  ItemStatus,
  OrganisationImageKind,
  newDraftTimes,
  normaliseDraft,
  parseDateInput,
  reviewDraft,
  type AuctionItem,
  type CreateDraftRequest,
  type DraftFields,
  type DraftUpdate,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { forbidden, notFound } from '../../http/app-error.js';
import { requireMembership } from '../access/access.service.js';
import { writeAudit } from '../audit/audit.repository.js';
import type { Principal } from '../auth/principal.js';
import { publishItemEvent, publishItemRefresh } from '../../live/item-events.js';
import { isSpecialDay } from '../settings/special-days.js';
import {
  auctionItemsRepository as repository,
  toColumns,
  type ItemRow,
} from './auction-items.repository.js';
import { draftFieldsOf, itemView } from './auction-item.view.js';
import { canSee, changeAsAuctioneer, ruleBroken, viewerOf } from './item-access.js';
import { findFavoriteIds } from './favourites.service.js';
import { applyFileChanges } from './item-files.js';
import { biddingRepository } from '../bidding/bidding.repository.js';
import { findConfirmations } from '../bidding/confirmations.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;

/** Spec 9: the open-bid surcharge, charged to the organisation at publish. */
export const openBidSurchargeCents = 2754;

async function loadParts(db: Db, row: ItemRow, viewerOrganisationId: number | null) {
  const seesConfirmations =
    viewerOrganisationId !== null &&
    (viewerOrganisationId === row.organisationId ||
      viewerOrganisationId === row.winnerOrganisationId);
  const [organisation, files, responsiblePersons, companyGroups, ownBidding, confirmations] =
    await Promise.all([
      db
        .selectFrom('organisations')
        .select(['name', 'organisationDescription'])
        .select((eb) =>
          eb
            .selectFrom('organisationImages')
            .select('url')
            .whereRef('organisationImages.organisationId', '=', 'organisations.id')
            .where('imageKind', '=', OrganisationImageKind.Logo)
            .limit(1)
            .as('logoImageUrl'),
        )
        .where('id', '=', row.organisationId)
        .executeTakeFirstOrThrow(),
      repository.findFiles(db, row.id),
      repository.findResponsiblePersons(db, row.id),
      repository.findCompanyGroups(db, row.id),
      biddingRepository.findOwnBidding(db, row.id, viewerOrganisationId),
      seesConfirmations ? findConfirmations(db, row.id) : [],
    ]);
  return { row, organisation, files, responsiblePersons, companyGroups, ownBidding, confirmations };
}

/** GET {itemId}: 404 when the caller may not see it. */
export async function getItem(
  { db, clock }: Ctx,
  principal: Principal,
  itemId: number,
): Promise<AuctionItem> {
  const row = await repository.findItem(db, itemId);
  if (!row) throw notFound('No such item.');
  const viewer = await viewerOf(db, principal, row);
  if (!(await canSee(db, row, viewer, clock.now()))) throw notFound('No such item.');
  const favorites = await findFavoriteIds({ db }, principal.userId, [row.id]);
  return itemView(
    await loadParts(db, row, viewer.organisationId),
    { ...viewer, isFavorite: favorites.has(row.id) },
    clock.now(),
  );
}

async function auctioneerView(ctx: Ctx, itemId: number): Promise<AuctionItem> {
  const row = (await repository.findItem(ctx.db, itemId))!;
  return itemView(
    await loadParts(ctx.db, row, row.organisationId),
    { isAuctioneer: true },
    ctx.clock.now(),
  );
}

/** POST Create: a new draft filled from the organisation's defaults (spec 4 and issue 3 point 6). */
export async function createDraft(
  ctx: Ctx,
  principal: Principal,
  request: CreateDraftRequest,
): Promise<AuctionItem> {
  const { db, clock } = ctx;
  const flags = await requireMembership(db, principal, request.organisationId);
  if (!flags.isPublisher) throw forbidden('Creating drafts needs the publisher right.');
  const now = clock.now();
  const organisationId = request.organisationId;
  const officeId =
    request.officeId ??
    (await repository.findFirstOfficeOfUser(db, principal.userId, organisationId))?.id ??
    null;
  if (officeId !== null && !(await repository.findOffice(db, organisationId, officeId))) {
    throw ruleBroken('The office does not belong to the organisation.', {
      officeId: 'invalid_option',
    });
  }
  const settings = await repository.findSettings(db, organisationId);
  const location = await repository.findPickupLocation(db, organisationId, officeId);
  const { start, end } = newDraftTimes(now);
  const empty = Object.fromEntries(
    draftFieldNames.map((name) => [name, null]),
  ) as unknown as DraftFields;
  const draft: DraftFields = {
    ...empty,
    licenseNumber: request.licenseNumber?.trim() || null,
    trailerTransportable: false,
    start: start.toISOString(),
    end: end.toISOString(),
    startPrice: settings?.startPrice ?? null,
    minimumRaise: settings?.minimumRaise ?? defaultMinimumRaise,
    commissionFee: settings?.commissionFee ?? 0,
    vatDeductable: settings?.vatDeductable ?? true,
    openBid: settings?.openBid ?? false,
    fixedEndTime: settings?.fixedEndTime ?? false,
    hoursOpenAfterFirstBid: settings?.hoursOpenAfterFirstBid ?? defaultHoursOpenAfterFirstBid,
    questionsAllowed: settings?.questionsAllowed ?? true,
    // Spec 6: only Pro auctioneers choose; for others an item is always in the basic auction.
    showInBasicAuction: flags.isProAuctioneer ? (settings?.showInBasicAuction ?? true) : true,
    showResponsibleSalesPeople: settings?.showResponsibleSalesPeopleDefault ?? true,
    auctioneerDescription: settings?.auctioneerDescription ?? null,
    officeId,
    locationId: location?.id ?? null,
  };
  const itemId = await db.transaction().execute(async (trx) => {
    const { id } = await repository.insertItem(trx, {
      ...toColumns(draft),
      organisationId,
      createdBy: principal.userId,
      createdAt: now,
      updatedAt: now,
    });
    const people =
      officeId === null ? [] : await repository.findDefaultResponsibleSalespeople(trx, officeId);
    if (
      (settings?.creatorAsResponsiblePerson ?? true) &&
      !people.some((person) => person.userId === principal.userId)
    ) {
      people.unshift({ userId: principal.userId, showInAuction: true });
    }
    await repository.replaceResponsiblePersons(trx, id, people);
    if (officeId !== null)
      await repository.replaceCompanyGroups(
        trx,
        id,
        await repository.findDefaultCompanyGroups(trx, officeId),
      );
    await writeAudit(trx, {
      auctionItemId: id,
      organisationId,
      userId: principal.userId,
      type: AuditLogType.ItemCreated,
      description: 'Draft created',
      now,
    });
    return id;
  });
  await publishItemEvent(ctx, 'Created', itemId);
  return auctioneerView(ctx, itemId);
}

/** Dates typed as D.M.YYYY are stored as YYYY-MM-DD; anything unreadable stays for the rules to refuse. */
function withIsoDates(draft: DraftFields): DraftFields {
  const result = { ...draft } as Record<string, unknown>;
  for (const name of [
    'commissioningDate',
    'firstRegistrationDate',
    'lastTechInspection',
    'nextTechInspectionEnd',
    'testDriveDate',
  ] as const) {
    const value = draft[name];
    const parsed = value ? parseDateInput(value) : null;
    if (parsed)
      result[name] =
        `${parsed.year}-${String(parsed.month).padStart(2, '0')}-${String(parsed.day).padStart(2, '0')}`;
  }
  return result as unknown as DraftFields;
}

/**
 * PATCH Update: the item's auctioneer edits a draft. A save is refused (422, fields named) when
 * it breaks a rule the stored draft did not already break, so an old draft whose end has passed
 * can still be edited field by field. Everything happens in one transaction on the locked row.
 */
export async function updateDraft(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
  update: DraftUpdate,
): Promise<AuctionItem> {
  const { clock } = ctx;
  const now = clock.now();
  const context = { now, isSpecialDay };
  await changeAsAuctioneer(ctx, principal, itemId, async (trx, row) => {
    if (row.status !== ItemStatus.Draft) {
      throw ruleBroken('Only a draft can be edited; redraft the item first.', {
        status: 'not_draft',
      });
    }
    const { newFiles, deletedFiles, fileUpdates, ...changes } = update;
    const current = draftFieldsOf(row);
    const next = withIsoDates(normaliseDraft({ ...current, ...changes }));
    const before = findDraftErrors(current, context);
    const after = findDraftErrors(next, context);
    const broken = Object.fromEntries(
      Object.entries(after).filter(([name, key]) => before[name as keyof DraftFields] !== key),
    );
    if (Object.keys(broken).length > 0) throw ruleBroken('The draft breaks a rule.', broken);
    if (
      next.officeId !== null &&
      next.officeId !== current.officeId &&
      !(await repository.findOffice(trx, row.organisationId, next.officeId))
    ) {
      throw ruleBroken('The office does not belong to the organisation.', {
        officeId: 'invalid_option',
      });
    }
    if (
      next.locationId !== null &&
      next.locationId !== current.locationId &&
      !(await repository.findLocation(trx, row.organisationId, next.locationId))
    ) {
      throw ruleBroken('The location does not belong to the organisation.', {
        locationId: 'invalid_option',
      });
    }
    await applyFileChanges(trx, row, { newFiles, deletedFiles, fileUpdates });
    await repository.updateItem(trx, itemId, { ...toColumns(next), updatedAt: now });
    if (next.officeId !== current.officeId && next.officeId !== null) {
      // Spec 2: an office change replaces the responsible salespeople and target groups.
      await repository.replaceResponsiblePersons(
        trx,
        itemId,
        await repository.findDefaultResponsibleSalespeople(trx, next.officeId),
      );
      await repository.replaceCompanyGroups(
        trx,
        itemId,
        await repository.findDefaultCompanyGroups(trx, next.officeId),
      );
    }
    const changed = draftFieldNames.filter((name) => next[name] !== current[name]);
    await writeAudit(trx, {
      auctionItemId: itemId,
      organisationId: row.organisationId,
      userId: principal.userId,
      type: AuditLogType.ItemUpdated,
      description: `Updated: ${[...changed, ...(newFiles?.length || deletedFiles?.length || fileUpdates?.length ? ['files'] : [])].join(', ') || 'nothing'}`,
      now,
    });
  });
  await publishItemEvent(ctx, 'Updated', itemId);
  return auctioneerView(ctx, itemId);
}

/** PATCH UpdateFiles: order and rotation of a published item's files until it ends. */
export async function updateFiles(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
  fileUpdates: NonNullable<DraftUpdate['fileUpdates']>,
): Promise<AuctionItem> {
  const { clock } = ctx;
  await changeAsAuctioneer(ctx, principal, itemId, async (trx, row) => {
    const now = clock.now();
    if (
      row.status !== ItemStatus.Published ||
      isEnded({ status: row.status, start: row.startTime, end: row.endTime }, now)
    ) {
      throw ruleBroken('Files of this item can no longer be changed.', { status: 'not_editable' });
    }
    await applyFileChanges(trx, row, { fileUpdates });
    await repository.updateItem(trx, itemId, { updatedAt: now });
  });
  await publishItemRefresh(ctx, itemId);
  return auctioneerView(ctx, itemId);
}

/** POST Publish (spec 4): only a complete draft; the open-bid surcharge is charged at publish. */
export async function publishDraft(
  ctx: Ctx,
  principal: Principal,
  itemId: number,
): Promise<AuctionItem> {
  const { clock } = ctx;
  const now = clock.now();
  await changeAsAuctioneer(ctx, principal, itemId, async (trx, row) => {
    if (row.status !== ItemStatus.Draft)
      throw ruleBroken('Only a draft can be published.', { status: 'not_draft' });
    const [files, people] = await Promise.all([
      repository.findFiles(trx, itemId),
      repository.findResponsiblePersons(trx, itemId),
    ]);
    const review = reviewDraft(
      draftFieldsOf(row),
      {
        fileCount: files.length,
        responsibleSalespersonCount: people.length,
        visibleResponsibleSalespersonCount: people.filter((person) => person.showInAuction).length,
      },
      { now, isSpecialDay },
    );
    if (!review.isPublishable) {
      throw ruleBroken(
        'The draft is not complete.',
        Object.fromEntries(review.incompleteSections.map((section) => [section, 'incomplete'])),
      );
    }
    await repository.updateItem(trx, itemId, {
      status: ItemStatus.Published,
      publishedAt: now,
      updatedAt: now,
      // A scheduled item is announced when it starts (NewStartedAuctionItems); a started one now.
      startAnnouncedAt: row.startTime.getTime() <= now.getTime() ? now : null,
    });
    if (row.openBid) {
      await repository.insertCharge(trx, {
        organisationId: row.organisationId,
        auctionItemId: itemId,
        amountCents: openBidSurchargeCents,
        reason: 'open_bid_surcharge',
        now,
      });
    }
    await writeAudit(trx, {
      auctionItemId: itemId,
      organisationId: row.organisationId,
      userId: principal.userId,
      type: AuditLogType.ItemPublished,
      description: 'Published',
      now,
    });
  });
  await publishItemEvent(ctx, 'Updated', itemId);
  return auctioneerView(ctx, itemId);
}

/** POST DeleteDraft: only drafts; the row stays as Deleted for the audit trail. */
export async function deleteDraft(ctx: Ctx, principal: Principal, itemId: number): Promise<void> {
  const { clock } = ctx;
  await changeAsAuctioneer(ctx, principal, itemId, async (trx, row) => {
    if (row.status !== ItemStatus.Draft)
      throw ruleBroken('Only a draft can be deleted.', { status: 'not_draft' });
    const now = clock.now();
    await repository.updateItem(trx, itemId, { status: ItemStatus.Deleted, updatedAt: now });
    await writeAudit(trx, {
      auctionItemId: itemId,
      organisationId: row.organisationId,
      userId: principal.userId,
      type: AuditLogType.ItemDeleted,
      description: 'Draft deleted',
      now,
    });
  });
  await publishItemEvent(ctx, 'Deleted', itemId);
}
