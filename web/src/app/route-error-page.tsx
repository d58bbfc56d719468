import Refresh from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useRouteError } from 'react-router';
import { FullPageSpinner } from '../components/full-page-spinner';
import {
  isChunkLoadError,
  isServerReachable,
  markChunkReload,
  mayReloadForChunk,
  reloadPage,
} from '../lib/chunk-load-error';

// Offline, a reload only trades this prompt for the browser's own error page.
const mayReloadItself = (error: unknown) =>
  isChunkLoadError(error) && navigator.onLine && mayReloadForChunk(sessionStorage, Date.now());

/**
 * Issue 15: whatever a page throws (a chunk lost with the connection, a stale chunk after a
 * redeploy, a bug) shows this translated prompt instead of the router's English developer page.
 * A chunk load error reloads the page once by itself when the server answers: a redeployed app
 * then loads its new files.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  // Decided when the page is shown: marking the reload must not turn this render into the prompt.
  const [phase, setPhase] = useState<'reloading' | 'prompt'>(() =>
    mayReloadItself(error) ? 'reloading' : 'prompt',
  );

  useEffect(() => {
    if (phase === 'prompt') return console.error(error);
    let isCurrent = true;
    void isServerReachable().then((isReachable) => {
      if (!isCurrent) return;
      if (!isReachable) return setPhase('prompt');
      markChunkReload(sessionStorage, Date.now());
      reloadPage();
    });
    return () => {
      isCurrent = false;
    };
  }, [phase, error]);

  if (phase === 'reloading') return <FullPageSpinner />;
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper role="alert" data-testid="route-error" sx={{ maxWidth: 480, p: 4 }}>
        <Typography variant="h1" sx={{ mb: 1 }}>
          {t('crash.title')}
        </Typography>
        <Typography sx={{ mb: 2 }}>{t('crash.text')}</Typography>
        <Button
          variant="contained"
          startIcon={<Refresh />}
          onClick={reloadPage}
          data-testid="route-error-refresh"
        >
          {t('crash.refresh')}
        </Button>
      </Paper>
    </Box>
  );
}
