import type {
  BidMachine,
  BidMachineView,
  OwnBidding,
  RecordedBid,
  StoredItem,
  TargetGroupFacts,
  VisibilityOrganisation,
} from '@dealer/domain';
import { CompiledQuery, sql, type Insertable, type RawBuilder, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import { reusableQuery } from '../../db/reusable-query.js';
import { eventChannel, type PreparedEvents } from '../../live/event-bus.js';
import { productTypesQuery } from '../access/access.repository.js';
import { targetGroupColumns } from '../access/visibility.sql.js';
import { publicStateColumns, toItemFields } from '../items/items.repository.js';
import type {
  AuctionItemBidderTable,
  AuditLogTable,
  BidMachineTable,
  BidTable,
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
  item: Pick<
    BiddingItem,
    | 'priceNow'
    | 'bidCount'
    | 'bidderCount'
    | 'nextBidSequence'
    | 'leaderOrganisationId'
    | 'leaderMarker'
    | 'firstBidAt'
    | 'end'
    | 'priceReservationExceeded'
  >;
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

/**
 * `writeChangeQuery`'s statement. Each list is a JSON array of the rows as the batch holds them
 * (camelCase keys, dates as ISO text); a missing key is NULL, as kysely's insert made it. The
 * events' messages and NOTIFY payloads are JSON texts put in as they are: `json_array_elements`
 * gives each element back verbatim (unlike `jsonb`, which respaces, and `json_to_recordset` or
 * `->`, which unescape a nested string and refuse a lone surrogate's escape that a text column
 * takes), so the outbox and the NOTIFYs carry exactly the text prepared. The audit rows and
 * bids go in in their order (WITH ORDINALITY): the audit chain's trigger links each row to the
 * one before it.
 */
const writeChangeSql = `with
  recorded_events as (
    insert into event_outbox (id, message)
    select event.id, event.message::text
    from rows from (unnest($1::uuid[]), json_array_elements($20::json)) as event(id, message)
    returning id),
  new_bidders as (
    insert into auction_item_bidders (auction_item_id, organisation_id, bidder_marker, first_bid_at)
    select bidder."auctionItemId", bidder."organisationId", bidder."bidderMarker", bidder."firstBidAt"
    from jsonb_to_recordset($2::jsonb) as bidder(
      "auctionItemId" integer, "organisationId" integer, "bidderMarker" integer,
      "firstBidAt" timestamptz)
    returning organisation_id),
  new_bids as (
    insert into bids (auction_item_id, organisation_id, office_id, user_id, bid_machine_id, price,
      is_automatic, priority, sequence, placed_at)
    select bid."auctionItemId", bid."organisationId", bid."officeId", bid."userId",
      bid."bidMachineId", bid.price, bid."isAutomatic", bid.priority, bid.sequence, bid."placedAt"
    from rows from (jsonb_to_recordset($3::jsonb) as (
      "auctionItemId" integer, "organisationId" integer, "officeId" integer, "userId" integer,
      "bidMachineId" integer, price integer, "isAutomatic" boolean, priority integer,
      sequence integer, "placedAt" timestamptz)) with ordinality as bid(
      "auctionItemId", "organisationId", "officeId", "userId", "bidMachineId", price,
      "isAutomatic", priority, sequence, "placedAt", position)
    order by bid.position
    returning id),
  changed_machines as (
    update bid_machines machine set price_maximum = changed."priceMaximum",
      set_at_sequence = changed."setAtSequence", is_active = changed."isActive",
      is_exceeded = changed."isExceeded", office_id = changed."officeId",
      user_id = changed."userId", updated_at = $5
    from jsonb_to_recordset($4::jsonb) as changed(
      id integer, "priceMaximum" integer, "setAtSequence" integer, "isActive" boolean,
      "isExceeded" boolean, "officeId" integer, "userId" integer)
    where machine.id = changed.id
    returning machine.id),
  audit as (
    insert into audit_log (auction_item_id, organisation_id, user_id, actor_type, audit_log_type,
      description, created_at)
    select entry."auctionItemId", entry."organisationId", entry."userId", entry."actorType",
      entry."auditLogType", entry.description, entry."createdAt"
    from rows from (jsonb_to_recordset($6::jsonb) as (
      "auctionItemId" integer, "organisationId" integer, "userId" integer, "actorType" smallint,
      "auditLogType" smallint, description text, "createdAt" timestamptz)) with ordinality
      as entry("auctionItemId", "organisationId", "userId", "actorType", "auditLogType",
        description, "createdAt", position)
    order by entry.position
    returning id),
  answers as (
    insert into idempotency_keys (user_id, key, auction_item_id, operation, request_hash,
      response, created_at)
    select answer."userId", answer.key, answer."auctionItemId", answer.operation,
      answer."requestHash", answer.response::jsonb, answer."createdAt"
    from jsonb_to_recordset($7::jsonb) as answer(
      "userId" integer, key text, "auctionItemId" integer, operation text, "requestHash" text,
      response text, "createdAt" timestamptz)
    returning key)
update auction_items set price_now = $9, bid_count = $10, bidder_count = $11,
  next_bid_sequence = $12, leader_organisation_id = $13, leader_marker = $14,
  first_bid_at = $15, end_time = $16, price_reservation_exceeded = $17
where id = $8
-- The live events go out with the commit (NOTIFY is delivered then, and only then).
returning (select count(pg_notify($18, payload::text))
  from json_array_elements($19::json) as payload) as notified`;

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
   *
   * One fixed text, each list one JSON parameter: PostgreSQL prepares it once per connection,
   * and nothing is built or compiled per batch (docs/decisions.md, "A money change's write is one
   * fixed statement").
   */
  writeChangeQuery(change: BiddingWrite, events: PreparedEvents | null): CompiledQuery {
    const { item } = change;
    // The events are JSON already: they go in as they are, not escaped into strings again.
    const rows = events?.rows ?? [];
    const payloads = events?.payloads ?? [];
    return CompiledQuery.raw(writeChangeSql, [
      rows.map((row) => row.id),
      JSON.stringify(change.bidders),
      JSON.stringify(change.bids),
      JSON.stringify(change.machines),
      change.machinesUpdatedAt,
      JSON.stringify(change.audit),
      JSON.stringify(change.idempotency),
      change.itemId,
      item.priceNow,
      item.bidCount,
      item.bidderCount,
      item.nextBidSequence,
      item.leaderOrganisationId,
      item.leaderMarker,
      item.firstBidAt,
      item.end,
      item.priceReservationExceeded,
      eventChannel,
      `[${payloads.join(',')}]`,
      `[${rows.map((row) => row.message).join(',')}]`,
    ]);
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
