import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { maximumBid, minimumBid, raiseOf } from './bid-limits.js';
import { applyStep, itemArbitrary, runSteps, stepArbitrary } from './bidding-steps.test-support.js';
import { resolveEnding } from './ending.js';
import {
  currentPrice,
  findOffers,
  leadingBid,
  reduceBidHistory,
  setBidMachine,
  type AuctionState,
  type RecordedBid,
} from './resolve-bids.js';

const empty: AuctionState = { bids: [], machines: [] };

// Random bidding among four organisations (issue 5): whatever happens, the money rules hold.
describe('bid resolution properties', () => {
  it('never lowers the price; manual bids keep the limits; machines stay under their ceilings and never bid against themselves', () => {
    fc.assert(
      fc.property(itemArbitrary, fc.array(stepArbitrary, { maxLength: 40 }), (item, steps) => {
        runSteps(item, steps, (state, outcome) => {
          const before = currentPrice(state);
          const leaderBefore = leadingBid(state)?.organisationId ?? null;
          const after = outcome.state;
          const price = currentPrice(after);
          if (before !== null) expect(price).toBeGreaterThanOrEqual(before);

          const earlier: RecordedBid[] = [...state.bids];
          for (const added of outcome.newBids) {
            if (added.isAutomatic) {
              const machine = after.machines.find(
                (held) => held.organisationId === added.organisationId,
              );
              expect(machine).toBeDefined();
              expect(added.price).toBeLessThanOrEqual(machine!.ceiling);
              // A machine of the leading organisation bids only as far as another
              // organisation's commitment requires: never against its own organisation.
              const leaderThen = leadingBid({ bids: earlier });
              if (leaderThen?.organisationId === added.organisationId) {
                const others = findOffers(after).filter(
                  (offer) => offer.organisationId !== added.organisationId,
                );
                expect(added.price).toBeGreaterThan(leaderThen.price);
                expect(leadingBid(after)?.organisationId).toBe(added.organisationId);
                expect(others.some((offer) => offer.amount + raiseOf(item) >= added.price)).toBe(
                  true,
                );
              }
            } else {
              expect(added.price).toBeGreaterThanOrEqual(minimumBid(item, before));
              expect(added.price).toBeLessThanOrEqual(maximumBid(item, before));
              expect(leaderBefore).not.toBe(added.organisationId);
            }
            earlier.push(added);
          }
          // One machine per organisation.
          const owners = after.machines.map((machine) => machine.organisationId);
          expect(new Set(owners).size).toBe(owners.length);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('leaves no active machine that could still take the lead', () => {
    fc.assert(
      fc.property(itemArbitrary, fc.array(stepArbitrary, { maxLength: 30 }), (item, steps) => {
        runSteps(item, steps, (_before, { state }) => {
          const leader = leadingBid(state)!;
          for (const machine of state.machines) {
            if (!machine.isActive || machine.organisationId === leader.organisationId) continue;
            const couldLead =
              machine.ceiling >= leader.price + raiseOf(item) ||
              (machine.ceiling === leader.price && machine.setAt < leader.priority);
            expect(couldLead).toBe(false);
          }
        });
      }),
      { numRuns: 400 },
    );
  });

  it('the winner at the end is the highest bid, the earliest of equal ones', () => {
    fc.assert(
      fc.property(itemArbitrary, fc.array(stepArbitrary, { maxLength: 40 }), (item, steps) => {
        const state = runSteps(item, steps);
        const ending = resolveEnding({ openBid: false, priceReservation: null }, leadingBid(state));
        if (state.bids.length === 0) {
          expect(ending.kind).toBe('noBids');
          return;
        }
        expect(ending.kind).toBe('winner');
        const winner = (ending as { winningBid: RecordedBid }).winningBid;
        const highest = Math.max(...state.bids.map((bid) => bid.price));
        expect(winner.price).toBe(highest);
        const firstAtHighest = Math.min(
          ...state.bids.filter((bid) => bid.price === highest).map((bid) => bid.priority),
        );
        expect(winner.priority).toBe(firstAtHighest);
      }),
      { numRuns: 400 },
    );
  });

  it('does not depend on how the same machine ceiling was split over requests', () => {
    // Reaching a ceiling through a lower one first (2000, then 3000) ends where setting it at
    // once (3000) does: the same price, leader and machines, then and after any further steps.
    const split = fc.record({ at: fc.nat(), lowerBy: fc.integer({ min: 1, max: 5000 }) });
    fc.assert(
      fc.property(
        itemArbitrary,
        fc.array(stepArbitrary, { minLength: 1, maxLength: 30 }),
        split,
        (item, steps, { at, lowerBy }) => {
          const machineSteps = steps.flatMap((step, index) =>
            step.kind === 'machine' ? [index] : [],
          );
          if (machineSteps.length === 0) return;
          const splitAt = machineSteps[at % machineSteps.length]!;
          let once = empty;
          let twice = empty;
          let onceSequence = 1;
          let twiceSequence = 1;
          for (const [index, step] of steps.entries()) {
            if (index === splitAt) {
              const ceiling = minimumBid(item, currentPrice(twice)) + step.over;
              const lower = setBidMachine(item, twice, {
                organisationId: step.organisationId,
                ceiling: ceiling - lowerBy,
                sequence: twiceSequence,
              });
              if (lower.ok) {
                twice = lower.state;
                twiceSequence = lower.nextSequence + 1;
              }
              const whole = setBidMachine(item, twice, {
                organisationId: step.organisationId,
                ceiling,
                sequence: twiceSequence,
              });
              // The lower step may have raised the price past what the split's last part may
              // set (a ceiling under the new minimum): a refused request, not a split.
              if (!whole.ok) return;
              twice = whole.state;
              twiceSequence = whole.nextSequence + 1;
            } else {
              const outcome = applyStep(item, twice, step, twiceSequence);
              if (outcome.ok) {
                twice = outcome.state;
                twiceSequence = outcome.nextSequence + 1;
              }
            }
            const outcome = applyStep(item, once, step, onceSequence);
            if (outcome.ok) {
              once = outcome.state;
              onceSequence = outcome.nextSequence + 1;
            }
            expect(currentPrice(twice)).toBe(currentPrice(once));
            expect(leadingBid(twice)?.organisationId).toBe(leadingBid(once)?.organisationId);
            const active = (state: AuctionState) =>
              state.machines
                .filter((machine) => machine.isActive)
                .map((machine) => [machine.organisationId, machine.ceiling])
                .sort((a, b) => a[0]! - b[0]!);
            expect(active(twice)).toEqual(active(once));
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it('resolves the same on the reduced history the server loads as on the whole history', () => {
    fc.assert(
      fc.property(itemArbitrary, fc.array(stepArbitrary, { maxLength: 40 }), (item, steps) => {
        let whole = empty;
        let sequence = 1;
        for (const step of steps) {
          const reduced = { ...whole, bids: reduceBidHistory(whole.bids) };
          const onWhole = applyStep(item, whole, step, sequence);
          const onReduced = applyStep(item, reduced, step, sequence);
          expect(onReduced.ok).toBe(onWhole.ok);
          if (!onWhole.ok || !onReduced.ok) {
            if (!onWhole.ok && !onReduced.ok) expect(onReduced.reason).toBe(onWhole.reason);
            continue;
          }
          expect(onReduced.newBids).toEqual(onWhole.newBids);
          expect(onReduced.exceeded).toEqual(onWhole.exceeded);
          expect(onReduced.state.machines).toEqual(onWhole.state.machines);
          whole = onWhole.state;
          sequence = onWhole.nextSequence + 1;
        }
      }),
      { numRuns: 400 },
    );
  });
});
