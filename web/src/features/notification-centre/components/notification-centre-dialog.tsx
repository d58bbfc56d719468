import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { notificationKinds, type NotificationKind } from '@dealer/domain';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useSession } from '../../../lib/session/session-context';
import { useNotificationSaves, useNotificationSettings } from '../api/notification-settings';

/** The notification centre's settings (spec 4): the main switch, each kind, the phone number. */
export default function NotificationCentreDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const { user } = useSession();
  const settings = useNotificationSettings(true);
  const saves = useNotificationSaves();
  const [phone, setPhone] = useState<string | undefined>(undefined);

  // Spec 4: a failed save shows the error and reloads the settings.
  const guarded = async (action: () => Promise<unknown>) => {
    try {
      await action();
    } catch {
      toast.error('toast.generalSaveError');
      await saves.reload();
    }
  };
  const data = settings.data;
  const handleKind = (kind: NotificationKind, value: boolean) =>
    data && void guarded(() => saves.saveSettings({ ...data, [kind]: value }));

  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="notification-centre"
    >
      <DialogTitle id={titleId}>{t('notificationCentre.title')}</DialogTitle>
      <DialogContent>
        {data ? (
          <Stack spacing={1}>
            <FormControlLabel
              control={
                <Switch
                  checked={data.mainSwitch}
                  onChange={(event) =>
                    void guarded(() => saves.saveMainSwitch(event.target.checked))
                  }
                  slotProps={{ input: { 'data-testid': 'notification-main-switch' } as object }}
                />
              }
              label={t('notificationCentre.mainSwitch')}
            />
            {notificationKinds.map((kind) => (
              <FormControlLabel
                key={kind}
                sx={{ pl: 3 }}
                disabled={!data.mainSwitch}
                control={
                  <Switch
                    checked={data[kind]}
                    onChange={(event) => handleKind(kind, event.target.checked)}
                    slotProps={{ input: { 'data-testid': `notification-${kind}` } as object }}
                  />
                }
                label={t(`notificationCentre.kinds.${kind}`)}
              />
            ))}
            <TextField
              sx={{ mt: 2 }}
              label={t('notificationCentre.phone')}
              value={phone ?? user.phoneNumber ?? ''}
              onChange={(event) => setPhone(event.target.value)}
              onBlur={() => {
                if (phone === undefined || phone === (user.phoneNumber ?? '')) return;
                void guarded(() => saves.savePhoneNumber(phone.trim()));
              }}
              slotProps={{ htmlInput: { 'data-testid': 'notification-phone', maxLength: 30 } }}
            />
          </Stack>
        ) : (
          <CircularProgress aria-label={t('notificationCentre.loading')} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
