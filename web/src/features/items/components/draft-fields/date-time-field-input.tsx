import {
  helsinkiClock,
  helsinkiDateKey,
  parseDateInput,
  parseHelsinkiDateTime,
  parseTimeInput,
  type DraftRuleKey,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { findFieldError } from '../../hooks/draft-rules';
import { formatDateText } from './field-text';
import { useFieldMessage } from './use-field-message';

type InstantFieldName = 'start' | 'end';

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as its Helsinki date (D.M.YYYY) and time (HH:mm). */
function splitInstant(value: string | null): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  const instant = new Date(value);
  const { hours, minutes } = helsinkiClock(instant);
  return {
    date: formatDateText(helsinkiDateKey(instant)),
    time: `${pad(hours)}:${pad(minutes)}`,
  };
}

interface DateTimeFieldInputProps {
  name: InstantFieldName;
  value: string | null;
  issue: DraftRuleKey | null;
  warning: DraftRuleKey | null;
  revision: number;
}

/** Start and end: a date and a time in Helsinki time, saved when focus leaves the pair. */
export const DateTimeFieldInput = memo(function DateTimeFieldInput(props: DateTimeFieldInputProps) {
  return <DateTimeInput key={`${props.revision}:${props.value}`} {...props} />;
});

function DateTimeInput({ name, value: storedValue, issue, warning }: DateTimeFieldInputProps) {
  const { t } = useTranslation();
  const commands = useDraftCommands();
  const stored = splitInstant(storedValue);
  const [date, setDate] = useState(stored.date);
  const [time, setTime] = useState(stored.time);
  const [localError, setLocalError] = useState<DraftRuleKey | null>(null);
  const message = useFieldMessage(name, issue, warning, localError);

  const check = (dateText: string, timeText: string) => {
    // Spec 5: the default end time is 18:00 when none is given; a start begins the day.
    const givenTime = timeText.trim() || (name === 'end' ? '18:00' : '00:00');
    if (!parseDateInput(dateText) || !parseTimeInput(givenTime)) {
      return { value: null, error: 'wrong_pattern' as const };
    }
    const value = parseHelsinkiDateTime(dateText, givenTime)!.toISOString();
    const item = commands.getItem();
    return { value, error: findFieldError(item, name, value, commands.getRuleContext()) };
  };
  const handleChange = (nextDate: string, nextTime: string) => {
    setDate(nextDate);
    setTime(nextTime);
    setLocalError(check(nextDate, nextTime).error);
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget)) return;
    if (date === stored.date && time === stored.time) return;
    const { value, error } = check(date, time);
    const isChanged = value !== null && Date.parse(value) !== Date.parse(storedValue ?? '');
    if (!error && isChanged) commands.save({ [name]: value });
  };

  return (
    <Box onBlur={handleBlur} data-testid={`field-${name}`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t(`fields.${name}`)} *
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 1 }}>
        <TextField
          label={t('itemPage.date')}
          value={date}
          onChange={(event) => handleChange(event.target.value, time)}
          error={message.error !== null}
          placeholder={t('itemPage.datePlaceholder')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': `field-${name}-date`, maxLength: 10 },
          }}
        />
        <TextField
          label={t('itemPage.time')}
          value={time}
          onChange={(event) => handleChange(date, event.target.value)}
          error={message.error !== null}
          placeholder="18:00"
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { 'data-testid': `field-${name}-time`, maxLength: 5 },
          }}
        />
      </Box>
      {message.error || message.warning ? (
        <FormHelperText error={message.error !== null} sx={{ mx: 1.75 }}>
          {message.error ?? message.warning}
        </FormHelperText>
      ) : null}
    </Box>
  );
}
