import {
  bidStateOf,
  ItemStatus,
  ItemUserType,
  type AuctionItem,
  type BidResult,
  type BidView,
  type LiveFrame,
  type PermissionFlags,
} from '@dealer/domain';
import { act, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import userEvent from '@testing-library/user-event';
import { FakeWebSocket } from '../../../test/fake-web-socket';
import { buyerFlags, makeUser } from '../../../test/fixtures';
import { mockApi, sessionRoutes, type MockRoutes } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { findItemPageReady, makeCompleteDraft } from '../../../test/item-fixtures';

const hour = 3_600_000;

/** A running item of organisation 9 with two bids, as a buyer of organisation 7 sees it. */
export function makeBuyerItem(change: Partial<AuctionItem> = {}): AuctionItem {
  return makeCompleteDraft({
    id: 123,
    status: ItemStatus.Published,
    isDraft: false,
    userType: ItemUserType.Buyer,
    organisationId: 9,
    start: new Date(Date.now() - 24 * hour).toISOString(),
    end: new Date(Date.now() + 48 * hour).toISOString(),
    startPrice: 5000,
    minimumRaise: 100,
    priceNow: 5200,
    bidCount: 2,
    bidderCount: 2,
    leaderMarker: 2,
    ...change,
  });
}

/** The public state of an item, for frames and answers. */
export const publicStateOf = (item: AuctionItem) => ({
  status: item.status,
  priceNow: item.priceNow,
  bidCount: item.bidCount,
  bidderCount: item.bidderCount,
  start: item.start!,
  end: item.end!,
  isEnded: item.isEnded,
  leaderMarker: item.leaderMarker,
  winnerMarker: item.winnerMarker,
  isFinished: item.isFinished,
  isWinningBidSelected: item.isWinningBidSelected,
  isNegotiated: item.isNegotiated,
  priceReservationExceeded: item.priceReservationExceeded,
  confirmedSold: item.confirmedSold,
  soldPrice: item.soldPrice,
  hasBuyerConfirmation: item.hasBuyerConfirmation,
});

/** The answer to a bid call that left the item as `after`. */
export function makeBidResult(after: AuctionItem, isLeading = true): BidResult {
  return {
    auctionItemId: after.id,
    state: publicStateOf(after),
    isLeading,
    ownBidderMarker: after.ownBidderMarker,
    bidMachine: after.bidMachine,
  };
}

/** A NewBid frame that moves the item to `change`. */
export function newBidFrame(item: AuctionItem, change: Partial<AuctionItem>): LiveFrame {
  return {
    type: 'NewBid',
    organisationId: item.organisationId,
    itemId: item.id,
    state: bidStateOf(publicStateOf({ ...item, ...change })),
  };
}

export function makeBidView(bidId: number, change: Partial<BidView> = {}): BidView {
  return {
    bidId,
    price: 5000 + bidId * 100,
    finalPrice: null,
    placed: '2026-03-12T12:05:07.000Z',
    isAutomatic: false,
    bidderMarker: 1,
    winningBid: false,
    isMyBid: false,
    isCurrentOrganisationsBid: false,
    bidderId: null,
    bidderName: null,
    bidderOrganisationName: null,
    bidderPhoneNumber: null,
    bidderEmail: null,
    officeId: null,
    ...change,
  };
}

/** Everything an item page reads besides the item, for a user with the given flags. */
export function itemPageRoutes(
  item: AuctionItem,
  flags: PermissionFlags = buyerFlags,
  extra: MockRoutes = {},
): MockRoutes {
  return {
    ...sessionRoutes(flags, makeUser(flags)),
    [`GET /api/AuctionItems/${item.id}`]: { body: item },
    [`POST /api/AuctionItems/${item.id}/AddAuctionView`]: { body: { counted: true } },
    'GET /api/AuctionItems': { body: [] },
    ...extra,
  };
}

/** The item page of `item` with the live connection open; `send` feeds it a frame. */
export async function openItemPage(
  item: AuctionItem,
  flags: PermissionFlags = buyerFlags,
  extra: MockRoutes = {},
) {
  const api = mockApi(itemPageRoutes(item, flags, extra));
  const view = renderApp(`/ilmoitukset/${item.id}`);
  await findItemPageReady(item, flags);
  const socket = FakeWebSocket.latest();
  act(() => socket.open());
  // The first connection catches up the item fetched before it opened: the tests start after.
  const itemLoads = () =>
    api.calls.filter(
      ({ method, path }) => method === 'GET' && path === `/api/AuctionItems/${item.id}`,
    ).length;
  await waitFor(() => expect(itemLoads()).toBe(2));
  const send = (frame: LiveFrame) => act(() => socket.send(frame));
  return {
    ...api,
    ...view,
    send,
    itemLoads,
    user: userEvent.setup({ delay: null, pointerEventsCheck: 0 }),
  };
}
