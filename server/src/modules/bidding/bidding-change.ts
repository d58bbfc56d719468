import { RefusedError } from '@dealer/domain';
import {
  AuditActorType,
  AuditLogType,
  closesAt,
  currentPrice,
  isPriceReservationExceeded,
  leadingBid,
  maximumBid,
  minimumBid,
  placeBid,
  publicStateOf,
  removeBidMachine,
  setBidMachine,
  type AuctionState,
  type BidOutcome,
  type BidResult,
} from '@dealer/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import type { CheckedBidder } from './bidder.js';
import {
  biddingRepository as repository,
  machineView,
  type BiddingItem,
  type CurrentMachine,
} from './bidding.repository.js';

// The steps of one money change on an item, between the domain's rules and the rows they write.

/** One money request on an item: a manual bid, or setting, changing or removing a bid machine. */
export type BiddingChange =
  | { kind: 'bid'; price: number; priceNow?: number | null }
  | { kind: 'addMachine'; ceiling: number }
  | { kind: 'updateMachine'; ceiling: number; bidMachineId: number }
  | { kind: 'removeMachine'; bidMachineId: number };

export type Accepted = Extract<BidOutcome, { ok: true }>;

export const operationOf: Record<BiddingChange['kind'], string> = {
  bid: 'Bid',
  addMachine: 'AddBidMachine',
  updateMachine: 'UpdateBidMachine',
  removeMachine: 'DeleteBidMachine',
};

export function decide(
  row: BiddingItem,
  state: AuctionState,
  change: BiddingChange,
  organisationId: number,
  current: CurrentMachine | undefined,
  sequence: number,
): BidOutcome {
  switch (change.kind) {
    case 'bid':
      return placeBid(row, state, { organisationId, price: change.price, sequence });
    case 'addMachine':
      // One machine per organisation and item: an exceeded one is armed again, an active one stays.
      if (current?.isActive)
        throw RefusedError.rule('The organisation already has a bid machine here.', {
          bidMachineId: 'bid_machine_exists',
        });
      return setBidMachine(row, state, { organisationId, ceiling: change.ceiling, sequence });
    case 'updateMachine':
      if (current?.id !== change.bidMachineId) return { ok: false, reason: 'no_bid_machine' };
      return setBidMachine(row, state, { organisationId, ceiling: change.ceiling, sequence });
    case 'removeMachine':
      if (current?.id !== change.bidMachineId) return { ok: false, reason: 'no_bid_machine' };
      return removeBidMachine(row, state, { organisationId, sequence });
  }
}

/** The answer to a refused request: 409 when the price moved under the bidder, else 422. */
export function refusal(
  row: BiddingItem,
  state: AuctionState,
  change: BiddingChange,
  reason: Exclude<BidOutcome, { ok: true }>['reason'],
): RefusedError {
  const price = currentPrice(state);
  if (
    change.kind === 'bid' &&
    reason === 'bid_below_minimum' &&
    change.priceNow !== undefined &&
    change.priceNow !== price
  ) {
    return RefusedError.with(
      'conflict',
      'price_changed',
      'The price changed; bid again.',
      { price: 'price_changed' },
      {
        priceNow: price,
        minimumBid: minimumBid(row, price),
        maximumBid: maximumBid(row, price),
      },
    );
  }
  switch (reason) {
    case 'bid_below_minimum':
    case 'bid_above_maximum':
      return RefusedError.rule('The bid is outside the limits.', { price: reason });
    case 'already_leading':
      return RefusedError.rule('Your organisation already leads.', { auctionItemId: reason });
    case 'ceiling_below_minimum':
    case 'ceiling_above_maximum':
    case 'ceiling_below_own_bids':
      return RefusedError.rule('The ceiling is outside the limits.', {
        [change.kind === 'updateMachine' ? 'newPrice' : 'priceMaximum']: reason,
      });
    case 'no_bid_machine':
      return RefusedError.rule('No such bid machine of your organisation here.', {
        bidMachineId: reason,
      });
  }
}

/**
 * The machines as the outcome has them: the caller's set, changed or removed, and every machine
 * the change switched off. A first machine is inserted here (its id is needed by its bids).
 */
export async function settleMachines(
  db: Db,
  row: BiddingItem,
  bidder: CheckedBidder,
  change: BiddingChange,
  current: CurrentMachine | undefined,
  outcome: Accepted,
  machines: readonly CurrentMachine[],
  now: Date,
) {
  const organisationId = bidder.caller.organisationId;
  let own = current;
  let removed = false;
  const changed = new Map<number, CurrentMachine>();
  if (change.kind === 'addMachine' || change.kind === 'updateMachine') {
    const set = outcome.state.machines.find((held) => held.organisationId === organisationId)!;
    const values = {
      priceMaximum: set.ceiling,
      setAtSequence: set.setAt,
      isActive: true,
      isExceeded: false,
      officeId: bidder.officeId ?? current?.officeId ?? null,
      userId: bidder.caller.userId,
    };
    if (current) {
      own = { ...current, ...values };
      changed.set(own.id, own);
    } else {
      own = await repository.insertMachine(db, {
        ...values,
        auctionItemId: row.id,
        organisationId,
        createdAt: now,
        updatedAt: now,
      });
    }
  } else if (change.kind === 'removeMachine' && current) {
    await repository.removeMachine(db, current, now);
    removed = true;
  }
  const all = machines.map((machine) =>
    machine.organisationId === organisationId && own ? own : machine,
  );
  if (own && !all.includes(own)) all.push(own);
  for (const exceededId of outcome.exceeded) {
    const held = all.find((machine) => machine.organisationId === exceededId);
    if (!held) continue;
    const switchedOff = { ...held, isActive: false, isExceeded: true };
    all[all.indexOf(held)] = switchedOff;
    changed.set(held.id, switchedOff);
    if (held === own) own = switchedOff;
  }
  return { all, changed: [...changed.values()], own: removed ? undefined : own };
}

/** The new bids, and bidder numbers for organisations bidding here for the first time. */
export function newBidRows(
  row: BiddingItem,
  bidder: CheckedBidder,
  outcome: Accepted,
  knownMarkers: ReadonlyMap<number, number>,
  machines: readonly CurrentMachine[],
  now: Date,
) {
  const markers = new Map(knownMarkers);
  const bidders = [];
  for (const bid of outcome.newBids) {
    if (markers.has(bid.organisationId)) continue;
    markers.set(bid.organisationId, markers.size + 1);
    bidders.push({
      auctionItemId: row.id,
      organisationId: bid.organisationId,
      bidderMarker: markers.size,
      firstBidAt: now,
    });
  }
  const bids = outcome.newBids.map((bid) => {
    const machine = bid.isAutomatic
      ? machines.find((held) => held.organisationId === bid.organisationId)
      : undefined;
    return {
      auctionItemId: row.id,
      organisationId: bid.organisationId,
      officeId: bid.isAutomatic ? (machine?.officeId ?? null) : bidder.officeId,
      userId: bid.isAutomatic ? (machine?.userId ?? null) : bidder.caller.userId,
      bidMachineId: machine?.id ?? null,
      price: bid.price,
      isAutomatic: bid.isAutomatic,
      priority: bid.priority,
      sequence: bid.sequence,
      placedAt: now,
    };
  });
  return { bidders, bids, markers };
}

/** The item's public money state after the change (spec 4: closing moves to 24 h after the first bid). */
export function itemAfter(
  row: BiddingItem,
  outcome: Accepted,
  markers: Map<number, number>,
  now: Date,
) {
  const leader = leadingBid(outcome.state);
  const isFirstBid = row.firstBidAt === null && outcome.newBids.length > 0;
  return {
    priceNow: leader?.price ?? row.priceNow,
    bidCount: row.bidCount + outcome.newBids.length,
    bidderCount: markers.size,
    nextBidSequence: outcome.nextSequence,
    leaderOrganisationId: leader?.organisationId ?? null,
    leaderMarker: leader ? (markers.get(leader.organisationId) ?? null) : null,
    firstBidAt: isFirstBid ? now : row.firstBidAt,
    end: isFirstBid
      ? closesAt(
          {
            end: row.end,
            fixedEndTime: row.fixedEndTime,
            hoursOpenAfterFirstBid: row.hoursOpenAfterFirstBid,
          },
          now,
        )
      : row.end,
    priceReservationExceeded:
      row.priceReservationExceeded ||
      isPriceReservationExceeded(row.priceReservation, leader?.price ?? null),
  };
}

export function answerOf(
  rowAfter: BiddingItem,
  outcome: Accepted,
  organisationId: number,
  markers: Map<number, number>,
  own: CurrentMachine | undefined,
  now: Date,
): BidResult {
  const ownAutomatic = outcome.state.bids
    .filter((held) => held.organisationId === organisationId && held.isAutomatic)
    .map((held) => held.price);
  return {
    auctionItemId: rowAfter.id,
    state: publicStateOf(rowAfter, now),
    ownBidderMarker: markers.get(organisationId) ?? null,
    bidMachine: own
      ? machineView(own, ownAutomatic.length > 0 ? Math.max(...ownAutomatic) : null)
      : null,
    isLeading: leadingBid(outcome.state)?.organisationId === organisationId,
  };
}

const euros = (amount: number) => `${amount} €`;

/** The audit rows of one change (issue 5: bid added, bid machine added/updated/deleted, reservation reached). */
export function auditOf(
  row: BiddingItem,
  rowAfter: BiddingItem,
  bidder: CheckedBidder,
  change: BiddingChange,
  outcome: Accepted,
  now: Date,
): Array<Insertable<AuditLogTable>> {
  const base = {
    auctionItemId: row.id,
    organisationId: bidder.caller.organisationId,
    userId: bidder.caller.userId,
    actorType: AuditActorType.User,
    createdAt: now,
  };
  const entries: Array<Insertable<AuditLogTable>> = [];
  if (change.kind === 'addMachine' || change.kind === 'updateMachine') {
    entries.push({
      ...base,
      auditLogType:
        change.kind === 'addMachine'
          ? AuditLogType.BidMachineAdded
          : AuditLogType.BidMachineUpdated,
      description: `Bid machine ceiling ${euros(change.ceiling)}`,
    });
  } else if (change.kind === 'removeMachine') {
    entries.push({
      ...base,
      auditLogType: AuditLogType.BidMachineDeleted,
      description: 'Bid machine removed',
    });
  }
  for (const bid of outcome.newBids) {
    entries.push({
      ...base,
      organisationId: bid.organisationId,
      userId: bid.isAutomatic ? null : bidder.caller.userId,
      actorType: bid.isAutomatic ? AuditActorType.Automation : AuditActorType.User,
      auditLogType: AuditLogType.BidAdded,
      description: `${bid.isAutomatic ? 'Automatic bid' : 'Bid'} ${euros(bid.price)}`,
    });
  }
  if (!row.priceReservationExceeded && rowAfter.priceReservationExceeded) {
    entries.push({
      ...base,
      actorType: AuditActorType.Automation,
      auditLogType: AuditLogType.PriceReservationReached,
      description: `Price reservation reached at ${euros(rowAfter.priceNow!)}`,
    });
  }
  return entries;
}
