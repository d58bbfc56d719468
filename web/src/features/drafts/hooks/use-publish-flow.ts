import { type DraftReview, type DraftSectionName, type AuctionItem } from '@dealer/domain';
import { useState } from 'react';
import { useToast } from '../../../components/toast/toast-context';
import { isApiError } from '../../../lib/api-client';
import { usePublish } from '../api/draft-actions';

/**
 * Publishing (spec 4): only a complete draft, after the saves under way. An incomplete one
 * names its incomplete sections without asking the server; a complete one is confirmed first,
 * and if the server still refuses (422), its sections are named and the page stays.
 */
export function usePublishFlow(item: AuctionItem, review: DraftReview) {
  const toast = useToast();
  const publish = usePublish(item.id);
  const [isConfirming, setConfirming] = useState(false);
  const [incompleteSections, setIncompleteSections] = useState<DraftSectionName[]>([]);

  const start = () => {
    if (!review.isPublishable) {
      setIncompleteSections(review.incompleteSections);
      return;
    }
    setIncompleteSections([]);
    setConfirming(true);
  };

  const confirm = () =>
    publish.mutate(
      { itemId: item.id, organisationId: item.organisationId },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success('toast.published');
        },
        onError: (error) => {
          setConfirming(false);
          toast.error('toast.publishFailed');
          if (isApiError(error) && error.code === 'rule_broken' && error.fields) {
            setIncompleteSections(Object.keys(error.fields) as DraftSectionName[]);
          }
        },
      },
    );

  return {
    start,
    confirm,
    cancel: () => setConfirming(false),
    isConfirming,
    isPending: publish.isPending,
    incompleteSections,
    /** After a refused publish, empty required fields say so. */
    hasTried: incompleteSections.length > 0,
  };
}

export type PublishFlow = ReturnType<typeof usePublishFlow>;
