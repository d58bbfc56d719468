import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useClientConfig } from '../../lib/client-config';
import { useSession } from '../../lib/session/session-context';
import { LogoutButton } from '../shell/logout-button';
import { OrganisationSwitch } from '../shell/organisation-switch';

/**
 * Persistent (spec 2, Shell): nothing works without a subscription. The user can still pick
 * another organisation or sign out, which are the only ways forward.
 */
export function NoSubscriptionDialog() {
  const { t } = useTranslation();
  const titleId = useId();
  const { selectedOrganisation, organisations } = useSession();
  const { data: config } = useClientConfig();

  return (
    <Dialog
      open

      aria-labelledby={titleId}
      data-testid="no-subscription-dialog"
    >
      <DialogTitle id={titleId}>{t('noSubscription.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="overline" color="text.secondary">
          {t('noSubscription.organisation')}
        </Typography>
        <Typography variant="h3" sx={{ mb: 2 }} data-testid="no-subscription-organisation">
          {selectedOrganisation?.name ?? t('noSubscription.noOrganisation')}
        </Typography>
        <DialogContentText sx={{ mb: 2 }}>{t('noSubscription.message')}</DialogContentText>
        <DialogContentText>{t('noSubscription.contact')}</DialogContentText>
        {config ? (
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'auto 1fr',
              gap: 0.5,
              columnGap: 2,
              m: 0,
              mt: 1,
            }}
          >
            <Typography component="dt" color="text.secondary">
              {t('common.email')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <Link href={`mailto:${config.customerServiceEmail}`}>
                {config.customerServiceEmail}
              </Link>
            </Typography>
            <Typography component="dt" color="text.secondary">
              {t('common.phone')}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              <Link href={`tel:${config.customerServicePhone.replace(/\s+/g, '')}`}>
                {config.customerServicePhone}
              </Link>
            </Typography>
          </Box>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        {organisations.length > 1 ? (
          <OrganisationSwitch testId="no-subscription-organisation-switch" color="primary" />
        ) : (
          <span />
        )}
        <LogoutButton />
      </DialogActions>
    </Dialog>
  );
}
