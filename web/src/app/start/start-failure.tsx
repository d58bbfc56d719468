import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { FullPageSpinner } from '../../components/full-page-spinner';

export const startRetrySeconds = 5;

/** Whether a failed start is worth retrying: not when signed out, not when refused. */
export function isRetryableStartFailure(error: unknown): boolean {
  return !(isApiError(error) && (error.status === 401 || error.status === 403));
}

/** Spec 6, HTTP fallback on start: 401 signs in again, 403 refuses, anything else retries. */
export function StartFailure({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const status = isApiError(error) ? error.status : 0;
  // The API client is already on its way to the sign-in page.
  if (status === 401) return <FullPageSpinner />;

  const isRefused = status === 403;
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper
        role="alert"
        data-testid={isRefused ? 'access-denied' : 'start-error'}
        sx={{ maxWidth: 480, p: 4 }}
      >
        <Typography variant="h1" sx={{ mb: 1 }}>
          {isRefused ? t('start.accessDeniedTitle') : t('start.unexpectedErrorTitle')}
        </Typography>
        <Typography>
          {isRefused
            ? t('start.accessDenied')
            : t('start.unexpectedError', {
                status: status === 0 ? t('start.noConnection') : String(status),
              })}
        </Typography>
        {isRefused ? null : (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="start-retry-warning">
            {t('start.retrying', { seconds: startRetrySeconds })}
          </Alert>
        )}
      </Paper>
    </Box>
  );
}
