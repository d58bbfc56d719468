import { ItemStatus, type VisibilityType } from '@dealer/domain';
import type { Db } from '../../db/database.js';

const itemsOf = async (db: Db, groupIds: number[]) =>
  groupIds.length === 0
    ? []
    : db
        .selectFrom('companyGroupItems')
        .select(['id', 'companyGroupId', 'businessIdentityCode', 'name'])
        .where('companyGroupId', 'in', groupIds)
        .orderBy('name')
        .orderBy('id')
        .execute();

export const targetGroupsRepository = {
  /** An organisation's company groups by name, each with its items. */
  findGroups: async (db: Db, organisationId: number, groupId?: number) => {
    const groups = await db
      .selectFrom('companyGroups')
      .select(['id', 'organisationId', 'name', 'companyGroupType'])
      .where('organisationId', '=', organisationId)
      .$if(groupId !== undefined, (query) => query.where('id', '=', groupId!))
      .orderBy('name')
      .orderBy('id')
      .execute();
    const items = await itemsOf(
      db,
      groups.map((group) => group.id),
    );
    return groups.map((group) => ({
      ...group,
      companyGroupItems: items
        .filter((item) => item.companyGroupId === group.id)
        .map(({ companyGroupId: _group, ...item }) => item),
    }));
  },

  /**
   * A group's owner, locked so that its items change one request at a time. FOR NO KEY UPDATE:
   * a publish that holds its item's lock and links the group (a foreign key's KEY SHARE) is not
   * waited for, so it cannot deadlock with a group change that locks that group's items next.
   */
  findGroupOwner: async (db: Db, groupId: number, options: { lock?: boolean } = {}) =>
    db
      .selectFrom('companyGroups')
      .select(['id', 'organisationId'])
      .where('id', '=', groupId)
      .$if(Boolean(options.lock), (query) => query.forNoKeyUpdate())
      .executeTakeFirst(),

  insertGroup: async (db: Db, organisationId: number, name: string) =>
    (
      await db
        .insertInto('companyGroups')
        .values({ organisationId, name, companyGroupType: 0 })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  renameGroup: (db: Db, groupId: number, name: string) =>
    db.updateTable('companyGroups').set({ name }).where('id', '=', groupId).execute(),

  deleteGroup: (db: Db, groupId: number) =>
    db.deleteFrom('companyGroups').where('id', '=', groupId).execute(),

  findItemCodes: async (db: Db, groupId: number, exceptItemId?: number) =>
    (
      await db
        .selectFrom('companyGroupItems')
        .select('businessIdentityCode')
        .where('companyGroupId', '=', groupId)
        .$if(exceptItemId !== undefined, (query) => query.where('id', '!=', exceptItemId!))
        .execute()
    ).map((row) => row.businessIdentityCode),

  hasItem: async (db: Db, groupId: number, itemId: number) =>
    Boolean(
      await db
        .selectFrom('companyGroupItems')
        .select('id')
        .where('companyGroupId', '=', groupId)
        .where('id', '=', itemId)
        .executeTakeFirst(),
    ),

  insertItem: (db: Db, groupId: number, item: { businessIdentityCode: string; name: string }) =>
    db
      .insertInto('companyGroupItems')
      .values({ companyGroupId: groupId, ...item })
      .returning(['id', 'businessIdentityCode', 'name'])
      .executeTakeFirstOrThrow(),

  updateItem: (db: Db, itemId: number, item: { businessIdentityCode: string; name: string }) =>
    db
      .updateTable('companyGroupItems')
      .set(item)
      .where('id', '=', itemId)
      .returning(['id', 'businessIdentityCode', 'name'])
      .executeTakeFirstOrThrow(),

  deleteItem: (db: Db, itemId: number) =>
    db.deleteFrom('companyGroupItems').where('id', '=', itemId).execute(),

  /**
   * Items carrying the group (as a whitelist or a blacklist) that someone may have open:
   * published, or ended since `since` (the public list keeps ended items a day). Their audience
   * changes with the group's members; an item ended long ago is told of no one.
   */
  findOpenItemIdsOfGroup: async (db: Db, groupId: number, since: Date) =>
    (
      await db
        .selectFrom('auctionItemCompanyGroups as g')
        .innerJoin('auctionItems as item', 'item.id', 'g.auctionItemId')
        .select('item.id')
        .where('g.companyGroupId', '=', groupId)
        .where((eb) =>
          eb.or([
            eb('item.status', '=', ItemStatus.Published),
            eb.and([eb('item.status', '=', ItemStatus.Ended), eb('item.endTime', '>', since)]),
          ]),
        )
        .orderBy('item.id')
        .execute()
    ).map((row) => row.id),

  /** Default visibility rows of the organisation's offices, each with its group's name. */
  findDefaultOfficeGroups: (db: Db, organisationId: number) =>
    db
      .selectFrom('defaultOfficeCompanyGroups as d')
      .innerJoin('companyGroups as g', 'g.id', 'd.companyGroupId')
      .select([
        'd.id',
        'd.organisationId',
        'd.officeId',
        'd.companyGroupId',
        'd.visibilityType',
        'g.name as companyGroupName',
      ])
      .where('d.organisationId', '=', organisationId)
      .orderBy('g.name')
      .orderBy('d.id')
      .execute(),

  findDefaultOfficeGroup: (db: Db, id: number) =>
    db
      .selectFrom('defaultOfficeCompanyGroups')
      .select(['id', 'organisationId', 'officeId', 'companyGroupId', 'visibilityType'])
      .where('id', '=', id)
      .executeTakeFirst(),

  hasDefaultOfficeGroup: async (db: Db, officeId: number, companyGroupId: number) =>
    Boolean(
      await db
        .selectFrom('defaultOfficeCompanyGroups')
        .select('id')
        .where('officeId', '=', officeId)
        .where('companyGroupId', '=', companyGroupId)
        .executeTakeFirst(),
    ),

  insertDefaultOfficeGroup: (
    db: Db,
    row: {
      organisationId: number;
      officeId: number;
      companyGroupId: number;
      visibilityType: VisibilityType;
    },
  ) =>
    db
      .insertInto('defaultOfficeCompanyGroups')
      .values(row)
      .returning(['id', 'organisationId', 'officeId', 'companyGroupId', 'visibilityType'])
      .executeTakeFirstOrThrow(),

  updateDefaultOfficeGroup: (db: Db, id: number, visibilityType: VisibilityType) =>
    db
      .updateTable('defaultOfficeCompanyGroups')
      .set({ visibilityType })
      .where('id', '=', id)
      .returning(['id', 'organisationId', 'officeId', 'companyGroupId', 'visibilityType'])
      .executeTakeFirstOrThrow(),

  deleteDefaultOfficeGroup: (db: Db, id: number) =>
    db.deleteFrom('defaultOfficeCompanyGroups').where('id', '=', id).execute(),
};
