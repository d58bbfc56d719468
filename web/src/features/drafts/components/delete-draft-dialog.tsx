import { useTranslation } from '../../../i18n/use-translation';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { DeleteDraftFlow } from '../hooks/use-delete-draft-flow';

/** Spec 2: deleting a draft is confirmed first. */
export function DeleteDraftDialog({ flow }: { flow: DeleteDraftFlow }) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={flow.isConfirming}
      title={t('drafts.deleteTitle')}
      text={t('drafts.deleteText')}
      confirmLabel={t('drafts.delete')}
      onConfirm={flow.confirm}
      onCancel={flow.cancel}
      isPending={flow.isPending}
      isDestructive
      testId="delete-draft-confirm"
    />
  );
}
