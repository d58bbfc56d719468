import type { DraftRuleKey } from '@dealer/domain';
import TextField from '@mui/material/TextField';
import { memo } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { usePickupLocations } from '../../api/pickup-locations';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { useFieldMessage } from './use-field-message';

/** The pickup location, from the organisation's locations. */
interface LocationFieldInputProps {
  organisationId: number;
  value: number | null;
  issue: DraftRuleKey | null;
}

export const LocationFieldInput = memo(function LocationFieldInput({
  organisationId,
  value,
  issue,
}: LocationFieldInputProps) {
  const { t } = useTranslation();
  const commands = useDraftCommands();
  const { data: locations = [] } = usePickupLocations(organisationId);
  const message = useFieldMessage('locationId', issue);
  const known = locations.some((location) => location.id === value);

  const handleChange = (chosen: string) => {
    const locationId = chosen === '' ? null : Number(chosen);
    if (locationId !== value) commands.save({ locationId });
  };

  return (
    <TextField
      select
      label={t('fields.locationId')}
      value={value === null || !known ? '' : String(value)}
      onChange={(event) => handleChange(event.target.value)}
      required
      error={message.error !== null}
      helperText={message.error ?? undefined}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': 'field-locationId' },
      }}
    >
      <option value="">{t('itemPage.choose')}</option>
      {locations.map((location) => (
        <option key={location.id} value={String(location.id)}>
          {[location.name, location.postOfficeName].filter(Boolean).join(', ')}
        </option>
      ))}
    </TextField>
  );
});
