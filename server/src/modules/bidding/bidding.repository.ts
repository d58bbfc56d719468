import type {
  BidMachine,
  BidMachineView,
  OwnBidding,
  RecordedBid,
  StoredItem,
  TargetGroupFacts,
  VisibilityOrganisation,
} from '@dealer/domain';
import { sql, type Insertable, type QueryCreator, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { eventChannel, type PreparedEvents } from '../../live/event-bus.js';
import { productTypesQuery } from '../access/access.repository.js';
import { targetGroupColumns } from '../access/visibility.sql.js';
import { publicStateColumns, toItemColumns, toItemFields } from '../items/items.repository.js';
import type {
  AuctionItemBidderTable,
  AuditLogTable,
  BidMachineTable,
  BidTable,
  Database,
  IdempotencyKeyTable,
} from '../../db/schema.js';

/** What a money change reads of its item under the lock (a whole row is ~100 columns to parse). */
export const biddingItemColumns = [
  ...publicStateColumns,
  'id',
  'organisationId',
  'showInBasicAuction',
  'startPrice',
  'minimumRaise',
  'nextBidSequence',
  'leaderOrganisationId',
  'firstBidAt',
  'fixedEndTime',
  'hoursOpenAfterFirstBid',
  'priceReservation',
  'licenseNumber',
  'make',
  'model',
] as const;
type BiddingField =
  Exclude<(typeof biddingItemColumns)[number], 'startTime' | 'endTime'> | 'start' | 'end';
export type BiddingItem = Pick<StoredItem, BiddingField>;

/** A machine as the bidding rules and writes use it. */
export type CurrentMachine = Pick<
  Selectable<BidMachineTable>,
  | 'id'
  | 'organisationId'
  | 'officeId'
  | 'userId'
  | 'priceMaximum'
  | 'setAtSequence'
  | 'isActive'
  | 'isExceeded'
>;

/** A stored bid as the rules read it, with its row id. */
export type StoredBid = RecordedBid & { id: number };

/** What the bidding rules need of an item, read after its row is locked. */
export interface BiddingRows {
  /** Each organisation's best bid and highest automatic bid (the domain's reduced history). */
  bids: StoredBid[];
  /** Current machines (not removed): active or exceeded. */
  machines: CurrentMachine[];
  /** Anonymous bidder numbers by organisation. */
  markers: Map<number, number>;
  /** The item's target groups: with the item's columns, who may see it now. */
  targetGroups: TargetGroupFacts;
  /** The organisations with an active machine, and the leading one, as visibility sees them. */
  biddingOrganisations: VisibilityOrganisation[];
  /** The answers the batch's Idempotency-Keys already got, with the calls they were for. */
  idempotent: Array<{
    userId: number;
    key: string;
    auctionItemId: number;
    operation: string;
    requestHash: string | null;
    response: unknown;
  }>;
}

export const toDomainMachine = (row: CurrentMachine): BidMachine => ({
  organisationId: row.organisationId,
  ceiling: row.priceMaximum,
  setAt: row.setAtSequence,
  isActive: row.isActive,
  isExceeded: row.isExceeded,
});

/** Everything one money change writes, in one statement (see `writeChangeQuery`). */
export interface BiddingWrite {
  itemId: number;
  bidders: Array<Insertable<AuctionItemBidderTable>>;
  bids: Array<Insertable<BidTable>>;
  machines: CurrentMachine[];
  machinesUpdatedAt: Date;
  audit: Array<Insertable<AuditLogTable>>;
  idempotency: Array<Insertable<IdempotencyKeyTable>>;
  item: Partial<BiddingItem>;
}

/**
 * The organisations with an active bid machine on the item, and the leading one, with their
 * business identity codes and subscriptions: whether each may still see the item, so that a
 * hidden one's machine does not bid and it hears no personal event (a column of a query).
 */
export const biddingOrganisationsColumn = (db: Db, itemId: RawBuilder<unknown>) =>
  sql<VisibilityOrganisation[]>`(select coalesce(json_agg(json_build_object(
      'organisationId', owner.id, 'businessIdentityCode', owner.business_identity_code,
      'products', array(${productTypesQuery(db, sql.ref('owner.id'))}))), '[]'::json)
    from organisations owner
    where owner.id in (
      select machine.organisation_id from bid_machines machine
        where machine.auction_item_id = ${itemId} and machine.is_active
          and machine.date_deleted is null
      union all
      select leader.leader_organisation_id from auction_items leader where leader.id = ${itemId}))`.as(
    'biddingOrganisations',
  );

/** The stored answers to look up, as two parallel arrays (each one parameter of the query). */
interface IdempotencyLookup {
  userIds: number[];
  keys: string[];
}

const toLookup = (idempotency: ReadonlyArray<{ userId: number; key: string }>) => ({
  userIds: idempotency.map((call) => call.userId),
  keys: idempotency.map((call) => call.key),
});

/** The bidding state of an item as columns of a query (see `lockForBidding`). */
function biddingStateColumns(db: Db, itemId: RawBuilder<unknown>, idempotency: IdempotencyLookup) {
  return [
    ...targetGroupColumns(itemId),
    biddingOrganisationsColumn(db, itemId),
    sql<StoredBid[]>`(select coalesce(json_agg(json_build_object(
        'id', best.id, 'organisationId', best.organisation_id, 'price', best.price,
        'isAutomatic', best.is_automatic, 'priority', best.priority, 'sequence', best.sequence)
        order by best.sequence), '[]'::json)
      from (
        -- Per bidding organisation, one index probe each (not a scan of the item's history).
        select top.* from auction_item_bidders bidder
          cross join lateral (select * from bids
            where bids.auction_item_id = bidder.auction_item_id
              and bids.organisation_id = bidder.organisation_id
            order by price desc, priority limit 1) top
          where bidder.auction_item_id = ${itemId}
        union
        select top.* from auction_item_bidders bidder
          cross join lateral (select * from bids
            where bids.auction_item_id = bidder.auction_item_id
              and bids.organisation_id = bidder.organisation_id and bids.is_automatic
            order by price desc, priority limit 1) top
          where bidder.auction_item_id = ${itemId}
      ) best)`.as('bids'),
    sql<CurrentMachine[]>`(select coalesce(json_agg(json_build_object(
        'id', machine.id, 'organisationId', machine.organisation_id,
        'officeId', machine.office_id, 'userId', machine.user_id,
        'priceMaximum', machine.price_maximum, 'setAtSequence', machine.set_at_sequence,
        'isActive', machine.is_active, 'isExceeded', machine.is_exceeded)), '[]'::json)
      from bid_machines machine
      where machine.auction_item_id = ${itemId} and machine.date_deleted is null)`.as('machines'),
    sql<Array<[number, number]>>`(select coalesce(json_agg(json_build_array(
        bidder.organisation_id, bidder.bidder_marker)), '[]'::json)
      from auction_item_bidders bidder where bidder.auction_item_id = ${itemId})`.as('markers'),
    sql<BiddingRows['idempotent']>`(select coalesce(json_agg(json_build_object(
        'userId', stored.user_id, 'key', stored.key, 'auctionItemId', stored.auction_item_id,
        'operation', stored.operation, 'requestHash', stored.request_hash,
        'response', stored.response)), '[]'::json)
      from idempotency_keys stored
      where (stored.user_id, stored.key) in (
        select * from unnest(${idempotency.userIds}::integer[], ${idempotency.keys}::text[])))`.as(
      'idempotent',
    ),
  ] as const;
}

const toBiddingRows = ({
  whitelist,
  blacklist,
  hasWhitelist,
  markers,
  ...state
}: Omit<BiddingRows, 'markers' | 'targetGroups'> & {
  whitelist: string[];
  blacklist: string[];
  hasWhitelist: boolean;
} & {
  markers: Array<[number, number]>;
}): BiddingRows => ({
  ...state,
  markers: new Map(markers),
  targetGroups: { whitelist, blacklist, hasWhitelist: Boolean(hasWhitelist) },
});

type StateArguments = IdempotencyLookup & { itemId: number };

// A hot item runs these once per batch: built once (reusableQuery), not per call.
const lockQuery = reusableQuery((db, { itemId, userIds, keys }: StateArguments) =>
  db
    .selectFrom('auctionItems as item')
    .select(biddingItemColumns.map((column) => `item.${column}` as const))
    .select([
      sql<string>`item.xmin::text`.as('lockedVersion'),
      sql<string>`(select snapshot.xmin::text from auction_items snapshot
        where snapshot.id = item.id)`.as('snapshotVersion'),
      ...biddingStateColumns(db, sql.ref('item.id'), { userIds, keys }),
    ])
    .where('item.id', '=', itemId)
    .forUpdate('item'),
);

const biddingRowsQuery = reusableQuery((db, { itemId, userIds, keys }: StateArguments) =>
  db.selectNoFrom(biddingStateColumns(db, sql.val(itemId), { userIds, keys })),
);

/** All SQL of bids, bid machines and bidder numbers. */
export const biddingRepository = {
  /**
   * Locks the item row and reads its bidding state in one round trip (ARCHITECTURE 5).
   *
   * The trap: a statement reads other tables with the snapshot it took when it began, so if it
   * had to wait for the lock, the bids it read may predate the transaction it waited for, while
   * the locked item row itself is the newest. Every change to an item's bidding (and to its target
   * groups, which decide who may see it and whose machines may bid) updates the item row, so
   * comparing the row version the lock returned with the one the snapshot saw tells
   * whether anything moved meanwhile; if so, the state is read again in a statement of its own,
   * which sees everything committed before the lock was granted.
   */
  async lockForBidding(
    db: Db,
    itemId: number,
    idempotency: ReadonlyArray<{ userId: number; key: string }> = [],
  ): Promise<{ item: BiddingItem; rows: BiddingRows } | null> {
    const [locked] = await lockQuery(db, { itemId, ...toLookup(idempotency) });
    if (!locked) return null;
    const {
      lockedVersion,
      snapshotVersion,
      bids,
      machines,
      markers,
      idempotent,
      whitelist,
      blacklist,
      hasWhitelist,
      biddingOrganisations,
      ...columns
    } = locked;
    const item = toItemFields(columns);
    if (lockedVersion === snapshotVersion) {
      const state = { bids, machines, markers, idempotent, biddingOrganisations };
      return { item, rows: toBiddingRows({ ...state, whitelist, blacklist, hasWhitelist }) };
    }
    return { item, rows: await biddingRepository.findBiddingRows(db, itemId, idempotency) };
  },

  /** The bidding state of an item whose row this transaction has already locked. */
  async findBiddingRows(
    db: Db,
    itemId: number,
    idempotency: ReadonlyArray<{ userId: number; key: string }> = [],
  ): Promise<BiddingRows> {
    const [rows] = await biddingRowsQuery(db, { itemId, ...toLookup(idempotency) });
    return toBiddingRows(rows!);
  },

  /**
   * The one statement that writes a money change: new bidder numbers, bids, machine changes,
   * audit rows and the Idempotency-Key's answer as data-modifying CTEs of the item's update, so
   * that the item row's lock is held for as few round trips as possible (the batch sends it
   * with its COMMIT). The change's live events ride along as NOTIFYs.
   */
  writeChangeQuery(db: Db, change: BiddingWrite, events: PreparedEvents | null) {
    let query = db as unknown as QueryCreator<Database>;
    const notifications = events?.payloads ?? [];
    if (events && events.rows.length > 0)
      query = query.with('recordedEvents', (cte) =>
        cte
          .insertInto('eventOutbox')
          .values(events.rows.map((row) => ({ id: row.id, message: row.message })))
          .returning('id'),
      ) as unknown as QueryCreator<Database>;
    if (change.bidders.length > 0)
      query = query.with('newBidders', (cte) =>
        cte.insertInto('auctionItemBidders').values(change.bidders).returning('organisationId'),
      ) as unknown as QueryCreator<Database>;
    if (change.bids.length > 0)
      query = query.with('newBids', (cte) =>
        cte.insertInto('bids').values(change.bids).returning('id'),
      ) as unknown as QueryCreator<Database>;
    change.machines.forEach((machine, index) => {
      query = query.with(`machine${index}`, (cte) =>
        cte
          .updateTable('bidMachines')
          .set({
            priceMaximum: machine.priceMaximum,
            setAtSequence: machine.setAtSequence,
            isActive: machine.isActive,
            isExceeded: machine.isExceeded,
            officeId: machine.officeId,
            userId: machine.userId,
            updatedAt: change.machinesUpdatedAt,
          })
          .where('id', '=', machine.id)
          .returning('id'),
      ) as unknown as QueryCreator<Database>;
    });
    if (change.audit.length > 0)
      query = query.with('audit', (cte) =>
        cte.insertInto('auditLog').values(change.audit).returning('id'),
      ) as unknown as QueryCreator<Database>;
    if (change.idempotency.length > 0)
      query = query.with('answers', (cte) =>
        cte.insertInto('idempotencyKeys').values(change.idempotency).returning('key'),
      ) as unknown as QueryCreator<Database>;
    return (
      query
        .updateTable('auctionItems')
        .set(toItemColumns(change.item))
        .where('id', '=', change.itemId)
        // The live events go out with the commit (NOTIFY is delivered then, and only then).
        .$if(notifications.length > 0, (update) =>
          update.returning(
            sql<number>`(select count(pg_notify(${eventChannel}, payload))
            from unnest(${notifications}::text[]) as payload)`.as('notified'),
          ),
        )
    );
  },

  insertMachine: (db: Db, machine: Insertable<BidMachineTable>) =>
    db
      .insertInto('bidMachines')
      .values(machine)
      .returning([
        'id',
        'organisationId',
        'officeId',
        'userId',
        'priceMaximum',
        'setAtSequence',
        'isActive',
        'isExceeded',
      ])
      .executeTakeFirstOrThrow(),

  removeMachine: (db: Db, machine: CurrentMachine, now: Date) =>
    db
      .updateTable('bidMachines')
      .set({
        isActive: false,
        dateDeleted: now,
        buyerDeletedPrice: machine.priceMaximum,
        updatedAt: now,
      })
      .where('id', '=', machine.id)
      .execute(),

  /** Every bid of the item with its bidder's number, organisation and user, highest first. */
  findBidsWithBidders: (db: Db, itemId: number) =>
    db
      .selectFrom('bids')
      .innerJoin('organisations', 'organisations.id', 'bids.organisationId')
      .innerJoin('auctionItemBidders as bidder', (join) =>
        join
          .onRef('bidder.auctionItemId', '=', 'bids.auctionItemId')
          .onRef('bidder.organisationId', '=', 'bids.organisationId'),
      )
      .leftJoin('users', 'users.id', 'bids.userId')
      .select([
        'bids.id',
        'bids.price',
        'bids.placedAt',
        'bids.isAutomatic',
        'bids.organisationId',
        'bids.officeId',
        'bids.userId',
        'bids.priority',
        'bidder.bidderMarker',
        'organisations.name as organisationName',
        'users.firstName',
        'users.lastName',
        'users.phoneNumber',
        'users.email',
      ])
      .where('bids.auctionItemId', '=', itemId)
      .orderBy('bids.price', 'desc')
      .orderBy('bids.priority')
      .orderBy('bids.sequence')
      .execute(),

  /** Machines stop with the auction. */
  stopMachines: (db: Db, itemId: number, now: Date) =>
    db
      .updateTable('bidMachines')
      .set({ isActive: false, updatedAt: now })
      .where('auctionItemId', '=', itemId)
      .where('isActive', '=', true)
      .execute(),

  /** The user who placed a bid (an automatic bid's is its machine's setter). */
  findBidUserId: async (db: Db, bidId: number): Promise<number | null> =>
    (await db.selectFrom('bids').select('userId').where('id', '=', bidId).executeTakeFirst())
      ?.userId ?? null,

  /** The organisation's bidder numbers and current machines by item (the items list's own columns). */
  async findOwnBiddingIndex(
    db: Db,
    organisationId: number | null,
  ): Promise<{ markers: Map<number, number>; machines: Set<number> }> {
    if (organisationId === null) return { markers: new Map(), machines: new Set() };
    const [bidders, machines] = await Promise.all([
      db
        .selectFrom('auctionItemBidders')
        .select(['auctionItemId', 'bidderMarker'])
        .where('organisationId', '=', organisationId)
        .execute(),
      db
        .selectFrom('bidMachines')
        .select('auctionItemId')
        .where('organisationId', '=', organisationId)
        .where('dateDeleted', 'is', null)
        .execute(),
    ]);
    return {
      markers: new Map(bidders.map((bidder) => [bidder.auctionItemId, bidder.bidderMarker])),
      machines: new Set(machines.map((machine) => machine.auctionItemId)),
    };
  },

  /**
   * Spec 3 "buyerBidMachines": the organisation's machines on the item, the removed ones too,
   * newest first; each with the highest bid it made.
   */
  async findOrganisationMachines(
    db: Db,
    itemId: number,
    organisationId: number | null,
  ): Promise<BidMachineView[]> {
    if (organisationId === null) return [];
    const machines = await db
      .selectFrom('bidMachines')
      .selectAll()
      .select((eb) =>
        eb
          .selectFrom('bids')
          .select((inner) => inner.fn.max('bids.price').as('price'))
          .whereRef('bids.bidMachineId', '=', 'bidMachines.id')
          .as('highestAutomaticBid'),
      )
      .where('auctionItemId', '=', itemId)
      .where('organisationId', '=', organisationId)
      .orderBy('id', 'desc')
      .execute();
    return machines.map((machine) => machineView(machine, machine.highestAutomaticBid ?? null));
  },

  /** The organisation's anonymous number and current machine on the item. */
  async findOwnBidding(db: Db, itemId: number, organisationId: number | null): Promise<OwnBidding> {
    if (organisationId === null) return { ownBidderMarker: null, bidMachine: null };
    const [bidder, machine] = await Promise.all([
      db
        .selectFrom('auctionItemBidders')
        .select('bidderMarker')
        .where('auctionItemId', '=', itemId)
        .where('organisationId', '=', organisationId)
        .executeTakeFirst(),
      db
        .selectFrom('bidMachines')
        .selectAll()
        .select((eb) =>
          eb
            .selectFrom('bids')
            .select((inner) => inner.fn.max('bids.price').as('price'))
            .whereRef('bids.auctionItemId', '=', 'bidMachines.auctionItemId')
            .whereRef('bids.organisationId', '=', 'bidMachines.organisationId')
            .where('bids.isAutomatic', '=', true)
            .as('highestAutomaticBid'),
        )
        .where('auctionItemId', '=', itemId)
        .where('organisationId', '=', organisationId)
        .where('dateDeleted', 'is', null)
        .executeTakeFirst(),
    ]);
    return {
      ownBidderMarker: bidder?.bidderMarker ?? null,
      bidMachine: machine ? machineView(machine, machine.highestAutomaticBid ?? null) : null,
    };
  },

  /** The item's target groups and the organisations with an active machine on it, in one read. */
  findMachineAudience: (trx: Db, itemId: number) =>
    trx
      .selectNoFrom([
        ...targetGroupColumns(sql.val(itemId)),
        biddingOrganisationsColumn(trx, sql.val(itemId)),
      ])
      .executeTakeFirstOrThrow(),

  /** Switches off these organisations' active machines on the item; answers whose it switched off. */
  switchOffMachines: (trx: Db, itemId: number, organisationIds: number[], now: Date) =>
    trx
      .updateTable('bidMachines')
      .set({ isActive: false, isExceeded: false, updatedAt: now })
      .where('auctionItemId', '=', itemId)
      .where('organisationId', 'in', organisationIds)
      .where('isActive', '=', true)
      .where('dateDeleted', 'is', null)
      .returning('organisationId')
      .execute(),

  /** Forgets idempotency keys stored before `before`. */
  deleteIdempotencyKeysBefore: (db: Db, before: Date) =>
    db.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute(),
};

export const machineView = (
  machine: CurrentMachine &
    Partial<Pick<Selectable<BidMachineTable>, 'dateDeleted' | 'buyerDeletedPrice'>>,
  highestAutomaticBid: number | null,
): BidMachineView => ({
  id: machine.id,
  priceMaximum: machine.priceMaximum,
  officeId: machine.officeId,
  isActive: machine.isActive,
  isExceeded: machine.isExceeded,
  highestAutomaticBid,
  dateDeleted: machine.dateDeleted?.toISOString() ?? null,
  buyerDeletedPrice: machine.buyerDeletedPrice ?? null,
});
