import { findCancelBlock, findEndedRedraftKind, type AuctionItem } from '@dealer/domain';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { useServerClock } from '../../../lib/server-clock-context';
import { itemPath } from '../../../lib/items/auction-item';
import { useCancelItem, useRedraft } from '../../drafts';

/** What the lifecycle rules read of the item on screen (its times as dates; a draft may lack them). */
export const lifecycleFactsOf = (item: AuctionItem) => ({
  status: item.status,
  start: new Date(item.start ?? 0),
  end: new Date(item.end ?? 0),
  bidCount: item.bidCount,
  hasAuctioneerConfirmation: item.hasAuctioneerConfirmation,
});

/**
 * The functions menu's Remove item and Redraft (spec 4), each enabled by the domain rule the
 * server enforces, asked for confirmation, then sent. A redraft into a copy moves to the copy.
 */
export function useLifecycleFlows(item: AuctionItem) {
  const toast = useToast();
  const navigate = useNavigate();
  const clock = useServerClock();
  const cancelItem = useCancelItem();
  const redraft = useRedraft();
  const [asking, setAsking] = useState<'remove' | 'redraft' | null>(null);
  const now = new Date(clock.now());
  const facts = lifecycleFactsOf(item);
  const target = { itemId: item.id, organisationId: item.organisationId };
  const close = () => setAsking(null);

  const confirmRemove = () =>
    cancelItem.mutate(target, {
      onSuccess: () => {
        close();
        toast.success('toast.itemRemoved');
      },
      onError: () => {
        close();
        toast.error('toast.removeFailed');
      },
    });

  const confirmRedraft = () =>
    redraft.mutate(target, {
      onSuccess: (draft) => {
        close();
        if (draft.id === item.id) return toast.success('toast.redrafted');
        toast.success('toast.copiedAsDraft');
        void navigate(itemPath(draft.id));
      },
      onError: () => {
        close();
        toast.error('toast.redraftFailed');
      },
    });

  return {
    canRemove: findCancelBlock(facts, now) === null,
    redraftKind: findEndedRedraftKind(facts, now),
    asking,
    askRemove: () => setAsking('remove'),
    askRedraft: () => setAsking('redraft'),
    close,
    confirmRemove,
    confirmRedraft,
    isPending: cancelItem.isPending || redraft.isPending,
  };
}

export type LifecycleFlows = ReturnType<typeof useLifecycleFlows>;
