import { formatDateTimeWithSeconds, mailOutboxStates, type MailOutboxState } from '@dealer/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useToast } from '../../../components/toast/toast-context';
import { useLocale } from '../../../i18n/use-locale';
import { useMailOutbox, useResendMail } from '../api/mail-outbox';

const stateKeys = {
  all: 'adminConsole.stateAll',
  pending: 'adminConsole.statePending',
  failed: 'adminConsole.stateFailed',
  sent: 'adminConsole.stateSent',
} as const;
const stateKey = (state: MailOutboxState | null) => stateKeys[state ?? 'all'];

/** The mail outbox (ARCHITECTURE 2): read it, and send a failed mail again. */
export function MailOutboxSection() {
  const { t } = useTranslation();
  const toast = useToast();
  const locale = useLocale();
  const [state, setState] = useState<MailOutboxState | null>(null);
  const outbox = useMailOutbox(state);
  const resend = useResendMail();
  const handleResend = (mailId: number) =>
    resend.mutate(mailId, {
      onSuccess: () => toast.success('adminConsole.resent'),
      onError: () => toast.error('adminConsole.resendFailed'),
    });

  return (
    <Paper sx={{ p: 2 }} component="section" aria-labelledby="mail-outbox-title">
      <Typography variant="h6" component="h2" id="mail-outbox-title">
        {t('adminConsole.mailOutbox')}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ my: 1 }}>
        {[null, ...mailOutboxStates].map((option) => (
          <Chip
            key={option ?? 'all'}
            label={t(stateKey(option))}
            color={state === option ? 'primary' : 'default'}
            onClick={() => setState(option)}
            data-testid={`outbox-filter-${option ?? 'all'}`}
          />
        ))}
      </Stack>
      {outbox.isPending ? (
        <CircularProgress aria-label={t('adminConsole.loading')} />
      ) : outbox.isError ? (
        <Alert severity="error">{t('auditLog.loadFailed')}</Alert>
      ) : outbox.data.length === 0 ? (
        <Typography>{t('adminConsole.noMail')}</Typography>
      ) : (
        <Table size="small" data-testid="mail-outbox">
          <TableHead>
            <TableRow>
              <TableCell>{t('adminConsole.created')}</TableCell>
              <TableCell>{t('adminConsole.to')}</TableCell>
              <TableCell>{t('adminConsole.subject')}</TableCell>
              <TableCell>{t('adminConsole.stateLabel')}</TableCell>
              <TableCell>{t('adminConsole.lastError')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {outbox.data.map((mail) => (
              <TableRow key={mail.id} data-testid={`outbox-mail-${mail.id}`}>
                <TableCell>{formatDateTimeWithSeconds(new Date(mail.createdAt), locale)}</TableCell>
                <TableCell>{mail.toAddress}</TableCell>
                <TableCell title={mail.body}>{mail.subject}</TableCell>
                <TableCell>
                  {t(stateKey(mail.state))} ({mail.attempts})
                </TableCell>
                <TableCell>{mail.lastError ?? ''}</TableCell>
                <TableCell>
                  {mail.state === 'failed' ? (
                    <Button
                      size="small"
                      onClick={() => handleResend(mail.id)}
                      disabled={resend.isPending}
                      data-testid={`outbox-resend-${mail.id}`}
                    >
                      {t('adminConsole.resend')}
                    </Button>
                  ) : null}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Paper>
  );
}
