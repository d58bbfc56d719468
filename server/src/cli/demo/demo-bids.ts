import {
  closesAt,
  ConfirmationType,
  ConfirmationUserType,
  leadingBid,
  placeBid,
  setBidMachine,
  type AuctionState,
  type BidOutcome,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';

/** A buying demo organisation (demo-data.ts keys). */
export type DemoBuyer = 'vaihtoautot' | 'konekauppa' | 'autokauppa';

/** Bidding that already happened on a demo item: bids and machines some hours ago, in order. */
export interface DemoBidding {
  steps: Array<{ by: DemoBuyer; hoursAgo: number } & ({ bid: number } | { machine: number })>;
  /** For an item that has ended: the seller confirmed the sale. */
  isConfirmedSold?: boolean;
}

interface DemoBidders {
  organisationIds: Map<DemoBuyer, number>;
  userIds: Map<DemoBuyer, number>;
}

/**
 * Writes a demo item's bidding as the rules would have made it: each step through the domain's
 * own resolution, then the bids, machines, anonymous bidder numbers and the item's public state.
 * An item already marked Ended also gets its winner (and confirmation) here; one that is only
 * past its end is left to the ending job, as a real one would be.
 */
export async function seedDemoBidding(
  db: Db,
  item: {
    id: number;
    status: number;
    startPrice: number | null;
    minimumRaise: number | null;
    endTime: Date;
    hoursOpenAfterFirstBid: number | null;
    sellerUserId: number;
  },
  bidding: DemoBidding,
  bidders: DemoBidders,
  now: Date,
): Promise<void> {
  let state: AuctionState = { bids: [], machines: [] };
  let sequence = 1;
  const placed = new Map<number, Date>();
  for (const step of bidding.steps) {
    const organisationId = bidders.organisationIds.get(step.by)!;
    const outcome: BidOutcome =
      'bid' in step
        ? placeBid(item, state, { organisationId, price: step.bid, sequence })
        : setBidMachine(item, state, { organisationId, ceiling: step.machine, sequence });
    if (!outcome.ok) throw new Error(`demo bidding refused: ${outcome.reason}`);
    for (const bid of outcome.newBids)
      placed.set(bid.sequence, new Date(now.getTime() - step.hoursAgo * 3_600_000));
    state = outcome.state;
    sequence = outcome.nextSequence;
  }
  const markers = new Map<number, number>();
  for (const bid of state.bids)
    if (!markers.has(bid.organisationId)) markers.set(bid.organisationId, markers.size + 1);
  const buyerOf = (organisationId: number) =>
    [...bidders.organisationIds].find(([, id]) => id === organisationId)![0];

  const machineIds = new Map<number, number>();
  for (const machine of state.machines) {
    const { id } = await db
      .insertInto('bidMachines')
      .values({
        auctionItemId: item.id,
        organisationId: machine.organisationId,
        userId: bidders.userIds.get(buyerOf(machine.organisationId))!,
        priceMaximum: machine.ceiling,
        setAtSequence: machine.setAt,
        isActive: machine.isActive,
        isExceeded: machine.isExceeded ?? false,
        createdAt: now,
        updatedAt: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    machineIds.set(machine.organisationId, id);
  }
  const firstBidAt = placed.get(state.bids[0]!.sequence)!;
  await db
    .insertInto('auctionItemBidders')
    .values(
      [...markers].map(([organisationId, bidderMarker]) => ({
        auctionItemId: item.id,
        organisationId,
        bidderMarker,
        firstBidAt: placed.get(
          state.bids.find((bid) => bid.organisationId === organisationId)!.sequence,
        )!,
      })),
    )
    .execute();
  const stored = await db
    .insertInto('bids')
    .values(
      state.bids.map((bid) => ({
        auctionItemId: item.id,
        organisationId: bid.organisationId,
        userId: bidders.userIds.get(buyerOf(bid.organisationId))!,
        bidMachineId: bid.isAutomatic ? (machineIds.get(bid.organisationId) ?? null) : null,
        price: bid.price,
        isAutomatic: bid.isAutomatic,
        priority: bid.priority,
        sequence: bid.sequence,
        placedAt: placed.get(bid.sequence)!,
      })),
    )
    .returning(['id', 'sequence'])
    .execute();

  const leader = leadingBid(state)!;
  const endTime = closesAt(
    { end: item.endTime, fixedEndTime: false, hoursOpenAfterFirstBid: item.hoursOpenAfterFirstBid },
    firstBidAt,
  );
  const isEnded = item.status === 4;
  const winningBidId = stored.find((row) => row.sequence === leader.sequence)!.id;
  await db
    .updateTable('auctionItems')
    .set({
      priceNow: leader.price,
      bidCount: state.bids.length,
      bidderCount: markers.size,
      nextBidSequence: sequence,
      firstBidAt,
      endTime,
      leaderOrganisationId: leader.organisationId,
      leaderMarker: markers.get(leader.organisationId)!,
      ...(isEnded
        ? {
            endedAt: endTime,
            isFinished: true,
            isWinningBidSelected: true,
            winningBidId,
            winnerOrganisationId: leader.organisationId,
            winnerMarker: markers.get(leader.organisationId)!,
            finalPrice: leader.price,
          }
        : {}),
      ...(isEnded && bidding.isConfirmedSold
        ? { confirmedSold: true, soldPrice: leader.price, hasAuctioneerConfirmation: true }
        : {}),
    })
    .where('id', '=', item.id)
    .execute();
  if (isEnded && bidding.isConfirmedSold) {
    await db
      .insertInto('confirmations')
      .values({
        auctionItemId: item.id,
        confirmationType: ConfirmationType.Auctioneer,
        userType: ConfirmationUserType.User,
        isSold: true,
        description: null,
        price: leader.price,
        userId: item.sellerUserId,
        createdAt: new Date(endTime.getTime() + 3_600_000),
      })
      .execute();
  }
}
