import Menu from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { routePaths } from '@dealer/domain';
import { useIsFetching } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Link } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { sessionQueryKey } from '../../lib/session/session-query';
import { NotificationCentreEntry } from '../../features/notification-centre';
import { ReleaseNotesBell } from '../../features/release-notes';
import { FeedbackButton, SurveyDialog } from '../../features/feedback';
import { LanguageSwitch } from './language-switch';
import { LogoutButton } from './logout-button';
import { OrganisationSwitch } from './organisation-switch';

// Shown only while the session reloads (an organisation switch): not part of the first load.
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

/** The header: the product's name, who is signed in, the organisation, and the shell's entries. */
export function AppHeader({ onOpenNavigation }: { onOpenNavigation?: () => void }) {
  const { t } = useTranslation();
  // A session reload (after an organisation switch) shows as a thin bar, not a spinner.
  const isReloadingSession = useIsFetching({ queryKey: sessionQueryKey }) > 0;
  const { user } = useSession();

  return (
    <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        {onOpenNavigation ? (
          <IconButton
            color="inherit"
            edge="start"
            aria-label={t('shell.openNavigation')}
            data-testid="open-navigation"
            onClick={onOpenNavigation}
          >
            <Menu />
          </IconButton>
        ) : null}
        <Typography
          component={Link}
          to={routePaths.items}
          variant="h3"
          noWrap
          sx={{ color: 'inherit', textDecoration: 'none', mr: 1, flexShrink: 0 }}
        >
          {t('app.productName')}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        {/* Who is signed in: a dealer's colleagues often share a workstation. */}
        <Typography
          variant="body2"
          noWrap
          data-testid="current-user-name"
          sx={{ display: { xs: 'none', md: 'block' }, opacity: 0.85, mr: 1 }}
        >
          {`${user.firstName} ${user.lastName}`}
        </Typography>
        <OrganisationSwitch />
        <FeedbackButton />
        <LanguageSwitch />
        <ReleaseNotesBell />
        <NotificationCentreEntry />
        <LogoutButton isCompact />
      </Toolbar>
      <SurveyDialog />
      {isReloadingSession ? (
        <Suspense fallback={null}>
          <LinearProgress
            color="secondary"
            aria-label={t('app.loading')}
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }}
          />
        </Suspense>
      ) : null}
    </AppBar>
  );
}
