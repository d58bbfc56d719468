import {
  bidStateOf,
  ItemStatus,
  ItemUserType,
  type ItemPublicState,
  type LiveFrame,
} from '@dealer/domain';
import { makePublicState } from '@dealer/domain/list-rows';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeDraft } from '../../test/item-fixtures';
import { makeOwnItemRow } from '../../test/list-row-fixtures';
import { itemAfterFrame, ownRowsAfterFrame } from './item-cache';
import { hearFrame, readLive } from './live-reads';

const now = Date.parse('2026-11-29T10:00:00.000Z');
const state = (change: Partial<ItemPublicState> = {}): ItemPublicState =>
  makePublicState({
    priceNow: 5100,
    bidCount: 1,
    bidderCount: 1,
    start: new Date(now - 3_600_000).toISOString(),
    end: new Date(now - 1000).toISOString(),
    ...change,
  });

/** The answer a server read before the item ended: running, one bid. */
const itemBeforeEnding = makeDraft({
  id: 1,
  status: ItemStatus.Published,
  isDraft: false,
  userType: ItemUserType.Buyer,
  priceNow: 5100,
  bidCount: 1,
  ownBidderMarker: 1,
});

const ending: LiveFrame = {
  type: 'NewEndedAuctionItems',
  organisationId: 9,
  auctionItemId: 1,
  endDateTime: new Date(now - 1000).toISOString(),
  state: state({ isEnded: true, isFinished: true, winnerMarker: 1 }),
};

const bidFrame = (priceNow: number, bidCount: number): LiveFrame => ({
  type: 'NewBid',
  organisationId: 9,
  itemId: 1,
  state: bidStateOf(state({ priceNow, bidCount })),
});

/** A read the test answers when it likes. */
function heldRead<T>() {
  let answer!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (answer = resolve));
  return { read: () => promise, answer };
}

describe('readLive: frames heard while a read was in flight', () => {
  it('replays an ending heard before the older answer came', async () => {
    const queryClient = new QueryClient();
    const held = heldRead<typeof itemBeforeEnding>();
    const reading = readLive(queryClient, held.read, itemAfterFrame);
    hearFrame(queryClient, ending);
    held.answer(itemBeforeEnding);
    expect(await reading).toMatchObject({ isEnded: true, isFinished: true, winnerMarker: 1 });
  });

  it('replays over my items’ rows too, and leaves other items’ rows alone', async () => {
    const queryClient = new QueryClient();
    const rows = [
      makeOwnItemRow(1, { bidCount: 1, isEnded: false }),
      makeOwnItemRow(2, { bidCount: 3, isEnded: false }),
    ];
    const held = heldRead<typeof rows>();
    const reading = readLive(queryClient, held.read, ownRowsAfterFrame);
    hearFrame(queryClient, ending);
    held.answer(rows);
    const [first, second] = await reading;
    expect(first).toMatchObject({ isEnded: true, isFinished: true });
    expect(second).toBe(rows[1]);
  });

  it('keeps an answer newer than the frames: a state with fewer bids is older', async () => {
    const queryClient = new QueryClient();
    const newer = { ...itemBeforeEnding, priceNow: 5300, bidCount: 3 };
    const held = heldRead<typeof newer>();
    const reading = readLive(queryClient, held.read, itemAfterFrame);
    hearFrame(queryClient, bidFrame(5200, 2));
    held.answer(newer);
    expect(await reading).toBe(newer);
  });

  it('replays only what came while each read was in flight, and forgets it after', async () => {
    const queryClient = new QueryClient();
    hearFrame(queryClient, ending); // before any read: the next read's answer has it
    const first = heldRead<typeof itemBeforeEnding>();
    const firstReading = readLive(queryClient, first.read, itemAfterFrame);
    hearFrame(queryClient, bidFrame(5200, 2));
    const second = heldRead<typeof itemBeforeEnding>();
    const secondReading = readLive(queryClient, second.read, itemAfterFrame);
    first.answer(itemBeforeEnding);
    expect(await firstReading).toMatchObject({ priceNow: 5200, bidCount: 2, isEnded: false });
    second.answer(itemBeforeEnding);
    expect(await secondReading).toBe(itemBeforeEnding);
    // Nothing reads now: frames are not kept, so a later read starts clean.
    hearFrame(queryClient, ending);
    expect(
      await readLive(queryClient, () => Promise.resolve(itemBeforeEnding), itemAfterFrame),
    ).toBe(itemBeforeEnding);
  });

  it('lets a failed read fail, and forgets it', async () => {
    const queryClient = new QueryClient();
    const failing = readLive(queryClient, () => Promise.reject(new Error('503')), itemAfterFrame);
    await expect(failing).rejects.toThrow('503');
    const held = heldRead<typeof itemBeforeEnding>();
    const reading = readLive(queryClient, held.read, itemAfterFrame);
    hearFrame(queryClient, ending);
    held.answer(itemBeforeEnding);
    expect(await reading).toMatchObject({ isEnded: true });
  });
});
