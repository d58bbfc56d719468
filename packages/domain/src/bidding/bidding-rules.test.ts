import { describe, expect, it } from 'vitest';
import { ItemStatus } from '../auction-items/enums.js';
import { noPermissions } from '../identity/permission-flags.js';
import type { ItemPublicState } from '../live/live-events.js';
import { findBidBlock, findBidMachineBlock, type BiddableItem } from './bid-eligibility.js';
import { bidRequestSchema, auctioneerConfirmSchema, setWinningBidSchema } from './bid.schema.js';
import {
  ConfirmationType,
  ConfirmationUserType,
  findAuctioneerConfirmBlock,
  findAuctioneerStep,
  findBuyerConfirmBlock,
  findFinishBlock,
  findLatestConfirmation,
  isAuctioneerOnlyNotSold,
  isDueForAutoConfirmation,
  type AfterSaleItem,
} from './confirmations.js';
import { cutItemReference, findEndedStatus, isAwaitingAction } from './ended-status.js';
import { isPriceReservationExceeded, resolveEnding } from './ending.js';
import {
  currentPrice,
  leadingBid,
  placeBid,
  setBidMachine,
  type AuctionState,
} from './resolve-bids.js';

const now = new Date('2026-11-23T12:00:00Z');
const hour = 3_600_000;
const item: BiddableItem = {
  organisationId: 1,
  status: ItemStatus.Published,
  start: new Date(now.getTime() - 24 * hour),
  end: new Date(now.getTime() + 24 * hour),
  showInBasicAuction: true,
};
const buyer = { organisationId: 2, flags: { ...noPermissions, isBuyer: true } };
const proBuyer = { organisationId: 3, flags: { ...noPermissions, isProBuyer: true } };

describe('who may bid (spec 5, Bids; spec 6)', () => {
  it.each([
    ['a buyer on an active item', item, buyer, false, null],
    ['the leading organisation', item, buyer, true, 'already_leading'],
    ['the item’s own organisation', item, { ...buyer, organisationId: 1 }, false, 'own_item'],
    [
      'a user without the buyer right',
      item,
      { ...buyer, flags: noPermissions },
      false,
      'not_a_buyer',
    ],
    ['a buyer on a Pro item', { ...item, showInBasicAuction: false }, buyer, false, 'not_a_buyer'],
    ['a pro buyer on a Pro item', { ...item, showInBasicAuction: false }, proBuyer, false, null],
    ['a pro buyer on a basic item', item, proBuyer, false, null],
    [
      'an ended item',
      { ...item, end: new Date(now.getTime() - 1) },
      buyer,
      false,
      'item_not_active',
    ],
    [
      'a scheduled item',
      { ...item, start: new Date(now.getTime() + hour) },
      buyer,
      false,
      'item_not_active',
    ],
    ['a draft', { ...item, status: ItemStatus.Draft }, buyer, false, 'item_not_active'],
    [
      'an item removed from sale',
      { ...item, status: ItemStatus.Cancelled },
      buyer,
      false,
      'item_not_active',
    ],
  ] as const)('%s', (_name, target, bidder, isLeading, expected) => {
    expect(findBidBlock(target, bidder, isLeading, now)).toBe(expected);
  });

  it('lets the leading organisation set a bid machine', () => {
    expect(findBidMachineBlock(item, buyer, now)).toBeNull();
  });
});

describe('bid request schema (bad input is 400)', () => {
  const valid = { auctionItemId: 5, price: 1200, organisationId: 2, officeId: 7 };
  it.each([
    ['a bid of 0', { ...valid, price: 0 }, false],
    ['a negative bid', { ...valid, price: -100 }, false],
    ['a bid as a string', { ...valid, price: '1200' }, false],
    ['cents', { ...valid, price: 1200.5 }, false],
    ['an unknown field', { ...valid, extra: 1 }, false],
    ['a whole bid', valid, true],
    ['without an office', { ...valid, officeId: undefined }, true],
  ])('%s', (_name, body, isValid) => {
    expect(bidRequestSchema.safeParse(body).success).toBe(isValid);
  });

  it('needs a price unless no buyer is chosen, and a description for not sold', () => {
    expect(setWinningBidSchema.safeParse({ bidId: 4 }).success).toBe(false);
    expect(setWinningBidSchema.safeParse({ bidId: 4, price: 1000 }).success).toBe(true);
    expect(setWinningBidSchema.safeParse({ bidId: null }).success).toBe(true);
    expect(auctioneerConfirmSchema.safeParse({ isSold: false, description: ' ' }).success).toBe(
      false,
    );
    expect(
      auctioneerConfirmSchema.safeParse({ isSold: false, description: 'Kauppa peruttu' }).success,
    ).toBe(true);
    expect(auctioneerConfirmSchema.safeParse({ isSold: true }).success).toBe(true);
  });
});

describe('commitments decide the price, however they were reached', () => {
  const priced = { startPrice: 1000, minimumRaise: 100 };
  const run = (steps: Array<[number, 'bid' | 'machine', number]>) => {
    let state: AuctionState = { bids: [], machines: [] };
    let sequence = 1;
    for (const [organisationId, kind, amount] of steps) {
      const outcome =
        kind === 'bid'
          ? placeBid(priced, state, { organisationId, price: amount, sequence })
          : setBidMachine(priced, state, { organisationId, ceiling: amount, sequence });
      if (!outcome.ok) throw new Error(outcome.reason);
      state = outcome.state;
      sequence = outcome.nextSequence + 1;
    }
    return { price: currentPrice(state), leader: leadingBid(state)?.organisationId };
  };

  it('a ceiling raised in steps past another machine costs what it costs at once', () => {
    // 2010 leads at its ceiling over 2000; raised to 2200 it must beat 2000 by a raise, as a
    // 2200 set at once would: probing with small ceilings does not buy the item cheaper.
    const stepwise = run([
      [1, 'machine', 2000],
      [2, 'machine', 2010],
      [2, 'machine', 2200],
    ]);
    expect(stepwise).toEqual({ price: 2100, leader: 2 });
    expect(stepwise).toEqual(
      run([
        [1, 'machine', 2000],
        [2, 'machine', 2200],
      ]),
    );
  });

  it('raising the leading machine with no other commitment costs nothing', () => {
    expect(
      run([
        [1, 'machine', 3000],
        [1, 'machine', 4000],
      ]),
    ).toEqual({ price: 1100, leader: 1 });
  });
});

describe('closing and ending (spec 4)', () => {
  it.each([
    [null, 5000, false],
    [6000, 5999, false],
    [6000, 6000, true],
    [6000, 7000, true],
    [6000, null, false],
  ])('reservation %s with price %s exceeded: %s', (reservation, price, expected) => {
    expect(isPriceReservationExceeded(reservation, price)).toBe(expected);
  });

  const top = { price: 5000 };
  it.each([
    ['no bids', { openBid: false, priceReservation: null }, null, 'noBids'],
    ['an ordinary item', { openBid: false, priceReservation: null }, top, 'winner'],
    ['an open-bid item', { openBid: true, priceReservation: null }, top, 'awaitingAuctioneer'],
    [
      'a reservation not reached',
      { openBid: false, priceReservation: 6000 },
      top,
      'awaitingAuctioneer',
    ],
    ['a reservation reached', { openBid: false, priceReservation: 5000 }, top, 'winner'],
    ['an open-bid item without bids', { openBid: true, priceReservation: null }, null, 'noBids'],
  ])('%s', (_name, ending, leading, kind) => {
    expect(resolveEnding(ending, leading).kind).toBe(kind);
  });
});

const ended: AfterSaleItem = {
  status: ItemStatus.Ended,
  isEnded: true,
  bidCount: 3,
  isFinished: true,
  isWinningBidSelected: true,
  confirmedSold: null,
  hasBuyerConfirmation: false,
};

describe('finishing and confirming (spec 4)', () => {
  it.each([
    [
      'waiting for the auctioneer',
      { ...ended, isFinished: false, isWinningBidSelected: false },
      null,
    ],
    ['still running', { ...ended, status: ItemStatus.Published, isEnded: false }, 'not_ended'],
    ['without bids', { ...ended, bidCount: 0, isFinished: false }, 'no_bids'],
    ['already with a winner', ended, 'already_finished'],
  ] as const)('finish: %s', (_name, target, expected) => {
    expect(findFinishBlock(target)).toBe(expected);
  });

  it.each([
    ['sold with a winner', ended, true, null],
    ['sold without a winner', { ...ended, isWinningBidSelected: false }, true, 'no_winner'],
    ['not sold without a winner', { ...ended, isWinningBidSelected: false }, false, null],
    ['a second confirmation', { ...ended, confirmedSold: true }, false, 'already_confirmed'],
    [
      'before the end',
      { ...ended, isEnded: false, status: ItemStatus.Published },
      true,
      'not_ended',
    ],
    ['removed from sale', { ...ended, status: ItemStatus.Cancelled }, false, 'not_ended'],
  ] as const)('auctioneer: %s', (_name, target, isSold, expected) => {
    expect(findAuctioneerConfirmBlock(target, isSold)).toBe(expected);
  });

  it.each([
    ['the winner', ended, true, null],
    ['another buyer', ended, false, 'not_winner'],
    ['after not sold', { ...ended, confirmedSold: false }, true, 'not_sold'],
    ['twice', { ...ended, hasBuyerConfirmation: true }, true, 'already_confirmed'],
  ] as const)('buyer: %s', (_name, target, isWinner, expected) => {
    expect(findBuyerConfirmBlock(target, isWinner)).toBe(expected);
  });

  it.each([
    [
      'waiting for the auctioneer',
      { ...ended, isFinished: false, isWinningBidSelected: false },
      false,
      'finish',
    ],
    ['reservation exceeded, winner unconfirmed', ended, true, 'reservationExceeded'],
    ['reservation exceeded, confirmed', { ...ended, confirmedSold: true }, true, 'confirm'],
    ['an ordinary winner', ended, false, 'confirm'],
    [
      'reservation exceeded, removed from sale',
      { ...ended, status: ItemStatus.Cancelled },
      true,
      'confirm',
    ],
    ['reservation exceeded, still running', { ...ended, isEnded: false }, true, 'confirm'],
  ] as const)('auctioneer step: %s', (_name, target, priceReservationExceeded, expected) => {
    expect(findAuctioneerStep({ ...target, priceReservationExceeded })).toBe(expected);
  });

  const auctioneer = ConfirmationType.Auctioneer;
  const buyerSide = { confirmationType: ConfirmationType.Buyer };
  it.each([
    ['not sold by the auctioneer alone', auctioneer, ConfirmationUserType.User, false, [], true],
    ['sold by the auctioneer', auctioneer, ConfirmationUserType.User, true, [], false],
    ['no buyer (automation)', auctioneer, ConfirmationUserType.Automation, false, [], false],
    [
      'not sold by a platform admin',
      auctioneer,
      ConfirmationUserType.PlatformAdmin,
      false,
      [],
      false,
    ],
    [
      'not sold after the buyer confirmed',
      auctioneer,
      ConfirmationUserType.User,
      false,
      [buyerSide],
      false,
    ],
    ['the buyer', ConfirmationType.Buyer, ConfirmationUserType.User, false, [], false],
  ] as const)('marker: %s', (_name, confirmationType, userType, isSold, others, expected) => {
    const confirmation = { confirmationType, userType, isSold };
    expect(isAuctioneerOnlyNotSold(confirmation, [confirmation, ...others])).toBe(expected);
  });

  it('takes the latest confirmation by timestamp, the later id on a tie', () => {
    const confirmations = [
      { id: 1, timestamp: '2026-11-23T10:00:00Z', isSold: true },
      { id: 3, timestamp: '2026-11-23T09:00:00Z', isSold: false },
      { id: 2, timestamp: '2026-11-23T10:00:00Z', isSold: false },
    ];
    expect(findLatestConfirmation(confirmations)?.id).toBe(2);
    expect(findLatestConfirmation([])).toBeNull();
  });

  it('confirms automatically seven days after the end when a winner is left unconfirmed', () => {
    const endedAt = new Date(now.getTime() - 7 * 24 * hour);
    expect(isDueForAutoConfirmation({ ...ended, endedAt }, now)).toBe(true);
    expect(
      isDueForAutoConfirmation({ ...ended, endedAt: new Date(now.getTime() - 1000) }, now),
    ).toBe(false);
    expect(isDueForAutoConfirmation({ ...ended, endedAt, confirmedSold: false }, now)).toBe(false);
    expect(isDueForAutoConfirmation({ ...ended, endedAt, isWinningBidSelected: false }, now)).toBe(
      false,
    );
  });
});

const state: ItemPublicState = {
  status: ItemStatus.Ended,
  priceNow: 5000,
  bidCount: 4,
  bidderCount: 2,
  start: '2026-11-10T10:00:00Z',
  end: '2026-11-20T16:00:00Z',
  isEnded: true,
  leaderMarker: 2,
  winnerMarker: 2,
  isFinished: true,
  isWinningBidSelected: true,
  isNegotiated: false,
  priceReservationExceeded: false,
  confirmedSold: null,
  soldPrice: null,
  hasBuyerConfirmation: false,
};

describe('ended statuses for each viewer (spec 4)', () => {
  it.each([
    ['the winner', state, 2, 'youWon'],
    ['another bidder', state, 1, 'ended'],
    ['someone who did not bid', state, null, 'ended'],
    ['the winner after the sale is confirmed', { ...state, confirmedSold: true }, 2, 'youWon'],
    ['another bidder after the sale is confirmed', { ...state, confirmedSold: true }, 1, 'sold'],
    ['anyone after not sold', { ...state, confirmedSold: false }, 2, 'notSold'],
    [
      'a buyer while the seller decides',
      { ...state, isFinished: false, isWinningBidSelected: false, winnerMarker: null },
      2,
      'waitingForSeller',
    ],
    [
      'another buyer after a negotiated choice',
      { ...state, isNegotiated: true },
      1,
      'negotiatedWinner',
    ],
    [
      'anyone after removal from sale',
      { ...state, status: ItemStatus.Cancelled },
      1,
      'removedFromSale',
    ],
    ['an item still running', { ...state, status: ItemStatus.Published, isEnded: false }, 1, null],
  ] as const)('%s', (_name, target, marker, expected) => {
    expect(findEndedStatus(target, marker)).toBe(expected);
  });

  it.each([
    [
      'seller: to finish',
      { ...state, isFinished: false, isWinningBidSelected: false },
      'seller',
      null,
      true,
    ],
    ['seller: to confirm', state, 'seller', null, true],
    [
      // Ended by time without bids, before the ending job has marked it finished.
      'seller: ended without bids',
      { ...state, bidCount: 0, isFinished: false, isWinningBidSelected: false, winnerMarker: null },
      'seller',
      null,
      false,
    ],
    ['seller: confirmed', { ...state, confirmedSold: true }, 'seller', null, false],
    [
      'seller: still running',
      { ...state, isEnded: false, status: ItemStatus.Published },
      'seller',
      null,
      false,
    ],
    ['buyer: won, to confirm', state, 'buyer', 2, true],
    ['buyer: confirmed', { ...state, hasBuyerConfirmation: true }, 'buyer', 2, false],
    ['buyer: lost', state, 'buyer', 1, false],
    ['buyer: not sold', { ...state, confirmedSold: false }, 'buyer', 2, false],
  ] as const)('awaiting action, %s', (_name, target, role, marker, expected) => {
    expect(isAwaitingAction(target, role, marker)).toBe(expected);
  });

  it('cuts the outbid notice’s item reference at 103 characters', () => {
    expect(cutItemReference('ABC-123 Skoda Octavia')).toBe('ABC-123 Skoda Octavia');
    expect(cutItemReference('x'.repeat(103))).toBe('x'.repeat(103));
    expect(cutItemReference('x'.repeat(104))).toBe(`${'x'.repeat(100)}...`);
  });
});
