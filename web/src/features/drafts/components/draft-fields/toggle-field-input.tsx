import type { DraftFieldName } from '@dealer/domain';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { memo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useDraftCommands } from '../../hooks/draft-editor-context';

/** The yes/no fields of a draft. */
export type ToggleFieldName = Extract<
  DraftFieldName,
  | 'trailerTransportable'
  | 'vatDeductable'
  | 'fixedEndTime'
  | 'questionsAllowed'
  | 'showInBasicAuction'
  | 'showResponsibleSalesPeople'
>;

/** A yes/no switch; saves on change. */
export const ToggleFieldInput = memo(function ToggleFieldInput({
  name,
  value,
}: {
  name: ToggleFieldName;
  value: boolean;
}) {
  const { t } = useTranslation();
  const commands = useDraftCommands();
  return (
    <FormControlLabel
      label={t(`fields.${name}`)}
      control={
        <Switch
          checked={value}
          onChange={(_event, checked) => commands.save({ [name]: checked })}
          slotProps={{ input: { 'data-testid': `field-${name}` } as object }}
        />
      }
    />
  );
});
