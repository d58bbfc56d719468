import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { LifecycleFlows } from '../hooks/use-lifecycle-flows';

/**
 * Spec 4: removing an item with bids asks first, with the consumer-buyer contract note;
 * redrafting an ended item asks first, and a copy says so (with the note about videos).
 */
export function LifecycleDialogs({ flows }: { flows: LifecycleFlows }) {
  const { t } = useTranslation();
  const isCopy = flows.redraftKind === 'copy';
  return (
    <>
      <ConfirmDialog
        open={flows.asking === 'remove'}
        title={t('removeItem.title')}
        text={t('removeItem.text')}
        confirmLabel={t('removeItem.confirm')}
        onConfirm={flows.confirmRemove}
        onCancel={flows.close}
        isPending={flows.isPending}
        isDestructive
        testId="remove-item-confirm"
      >
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="remove-item-contract-note">
          {t('removeItem.contractNote')}
        </Alert>
      </ConfirmDialog>
      <ConfirmDialog
        open={flows.asking === 'redraft'}
        title={t(isCopy ? 'redraftEnded.copyTitle' : 'redraftEnded.toDraftTitle')}
        text={t(isCopy ? 'redraftEnded.copyText' : 'redraftEnded.toDraftText')}
        confirmLabel={t(isCopy ? 'redraftEnded.confirmCopy' : 'redraftEnded.confirmToDraft')}
        onConfirm={flows.confirmRedraft}
        onCancel={flows.close}
        isPending={flows.isPending}
        testId="redraft-ended-confirm"
      >
        {isCopy ? (
          <Stack sx={{ mt: 2 }}>
            <Alert severity="info" data-testid="redraft-copy-video-note">
              {t('redraftEnded.videoNote')}
            </Alert>
          </Stack>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
