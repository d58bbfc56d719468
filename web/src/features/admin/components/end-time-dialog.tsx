import {
  checkAdminEndTime,
  helsinkiClock,
  helsinkiDateKey,
  parseDateInput,
  parseHelsinkiDateTime,
  parseTimeInput,
  type AdminEndTimeIssue,
  type AuctionItem,
} from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useIsSpecialDay } from '../../../lib/public-holidays';
import { useServerClock } from '../../../lib/server-clock-context';
import { useUpdateEndTime } from '../api/admin-commands';

const pad = (value: number) => String(value).padStart(2, '0');

function splitEnd(value: string | null): { date: string; time: string } {
  if (!value) return { date: '', time: '' };
  const instant = new Date(value);
  const [year, month, day] = helsinkiDateKey(instant).split('-');
  const { hours, minutes } = helsinkiClock(instant);
  return { date: `${Number(day)}.${Number(month)}.${year}`, time: `${pad(hours)}:${pad(minutes)}` };
}

type Check = {
  end: Date | null;
  errors: Array<AdminEndTimeIssue | 'wrong_pattern'>;
  warnings: AdminEndTimeIssue[];
};

/**
 * Spec 5, admin end time: a date and a time (Helsinki), checked by the domain's rules as they
 * are typed; errors disable saving, a fixed-end item's unusual time is a warning only.
 */
export function EndTimeDialog({ item, onClose }: { item: AuctionItem; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const clock = useServerClock();
  const isSpecialDay = useIsSpecialDay();
  const initial = splitEnd(item.end);
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const update = useUpdateEndTime(item.id);

  const check = ((): Check => {
    if (!parseDateInput(date) || !parseTimeInput(time))
      return { end: null, errors: ['wrong_pattern'], warnings: [] };
    const end = parseHelsinkiDateTime(date, time)!;
    return {
      end,
      ...checkAdminEndTime(end, {
        start: new Date(item.start ?? 0),
        now: new Date(clock.now()),
        fixedEndTime: item.fixedEndTime === true,
        isSpecialDay,
      }),
    };
  })();
  const handleSave = () => {
    if (!check.end || check.errors.length > 0) return;
    update.mutate(check.end.toISOString(), {
      onSuccess: () => {
        toast.success('adminItem.endTimeSaved');
        onClose();
      },
      onError: () => toast.error('adminItem.endTimeFailed'),
    });
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="admin-end-time-dialog">
      <DialogTitle id={titleId}>{t('adminItem.endTimeTitle')}</DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('adminItem.date')}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            placeholder="D.M.YYYY"
            slotProps={{ htmlInput: { maxLength: 10, 'data-testid': 'admin-end-date' } }}
          />
          <TextField
            label={t('adminItem.time')}
            value={time}
            onChange={(event) => setTime(event.target.value)}
            placeholder="HH:mm"
            slotProps={{ htmlInput: { maxLength: 5, 'data-testid': 'admin-end-time' } }}
          />
        </Stack>
        {check.errors.map((issue) => (
          <Alert
            key={issue}
            severity="error"
            sx={{ mt: 2 }}
            data-testid={`admin-end-error-${issue}`}
          >
            {t(`adminItem.endTimeIssue.${issue}`)}
          </Alert>
        ))}
        {check.warnings.map((issue) => (
          <Alert
            key={issue}
            severity="warning"
            sx={{ mt: 2 }}
            data-testid={`admin-end-warning-${issue}`}
          >
            {t('adminItem.unusualEndTime', { issue: t(`adminItem.endTimeIssue.${issue}`) })}
          </Alert>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={handleSave}
          disabled={check.errors.length > 0 || update.isPending}
          data-testid="admin-end-time-save"
        >
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
