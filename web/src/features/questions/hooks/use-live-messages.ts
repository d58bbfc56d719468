import { useQueryClient } from '@tanstack/react-query';
import { useLiveFrames } from '../../../lib/live/live-frames';
import { itemMessagesKey } from '../api/messages';

/**
 * A question or an answer on the item arrives live: the messages are read again, so each
 * writer shows as the viewer may see them (a name for their own organisation, else a number).
 */
export function useLiveMessages(itemId: number) {
  const queryClient = useQueryClient();
  useLiveFrames((frame) => {
    if (frame.type === 'NewAuctionItemMessage' && frame.itemId === itemId)
      void queryClient.invalidateQueries({ queryKey: itemMessagesKey(itemId) });
  });
}
