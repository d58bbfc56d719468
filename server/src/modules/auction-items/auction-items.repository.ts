import { AuditLogType, type VisibilityViewer, type VisibilityType } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { sql } from 'kysely';
import { canViewItemSql } from '../access/visibility.sql.js';
import { publicStateColumns } from '../items/items.repository.js';
import { itemContentFlagColumns } from '../questions/item-content-flags.sql.js';

/** All SQL of an item's parts: files, responsible people, target groups, and what drafts read. */
export const auctionItemsRepository = {
  /** The selling organisation as the item page shows it: name, description and logo. */
  findOrganisationShown: (db: Db, organisationId: number, logoKind: number) =>
    db
      .selectFrom('organisations')
      .select(['name', 'organisationDescription'])
      .select((eb) =>
        eb
          .selectFrom('organisationImages')
          .select('url')
          .whereRef('organisationImages.organisationId', '=', 'organisations.id')
          .where('imageKind', '=', logoKind)
          .limit(1)
          .as('logoImageUrl'),
      )
      .where('id', '=', organisationId)
      .executeTakeFirstOrThrow(),

  isFavourite: async (db: Db, userId: number, itemId: number) =>
    (await db
      .selectFrom('favorites')
      .select('auctionItemId')
      .where('userId', '=', userId)
      .where('auctionItemId', '=', itemId)
      .executeTakeFirst()) !== undefined,

  /**
   * My items' rows: the organisation's own items (sell), or the items it has bid on or set a
   * bid machine on (buy), each with its first image and the organisation's bidder number.
   */
  findOwnItemRows: (
    db: Db,
    organisationId: number,
    role: 'seller' | 'buyer',
    viewer: VisibilityViewer & { userId: number },
    now: Date,
  ) =>
    db
      .selectFrom('auctionItems')
      .innerJoin('organisations as organisation', 'organisation.id', 'auctionItems.organisationId')
      .leftJoin('offices as office', 'office.id', 'auctionItems.officeId')
      .selectAll('auctionItems')
      .select(['organisation.name as organisationName', 'office.name as officeName'])
      .select((eb) => [
        eb
          .selectFrom('auctionItemFiles')
          .innerJoin('mediaFiles', 'mediaFiles.id', 'auctionItemFiles.mediaFileId')
          .select('mediaFiles.externalServiceId')
          .whereRef('auctionItemFiles.auctionItemId', '=', 'auctionItems.id')
          .where('mediaFiles.kind', '=', 1)
          .orderBy('auctionItemFiles.orderNumber')
          .limit(1)
          .as('thumbnailId'),
        eb
          .selectFrom('auctionItemBidders')
          .select('bidderMarker')
          .whereRef('auctionItemBidders.auctionItemId', '=', 'auctionItems.id')
          .where('auctionItemBidders.organisationId', '=', organisationId)
          .as('ownBidderMarker'),
        eb
          .exists(
            eb
              .selectFrom('bidMachines')
              .select('bidMachines.id')
              .whereRef('bidMachines.auctionItemId', '=', 'auctionItems.id')
              .where('bidMachines.organisationId', '=', organisationId)
              .where('bidMachines.dateDeleted', 'is', null),
          )
          .as('hasOwnBidMachine'),
        eb
          .exists(
            eb
              .selectFrom('favorites')
              .select('favorites.auctionItemId')
              .whereRef('favorites.auctionItemId', '=', 'auctionItems.id')
              .where('favorites.userId', '=', viewer.userId),
          )
          .as('isFavorite'),
        // Issue 11: the own-action filter 'question' (the icons' columns are selected below).
        eb
          .exists(
            eb
              .selectFrom('auctionItemMessages as asked')
              .select('asked.id')
              .whereRef('asked.auctionItemId', '=', 'auctionItems.id')
              .where('asked.auctionMessageId', 'is', null)
              .where('asked.organisationId', '=', organisationId),
          )
          .as('hasAsked'),
      ])
      .select(itemContentFlagColumns(sql.ref('auctionItems.id')))
      .$if(role === 'seller', (query) =>
        query
          .where('auctionItems.organisationId', '=', organisationId)
          .where('auctionItems.status', '!=', 2),
      )
      .$if(role === 'buyer', (query) =>
        query
          .where('auctionItems.status', 'in', [1, 3, 4])
          // An item the organisation may no longer see (a target group since) leaves its list too.
          .where(canViewItemSql('auction_items', viewer, now))
          .where((eb) =>
            eb.or([
              eb.exists(
                eb
                  .selectFrom('auctionItemBidders')
                  .select('auctionItemBidders.auctionItemId')
                  .whereRef('auctionItemBidders.auctionItemId', '=', 'auctionItems.id')
                  .where('auctionItemBidders.organisationId', '=', organisationId),
              ),
              eb.exists(
                eb
                  .selectFrom('bidMachines')
                  .select('bidMachines.id')
                  .whereRef('bidMachines.auctionItemId', '=', 'auctionItems.id')
                  .where('bidMachines.organisationId', '=', organisationId),
              ),
            ]),
          ),
      )
      .orderBy('auctionItems.updatedAt', 'desc')
      .execute(),

  /**
   * Spec 2, the left navigation's dot: the organisation's ended items that may wait for it as
   * seller (the domain's isAwaitingAction decides), with the facts that rule reads.
   */
  findSellerAwaitingCandidates: (db: Db, organisationId: number, now: Date) =>
    db
      .selectFrom('auctionItems')
      .select(publicStateColumns)
      .where('organisationId', '=', organisationId)
      .where((eb) =>
        eb.or([eb('status', '=', 4), eb.and([eb('status', '=', 1), eb('endTime', '<=', now)])]),
      )
      .where((eb) => eb.or([eb('isFinished', '=', false), eb('confirmedSold', 'is', null)]))
      .execute(),

  findFiles: (db: Db, itemId: number) =>
    db
      .selectFrom('auctionItemFiles')
      .innerJoin('mediaFiles', 'mediaFiles.id', 'auctionItemFiles.mediaFileId')
      .select([
        'auctionItemFiles.id',
        'auctionItemFiles.orderNumber',
        'auctionItemFiles.angle',
        'auctionItemFiles.mediaFileId',
        'auctionItemFiles.archive',
        'auctionItemFiles.addedFile',
        'mediaFiles.externalServiceId',
        'mediaFiles.contentType',
        'mediaFiles.kind',
      ])
      .where('auctionItemFiles.auctionItemId', '=', itemId)
      .orderBy('auctionItemFiles.orderNumber')
      .orderBy('auctionItemFiles.id')
      .execute(),

  insertFiles: (
    db: Db,
    files: Array<{
      auctionItemId: number;
      mediaFileId: number;
      orderNumber: number;
      angle: number;
      archive?: boolean;
      addedFile?: boolean;
    }>,
  ) =>
    files.length === 0
      ? Promise.resolve()
      : db
          .insertInto('auctionItemFiles')
          .values(files)
          .execute()
          .then(() => undefined),

  /** Whether the item has been on sale before (its audit log has a publication). */
  wasPublished: async (db: Db, itemId: number): Promise<boolean> =>
    (await db
      .selectFrom('auditLog')
      .select('id')
      .where('auctionItemId', '=', itemId)
      .where('auditLogType', '=', AuditLogType.ItemPublished)
      .limit(1)
      .executeTakeFirst()) !== undefined,

  deleteFiles: (db: Db, itemId: number, fileIds: number[]) =>
    fileIds.length === 0
      ? Promise.resolve()
      : db
          .deleteFrom('auctionItemFiles')
          .where('auctionItemId', '=', itemId)
          .where('id', 'in', fileIds)
          .execute()
          .then(() => undefined),

  updateFile: (db: Db, itemId: number, file: { id: number; orderNumber: number; angle: number }) =>
    db
      .updateTable('auctionItemFiles')
      .set({ orderNumber: file.orderNumber, angle: file.angle })
      .where('auctionItemId', '=', itemId)
      .where('id', '=', file.id)
      .execute(),

  findResponsibleSalespeople: (db: Db, itemId: number) =>
    db
      .selectFrom('auctionItemResponsiblePersons as person')
      .innerJoin('users', 'users.id', 'person.userId')
      .select([
        'person.id',
        'person.userId',
        'person.showInAuction',
        'users.firstName',
        'users.lastName',
        'users.phoneNumber',
        'users.email as emailAddress',
      ])
      .where('person.auctionItemId', '=', itemId)
      .orderBy('person.id')
      .execute(),

  replaceResponsibleSalespeople: async (
    db: Db,
    itemId: number,
    people: Array<{ userId: number; showInAuction: boolean }>,
  ) => {
    // Those who stay keep their row: its id is the spec's responsiblePersonId, which a client
    // holds to show, hide or remove the person later.
    await db
      .deleteFrom('auctionItemResponsiblePersons')
      .where('auctionItemId', '=', itemId)
      .$if(people.length > 0, (query) =>
        query.where(
          'userId',
          'not in',
          people.map((person) => person.userId),
        ),
      )
      .execute();
    if (people.length > 0) {
      await db
        .insertInto('auctionItemResponsiblePersons')
        .values(people.map((person) => ({ ...person, auctionItemId: itemId })))
        .onConflict((conflict) =>
          conflict
            .columns(['auctionItemId', 'userId'])
            .doUpdateSet((update) => ({ showInAuction: update.ref('excluded.showInAuction') })),
        )
        .execute();
    }
  },

  findCompanyGroups: (db: Db, itemId: number) =>
    db
      .selectFrom('auctionItemCompanyGroups')
      .select(['companyGroupId', 'visibilityType'])
      .where('auctionItemId', '=', itemId)
      .orderBy('id')
      .execute(),

  replaceCompanyGroups: async (
    db: Db,
    itemId: number,
    groups: Array<{ companyGroupId: number; visibilityType: VisibilityType }>,
  ) => {
    await db.deleteFrom('auctionItemCompanyGroups').where('auctionItemId', '=', itemId).execute();
    if (groups.length > 0) {
      await db
        .insertInto('auctionItemCompanyGroups')
        .values(groups.map((group) => ({ ...group, auctionItemId: itemId })))
        .execute();
    }
  },

  isMember: async (db: Db, userId: number, organisationId: number) =>
    (await db
      .selectFrom('memberships')
      .select('userId')
      .where('userId', '=', userId)
      .where('organisationId', '=', organisationId)
      .executeTakeFirst()) !== undefined,

  isOwnCompanyGroup: async (db: Db, organisationId: number, companyGroupId: number) =>
    (await db
      .selectFrom('companyGroups')
      .select('id')
      .where('id', '=', companyGroupId)
      .where('organisationId', '=', organisationId)
      .executeTakeFirst()) !== undefined,

  findSettings: (db: Db, organisationId: number) =>
    db
      .selectFrom('organisationSettings')
      .selectAll()
      .where('organisationId', '=', organisationId)
      .executeTakeFirst(),

  findOffice: (db: Db, organisationId: number, officeId: number) =>
    db
      .selectFrom('offices')
      .selectAll()
      .where('organisationId', '=', organisationId)
      .where('id', '=', officeId)
      .executeTakeFirst(),

  findFirstOfficeOfUser: (db: Db, userId: number, organisationId: number) =>
    db
      .selectFrom('membershipOffices')
      .innerJoin('offices', 'offices.id', 'membershipOffices.officeId')
      .select('offices.id')
      .where('membershipOffices.userId', '=', userId)
      .where('membershipOffices.organisationId', '=', organisationId)
      .orderBy('offices.name')
      .executeTakeFirst(),

  findLocation: (db: Db, organisationId: number, locationId: number) =>
    db
      .selectFrom('organisationLocations')
      .selectAll()
      .where('organisationId', '=', organisationId)
      .where('id', '=', locationId)
      .executeTakeFirst(),

  /** The office's pickup location, else any pickup location of the organisation. */
  findPickupLocation: (db: Db, organisationId: number, officeId: number | null) =>
    db
      .selectFrom('organisationLocations')
      .select('id')
      .where('organisationId', '=', organisationId)
      .where('locationPurpose', '=', 10)
      .orderBy((eb) =>
        eb
          .case()
          .when('officeId', '=', officeId ?? -1)
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('name')
      .executeTakeFirst(),

  findDefaultResponsibleSalespeople: (db: Db, officeId: number) =>
    db
      .selectFrom('defaultResponsibleSalespeople')
      .select(['userId', 'showInAuction'])
      .where('officeId', '=', officeId)
      .orderBy('id')
      .execute(),

  findDefaultCompanyGroups: (db: Db, officeId: number) =>
    db
      .selectFrom('defaultOfficeCompanyGroups')
      .select(['companyGroupId', 'visibilityType'])
      .where('officeId', '=', officeId)
      .orderBy('id')
      .execute(),

  insertCharge: (
    db: Db,
    charge: {
      organisationId: number;
      auctionItemId: number;
      amountCents: number;
      reason: string;
      now: Date;
    },
  ) =>
    db
      .insertInto('organisationCharges')
      .values({
        organisationId: charge.organisationId,
        auctionItemId: charge.auctionItemId,
        amountCents: charge.amountCents,
        reason: charge.reason,
        createdAt: charge.now,
      })
      .execute(),
};
