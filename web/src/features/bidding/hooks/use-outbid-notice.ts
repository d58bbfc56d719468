import { cutItemReference } from '@dealer/domain';
import { useEffect, useState } from 'react';
import { useLiveFrames } from '../../../lib/live/live-frames';

/** Spec 9: the outbid notice shows for 10 seconds. */
export const outbidNoticeMs = 10_000;

export interface OutbidNotice {
  /** A new notice replaces the one showing and shows its own 10 seconds. */
  id: number;
  kind: 'outbid' | 'bidMachineExceeded';
  itemId: number;
  /** Licence number, make and model, cut at 103 characters (spec 2). */
  reference: string;
  isBidMachineExceeded: boolean;
}

let nextId = 1;

/**
 * The organisation's personal frames as a notice (spec 2): 'you were outbid' and 'your bid
 * machine was exceeded', for 10 seconds, never while the browser tab is hidden.
 */
export function useOutbidNotice() {
  const [notice, setNotice] = useState<OutbidNotice | null>(null);

  useLiveFrames((frame) => {
    if (frame.type !== 'Outbid' && frame.type !== 'BidMachineExceeded') return;
    if (document.visibilityState !== 'visible') return;
    const isOutbid = frame.type === 'Outbid';
    setNotice({
      id: nextId++,
      kind: isOutbid ? 'outbid' : 'bidMachineExceeded',
      itemId: frame.itemId,
      reference: cutItemReference(frame.reference),
      isBidMachineExceeded: isOutbid ? frame.isBidMachineExceeded : true,
    });
  });

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), outbidNoticeMs);
    return () => clearTimeout(timer);
  }, [notice]);

  return { notice, close: () => setNotice(null) };
}
