import {
  AuditActorType,
  AuditLogType,
  closesAt,
  currentPrice,
  findBidBlock,
  findBidMachineBlock,
  isPriceReservationExceeded,
  leadingBid,
  maximumBid,
  minimumBid,
  placeBid,
  removeBidMachine,
  setBidMachine,
  type AuctionState,
  type BidOutcome,
  type BidResult,
  type ItemStatus,
} from '@dealer/domain';
import type { Insertable } from 'kysely';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import { AppError, forbidden } from '../../http/app-error.js';
import { itemEventOf } from '../../live/item-events.js';
import { publicStateOf } from '../auction-items/auction-item.view.js';
import { ruleBroken } from '../auction-items/item-access.js';
import { checkBidder, type CheckedBidder } from './bidder.js';
import {
  biddingRepository as repository,
  machineView,
  toDomainMachine,
  type BiddingItem,
  type BiddingRows,
  type CurrentMachine,
} from './bidding.repository.js';
import { replayOf, type IdempotentCall } from './idempotency.js';
import { personalEventsOf } from './personal-events.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;
type Accepted = Extract<BidOutcome, { ok: true }>;

/** One money request on an item: a manual bid, or setting, changing or removing a bid machine. */
export type BiddingChange =
  | { kind: 'bid'; price: number; priceNow?: number | null }
  | { kind: 'addMachine'; ceiling: number }
  | { kind: 'updateMachine'; ceiling: number; bidMachineId: number }
  | { kind: 'removeMachine'; bidMachineId: number };

const operationOf: Record<BiddingChange['kind'], string> = {
  bid: 'Bid',
  addMachine: 'AddBidMachine',
  updateMachine: 'UpdateBidMachine',
  removeMachine: 'DeleteBidMachine',
};

/**
 * Runs one money request (ARCHITECTURE 5): the checks that need no lock first, then one
 * transaction that locks the item row, reads its bidding state (and an Idempotency-Key's earlier
 * answer, which it replays), applies the domain's rules and writes every consequence in one
 * statement. The live events go out after the commit.
 */
export async function changeBidding(
  ctx: Ctx,
  request: {
    principal: CheckedBidder['principal'];
    itemId: number;
    organisationId: number;
    officeId?: number | null;
    idempotencyKey: string | null;
    change: BiddingChange;
  },
): Promise<BidResult> {
  const bidder = await checkBidder(
    ctx.db,
    request.principal,
    request.itemId,
    request,
    ctx.clock.now(),
  );
  const call: IdempotentCall | null = request.idempotencyKey
    ? {
        userId: request.principal.userId,
        key: request.idempotencyKey,
        auctionItemId: request.itemId,
        operation: operationOf[request.change.kind],
      }
    : null;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = (await repository.lockItem(trx, request.itemId))!;
    // The clock is read once the lock is held: the end is judged at the moment the bid counts.
    const now = ctx.clock.now();
    const rows = await repository.findBiddingRows(trx, row.id, call ?? undefined);
    const replay = call ? replayOf<BidResult>(rows.idempotent, call) : null;
    if (replay) return { answer: replay, replayed: true as const };
    return {
      ...(await applyChange(trx, row, rows, bidder, request.change, call, now)),
      replayed: false as const,
    };
  });
  if (!result.replayed) {
    const { rowAfter, before, after, exceeded } = result;
    const now = ctx.clock.now();
    if (after.bids.length > before.bids.length)
      await ctx.events.publish(itemEventOf('NewBid', rowAfter, bidder.visibility, now));
    for (const event of personalEventsOf(rowAfter, before, after, exceeded))
      await ctx.events.publish(event);
  }
  return result.answer;
}

/** The rules and the writes of one change, inside the transaction on the locked row. */
async function applyChange(
  db: Db,
  row: BiddingItem,
  rows: BiddingRows,
  bidder: CheckedBidder,
  change: BiddingChange,
  call: IdempotentCall | null,
  now: Date,
) {
  const organisationId = bidder.viewer.organisationId;
  const before: AuctionState = { bids: rows.bids, machines: rows.machines.map(toDomainMachine) };
  const biddable = {
    ...row,
    status: row.status as ItemStatus,
    start: row.startTime,
    end: row.endTime,
  };
  const isLeading = leadingBid(before)?.organisationId === organisationId;
  const block =
    change.kind === 'bid'
      ? findBidBlock(biddable, bidder.viewer, isLeading, now)
      : findBidMachineBlock(biddable, bidder.viewer, now);
  if (block === 'not_a_buyer') throw forbidden('Bidding on this item needs the buyer right.');
  if (block) throw ruleBroken('The item cannot take this now.', { auctionItemId: block });

  const current = rows.machines.find((machine) => machine.organisationId === organisationId);
  const outcome = decide(row, before, change, organisationId, current, row.nextBidSequence);
  if (!outcome.ok) throw refusal(row, before, change, outcome.reason);

  const machines = await settleMachines(db, row, bidder, change, current, outcome, rows, now);
  const { bidders, bids, markers } = newBidRows(row, bidder, outcome, rows, machines.all, now);
  const item = itemAfter(row, outcome, markers, now);
  const rowAfter = { ...row, ...item };
  const answer = answerOf(rowAfter, outcome, organisationId, markers, machines.own, now);
  await repository.writeChange(db, {
    itemId: row.id,
    bidders,
    bids,
    machines: machines.changed,
    machinesUpdatedAt: now,
    audit: auditOf(row, rowAfter, bidder, change, outcome, now),
    idempotency: call ? { ...call, response: JSON.stringify(answer), createdAt: now } : null,
    item,
  });
  return { answer, rowAfter, before, after: outcome.state, exceeded: outcome.exceeded };
}

function decide(
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
        throw ruleBroken('The organisation already has a bid machine here.', {
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
function refusal(
  row: BiddingItem,
  state: AuctionState,
  change: BiddingChange,
  reason: Exclude<BidOutcome, { ok: true }>['reason'],
): AppError {
  const price = currentPrice(state);
  if (
    change.kind === 'bid' &&
    reason === 'bid_below_minimum' &&
    change.priceNow !== undefined &&
    change.priceNow !== price
  ) {
    const error = new AppError(409, 'price_changed', 'The price changed; bid again.', {
      price: 'price_changed',
    });
    error.details = {
      priceNow: price,
      minimumBid: minimumBid(row, price),
      maximumBid: maximumBid(row, price),
    };
    return error;
  }
  switch (reason) {
    case 'bid_below_minimum':
    case 'bid_above_maximum':
      return ruleBroken('The bid is outside the limits.', { price: reason });
    case 'already_leading':
      return ruleBroken('Your organisation already leads.', { auctionItemId: reason });
    case 'ceiling_below_minimum':
    case 'ceiling_above_maximum':
    case 'ceiling_below_own_bids':
      return ruleBroken('The ceiling is outside the limits.', {
        [change.kind === 'updateMachine' ? 'newPrice' : 'priceMaximum']: reason,
      });
    case 'no_bid_machine':
      return ruleBroken('No such bid machine of your organisation here.', {
        bidMachineId: reason,
      });
  }
}

/**
 * The machines as the outcome has them: the caller's set, changed or removed, and every machine
 * the change switched off. A first machine is inserted here (its id is needed by its bids).
 */
async function settleMachines(
  db: Db,
  row: BiddingItem,
  bidder: CheckedBidder,
  change: BiddingChange,
  current: CurrentMachine | undefined,
  outcome: Accepted,
  rows: BiddingRows,
  now: Date,
) {
  const organisationId = bidder.viewer.organisationId;
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
      userId: bidder.principal.userId,
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
  const all = rows.machines.map((machine) =>
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
function newBidRows(
  row: BiddingItem,
  bidder: CheckedBidder,
  outcome: Accepted,
  rows: BiddingRows,
  machines: CurrentMachine[],
  now: Date,
) {
  const markers = new Map(rows.markers);
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
      userId: bid.isAutomatic ? (machine?.userId ?? null) : bidder.principal.userId,
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
function itemAfter(row: BiddingItem, outcome: Accepted, markers: Map<number, number>, now: Date) {
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
    endTime: isFirstBid
      ? closesAt(
          {
            end: row.endTime,
            fixedEndTime: row.fixedEndTime,
            hoursOpenAfterFirstBid: row.hoursOpenAfterFirstBid,
          },
          now,
        )
      : row.endTime,
    priceReservationExceeded:
      row.priceReservationExceeded ||
      isPriceReservationExceeded(row.priceReservation, leader?.price ?? null),
  };
}

function answerOf(
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
function auditOf(
  row: BiddingItem,
  rowAfter: BiddingItem,
  bidder: CheckedBidder,
  change: BiddingChange,
  outcome: Accepted,
  now: Date,
): Array<Insertable<AuditLogTable>> {
  const base = {
    auctionItemId: row.id,
    organisationId: bidder.viewer.organisationId,
    userId: bidder.principal.userId,
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
      userId: bid.isAutomatic ? null : bidder.principal.userId,
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
