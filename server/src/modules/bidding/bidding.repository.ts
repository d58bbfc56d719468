import type { BidMachine, BidMachineView, OwnBidding, RecordedBid } from '@dealer/domain';
import { sql, type Insertable, type Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { BidMachineTable, BidTable } from '../../db/schema.js';

export type BidMachineRow = Selectable<BidMachineTable>;

/** A stored bid as the rules read it, with its row id. */
export type StoredBid = RecordedBid & { id: number };

/** What the bidding rules need of an item, read after its row is locked. */
export interface BiddingRows {
  /** Each organisation's best bid and highest automatic bid (the domain's reduced history). */
  bids: StoredBid[];
  /** Current machines (not removed): active or exceeded. */
  machines: BidMachineRow[];
  /** Anonymous bidder numbers by organisation. */
  markers: Map<number, number>;
}

export const toDomainMachine = (row: BidMachineRow): BidMachine => ({
  organisationId: row.organisationId,
  ceiling: row.priceMaximum,
  setAt: row.setAtSequence,
  isActive: row.isActive,
  isExceeded: row.isExceeded,
});

/** All SQL of bids, bid machines and bidder numbers. */
export const biddingRepository = {
  /**
   * The bidding state of an item. Call it only after the item row is locked: each statement
   * then sees every bid committed before the lock was granted.
   */
  async findBiddingRows(db: Db, itemId: number): Promise<BiddingRows> {
    const [bids, machines, bidders] = await Promise.all([
      sql<StoredBid>`
        select id, organisation_id as "organisationId", price, is_automatic as "isAutomatic",
          priority, sequence
        from (
          (select distinct on (organisation_id) * from bids where auction_item_id = ${itemId}
            order by organisation_id, price desc, priority)
          union
          (select distinct on (organisation_id) * from bids
            where auction_item_id = ${itemId} and is_automatic
            order by organisation_id, price desc, priority)
        ) best
        order by sequence`
        .execute(db)
        .then((result) => result.rows),
      db
        .selectFrom('bidMachines')
        .selectAll()
        .where('auctionItemId', '=', itemId)
        .where('dateDeleted', 'is', null)
        .execute(),
      db
        .selectFrom('auctionItemBidders')
        .select(['organisationId', 'bidderMarker'])
        .where('auctionItemId', '=', itemId)
        .execute(),
    ]);
    return {
      bids,
      machines,
      markers: new Map(bidders.map((bidder) => [bidder.organisationId, bidder.bidderMarker])),
    };
  },

  insertBids: (db: Db, bids: Array<Insertable<BidTable>>) =>
    bids.length === 0
      ? Promise.resolve([])
      : db.insertInto('bids').values(bids).returning(['id', 'sequence']).execute(),

  insertBidders: (
    db: Db,
    bidders: Array<{
      auctionItemId: number;
      organisationId: number;
      bidderMarker: number;
      firstBidAt: Date;
    }>,
  ) =>
    bidders.length === 0
      ? Promise.resolve()
      : db
          .insertInto('auctionItemBidders')
          .values(bidders)
          .execute()
          .then(() => undefined),

  insertMachine: (db: Db, machine: Insertable<BidMachineTable>) =>
    db.insertInto('bidMachines').values(machine).returningAll().executeTakeFirstOrThrow(),

  updateMachine: (db: Db, machineId: number, values: Partial<Insertable<BidMachineTable>>) =>
    db.updateTable('bidMachines').set(values).where('id', '=', machineId).execute(),

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
};

export const machineView = (
  machine: BidMachineRow,
  highestAutomaticBid: number | null,
): BidMachineView => ({
  id: machine.id,
  priceMaximum: machine.priceMaximum,
  officeId: machine.officeId,
  isActive: machine.isActive,
  isExceeded: machine.isExceeded,
  highestAutomaticBid,
});
