import { routePaths } from '@dealer/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../../../components/toast/toast-context';
import { auctionItemKey } from '../../../lib/items/auction-item';
import { useDeleteDraft } from '../api/draft-actions';

/** Deleting a draft after a confirmation; `leaveTo` is where the page goes afterwards. */
export function useDeleteDraftFlow(leaveTo: string | null = routePaths.myItems) {
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const deleteDraft = useDeleteDraft();
  const [target, setTarget] = useState<{ itemId: number; organisationId: number } | null>(null);

  const confirm = () => {
    if (!target) return;
    deleteDraft.mutate(target, {
      onSuccess: () => {
        setTarget(null);
        toast.success('toast.draftDeleted');
        const leaving = leaveTo ? navigate(leaveTo) : Promise.resolve();
        // Dropped after leaving: the page showing it must not ask for it again.
        void Promise.resolve(leaving).then(() =>
          queryClient.removeQueries({ queryKey: auctionItemKey(target.itemId) }),
        );
      },
      onError: () => toast.error('toast.deleteFailed'),
    });
  };

  return {
    ask: (itemId: number, organisationId: number) => setTarget({ itemId, organisationId }),
    confirm,
    cancel: () => setTarget(null),
    isConfirming: target !== null,
    isPending: deleteDraft.isPending,
  };
}

export type DeleteDraftFlow = ReturnType<typeof useDeleteDraftFlow>;
