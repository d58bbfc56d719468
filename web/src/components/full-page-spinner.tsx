import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../i18n/use-translation';

export function FullPageSpinner() {
  const { t } = useTranslation();
  return (
    <Box
      data-testid="full-page-spinner"
      sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}
    >
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}
