import { findRedraftKind, isEnded, type AuctionItem } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useToast } from '../../../components/toast/toast-context';
import { useServerClock } from '../../../lib/server-clock-context';
import { itemPath } from '../../../lib/items/auction-item';
import { useRedraft } from '../../drafts';
import { findItemPhase, useItemStatusText } from '../../../lib/items/use-item-status-text';
import { lifecycleFactsOf } from '../hooks/use-lifecycle-flows';

/**
 * The state of an item that is no draft. Spec 4: the auctioneer may edit a published item
 * without bids (active or future) after a confirmation; it becomes a draft again (maybe a copy,
 * with a new id) and must be republished.
 */
export function PublishedStatus({
  item,
  isAuctioneer,
}: {
  item: AuctionItem;
  isAuctioneer: boolean;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const clock = useServerClock();
  const statusText = useItemStatusText();
  const redraft = useRedraft();
  const [isConfirming, setConfirming] = useState(false);
  const now = new Date(clock.now());
  const phase = findItemPhase(item, now);
  // Spec 4: a running item returns to draft when findRedraftKind says so (no bids yet).
  const facts = lifecycleFactsOf(item);
  const redraftKind = findRedraftKind(facts, now);
  const canEdit =
    isAuctioneer && !isEnded(facts, now) && redraftKind.ok && redraftKind.value === 'toDraft';

  const handleConfirm = () =>
    redraft.mutate(
      { itemId: item.id, organisationId: item.organisationId },
      {
        onSuccess: (draft) => {
          setConfirming(false);
          toast.success('toast.redrafted');
          if (draft.id !== item.id) void navigate(itemPath(draft.id));
        },
        onError: () => {
          setConfirming(false);
          toast.error('toast.redraftFailed');
        },
      },
    );

  return (
    <>
      <Alert
        severity={phase === 'active' ? 'success' : 'info'}
        sx={{ mb: 2 }}
        data-testid="item-status"
        action={
          canEdit ? (
            <Button color="inherit" onClick={() => setConfirming(true)} data-testid="edit-item">
              {t('redraft.action')}
            </Button>
          ) : undefined
        }
      >
        {statusText(item)}
      </Alert>
      <ConfirmDialog
        open={isConfirming}
        title={t('redraft.title')}
        text={t('redraft.text')}
        confirmLabel={t('redraft.confirm')}
        onConfirm={handleConfirm}
        onCancel={() => setConfirming(false)}
        isPending={redraft.isPending}
        testId="redraft-confirm"
      />
    </>
  );
}
