import { maximumBid, maximumCeiling, minimumBid, raiseOf, type PricedItem } from './bid-limits.js';

/** A bid on the item. `priority` is when its amount was committed: its own sequence for a manual
 * bid, the machine's latest setting for an automatic one; at equal amounts the lower wins. */
export interface RecordedBid {
  organisationId: number;
  price: number;
  isAutomatic: boolean;
  priority: number;
  sequence: number;
}

/** An organisation's bid machine (proxy bid) on the item. */
export interface BidMachine {
  organisationId: number;
  ceiling: number;
  /** Sequence of its latest setting: at equal amounts the earlier commitment leads. */
  setAt: number;
  isActive: boolean;
  /**
   * Switched off because another offer went past it. Its ceiling stays a commitment the
   * leader must beat by a raise; a machine its owner removed commits to nothing more.
   */
  isExceeded?: boolean;
}

export interface AuctionState {
  bids: readonly RecordedBid[];
  machines: readonly BidMachine[];
}

export type BidRefusal =
  | 'bid_below_minimum'
  | 'bid_above_maximum'
  | 'already_leading'
  | 'ceiling_below_minimum'
  | 'ceiling_above_maximum'
  | 'ceiling_below_own_bids'
  | 'no_bid_machine';

export type BidOutcome =
  | {
      ok: true;
      state: AuctionState;
      /** Bids this step added, in order (the manual one first, then automatic ones). */
      newBids: RecordedBid[];
      /** Organisations whose machine this step switched off ("bid machine exceeded"). */
      exceeded: number[];
      nextSequence: number;
    }
  | { ok: false; reason: BidRefusal };

/** The leading bid: the highest amount, at equal amounts the earliest commitment. */
export function leadingBid(state: Pick<AuctionState, 'bids'>): RecordedBid | null {
  let top: RecordedBid | null = null;
  for (const bid of state.bids) {
    if (!top || bid.price > top.price || (bid.price === top.price && bid.priority < top.priority))
      top = bid;
  }
  return top;
}

export const currentPrice = (state: Pick<AuctionState, 'bids'>) => leadingBid(state)?.price ?? null;

/** An organisation's standing commitment: the most it has offered, and since when. */
export interface Offer {
  organisationId: number;
  amount: number;
  commit: number;
  /** An active machine, which can still bid up to `amount`. */
  canBid: boolean;
}

const stronger = (a: Offer, b: Offer) => b.amount - a.amount || a.commit - b.commit;

/**
 * Each organisation's strongest commitment, strongest first: its highest bid, its active
 * machine's ceiling, or the ceiling of its machine that was exceeded.
 */
export function findOffers(state: AuctionState): Offer[] {
  const best = new Map<number, Offer>();
  const consider = (offer: Offer) => {
    const current = best.get(offer.organisationId);
    if (!current || stronger(offer, current) < 0) best.set(offer.organisationId, offer);
  };
  for (const bid of state.bids)
    consider({
      organisationId: bid.organisationId,
      amount: bid.price,
      commit: bid.priority,
      canBid: false,
    });
  for (const machine of state.machines) {
    if (machine.isActive || machine.isExceeded)
      consider({
        organisationId: machine.organisationId,
        amount: machine.ceiling,
        commit: machine.setAt,
        canBid: machine.isActive,
      });
  }
  return [...best.values()].sort(stronger);
}

/**
 * Proxy resolution (ARCHITECTURE 5). The price follows from the standing commitments alone: the
 * strongest leads at the next one's amount + raise, capped at its own, and at equal amounts the
 * earlier commitment leads. A machine therefore bids only as much as another organisation's
 * commitment requires, never against its own organisation, and the outcome does not depend on
 * how a ceiling was reached over several requests. Afterwards a machine that can no longer lead
 * is switched off.
 */
function resolve(
  item: PricedItem,
  state: AuctionState,
  sequence: number,
): Omit<Extract<BidOutcome, { ok: true }>, 'ok'> {
  const raise = raiseOf(item);
  const top = leadingBid(state);
  const [winner, runnerUp] = findOffers(state);
  const newBids: RecordedBid[] = [];
  let next = sequence;
  const bid = (organisationId: number, price: number, priority: number) =>
    newBids.push({ organisationId, price, isAutomatic: true, priority, sequence: next++ });

  if (winner?.canBid) {
    const leads = top?.organisationId === winner.organisationId;
    const floor = leads ? top.price : minimumBid(item, top?.price ?? null);
    const target = runnerUp ? Math.max(floor, runnerUp.amount + raise) : floor;
    const price = Math.min(winner.amount, target);
    if (!leads || price > top.price) {
      // The losing machine shows how far it went, unless its organisation leads right now.
      const runnerUpHolds = state.bids.some(
        (held) => held.organisationId === runnerUp?.organisationId && held.price >= runnerUp.amount,
      );
      if (
        runnerUp?.canBid &&
        !runnerUpHolds &&
        top !== null &&
        top.organisationId !== runnerUp.organisationId &&
        runnerUp.amount >= top.price
      ) {
        bid(runnerUp.organisationId, runnerUp.amount, runnerUp.commit);
      }
      bid(winner.organisationId, price, winner.commit);
    }
  }

  const bids = [...state.bids, ...newBids];
  const leader = leadingBid({ bids })!;
  const exceeded: number[] = [];
  const machines = state.machines.map((machine) => {
    if (!machine.isActive || !leader || machine.organisationId === leader.organisationId)
      return machine;
    const canStillLead =
      machine.ceiling >= leader.price + raise ||
      (machine.ceiling === leader.price && machine.setAt < leader.priority);
    if (canStillLead) return machine;
    exceeded.push(machine.organisationId);
    return { ...machine, isActive: false, isExceeded: true };
  });
  return { state: { bids, machines }, newBids, exceeded, nextSequence: next };
}

/** A manual bid (spec 5): between the minimum and the maximum, not while leading. */
export function placeBid(
  item: PricedItem,
  state: AuctionState,
  request: { organisationId: number; price: number; sequence: number },
): BidOutcome {
  const top = leadingBid(state);
  const price = top?.price ?? null;
  if (top?.organisationId === request.organisationId)
    return { ok: false, reason: 'already_leading' };
  if (request.price < minimumBid(item, price)) return { ok: false, reason: 'bid_below_minimum' };
  if (request.price > maximumBid(item, price)) return { ok: false, reason: 'bid_above_maximum' };
  const manual: RecordedBid = {
    organisationId: request.organisationId,
    price: request.price,
    isAutomatic: false,
    priority: request.sequence,
    sequence: request.sequence,
  };
  const resolved = resolve(item, { ...state, bids: [...state.bids, manual] }, request.sequence + 1);
  return { ok: true, ...resolved, newBids: [manual, ...resolved.newBids] };
}

/** Sets or changes an organisation's bid machine (one per organisation and item). */
export function setBidMachine(
  item: PricedItem,
  state: AuctionState,
  request: { organisationId: number; ceiling: number; sequence: number },
): BidOutcome {
  const price = currentPrice(state);
  const ownBids = state.bids.filter((held) => held.organisationId === request.organisationId);
  if (ownBids.some((held) => held.isAutomatic && held.price > request.ceiling)) {
    return { ok: false, reason: 'ceiling_below_own_bids' };
  }
  if (request.ceiling < minimumBid(item, price))
    return { ok: false, reason: 'ceiling_below_minimum' };
  if (request.ceiling > maximumCeiling(item, price))
    return { ok: false, reason: 'ceiling_above_maximum' };
  const machine: BidMachine = {
    organisationId: request.organisationId,
    ceiling: request.ceiling,
    setAt: request.sequence,
    isActive: true,
    isExceeded: false,
  };
  const machines = [
    ...state.machines.filter((held) => held.organisationId !== request.organisationId),
    machine,
  ];
  return { ok: true, ...resolve(item, { ...state, machines }, request.sequence + 1) };
}

/** Removes an organisation's machine; the bids it made stay. */
export function removeBidMachine(
  item: PricedItem,
  state: AuctionState,
  request: { organisationId: number; sequence: number },
): BidOutcome {
  if (
    !state.machines.some((held) => held.organisationId === request.organisationId && held.isActive)
  ) {
    return { ok: false, reason: 'no_bid_machine' };
  }
  const machines = state.machines.map((held) =>
    held.organisationId === request.organisationId
      ? { ...held, isActive: false, isExceeded: false }
      : held,
  );
  return { ok: true, ...resolve(item, { ...state, machines }, request.sequence) };
}

const ranksAbove = (a: RecordedBid, b: RecordedBid) =>
  a.price > b.price || (a.price === b.price && a.priority < b.priority);

/**
 * The part of a bid history the rules read: each organisation's best bid and its highest
 * automatic bid. Resolving on these gives the same outcome as on the whole history, so the
 * server loads at most two rows per organisation however long the history grows.
 */
export function reduceBidHistory(bids: readonly RecordedBid[]): RecordedBid[] {
  const best = new Map<number, RecordedBid>();
  const bestAutomatic = new Map<number, RecordedBid>();
  for (const bid of bids) {
    const held = best.get(bid.organisationId);
    if (!held || ranksAbove(bid, held)) best.set(bid.organisationId, bid);
    if (!bid.isAutomatic) continue;
    const heldAutomatic = bestAutomatic.get(bid.organisationId);
    if (!heldAutomatic || ranksAbove(bid, heldAutomatic))
      bestAutomatic.set(bid.organisationId, bid);
  }
  return [...new Set([...best.values(), ...bestAutomatic.values()])].sort(
    (a, b) => a.sequence - b.sequence,
  );
}
