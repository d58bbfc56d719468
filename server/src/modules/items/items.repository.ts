import {
  ItemStatus,
  type DraftFields,
  type PublicStateItem,
  type StoredItem,
  type TargetGroupFacts,
} from '@dealer/domain';
import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuctionItemTable } from '../../db/schema.js';
import { targetGroupColumns } from '../access/visibility.sql.js';

type ItemColumns = Selectable<AuctionItemTable>;

/** A stored row as the domain's item (the API's start and end are the startTime/endTime columns). */
export const toStoredItem = (row: ItemColumns): StoredItem => toItemFields(row);

/** The columns the public state is read from (start and end are startTime and endTime). */
export const publicStateColumns = [
  'status',
  'priceNow',
  'bidCount',
  'bidderCount',
  'startTime',
  'endTime',
  'leaderMarker',
  'winnerMarker',
  'isFinished',
  'isWinningBidSelected',
  'isNegotiated',
  'priceReservationExceeded',
  'confirmedSold',
  'soldPrice',
  'hasBuyerConfirmation',
] as const;
type PublicStateColumns = Pick<ItemColumns, (typeof publicStateColumns)[number]>;

/** Some of a row's columns as the domain's item fields (start, end, the status enum). */
export function toItemFields<Row extends Pick<ItemColumns, 'startTime' | 'endTime' | 'status'>>({
  startTime,
  endTime,
  status,
  ...rest
}: Row): Omit<Row, 'startTime' | 'endTime' | 'status'> & {
  start: Date;
  end: Date;
  status: ItemStatus;
} {
  return { ...rest, status: status, start: startTime, end: endTime };
}

/**
 * The public-state columns of a row as the domain's `PublicStateItem`, read by name: a list
 * makes one per row, and a rest of a wide row (`toItemFields`) costs more than the rest of it.
 */
export const toPublicStateItem = (row: PublicStateColumns): PublicStateItem => ({
  status: row.status,
  priceNow: row.priceNow,
  bidCount: row.bidCount,
  bidderCount: row.bidderCount,
  start: row.startTime,
  end: row.endTime,
  leaderMarker: row.leaderMarker,
  winnerMarker: row.winnerMarker,
  isFinished: row.isFinished,
  isWinningBidSelected: row.isWinningBidSelected,
  isNegotiated: row.isNegotiated,
  priceReservationExceeded: row.priceReservationExceeded,
  confirmedSold: row.confirmedSold,
  soldPrice: row.soldPrice,
  hasBuyerConfirmation: row.hasBuyerConfirmation,
});

/** Changed fields of an item as the columns they are stored in. */
export function toItemColumns({
  start,
  end,
  id: _id,
  ...rest
}: Partial<StoredItem>): Updateable<AuctionItemTable> {
  return {
    ...rest,
    ...(start !== undefined ? { startTime: start } : {}),
    ...(end !== undefined ? { endTime: end } : {}),
  };
}

/** What a new item is made of: every draft field, its organisation, times and author. */
export type NewItem = Omit<DraftFields, 'start' | 'end'> &
  Pick<StoredItem, 'organisationId' | 'start' | 'end' | 'createdBy' | 'createdAt' | 'updatedAt'> &
  Partial<Omit<StoredItem, 'id'>>;

/** An item locked for a change, with the target-group facts its visibility needs. */
export interface LockedItem {
  item: StoredItem;
  groups: TargetGroupFacts;
}

/** An item's target-group columns as the domain's facts. */
export const toGroupFacts = (row: {
  whitelist: string[];
  blacklist: string[];
  hasWhitelist: boolean;
}): TargetGroupFacts => ({
  whitelist: row.whitelist,
  blacklist: row.blacklist,
  hasWhitelist: Boolean(row.hasWhitelist),
});

/** An item row with its target groups' columns. */
const itemWithGroups = (db: Db) =>
  db
    .selectFrom('auctionItems as item')
    .selectAll('item')
    .select(targetGroupColumns(sql.ref('item.id')));

type ItemWithGroupsRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof itemWithGroups>['executeTakeFirst']>>
>;

const toLockedItem = (row: ItemWithGroupsRow | undefined): LockedItem | null => {
  if (!row) return null;
  const { whitelist, blacklist, hasWhitelist, ...item } = row;
  return { item: toStoredItem(item), groups: toGroupFacts({ whitelist, blacklist, hasWhitelist }) };
};

/** The SQL of the item row itself; each feature keeps the SQL of its own parts. */
export const itemsRepository = {
  find: async (db: Db, itemId: number): Promise<LockedItem | null> =>
    toLockedItem(await itemWithGroups(db).where('item.id', '=', itemId).executeTakeFirst()),

  /**
   * Locks the item row for the rest of the transaction (ARCHITECTURE 5: two changes of one item
   * never both pass their checks) and reads it with its target groups in one round trip.
   */
  lock: async (db: Db, itemId: number): Promise<LockedItem | null> =>
    toLockedItem(
      await itemWithGroups(db).where('item.id', '=', itemId).forUpdate('item').executeTakeFirst(),
    ),

  /** Only what access reads of an item (a whole row is ~100 columns to parse). */
  async findAccessFacts(
    db: Db,
    itemId: number,
  ): Promise<{
    item: Pick<StoredItem, 'organisationId' | 'status' | 'start' | 'end' | 'showInBasicAuction'>;
    groups: TargetGroupFacts;
  } | null> {
    const row = await db
      .selectFrom('auctionItems as item')
      .select([
        'item.organisationId',
        'item.status',
        'item.startTime',
        'item.endTime',
        'item.showInBasicAuction',
      ])
      .select(targetGroupColumns(sql.ref('item.id')))
      .where('item.id', '=', itemId)
      .executeTakeFirst();
    if (!row) return null;
    const { whitelist, blacklist, hasWhitelist, ...item } = row;
    return {
      item: toItemFields(item),
      groups: toGroupFacts({ whitelist, blacklist, hasWhitelist }),
    };
  },

  isOwnOffice: async (db: Db, organisationId: number, officeId: number) =>
    (await db
      .selectFrom('offices')
      .select('id')
      .where('organisationId', '=', organisationId)
      .where('id', '=', officeId)
      .executeTakeFirst()) !== undefined,

  /**
   * Claims the published item whose end came first and that no other transaction holds (FOR
   * UPDATE SKIP LOCKED: instances sweeping at once each take their own).
   */
  claimDueToEnd: async (db: Db, now: Date): Promise<LockedItem | null> =>
    toLockedItem(
      await itemWithGroups(db)
        .where('item.status', '=', ItemStatus.Published)
        .where('item.endTime', '<=', now)
        .orderBy('item.endTime')
        .limit(1)
        .forUpdate('item')
        .skipLocked()
        .executeTakeFirst(),
    ),

  /** The end time of the published item that ends next after `now` (the ending sweep's next run). */
  findNextEnd: async (db: Db, now: Date): Promise<Date | null> =>
    (
      await db
        .selectFrom('auctionItems')
        .select('endTime')
        .where('status', '=', ItemStatus.Published)
        .where('endTime', '>', now)
        .orderBy('endTime')
        .limit(1)
        .executeTakeFirst()
    )?.endTime ?? null,

  /** Claims published items whose start has come and that were not announced yet. */
  claimStartedUnannounced: async (db: Db, now: Date, limit: number): Promise<LockedItem[]> =>
    (
      await itemWithGroups(db)
        .where('item.status', '=', ItemStatus.Published)
        .where('item.startAnnouncedAt', 'is', null)
        .where('item.startTime', '<=', now)
        .orderBy('item.startTime')
        .limit(limit)
        .forUpdate('item')
        .skipLocked()
        .execute()
    ).map((row) => toLockedItem(row)!),

  /** Claims the ended sale with a winner, unconfirmed since `endedBefore`, that nobody holds. */
  claimUnconfirmedSince: async (db: Db, endedBefore: Date): Promise<LockedItem | null> =>
    toLockedItem(
      await itemWithGroups(db)
        .where('item.status', '=', ItemStatus.Ended)
        .where('item.isWinningBidSelected', '=', true)
        .where('item.confirmedSold', 'is', null)
        .where('item.endedAt', '<=', endedBefore)
        .orderBy('item.endedAt')
        .limit(1)
        .forUpdate('item')
        .skipLocked()
        .executeTakeFirst(),
    ),

  /**
   * Who gets the auctioneer's end-of-auction message (spec 6): the item's responsible
   * salespeople, else its creator.
   */
  async findEndMessageRecipients(
    db: Db,
    item: Pick<StoredItem, 'id' | 'createdBy'>,
  ): Promise<number[]> {
    const people = await db
      .selectFrom('auctionItemResponsiblePersons')
      .select('userId')
      .where('auctionItemId', '=', item.id)
      .orderBy('id')
      .execute();
    if (people.length > 0) return people.map((person) => person.userId);
    return item.createdBy === null ? [] : [item.createdBy];
  },

  /** The item's target groups as visibility reads them (after a change to them). */
  findTargetGroups: async (db: Db, itemId: number): Promise<TargetGroupFacts> =>
    toGroupFacts(
      await db.selectNoFrom(targetGroupColumns(sql.val(itemId))).executeTakeFirstOrThrow(),
    ),

  /** A new item (a draft, or a copy of one) from its fields; answers its id. */
  insert: async (db: Db, item: NewItem): Promise<number> =>
    (
      await db
        .insertInto('auctionItems')
        .values(toItemColumns(item) as Insertable<AuctionItemTable>)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,

  update: async (db: Db, itemId: number, changes: Partial<StoredItem>): Promise<void> => {
    const columns = toItemColumns(changes);
    if (Object.keys(columns).length === 0) return;
    await db.updateTable('auctionItems').set(columns).where('id', '=', itemId).execute();
  },
};
