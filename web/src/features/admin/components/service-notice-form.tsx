import type { ServiceNotice, ServiceNoticeKind } from '@dealer/domain';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useSaveServiceNotice, useServiceNotice } from '../api/service-notices';

const titles = {
  serviceAd: 'adminConsole.serviceAd',
  serviceNotification: 'adminConsole.serviceNotification',
} as const;

function NoticeFields({ kind, initial }: { kind: ServiceNoticeKind; initial: ServiceNotice }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [notice, setNotice] = useState(initial);
  const save = useSaveServiceNotice(kind);
  const isValid =
    (!notice.isVisible || (notice.title ?? '').trim() !== '') &&
    (!notice.readMoreLink || notice.readMoreLink.startsWith('https://'));
  const change = (field: 'title' | 'text' | 'readMoreLink') => (value: string) =>
    setNotice((current) => ({ ...current, [field]: value === '' ? null : value }));
  const handleSave = () =>
    save.mutate(notice, {
      onSuccess: () => toast.success('adminConsole.noticeSaved'),
      onError: () => toast.error('adminConsole.noticeFailed'),
    });

  return (
    <Stack spacing={2} sx={{ mt: 1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={notice.isVisible}
            onChange={(event) => setNotice({ ...notice, isVisible: event.target.checked })}
          />
        }
        label={t('adminConsole.visible')}
      />
      <TextField
        label={t('adminConsole.noticeTitle')}
        value={notice.title ?? ''}
        onChange={(event) => change('title')(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextField
        label={t('adminConsole.noticeText')}
        value={notice.text ?? ''}
        multiline
        minRows={2}
        onChange={(event) => change('text')(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
      <TextField
        label={t('adminConsole.readMoreLink')}
        value={notice.readMoreLink ?? ''}
        placeholder="https://"
        onChange={(event) => change('readMoreLink')(event.target.value)}
      />
      <Button
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
        disabled={!isValid || save.isPending}
        onClick={handleSave}
        data-testid={`save-${kind}`}
      >
        {t('common.save')}
      </Button>
    </Stack>
  );
}

/** Issue 13: a banner a platform admin edits (a stored one overrides the environment's). */
export function ServiceNoticeForm({ kind }: { kind: ServiceNoticeKind }) {
  const { t } = useTranslation();
  const current = useServiceNotice(kind);
  return (
    <Paper sx={{ p: 2 }} component="section">
      <Typography variant="h6" component="h2">
        {t(titles[kind])}
      </Typography>
      {current.data ? <NoticeFields kind={kind} initial={current.data} /> : null}
    </Paper>
  );
}
