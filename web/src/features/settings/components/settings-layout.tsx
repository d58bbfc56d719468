import Box from '@mui/material/Box';
import { getSettingsAccess, routePaths } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { Outlet, useLocation } from 'react-router';
import { NoPermissionDialog } from '../../../components/no-permission-dialog';
import { useSession } from '../../../lib/session/session-context';

/** The settings area: its access rule in one place, its pages in a readable column. */
export function SettingsLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { flags } = useSession();
  const access = getSettingsAccess(pathname, flags);

  if (access !== 'allowed') {
    const isSubscriptionMissing = access === 'no_subscription';
    return (
      <NoPermissionDialog
        title={isSubscriptionMissing ? t('settings.noSubscriptionTitle') : t('noPermission.title')}
        message={isSubscriptionMissing ? t('settings.noSubscription') : t('settings.noPermission')}
        leaveTo={routePaths.settings}
      />
    );
  }
  return (
    <Box sx={{ maxWidth: 1100 }}>
      <Outlet />
    </Box>
  );
}
