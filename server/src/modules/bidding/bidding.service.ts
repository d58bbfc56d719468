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
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { AppError, forbidden } from '../../http/app-error.js';
import { itemEventOf } from '../../live/item-events.js';
import { publicStateOf } from '../auction-items/auction-item.view.js';
import { auctionItemsRepository, type ItemRow } from '../auction-items/auction-items.repository.js';
import { ruleBroken } from '../auction-items/item-access.js';
import { writeAudits, type AuditEntry } from '../audit/audit.repository.js';
import { checkBidder, type CheckedBidder } from './bidder.js';
import {
  biddingRepository as repository,
  machineView,
  toDomainMachine,
  type BidMachineRow,
  type BiddingRows,
} from './bidding.repository.js';
import { findIdempotentAnswer, saveIdempotentAnswer } from './idempotency.js';
import { personalEventsOf } from './personal-events.js';

type Ctx = Pick<AppContext, 'db' | 'clock' | 'events'>;

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

/** The field a refusal is about, so the web can show it next to the right input. */
const ceilingField = (change: BiddingChange) =>
  change.kind === 'updateMachine' ? 'newPrice' : 'priceMaximum';

/**
 * Runs one money request (ARCHITECTURE 5): checks that need no lock first, then one transaction
 * that locks the item row, replays an Idempotency-Key's earlier answer, applies the domain's
 * rules to the item's bids and machines, and writes every consequence. The live events go out
 * after the commit.
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
  const idempotent = request.idempotencyKey
    ? {
        userId: request.principal.userId,
        key: request.idempotencyKey,
        auctionItemId: request.itemId,
        operation: operationOf[request.change.kind],
      }
    : null;
  const result = await ctx.db.transaction().execute(async (trx) => {
    const row = (await auctionItemsRepository.lockItem(trx, request.itemId))!;
    // The clock is read once the lock is held: the end is judged at the moment the bid counts.
    const now = ctx.clock.now();
    if (idempotent) {
      const earlier = await findIdempotentAnswer<BidResult>(trx, idempotent);
      if (earlier) return { answer: earlier, replayed: true as const };
    }
    const applied = await applyChange(trx, row, bidder, request.change, now);
    if (idempotent) await saveIdempotentAnswer(trx, idempotent, applied.answer, now);
    return { ...applied, replayed: false as const };
  });
  if (!result.replayed) {
    const { rowAfter, before, after, exceeded } = result;
    const now = ctx.clock.now();
    if (after.bids.length > before.bids.length) {
      await ctx.events.publish(itemEventOf('NewBid', rowAfter, bidder.visibility, now));
    }
    for (const event of personalEventsOf(rowAfter, before, after, exceeded))
      await ctx.events.publish(event);
  }
  return result.answer;
}

/** The rules and writes of one change, inside the transaction on the locked row. */
async function applyChange(
  db: Db,
  row: ItemRow,
  bidder: CheckedBidder,
  change: BiddingChange,
  now: Date,
) {
  const organisationId = bidder.viewer.organisationId;
  const item = { ...row, status: row.status as ItemStatus, start: row.startTime, end: row.endTime };
  const rows = await repository.findBiddingRows(db, row.id);
  const before: AuctionState = {
    bids: rows.bids,
    machines: rows.machines.map(toDomainMachine),
  };
  const isLeading = leadingBid(before)?.organisationId === organisationId;
  const block =
    change.kind === 'bid'
      ? findBidBlock(item, bidder.viewer, isLeading, now)
      : findBidMachineBlock(item, bidder.viewer, now);
  if (block === 'not_a_buyer') throw forbidden('Bidding on this item needs the buyer right.');
  if (block) throw ruleBroken('The item cannot take this now.', { auctionItemId: block });

  const current = rows.machines.find((machine) => machine.organisationId === organisationId);
  const sequence = row.nextBidSequence;
  const outcome = decide(row, before, change, organisationId, current, sequence);
  if (!outcome.ok) throw refusal(row, before, change, outcome.reason);

  const machine = await writeMachines(db, row, bidder, change, current, outcome, rows, now);
  const markers = await writeBids(db, row, bidder, outcome.newBids, rows, machine, now);
  const rowAfter = await writeItem(db, row, outcome, markers, now);
  await writeMoneyAudit(db, row, bidder, change, outcome, rowAfter, now);
  const ownBids = outcome.state.bids.filter(
    (held) => held.organisationId === organisationId && held.isAutomatic,
  );
  const answer: BidResult = {
    auctionItemId: row.id,
    state: publicStateOf(rowAfter, now),
    ownBidderMarker: markers.get(organisationId) ?? null,
    bidMachine:
      machine && machine.dateDeleted === null
        ? machineView(
            machine,
            ownBids.length > 0 ? Math.max(...ownBids.map((held) => held.price)) : null,
          )
        : null,
    isLeading: leadingBid(outcome.state)?.organisationId === organisationId,
  };
  return { answer, rowAfter, before, after: outcome.state, exceeded: outcome.exceeded };
}

function decide(
  row: ItemRow,
  state: AuctionState,
  change: BiddingChange,
  organisationId: number,
  current: BidMachineRow | undefined,
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
  row: ItemRow,
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
      return ruleBroken('The ceiling is outside the limits.', { [ceilingField(change)]: reason });
    case 'no_bid_machine':
      return ruleBroken('No such bid machine of your organisation here.', {
        bidMachineId: reason,
      });
  }
}

/** Stores the organisation's machine as the outcome has it, and switches off exceeded ones. */
async function writeMachines(
  db: Db,
  row: ItemRow,
  bidder: CheckedBidder,
  change: BiddingChange,
  current: BidMachineRow | undefined,
  outcome: Extract<BidOutcome, { ok: true }>,
  rows: BiddingRows,
  now: Date,
): Promise<BidMachineRow | undefined> {
  const organisationId = bidder.viewer.organisationId;
  let machine = current;
  if (change.kind === 'addMachine' || change.kind === 'updateMachine') {
    const set = outcome.state.machines.find((held) => held.organisationId === organisationId)!;
    const values = {
      priceMaximum: set.ceiling,
      setAtSequence: set.setAt,
      isActive: true,
      isExceeded: false,
      officeId: bidder.officeId ?? current?.officeId ?? null,
      userId: bidder.principal.userId,
      updatedAt: now,
    };
    if (current) {
      await repository.updateMachine(db, current.id, values);
      machine = { ...current, ...values };
    } else {
      machine = await repository.insertMachine(db, {
        ...values,
        auctionItemId: row.id,
        organisationId,
        createdAt: now,
      });
    }
  } else if (change.kind === 'removeMachine' && current) {
    const values = {
      isActive: false,
      dateDeleted: now,
      buyerDeletedPrice: current.priceMaximum,
      updatedAt: now,
    };
    await repository.updateMachine(db, current.id, values);
    machine = { ...current, ...values };
  }
  for (const exceededId of outcome.exceeded) {
    const held =
      exceededId === organisationId
        ? machine
        : rows.machines.find((candidate) => candidate.organisationId === exceededId);
    if (!held) continue;
    await repository.updateMachine(db, held.id, {
      isActive: false,
      isExceeded: true,
      updatedAt: now,
    });
    if (held === machine) machine = { ...held, isActive: false, isExceeded: true };
  }
  return machine;
}

/** Stores the new bids and gives first-time bidders their anonymous numbers. */
async function writeBids(
  db: Db,
  row: ItemRow,
  bidder: CheckedBidder,
  newBids: Extract<BidOutcome, { ok: true }>['newBids'],
  rows: BiddingRows,
  ownMachine: BidMachineRow | undefined,
  now: Date,
): Promise<Map<number, number>> {
  const markers = new Map(rows.markers);
  const newcomers: Array<{
    auctionItemId: number;
    organisationId: number;
    bidderMarker: number;
    firstBidAt: Date;
  }> = [];
  for (const bid of newBids) {
    if (markers.has(bid.organisationId)) continue;
    const marker = markers.size + 1;
    markers.set(bid.organisationId, marker);
    newcomers.push({
      auctionItemId: row.id,
      organisationId: bid.organisationId,
      bidderMarker: marker,
      firstBidAt: now,
    });
  }
  await repository.insertBidders(db, newcomers);
  const machineOf = (organisationId: number) =>
    organisationId === bidder.viewer.organisationId && ownMachine
      ? ownMachine
      : rows.machines.find((machine) => machine.organisationId === organisationId);
  await repository.insertBids(
    db,
    newBids.map((bid) => {
      const machine = bid.isAutomatic ? machineOf(bid.organisationId) : undefined;
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
    }),
  );
  return markers;
}

/** The item's public money state after the change (spec 4: closing moves to 24 h after the first bid). */
async function writeItem(
  db: Db,
  row: ItemRow,
  outcome: Extract<BidOutcome, { ok: true }>,
  markers: Map<number, number>,
  now: Date,
): Promise<ItemRow> {
  const leader = leadingBid(outcome.state);
  const isFirstBid = row.firstBidAt === null && outcome.newBids.length > 0;
  const values = {
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
  await auctionItemsRepository.updateItem(db, row.id, values);
  return { ...row, ...values };
}

const euros = (amount: number) => `${amount} €`;

/** The audit rows of one change, written in one statement. */
function writeMoneyAudit(
  db: Db,
  row: ItemRow,
  bidder: CheckedBidder,
  change: BiddingChange,
  outcome: Extract<BidOutcome, { ok: true }>,
  rowAfter: ItemRow,
  now: Date,
) {
  const base = {
    auctionItemId: row.id,
    organisationId: bidder.viewer.organisationId,
    userId: bidder.principal.userId,
    now,
  };
  const entries: AuditEntry[] = [];
  if (change.kind === 'addMachine' || change.kind === 'updateMachine') {
    entries.push({
      ...base,
      type:
        change.kind === 'addMachine'
          ? AuditLogType.BidMachineAdded
          : AuditLogType.BidMachineUpdated,
      description: `Bid machine ceiling ${euros(change.ceiling)}`,
    });
  } else if (change.kind === 'removeMachine') {
    entries.push({
      ...base,
      type: AuditLogType.BidMachineDeleted,
      description: 'Bid machine removed',
    });
  }
  for (const bid of outcome.newBids) {
    entries.push({
      ...base,
      organisationId: bid.organisationId,
      userId: bid.isAutomatic ? null : bidder.principal.userId,
      actorType: bid.isAutomatic ? AuditActorType.Automation : AuditActorType.User,
      type: AuditLogType.BidAdded,
      description: `${bid.isAutomatic ? 'Automatic bid' : 'Bid'} ${euros(bid.price)}`,
    });
  }
  if (!row.priceReservationExceeded && rowAfter.priceReservationExceeded) {
    entries.push({
      ...base,
      actorType: AuditActorType.Automation,
      type: AuditLogType.PriceReservationReached,
      description: `Price reservation reached at ${euros(rowAfter.priceNow!)}`,
    });
  }
  return writeAudits(db, entries);
}
