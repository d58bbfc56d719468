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
export function leadingBid(state: AuctionState): RecordedBid | null {
  let top: RecordedBid | null = null;
  for (const bid of state.bids) {
    if (!top || bid.price > top.price || (bid.price === top.price && bid.priority < top.priority))
      top = bid;
  }
  return top;
}

export const currentPrice = (state: AuctionState) => leadingBid(state)?.price ?? null;

interface Offer {
  organisationId: number;
  amount: number;
  commit: number;
  isMachine: boolean;
}

const stronger = (a: Offer, b: Offer) => b.amount - a.amount || a.commit - b.commit;

/** Each organisation's best offer: its active machine's ceiling or its highest bid. */
function offersOf(state: AuctionState): Offer[] {
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
      isMachine: false,
    });
  for (const machine of state.machines) {
    if (machine.isActive)
      consider({
        organisationId: machine.organisationId,
        amount: machine.ceiling,
        commit: machine.setAt,
        isMachine: true,
      });
  }
  return [...best.values()].sort(stronger);
}

/**
 * Proxy resolution (ARCHITECTURE 5): machines bid only as much as needed to lead, up to their
 * ceilings; between two the stronger leads at the other's ceiling + raise (capped at its own);
 * at equal amounts the earlier commitment leads. Afterwards a machine that can no longer lead
 * is switched off.
 */
function resolve(
  item: PricedItem,
  state: AuctionState,
  sequence: number,
): Omit<Extract<BidOutcome, { ok: true }>, 'ok'> {
  const raise = raiseOf(item);
  const top = leadingBid(state);
  const [winner, runnerUp] = offersOf(state);
  const newBids: RecordedBid[] = [];
  let next = sequence;
  const bid = (organisationId: number, price: number, priority: number) =>
    newBids.push({ organisationId, price, isAutomatic: true, priority, sequence: next++ });

  if (winner?.isMachine) {
    const leads = top?.organisationId === winner.organisationId;
    const challenged =
      runnerUp !== undefined &&
      top !== null &&
      (runnerUp.amount > top.price ||
        (runnerUp.amount === top.price && runnerUp.commit < top.priority));
    if (!leads || challenged) {
      const floor = leads ? top.price : minimumBid(item, top?.price ?? null);
      const target = runnerUp ? Math.max(floor, runnerUp.amount + raise) : floor;
      const price = Math.min(winner.amount, target);
      const runnerUpHolds = state.bids.some(
        (held) => held.organisationId === runnerUp?.organisationId && held.price >= runnerUp.amount,
      );
      if (runnerUp?.isMachine && !runnerUpHolds && top !== null && runnerUp.amount >= top.price) {
        bid(runnerUp.organisationId, runnerUp.amount, runnerUp.commit);
      }
      bid(winner.organisationId, price, winner.commit);
    }
  }

  const bids = [...state.bids, ...newBids];
  const leader = leadingBid({ bids, machines: state.machines })!;
  const exceeded: number[] = [];
  const machines = state.machines.map((machine) => {
    if (!machine.isActive || !leader || machine.organisationId === leader.organisationId)
      return machine;
    const canStillLead =
      machine.ceiling >= leader.price + raise ||
      (machine.ceiling === leader.price && machine.setAt < leader.priority);
    if (canStillLead) return machine;
    exceeded.push(machine.organisationId);
    return { ...machine, isActive: false };
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
    held.organisationId === request.organisationId ? { ...held, isActive: false } : held,
  );
  return { ok: true, ...resolve(item, { ...state, machines }, request.sequence) };
}
