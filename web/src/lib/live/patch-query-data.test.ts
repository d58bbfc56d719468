import { ItemStatus, type LiveFrame, type OwnItemRow } from '@dealer/domain';
import { makePublicState } from '@dealer/domain/list-rows';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { makeOwnItemRow } from '../../test/list-row-fixtures';
import { applyLiveFrame } from './item-list-cache';
import { organisationItemsKey } from './item-list-key';

// The drafts journey: a save or a publish invalidates My items; the hub's frame of the same
// change comes a moment later and patches its row. The list must still be read again on opening.
describe('a live patch of a cached list', () => {
  const setUp = () => {
    const queryClient = new QueryClient();
    const key = organisationItemsKey(7);
    queryClient.setQueryData<OwnItemRow[]>(key, [makeOwnItemRow(1, { make: null })], {
      updatedAt: 1_000,
    });
    const query = () => queryClient.getQueryCache().find({ queryKey: key, exact: true })!.state;
    const frame: LiveFrame = {
      type: 'Updated',
      organisationId: 7,
      itemId: 1,
      state: makePublicState({ status: ItemStatus.Published }),
    };
    return { queryClient, key, query, frame };
  };

  it('keeps an invalidated list invalidated, and its time of reading', async () => {
    const { queryClient, key, query, frame } = setUp();
    await queryClient.invalidateQueries({ queryKey: key });
    applyLiveFrame(queryClient, frame, Date.now());
    expect(queryClient.getQueryData<OwnItemRow[]>(key)![0]!.status).toBe(ItemStatus.Published);
    expect(query().isInvalidated).toBe(true);
    expect(query().dataUpdatedAt).toBe(1_000);
  });

  it('leaves a valid list valid', () => {
    const { queryClient, query, frame } = setUp();
    applyLiveFrame(queryClient, frame, Date.now());
    expect(query().isInvalidated).toBe(false);
    expect(query().dataUpdatedAt).toBe(1_000);
  });
});
