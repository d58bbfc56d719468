import { ItemStatus } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { makeBidView } from '../test/bidding-fixtures';
import { formatBidTime } from './bid-format';
import { findBidState, isQuickBidOffered } from './bid-state';
import { findBiddingErrorKey } from './bidding-errors';
import { findFinishOptions } from './finish-options';

const now = new Date('2026-03-12T12:00:00Z');
const running = {
  status: ItemStatus.Published,
  isEnded: false,
  start: '2026-03-10T08:00:00Z',
  end: '2026-03-14T16:00:00Z',
  organisationId: 9,
  showInBasicAuction: true,
  priceNow: 5200,
  startPrice: 5000,
  minimumRaise: null,
  leaderMarker: 2,
  ownBidderMarker: 1,
  bidMachine: null,
};
const buyer = {
  organisationId: 7,
  flags: { isBuyer: true, isProBuyer: false },
} as Parameters<typeof findBidState>[1];

describe('findBidState', () => {
  it('measures the limits from the price with the default raise of 20', () => {
    expect(findBidState(running, buyer, now)).toMatchObject({
      isActive: true,
      isOutbid: true,
      isLeading: false,
      block: null,
      minimum: 5220,
      maximum: 15_200,
      ceilingMinimum: 5220,
      ceilingMaximum: 55_200,
    });
  });

  it('treats an item the server has ended as ended before its end time', () => {
    expect(findBidState({ ...running, isEnded: true }, buyer, now).block).toBe('item_not_active');
  });

  it('never lets a machine ceiling fall below what the machine has bid', () => {
    const machine = {
      id: 1,
      priceMaximum: 9000,
      officeId: null,
      isActive: true,
      isExceeded: false,
      highestAutomaticBid: 9000,
      dateDeleted: null,
      buyerDeletedPrice: null,
    };
    expect(findBidState({ ...running, bidMachine: machine }, buyer, now).ceilingMinimum).toBe(9000);
  });
});

describe('isQuickBidOffered', () => {
  const row = { ...running, hasOwnBid: true };
  it('offers it to an outbid organisation on a running item only', () => {
    expect(isQuickBidOffered(row, now)).toBe(true);
    expect(isQuickBidOffered({ ...row, leaderMarker: 1 }, now)).toBe(false);
    expect(isQuickBidOffered({ ...row, hasOwnBid: false }, now)).toBe(false);
    expect(isQuickBidOffered(row, new Date('2026-03-15T00:00:00Z'))).toBe(false);
  });
});

describe('findBiddingErrorKey', () => {
  const refused = (fields: Record<string, string>) =>
    new ApiError(422, 'rule_broken', 'refused', fields);
  it('names the rule a 422 names, else the failed action', () => {
    expect(findBiddingErrorKey(refused({ auctionItemId: 'own_item' }), 'bid')).toBe(
      'bidding.errors.own_item',
    );
    expect(
      findBiddingErrorKey(refused({ newPrice: 'ceiling_below_own_bids' }), 'updateMachine'),
    ).toBe('bidding.errors.ceiling_below_own_bids');
    expect(findBiddingErrorKey(refused({ other: 'whatever' }), 'createMachine')).toBe(
      'bidding.errors.machineCreateFailed',
    );
    expect(findBiddingErrorKey(new ApiError(403, 'forbidden', 'no'), 'bid')).toBe(
      'bidding.errors.forbidden',
    );
    expect(findBiddingErrorKey(new Error('boom'), 'removeMachine')).toBe(
      'bidding.errors.machineRemoveFailed',
    );
  });
});

describe('findFinishOptions', () => {
  it("keeps each organisation's best bid, the earlier at equal prices, highest first", () => {
    const options = findFinishOptions([
      makeBidView(1, { bidderMarker: 1, price: 5000, placed: '2026-03-12T10:00:00Z' }),
      makeBidView(2, { bidderMarker: 2, price: 5200, placed: '2026-03-12T10:01:00Z' }),
      makeBidView(3, { bidderMarker: 1, price: 5400, placed: '2026-03-12T10:02:00Z' }),
      makeBidView(4, { bidderMarker: 2, price: 5400, placed: '2026-03-12T10:03:00Z' }),
    ]);
    expect(options.map(({ bidId }) => bidId)).toEqual([3, 4]);
  });
});

describe('formatBidTime', () => {
  it('adds the seconds to the domain’s Helsinki date and time', () => {
    expect(formatBidTime('2026-03-12T12:05:07Z', 'fi-fi')).toBe('12.3.2026 14:05:07');
    expect(formatBidTime('2026-07-01T06:00:09Z', 'en-gb')).toBe('01/07/2026 09:00:09');
  });
});
