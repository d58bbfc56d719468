import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useToast } from '../components/toast/toast-context';
import { applyLiveFrame } from '../lib/live/item-list-cache';
import { OutbidNotice } from '../features/bidding/components/outbid-notice';
import { catchUpItemList } from '../lib/items/item-list';
import { catchUpAfterFirstOpen, isLiveDetail, whenFetched } from '../lib/live/first-open';
import { awaitingSellerCountKey, itemListKey } from '../lib/live/item-list-key';
import { useLiveFrameBus } from '../lib/live/live-frames';
import { LiveConnection, type LiveStatus } from '../lib/live/live-connection';
import { hearFrame } from '../lib/live/live-reads';
import { refreshListItem } from '../lib/live/refresh-list-item';
import { useServerClock } from '../lib/server-clock-context';
import { useSession } from '../lib/session/session-context';
import { lazyPreloaded } from '../lib/lazy-preloaded';
import { useHasBeen } from '../lib/use-has-been';

// Fetched when the page is idle: it is needed exactly when the network is gone.
const ConnectionLostNotice = lazyPreloaded(() => import('./connection-lost-notice'));

/** Items new to the list come in bursts (many start at once): one reload for a burst. */
export const listRefetchDebounceMs = 1000;

/**
 * The signed-in session's one live connection (spec 4): frames update the cached items list,
 * the item page and my items, then go to the frame bus (the outbid notice, an open bid
 * history); a reconnect brings the list up to date, and while the connection is lost the spec's error
 * asks to refresh.
 */
export function LiveUpdates() {
  const queryClient = useQueryClient();
  const clock = useServerClock();
  const toast = useToast();
  const frames = useLiveFrameBus();
  const [status, setStatus] = useState<LiveStatus>('connecting');
  // Read by the connection's handler: switching organisation must not reconnect.
  const { selectedOrganisationId } = useSession().user;
  const organisationId = useRef(selectedOrganisationId);
  useEffect(() => {
    organisationId.current = selectedOrganisationId;
  }, [selectedOrganisationId]);

  useEffect(() => {
    let refetchTimer: ReturnType<typeof setTimeout> | undefined;
    // Only what changed since the cached list's version (issue 10: after a reconnect of
    // thousands of screens, kilobytes each, not the whole list); the whole list when that fails.
    const reloadList = async () => {
      // A read of the list on its way is not cancelled: what came after it is caught up by its
      // version once it is here.
      await whenFetched(queryClient, itemListKey);
      try {
        if (await catchUpItemList(queryClient)) return;
      } catch {
        // The whole list below.
      }
      await queryClient.invalidateQueries({ queryKey: itemListKey });
      if (queryClient.getQueryState(itemListKey)?.status === 'error') {
        toast.error('live.reloadFailed');
      }
    };
    const connection = new LiveConnection({
      onFrame: (frame) => {
        hearFrame(queryClient, frame);
        const outcome = applyLiveFrame(queryClient, frame, clock.now());
        frames?.publish(frame);
        // One of the organisation's own items ended: the My items dot may now show.
        if (
          frame.type === 'NewEndedAuctionItems' &&
          frame.organisationId === organisationId.current
        )
          void queryClient.invalidateQueries({ queryKey: awaitingSellerCountKey });
        if (outcome === 'refresh' && 'itemId' in frame)
          void refreshListItem(queryClient, frame.itemId);
        if (outcome !== 'refetch') return;
        clearTimeout(refetchTimer);
        refetchTimer = setTimeout(() => void reloadList(), listRefetchDebounceMs);
      },
      onStatus: setStatus,
      onFirstOpen: () => catchUpAfterFirstOpen(queryClient),
      onReconnect: () => {
        void reloadList();
        // Whatever else is on screen missed the frames too: an open item page, my items.
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => isLiveDetail(queryKey) });
      },
    });
    connection.start();
    return () => {
      clearTimeout(refetchTimer);
      connection.stop();
    };
  }, [queryClient, clock, toast, frames]);

  // Mounted from the first loss on, so that the notice can animate closed on a reconnect.
  const hasLost = useHasBeen(status === 'lost');

  return (
    <>
      <OutbidNotice />
      {hasLost ? (
        <Suspense fallback={null}>
          <ConnectionLostNotice open={status === 'lost'} />
        </Suspense>
      ) : null}
    </>
  );
}
