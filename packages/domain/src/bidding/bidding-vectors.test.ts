import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { closesAt } from './closing.js';
import {
  currentPrice,
  leadingBid,
  placeBid,
  removeBidMachine,
  setBidMachine,
  type AuctionState,
} from './resolve-bids.js';

// The reference cases of ARCHITECTURE 5 (shared/vectors/bidding.json, copied into the package so
// the tests run anywhere; a test below checks the copy against the shared file when it is there).
interface Step {
  org?: string;
  bid?: number;
  machine?: number;
  removeMachine?: boolean;
  refused?: boolean;
  exceeded?: string[];
  expect?: { price: number; leader: string };
}
interface Vectors {
  cases: Array<{
    name: string;
    item: { startPrice: number; minimumRaise: number | null };
    steps: Step[];
  }>;
  closing: {
    cases: Array<{
      fixedEndTime: boolean;
      hoursOpenAfterFirstBid: number;
      end: string;
      firstBid: string;
      closes: string;
    }>;
  };
}

const vectorFile = path.resolve(import.meta.dirname, '../../vectors/bidding.json');
const vectors = JSON.parse(fs.readFileSync(vectorFile, 'utf8')) as Vectors;
const organisationOf = (name: string) => name.charCodeAt(0) - 64; // A → 1
const nameOf = (id: number) => String.fromCharCode(64 + id);

describe('bidding reference cases', () => {
  it.each(vectors.cases.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    (_name, testCase) => {
      let state: AuctionState = { bids: [], machines: [] };
      let sequence = 1;
      for (const step of testCase.steps) {
        if (step.expect) {
          expect({
            price: currentPrice(state),
            leader: nameOf(leadingBid(state)!.organisationId),
          }).toEqual(step.expect);
          continue;
        }
        const organisationId = organisationOf(step.org!);
        const outcome =
          step.bid !== undefined
            ? placeBid(testCase.item, state, { organisationId, price: step.bid, sequence })
            : step.machine !== undefined
              ? setBidMachine(testCase.item, state, {
                  organisationId,
                  ceiling: step.machine,
                  sequence,
                })
              : removeBidMachine(testCase.item, state, { organisationId, sequence });
        expect(outcome.ok, JSON.stringify(step)).toBe(!step.refused);
        if (!outcome.ok) continue;
        if (step.exceeded) expect(outcome.exceeded.map(nameOf)).toEqual(step.exceeded);
        state = outcome.state;
        sequence = outcome.nextSequence + 1;
      }
    },
  );

  it.each(vectors.closing.cases.map((testCase) => [testCase.firstBid, testCase] as const))(
    'closing after a first bid at %s',
    (_name, testCase) => {
      const closes = closesAt(
        {
          end: new Date(testCase.end),
          fixedEndTime: testCase.fixedEndTime,
          hoursOpenAfterFirstBid: testCase.hoursOpenAfterFirstBid,
        },
        new Date(testCase.firstBid),
      );
      expect(closes.getTime()).toBe(new Date(testCase.closes).getTime());
    },
  );

  it('the copy is the shared reference file', () => {
    const shared = path.resolve(import.meta.dirname, '../../../../../shared/vectors/bidding.json');
    if (!fs.existsSync(shared)) return; // a clone without shared/ beside it
    expect(fs.readFileSync(vectorFile, 'utf8')).toBe(fs.readFileSync(shared, 'utf8'));
  });
});
