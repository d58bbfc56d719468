import { parseHelsinkiDateTime, resolvePublishTime, type AdminReleaseNote } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useServerClock } from '../../../lib/server-clock-context';
import { useChangeReleaseNote } from '../api/release-notes-admin';

/**
 * Publishes a note now, or at a date and time (Helsinki) to come: the domain's rule refuses a time
 * gone as the server will, before it is sent.
 */
export function ReleaseNotePublishDialog({
  note,
  onClose,
}: {
  note: AdminReleaseNote;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const clock = useServerClock();
  const change = useChangeReleaseNote();
  const [when, setWhen] = useState<'now' | 'at'>('now');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');

  const at = when === 'at' ? parseHelsinkiDateTime(date, time) : null;
  const issue =
    when === 'now'
      ? null
      : at === null
        ? 'wrong_pattern'
        : resolvePublishTime(at, new Date(clock.now())).ok
          ? null
          : 'publish_time_past';
  const handlePublish = () => {
    if (issue !== null) return;
    change.mutate(
      { kind: 'publish', id: note.id, publishAt: at?.toISOString() ?? null },
      {
        onSuccess: () => {
          toast.success('adminOps.notePublished');
          onClose();
        },
        onError: () => toast.error('adminOps.noteFailed'),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} data-testid="release-note-publish">
      <DialogTitle id={titleId}>{t('adminOps.publishTitle', { title: note.title })}</DialogTitle>
      <DialogContent>
        <RadioGroup
          value={when}
          onChange={(event) => setWhen(event.target.value as 'now' | 'at')}
          aria-label={t('adminOps.publishWhen')}
        >
          <FormControlLabel value="now" control={<Radio />} label={t('adminOps.publishNow')} />
          <FormControlLabel
            value="at"
            control={<Radio data-testid="release-note-publish-at" />}
            label={t('adminOps.publishAt')}
          />
        </RadioGroup>
        {when === 'at' ? (
          <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
            <TextField
              label={t('adminOps.date')}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              placeholder="D.M.YYYY"
              slotProps={{ htmlInput: { maxLength: 10, 'data-testid': 'release-note-date' } }}
            />
            <TextField
              label={t('adminOps.time')}
              value={time}
              onChange={(event) => setTime(event.target.value)}
              placeholder="HH:mm"
              slotProps={{ htmlInput: { maxLength: 5, 'data-testid': 'release-note-time' } }}
            />
          </Stack>
        ) : null}
        {issue !== null && (date !== '' || time !== '') ? (
          <Alert severity="error" sx={{ mt: 2 }} data-testid={`release-note-issue-${issue}`}>
            {t(`adminOps.issue.${issue}`)}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button
          variant="contained"
          onClick={handlePublish}
          disabled={issue !== null || change.isPending}
          data-testid="release-note-publish-confirm"
        >
          {t('adminOps.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
