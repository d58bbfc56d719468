import {
  helsinkiClock,
  helsinkiDateKey,
  helsinkiInstant,
  isStorableInstant,
  type DraftRuleKey,
} from '@dealer/domain';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { memo, useState, type FocusEvent } from 'react';
import { useTranslation } from '../../../../i18n/use-translation';
import { PickersLocalization } from '../../../../components/pickers-localization';
import { useDraftCommands } from '../../hooks/draft-editor-context';
import { findFieldError } from '../../hooks/draft-rules';
import { useFieldMessage } from './use-field-message';

type InstantFieldName = 'start' | 'end';

/** Spec 5: the date as D.M.YYYY and the time as HH:mm, in Helsinki time. */
const dateFormat = 'd.M.yyyy';
const timeFormat = 'HH:mm';

/** A wall-clock date and time, as the pickers hold them (their parts are Helsinki's). */
interface WallClock {
  date: Date | null;
  time: Date | null;
}

/** An instant's Helsinki date and time as the pickers' wall-clock values. */
function wallClockOf(value: string | null): WallClock {
  if (!value) return { date: null, time: null };
  const instant = new Date(value);
  const [year, month, day] = helsinkiDateKey(instant).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const { hours, minutes } = helsinkiClock(instant);
  return { date: new Date(year, month - 1, day), time: new Date(2000, 0, 1, hours, minutes) };
}

const isValidDate = (date: Date | null): date is Date =>
  date !== null && !Number.isNaN(date.getTime());

const isPickerPopup = (element: Element | null) =>
  element?.closest('.MuiPickerPopper-root, .MuiDialog-root') != null;

interface DateTimeFieldInputProps {
  name: InstantFieldName;
  value: string | null;
  issue: DraftRuleKey | null;
  warning: DraftRuleKey | null;
  revision: number;
}

/**
 * Start and end: a date picker and a time picker in Helsinki time, saved when a date is picked
 * from the calendar or focus leaves the pair.
 */
export const DateTimeFieldInput = memo(function DateTimeFieldInput(props: DateTimeFieldInputProps) {
  return (
    <PickersLocalization>
      <DateTimeInput key={`${props.revision}:${props.value}`} {...props} />
    </PickersLocalization>
  );
});

function DateTimeInput({ name, value: storedValue, issue, warning }: DateTimeFieldInputProps) {
  const { t } = useTranslation();
  const commands = useDraftCommands();
  const [typed, setTyped] = useState<WallClock>(() => wallClockOf(storedValue));
  const [localError, setLocalError] = useState<DraftRuleKey | null>(null);
  const message = useFieldMessage(name, issue, warning, localError);

  const check = ({ date, time }: WallClock) => {
    if (!isValidDate(date) || (time !== null && !isValidDate(time))) {
      return { value: null, error: 'wrong_pattern' as const };
    }
    // Spec 5: the default end time is 18:00 when none is given; a start begins the day.
    const [hours, minutes] = time
      ? [time.getHours(), time.getMinutes()]
      : name === 'end'
        ? [18, 0]
        : [0, 0];
    const instant = helsinkiInstant(
      date.getFullYear(),
      date.getMonth(),
      date.getDate(),
      hours,
      minutes,
    );
    const value = instant.toISOString();
    if (!isStorableInstant(value)) return { value: null, error: 'wrong_pattern' as const };
    return {
      value,
      error: findFieldError(commands.getItem(), name, value, commands.getRuleContext()),
    };
  };
  const change = (next: WallClock) => {
    setTyped(next);
    setLocalError(next.date === null && next.time === null ? null : check(next).error);
  };
  const commit = (next: WallClock) => {
    const { value, error } = check(next);
    const isChanged = value !== null && Date.parse(value) !== Date.parse(storedValue ?? '');
    if (!error && isChanged) commands.save({ [name]: value });
  };
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    // Still in the pair, or in a picker's calendar or clock (which saves when it accepts).
    if (event.currentTarget.contains(next) || isPickerPopup(next)) return;
    commit(typed);
  };
  const fieldSlot = (part: 'date' | 'time') => ({
    error: message.error !== null,
    'data-testid': `field-${name}-${part}`,
  });

  return (
    <Box onBlur={handleBlur} data-testid={`field-${name}`}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
        {t(`fields.${name}`)} *
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: '3fr 2fr', gap: 1 }}>
        <DatePicker
          label={t('itemPage.date')}
          format={dateFormat}
          value={typed.date}
          onChange={(date) => change({ ...typed, date })}
          onAccept={(date) => commit({ ...typed, date })}
          slotProps={{ textField: fieldSlot('date') }}
        />
        <TimePicker
          label={t('itemPage.time')}
          format={timeFormat}
          ampm={false}
          value={typed.time}
          onChange={(time) => change({ ...typed, time })}
          onAccept={(time) => commit({ ...typed, time })}
          slotProps={{ textField: fieldSlot('time') }}
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
