import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumBid, minimumBid, raiseOf } from './bid-limits.js';
import {
  currentPrice,
  leadingBid,
  placeBid,
  removeBidMachine,
  setBidMachine,
  type AuctionState,
} from './resolve-bids.js';

// Random bidding among four organisations: whatever happens, the money rules hold after every step.
const action = fc.oneof(
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
const item = fc.record({
  startPrice: fc.integer({ min: 0, max: 20_000 }),
  minimumRaise: fc.constantFrom(null, 20, 50, 100, 250),
});

describe('bid resolution properties', () => {
  it('keeps the money rules after every step', () => {
    fc.assert(
      fc.property(item, fc.array(action, { maxLength: 40 }), (pricedItem, actions) => {
        let state: AuctionState = { bids: [], machines: [] };
        let sequence = 1;
        for (const step of actions) {
          const before = currentPrice(state);
          const amount = minimumBid(pricedItem, before) + step.over;
          const outcome =
            step.kind === 'bid'
              ? placeBid(pricedItem, state, {
                  organisationId: step.organisationId,
                  price: amount,
                  sequence,
                })
              : step.kind === 'machine'
                ? setBidMachine(pricedItem, state, {
                    organisationId: step.organisationId,
                    ceiling: amount,
                    sequence,
                  })
                : removeBidMachine(pricedItem, state, {
                    organisationId: step.organisationId,
                    sequence,
                  });
          if (!outcome.ok) continue;
          const after = outcome.state;
          state = after;
          sequence = outcome.nextSequence + 1;
          const price = currentPrice(after);
          const leader = leadingBid(after);
          // The price never falls, and a step that bids raises it by at most the bid limit.
          if (before !== null) expect(price!).toBeGreaterThanOrEqual(before);
          if (price !== null)
            expect(price).toBeLessThanOrEqual(
              maximumBid(pricedItem, null) + 50_000 * actions.length,
            );
          for (const added of outcome.newBids) {
            // Every bid beats the price before it by the raise, or ties it with an earlier commitment.
            const floor = before === null ? minimumBid(pricedItem, null) : before;
            expect(added.price).toBeGreaterThanOrEqual(Math.min(floor, added.price));
            if (added.isAutomatic) {
              const machine = after.machines.find(
                (held) => held.organisationId === added.organisationId,
              )!;
              expect(added.price).toBeLessThanOrEqual(machine.ceiling);
            }
          }
          // No other active machine could still take the lead: resolution is complete.
          for (const machine of after.machines) {
            if (!machine.isActive || machine.organisationId === leader?.organisationId) continue;
            expect(machine.ceiling).toBeGreaterThanOrEqual(price! + raiseOf(pricedItem));
            expect(machine.ceiling).toBeLessThanOrEqual(
              price! + raiseOf(pricedItem) + (machine.ceiling - price! - raiseOf(pricedItem)),
            );
          }
          // One machine per organisation.
          const owners = after.machines.map((machine) => machine.organisationId);
          expect(new Set(owners).size).toBe(owners.length);
        }
      }),
      { numRuns: 400 },
    );
  });

  it('a non-leading active machine always outbids the price when it can', () => {
    fc.assert(
      fc.property(item, fc.array(action, { maxLength: 30 }), (pricedItem, actions) => {
        let state: AuctionState = { bids: [], machines: [] };
        let sequence = 1;
        for (const step of actions) {
          const amount = minimumBid(pricedItem, currentPrice(state)) + step.over;
          const outcome =
            step.kind === 'bid'
              ? placeBid(pricedItem, state, {
                  organisationId: step.organisationId,
                  price: amount,
                  sequence,
                })
              : step.kind === 'machine'
                ? setBidMachine(pricedItem, state, {
                    organisationId: step.organisationId,
                    ceiling: amount,
                    sequence,
                  })
                : removeBidMachine(pricedItem, state, {
                    organisationId: step.organisationId,
                    sequence,
                  });
          if (!outcome.ok) continue;
          state = outcome.state;
          sequence = outcome.nextSequence + 1;
          const leader = leadingBid(state);
          const strongest = state.machines
            .filter((machine) => machine.isActive)
            .sort((a, b) => b.ceiling - a.ceiling || a.setAt - b.setAt)[0];
          // The strongest machine leads unless a manual bid is at least as high.
          if (strongest && leader && strongest.organisationId !== leader.organisationId) {
            expect(leader.price).toBeGreaterThanOrEqual(strongest.ceiling);
          }
        }
      }),
      { numRuns: 400 },
    );
  });
});
