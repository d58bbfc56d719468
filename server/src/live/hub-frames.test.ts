import { ItemStatus, type VisibilityViewer } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { deliveryOf } from './hub-frames.js';
import { fromAudience, toAudience, type PersonalBusEvent } from './bus-events.js';

const now = new Date('2026-11-23T10:00:00Z');
const buyer: VisibilityViewer = {
  organisationId: 2,
  businessIdentityCode: '3456789-2',
  flags: { isRegularViewer: true, isProViewer: false },
};
const outbid = (change: { blacklist?: string[]; showInBasicAuction?: boolean } = {}) =>
  ({
    kind: 'personal',
    organisationId: 2,
    frame: {
      type: 'Outbid',
      itemId: 7,
      reference: 'ABC-1',
      priceNow: 1200,
      isBidMachineExceeded: false,
    },
    audience: toAudience({
      organisationId: 1,
      status: ItemStatus.Published,
      start: new Date(now.getTime() - 3_600_000),
      end: new Date(now.getTime() + 3_600_000),
      showInBasicAuction: change.showInBasicAuction ?? true,
      whitelist: [],
      blacklist: change.blacklist ?? [],
      hasWhitelist: false,
    }),
  }) satisfies PersonalBusEvent;

// Issue 15: a personal frame reached its organisation even when that could no longer see the item.
describe('personal frames on the hub', () => {
  it('go to their organisation while it may see the item', () => {
    expect(deliveryOf(outbid(), now)!.isFor(buyer)).toBe(true);
    expect(deliveryOf(outbid(), now)!.isFor({ ...buyer, organisationId: 3 })).toBe(false);
  });

  it.each([
    ['blacklisted', { blacklist: ['3456789-2'] }],
    ['a Pro item for a regular viewer', { showInBasicAuction: false }],
  ])('not when the item is %s', (_case, change) => {
    expect(deliveryOf(outbid(change), now)!.isFor(buyer)).toBe(false);
  });

  it('never carry the audience to the client', () => {
    expect(JSON.parse(deliveryOf(outbid(), now)!.frame)).not.toHaveProperty('audience');
  });
});

describe('item frames on the hub', () => {
  const state = {
    status: ItemStatus.Published,
    priceNow: 1300,
    bidCount: 4,
    bidderCount: 2,
    start: '2026-11-23T09:00:00.000Z',
    end: '2026-11-24T10:00:00.000Z',
    isEnded: false,
    leaderMarker: 2,
    winnerMarker: null,
    isFinished: true,
    isWinningBidSelected: false,
    isNegotiated: false,
    priceReservationExceeded: true,
    confirmedSold: null,
    soldPrice: null,
    hasBuyerConfirmation: false,
  };
  const itemEvent = (type: 'NewBid' | 'Updated') => ({
    kind: 'item' as const,
    type,
    itemId: 7,
    organisationId: 1,
    state,
    audience: outbid().audience,
  });

  // Issue 10: every screen hears every bid, so a bid's frame carries only what a bid changes.
  it('a bid carries what a bid changes, no more', () => {
    expect(JSON.parse(deliveryOf(itemEvent('NewBid'), now)!.frame)).toEqual({
      type: 'NewBid',
      organisationId: 1,
      itemId: 7,
      state: {
        priceNow: 1300,
        bidCount: 4,
        bidderCount: 2,
        leaderMarker: 2,
        end: '2026-11-24T10:00:00.000Z',
        priceReservationExceeded: true,
      },
    });
  });

  it("reach the item's organisation and whoever may see the item", () => {
    const isFor = deliveryOf(itemEvent('NewBid'), now)!.isFor;
    expect(isFor(buyer)).toBe(true);
    expect(isFor({ ...buyer, organisationId: 1, businessIdentityCode: '1234567-8' })).toBe(true);
    const blacklisted = {
      ...itemEvent('NewBid'),
      audience: outbid({ blacklist: ['3456789-2'] }).audience,
    };
    expect(deliveryOf(blacklisted, now)!.isFor(buyer)).toBe(false);
    expect(deliveryOf(blacklisted, now)!.isFor({ ...buyer, organisationId: 1 })).toBe(true);
  });

  // A removal (back to a draft) reaches those who saw the item, so that their lists drop it.
  it('of a removal reach whoever could see the item before it, and no one else', () => {
    const asDraft = toAudience({ ...fromAudience(outbid().audience), status: ItemStatus.Draft });
    const redrafted = {
      ...itemEvent('Updated'),
      type: 'Redrafted' as const,
      audience: asDraft,
      previousAudience: outbid().audience,
    };
    const isFor = deliveryOf(redrafted, now)!.isFor;
    expect(isFor(buyer)).toBe(true);
    expect(deliveryOf({ ...redrafted, previousAudience: undefined }, now)!.isFor(buyer)).toBe(
      false,
    );
    const blacklistedBefore = {
      ...redrafted,
      previousAudience: outbid({ blacklist: ['3456789-2'] }).audience,
    };
    expect(deliveryOf(blacklistedBefore, now)!.isFor(buyer)).toBe(false);
  });

  it('any other change carries the whole public state, never the audience', () => {
    expect(JSON.parse(deliveryOf(itemEvent('Updated'), now)!.frame)).toEqual({
      type: 'Updated',
      organisationId: 1,
      itemId: 7,
      state,
    });
  });
});
