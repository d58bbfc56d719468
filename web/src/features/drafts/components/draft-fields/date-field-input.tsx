import type { DraftRuleKey } from '@dealer/domain';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { memo, useState } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { PickersLocalization } from '../../../../components/pickers-localization';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { findFieldError } from '../../hooks/draft-rules';
import { isRequiredField, type TextualFieldName } from './field-text';
import { useFieldMessage } from './use-field-message';

const pad = (value: number) => String(value).padStart(2, '0');

/** A stored calendar date (YYYY-MM-DD) as the picker's wall-clock value, and back. */
const pickerDateOf = (key: string | null) => {
  const [year, month, day] = (key ?? '').split('-').map(Number);
  return year && month && day ? new Date(year, month - 1, day) : null;
};
const keyOf = (date: Date) =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

interface DateFieldInputProps {
  name: TextualFieldName;
  value: string | null;
  issue: DraftRuleKey | null;
  revision: number;
}

/**
 * A calendar date of the item (registration, inspections, test drive): a date picker typed as
 * D.M.YYYY (spec 5), saved when a date is picked or focus leaves the field; emptied, it clears.
 */
export const DateFieldInput = memo(function DateFieldInput(props: DateFieldInputProps) {
  return (
    <PickersLocalization>
      <DateInput key={`${props.revision}:${props.value}`} {...props} />
    </PickersLocalization>
  );
});

function DateInput({ name, value: stored, issue }: DateFieldInputProps) {
  const { t } = useTranslation();
  const commands = useDraftCommands();
  const [date, setDate] = useState(() => pickerDateOf(stored));
  const [localError, setLocalError] = useState<DraftRuleKey | null>(null);
  const message = useFieldMessage(name, issue, null, localError);

  const check = (next: Date | null) => {
    if (next === null) return { value: null, error: null };
    if (Number.isNaN(next.getTime()) || next.getFullYear() < 1900) {
      return { value: null, error: 'wrong_pattern' as const };
    }
    const value = keyOf(next);
    return {
      value,
      error: findFieldError(commands.getItem(), name, value, commands.getRuleContext()),
    };
  };
  const commit = (next: Date | null) => {
    const { value, error } = check(next);
    if (!error && value !== stored) commands.save({ [name]: value });
  };

  const fieldSlot = {
    required: isRequiredField(name),
    error: message.error !== null,
    helperText: message.error ?? undefined,
    onBlur: () => commit(date),
    'data-testid': `field-${name}`,
  };

  return (
    <DatePicker
      label={t(`fields.${name}`)}
      format="d.M.yyyy"
      value={date}
      onChange={(next) => {
        setDate(next);
        setLocalError(check(next).error);
      }}
      onAccept={commit}
      slotProps={{ textField: fieldSlot }}
    />
  );
}
