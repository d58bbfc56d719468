import TextField from '@mui/material/TextField';
import type { DraftRuleKey } from '@dealer/domain';
import { memo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { useSession } from '../../../../lib/session/session-context';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { useFieldMessage } from './use-field-message';

/**
 * The office (spec 2): a change replaces the item's responsible salespeople and target groups
 * with the new office's, so it is confirmed first.
 */
export const OfficeFieldInput = memo(function OfficeFieldInput({
  value,
  issue,
}: {
  value: number | null;
  issue: DraftRuleKey | null;
}) {
  const { t } = useTranslation();
  const { offices } = useSession();
  const commands = useDraftCommands();
  const message = useFieldMessage('officeId', issue);
  const [nextOfficeId, setNextOfficeId] = useState<number | null>(null);

  const handleChange = (chosen: string) => {
    const officeId = Number(chosen);
    if (!chosen || officeId === value) return;
    if (value === null) commands.save({ officeId });
    else setNextOfficeId(officeId);
  };
  const handleConfirm = () => {
    if (nextOfficeId !== null) commands.save({ officeId: nextOfficeId });
    setNextOfficeId(null);
  };

  return (
    <>
      <TextField
        select
        label={t('fields.officeId')}
        value={value === null ? '' : String(value)}
        onChange={(event) => handleChange(event.target.value)}
        required
        error={message.error !== null}
        helperText={message.error ?? undefined}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'data-testid': 'field-officeId' },
        }}
      >
        <option value="" disabled>
          {t('itemPage.choose')}
        </option>
        {offices.map((office) => (
          <option key={office.id} value={String(office.id)}>
            {office.name}
          </option>
        ))}
      </TextField>
      <ConfirmDialog
        open={nextOfficeId !== null}
        title={t('itemPage.officeChangeTitle')}
        text={t('itemPage.officeChangeText')}
        confirmLabel={t('itemPage.officeChangeConfirm')}
        onConfirm={handleConfirm}
        onCancel={() => setNextOfficeId(null)}
        testId="office-change-confirm"
      />
    </>
  );
});
