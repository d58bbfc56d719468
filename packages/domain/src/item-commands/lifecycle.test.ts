import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../auction-items/enums.js';
import {
  decideCancel,
  findCancelBlock,
  findEndedRedraftKind,
  findRedraftKind,
} from './lifecycle.js';

const now = new Date('2026-11-23T12:00:00Z');
const hour = 3_600_000;
const running = {
  status: ItemStatus.Published,
  start: new Date(now.getTime() - 24 * hour),
  end: new Date(now.getTime() + 24 * hour),
  bidCount: 2,
  hasAuctioneerConfirmation: false,
  openBid: false,
};
const endedByTime = { ...running, end: new Date(now.getTime() - hour) };
const endedByStatus = { ...endedByTime, status: ItemStatus.Ended };

describe('remove item (spec 4: removal from sale)', () => {
  it.each([
    ['a running item with bids', running, null],
    ['a running item without bids', { ...running, bidCount: 0 }, 'no_bids'],
    ['a scheduled item with bids', { ...running, start: new Date(now.getTime() + hour) }, null],
    ['an item whose end has passed', endedByTime, 'not_active'],
    ['an ended item', endedByStatus, 'not_active'],
    ['a draft', { ...running, status: ItemStatus.Draft }, 'not_active'],
    ['an item already removed', { ...running, status: ItemStatus.Cancelled }, 'not_active'],
  ] as const)('%s', (_name, item, expected) => {
    expect(findCancelBlock(item, now)).toBe(expected);
    // The command decides by the same rule the menu shows.
    expect(decideCancel(item, now).ok).toBe(expected === null);
  });
});

describe('redraft an ended item (spec 4)', () => {
  it.each([
    ['ended without bids or confirmation', { ...endedByStatus, bidCount: 0 }, 'toDraft'],
    ['end passed, without bids', { ...endedByTime, bidCount: 0 }, 'toDraft'],
    ['ended with bids', endedByStatus, 'copy'],
    [
      'ended without bids, confirmed by the auctioneer',
      { ...endedByStatus, bidCount: 0, hasAuctioneerConfirmation: true },
      'copy',
    ],
    ['removed from sale', { ...running, status: ItemStatus.Cancelled }, 'copy'],
    ['still running', running, null],
    ['running without bids', { ...running, bidCount: 0 }, null],
    ['a draft', { ...running, status: ItemStatus.Draft }, null],
    ['a deleted draft', { ...running, status: ItemStatus.Deleted }, null],
  ] as const)('%s', (_name, item, expected) => {
    expect(findEndedRedraftKind(item, now)).toBe(expected);
    if (expected !== null)
      expect(findRedraftKind(item, now)).toEqual({ ok: true, value: expected });
  });
});
