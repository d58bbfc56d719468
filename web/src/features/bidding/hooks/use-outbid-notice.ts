import { useEffect, useReducer } from 'react';
import { useLiveFrames } from '../../../lib/live/live-frames';
import { outbidNoticeMs, reduceOutbidNotices } from '../lib/outbid-notices';

export { outbidNoticeMs, type OutbidNotice } from '../lib/outbid-notices';

let nextId = 1;

/**
 * The organisation's personal frames as notices (spec 2): 'you were outbid' and 'your bid
 * machine was exceeded', one per item for 10 seconds, gone when the organisation leads the item
 * again, never shown while the browser tab is hidden.
 */
export function useOutbidNotice() {
  const [notices, dispatch] = useReducer(reduceOutbidNotices, []);

  useLiveFrames((frame) => {
    if (frame.type === 'NowLeading') return dispatch({ type: 'leading', itemId: frame.itemId });
    if (frame.type !== 'Outbid' && frame.type !== 'BidMachineExceeded') return;
    if (document.visibilityState !== 'visible') return;
    dispatch({ type: 'notice', frame, id: nextId++, now: Date.now() });
  });

  useEffect(() => {
    const timers = notices.map((notice) =>
      setTimeout(
        () => dispatch({ type: 'dismiss', id: notice.id }),
        notice.shownAt + outbidNoticeMs - Date.now(),
      ),
    );
    return () => timers.forEach(clearTimeout);
  }, [notices]);

  return { notices, close: (id: number) => dispatch({ type: 'dismiss', id }) };
}
