import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { catchUpAfterFirstOpen } from './first-open';
import { auctionItemKey } from './item-list-key';

/** An item query on screen (observed), whose reads the test answers one by one. */
function itemOnScreen(queryClient: QueryClient) {
  const answers: Array<(value: { id: number; read: number }) => void> = [];
  const queryFn = vi.fn(
    () => new Promise<{ id: number; read: number }>((resolve) => answers.push(resolve)),
  );
  const observer = new QueryObserver(queryClient, { queryKey: auctionItemKey(1), queryFn });
  const unsubscribe = observer.subscribe(() => undefined);
  const answer = async (read: number) => {
    answers.shift()!({ id: 1, read });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(auctionItemKey(1))).toEqual({ id: 1, read }),
    );
  };
  return { queryFn, answer, unsubscribe };
}

describe('catchUpAfterFirstOpen', () => {
  it('reads an item again once the read in flight when the hub opened is answered', async () => {
    const queryClient = new QueryClient();
    const { queryFn, answer, unsubscribe } = itemOnScreen(queryClient);
    expect(queryFn).toHaveBeenCalledTimes(1);
    catchUpAfterFirstOpen(queryClient);
    // The read in flight is not cancelled: the page shows its answer at once.
    await answer(1);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await answer(2);
    unsubscribe();
  });

  it('reads an item read before the hub opened again', async () => {
    const queryClient = new QueryClient();
    const { queryFn, answer, unsubscribe } = itemOnScreen(queryClient);
    await answer(1);
    catchUpAfterFirstOpen(queryClient);
    await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(2));
    await answer(2);
    unsubscribe();
  });
});
