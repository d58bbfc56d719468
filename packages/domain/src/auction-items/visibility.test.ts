import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isEnded } from './item-state.js';
import { ItemStatus } from './enums.js';
import { ProductType } from '../identity/products.js';
import {
  canOrganisationViewItem,
  canViewItem,
  isInPublicList,
  nextListChangeAfter,
  type VisibilityItem,
  type VisibilityViewer,
} from './visibility.js';

const now = new Date('2026-11-23T10:00:00Z');
const hours = (count: number) => new Date(now.getTime() + count * 3_600_000);
const seller = 1;
const item = (change: Partial<VisibilityItem>): VisibilityItem => ({
  organisationId: seller,
  status: ItemStatus.Published,
  start: hours(-48),
  end: hours(48),
  showInBasicAuction: true,
  whitelist: [],
  blacklist: [],
  hasWhitelist: false,
  ...change,
});

const kinds: Record<string, VisibilityItem> = {
  ownDraft: item({ status: ItemStatus.Draft }),
  othersDraft: item({ status: ItemStatus.Draft, organisationId: 9 }),
  scheduled: item({ start: hours(2) }),
  active: item({}),
  endedUnder24h: item({ end: hours(-23) }),
  endedOver24h: item({ end: hours(-25) }),
  endedStatusOver24h: item({ status: ItemStatus.Ended, end: hours(-30) }),
  proHidden: item({ showInBasicAuction: false }),
  whitelistIn: item({ hasWhitelist: true, whitelist: ['3456789-2'] }),
  whitelistOut: item({ hasWhitelist: true, whitelist: ['1111111-1'] }),
  blacklistIn: item({ blacklist: ['3456789-2'] }),
  blacklistOut: item({ blacklist: ['1111111-1'] }),
  deleted: item({ status: ItemStatus.Deleted }),
};

const viewers: Record<string, VisibilityViewer> = {
  sellerItself: {
    organisationId: seller,
    businessIdentityCode: '2345678-1',
    flags: { isRegularViewer: false, isProViewer: false },
  },
  buyer: {
    organisationId: 2,
    businessIdentityCode: '3456789-2',
    flags: { isRegularViewer: true, isProViewer: false },
  },
  proBuyer: {
    organisationId: 3,
    businessIdentityCode: '4567890-3',
    flags: { isRegularViewer: false, isProViewer: true },
  },
  noSubscription: {
    organisationId: 4,
    businessIdentityCode: '5678901-4',
    flags: { isRegularViewer: false, isProViewer: false },
  },
};

// [kind, viewer, may read the item, is in the public list]
const table: Array<[string, string, boolean, boolean]> = [
  ['ownDraft', 'sellerItself', true, false],
  ['ownDraft', 'buyer', false, false],
  ['othersDraft', 'sellerItself', false, false],
  ['scheduled', 'sellerItself', true, false],
  ['scheduled', 'buyer', false, false],
  ['active', 'sellerItself', true, true],
  ['active', 'buyer', true, true],
  ['active', 'proBuyer', true, true],
  ['active', 'noSubscription', false, false],
  ['endedUnder24h', 'buyer', true, true],
  ['endedOver24h', 'buyer', true, false],
  ['endedStatusOver24h', 'buyer', true, false],
  ['proHidden', 'buyer', false, false],
  ['proHidden', 'proBuyer', true, true],
  ['proHidden', 'sellerItself', true, true],
  ['whitelistIn', 'buyer', true, true],
  ['whitelistIn', 'proBuyer', false, false],
  ['whitelistOut', 'buyer', false, false],
  ['whitelistOut', 'sellerItself', true, true],
  ['blacklistIn', 'buyer', false, false],
  ['blacklistIn', 'proBuyer', true, true],
  ['blacklistOut', 'buyer', true, true],
  ['deleted', 'sellerItself', false, false],
];

describe('visibility: viewer × item kind', () => {
  it.each(table)('%s seen by %s: read %s, listed %s', (kind, viewer, canRead, isListed) => {
    expect(canViewItem(kinds[kind]!, viewers[viewer]!, now)).toBe(canRead);
    expect(isInPublicList(kinds[kind]!, viewers[viewer]!, now)).toBe(isListed);
  });
});

// An organisation seen by its subscriptions only (a bid machine's): the same rule as a viewer's.
describe('visibility of an item to an organisation (its bid machine)', () => {
  const viewerOrganisation = { organisationId: 2, businessIdentityCode: '3456789-2' };
  it.each([
    ['active', [ProductType.Viewer], true],
    ['active', [], false],
    ['active', [ProductType.Auctioneer], false],
    ['blacklistIn', [ProductType.Viewer, ProductType.ProViewer], false],
    ['blacklistOut', [ProductType.Viewer], true],
    ['whitelistIn', [ProductType.Viewer], true],
    ['whitelistOut', [ProductType.ProViewer], false],
    ['proHidden', [ProductType.Viewer], false],
    ['proHidden', [ProductType.ProViewer], true],
  ] as const)('%s with products %j: %s', (kind, products, canView) => {
    expect(canOrganisationViewItem(kinds[kind]!, { ...viewerOrganisation, products }, now)).toBe(
      canView,
    );
  });
});

describe('nextListChangeAfter', () => {
  it.each([
    ['running: its end', { start: hours(-1), end: hours(5) }, hours(5).getTime()],
    ['scheduled: its start', { start: hours(2), end: hours(5) }, hours(2).getTime()],
    ['ended: a day after its end', { start: hours(-9), end: hours(-3) }, hours(21).getTime()],
    ['gone from the list: never', { start: hours(-90), end: hours(-30) }, Infinity],
    ['ending this instant: a day on', { start: hours(-1), end: now }, hours(24).getTime()],
  ])('%s', (_, timing, expected) => {
    expect(nextListChangeAfter(timing, now)).toBe(expected);
  });

  // What a cached list relies on: until that instant, the clock changes nothing of the item.
  it('nothing the list shows changes before it', () => {
    const hour = 3_600_000;
    fc.assert(
      fc.property(
        fc.integer({ min: -100 * hour, max: 100 * hour }),
        fc.integer({ min: 0, max: 100 * hour }),
        fc.integer({ min: -100 * hour, max: 100 * hour }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.constantFrom(ItemStatus.Published, ItemStatus.Ended),
        (startOffset, length, nowOffset, fraction, status) => {
          const timed = item({
            status,
            start: new Date(now.getTime() + startOffset),
            end: new Date(now.getTime() + startOffset + length),
          });
          const from = new Date(now.getTime() + nowOffset);
          const next = nextListChangeAfter(timed, from);
          const span = Number.isFinite(next) ? next - from.getTime() : 1000 * hour;
          const later = new Date(from.getTime() + Math.floor(fraction * (span - 1)));
          const viewer = viewers.buyer!;
          expect(isInPublicList(timed, viewer, later)).toBe(isInPublicList(timed, viewer, from));
          expect(isEnded(timed, later)).toBe(isEnded(timed, from));
          if (Number.isFinite(next)) {
            const at = new Date(next);
            const changes =
              isInPublicList(timed, viewer, at) !== isInPublicList(timed, viewer, from) ||
              isEnded(timed, at) !== isEnded(timed, from);
            // Each instant it names is one of the item's own; for a listed published item it is a real change.
            if (status === ItemStatus.Published && isInPublicList(timed, viewer, from))
              expect(changes).toBe(true);
          }
        },
      ),
    );
  });
});
