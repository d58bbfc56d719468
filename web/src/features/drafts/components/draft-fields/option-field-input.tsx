import type { DraftRuleKey } from '@dealer/domain';
import TextField from '@mui/material/TextField';
import { memo, type ChangeEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { useLocale } from '../../../../i18n/use-locale';
import { useDefaultLists } from '../../api/default-lists';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { isRequiredField } from './field-text';
import { optionLabel, optionValuesOf, type OptionFieldName } from './option-labels';
import { useFieldMessage } from './use-field-message';

interface OptionFieldInputProps {
  name: OptionFieldName;
  value: number | null;
  issue: DraftRuleKey | null;
}

/** A dropdown: the browser's own (light, and the best on phones); saves on change. */
export const OptionFieldInput = memo(function OptionFieldInput({
  name,
  value: current,
  issue,
}: OptionFieldInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const commands = useDraftCommands();
  const { data: lists } = useDefaultLists();
  const message = useFieldMessage(name, issue);
  const values = optionValuesOf(name, lists);
  // A stored value the list no longer offers (an old model year) still shows.
  if (current !== null && current !== 0 && !values.includes(current)) values.unshift(current);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.target.value === '' ? null : Number(event.target.value);
    if (value !== current) commands.save({ [name]: value });
  };

  return (
    <TextField
      select
      label={t(`fields.${name}`)}
      value={current === null || current === 0 ? '' : String(current)}
      onChange={handleChange}
      required={isRequiredField(name)}
      error={message.error !== null}
      helperText={message.error ?? undefined}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        htmlInput: { 'data-testid': `field-${name}` },
      }}
    >
      <option value="">{t('itemPage.choose')}</option>
      {values.map((value) => (
        <option key={value} value={String(value)}>
          {optionLabel(t, locale, name, value)}
        </option>
      ))}
    </TextField>
  );
});
