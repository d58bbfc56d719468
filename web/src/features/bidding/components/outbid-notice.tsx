import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { itemPath } from '../../../lib/item-path';
import { useOutbidNotice } from '../hooks/use-outbid-notice';

/** 'You were outbid' or 'your bid machine was exceeded', linking to the item (spec 2). */
export function OutbidNotice() {
  const { t } = useTranslation();
  const { notice, close } = useOutbidNotice();
  const text =
    notice?.kind === 'bidMachineExceeded'
      ? 'bidding.notice.machineExceeded'
      : 'bidding.notice.outbid';

  return (
    <Snackbar
      key={notice?.id}
      open={notice !== null}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity="warning"
          variant="filled"
          data-testid="outbid-notice"
          action={
            <Button
              component={RouterLink}
              to={itemPath(notice.itemId)}
              color="inherit"
              size="small"
              onClick={close}
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
      ) : undefined}
    </Snackbar>
  );
}
