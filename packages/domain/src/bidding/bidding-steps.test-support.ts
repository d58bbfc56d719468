import fc from 'fast-check';
import { minimumBid, type PricedItem } from './bid-limits.js';
import {
  currentPrice,
  placeBid,
  removeBidMachine,
  setBidMachine,
  type AuctionState,
  type BidOutcome,
} from './resolve-bids.js';

/** One random request of a property test: an amount is given as euros over the minimum bid. */
export interface Step {
  kind: 'bid' | 'machine' | 'remove';
  organisationId: number;
  over: number;
}

export const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    kind: fc.constant('bid' as const),
    organisationId: fc.integer({ min: 1, max: 4 }),
    over: fc.integer({ min: -50, max: 3000 }),
  }),
  fc.record({
    kind: fc.constant('machine' as const),
    organisationId: fc.integer({ min: 1, max: 4 }),
    over: fc.integer({ min: -50, max: 8000 }),
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    organisationId: fc.integer({ min: 1, max: 4 }),
    over: fc.constant(0),
  }),
);

export const itemArbitrary: fc.Arbitrary<PricedItem> = fc.record({
  startPrice: fc.integer({ min: 0, max: 20_000 }),
  minimumRaise: fc.constantFrom(null, 20, 50, 100, 250),
});

/** Runs one step the way the server does: the amount from the price at that moment. */
export function applyStep(
  item: PricedItem,
  state: AuctionState,
  step: Step,
  sequence: number,
): BidOutcome {
  const amount = minimumBid(item, currentPrice(state)) + step.over;
  const { organisationId } = step;
  switch (step.kind) {
    case 'bid':
      return placeBid(item, state, { organisationId, price: amount, sequence });
    case 'machine':
      return setBidMachine(item, state, { organisationId, ceiling: amount, sequence });
    case 'remove':
      return removeBidMachine(item, state, { organisationId, sequence });
  }
}

/**
 * Runs the steps in order from an empty item, calling `onAccepted` with the state before each
 * accepted step and its outcome; answers the final state.
 */
export function runSteps(
  item: PricedItem,
  steps: readonly Step[],
  onAccepted: (before: AuctionState, outcome: Extract<BidOutcome, { ok: true }>) => void = () => {},
): AuctionState {
  let state: AuctionState = { bids: [], machines: [] };
  let sequence = 1;
  for (const step of steps) {
    const outcome = applyStep(item, state, step, sequence);
    if (!outcome.ok) continue;
    onAccepted(state, outcome);
    state = outcome.state;
    sequence = outcome.nextSequence + 1;
  }
  return state;
}
