import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../i18n/use-translation';
import { Link as RouterLink } from 'react-router';
import { itemPath } from '../../../lib/item-path';
import type { OutbidNotice as Notice } from '../hooks/use-outbid-notice';

/** The notices in their snackbar: MUI's Snackbar and Alert live in this chunk. */
export default function OutbidSnackbar({
  notices,
  close,
}: {
  notices: readonly Notice[];
  close: (id: Notice['id']) => void;
}) {
  return (
    <Snackbar open={notices.length > 0} anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
      <Stack spacing={1}>
        {notices.map((notice) => (
          <NoticeAlert key={notice.id} notice={notice} onClose={() => close(notice.id)} />
        ))}
      </Stack>
    </Snackbar>
  );
}

function NoticeAlert({ notice, onClose }: { notice: Notice; onClose: () => void }) {
  const { t } = useTranslation();
  const text =
    notice.kind === 'bidMachineExceeded'
      ? 'bidding.notice.machineExceeded'
      : 'bidding.notice.outbid';
  return (
    <Alert
      severity="warning"
      variant="filled"
      data-testid="outbid-notice"
      data-item-id={notice.itemId}
      action={
        <Button
          component={RouterLink}
          to={itemPath(notice.itemId)}
          color="inherit"
          size="small"
          onClick={onClose}
          data-testid="outbid-notice-link"
        >
          {t('bidding.notice.open')}
        </Button>
      }
    >
      {t(text, { reference: notice.reference })}
      {notice.kind === 'outbid' && notice.isBidMachineExceeded ? (
        <div>{t('bidding.notice.alsoMachineExceeded')}</div>
      ) : null}
    </Alert>
  );
}
