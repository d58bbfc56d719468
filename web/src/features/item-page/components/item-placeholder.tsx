import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../i18n/use-translation';

/** Spec 2: while the item loads (or cannot), the page keeps its shape. */
export function ItemPlaceholder() {
  const { t } = useTranslation();
  return (
    <Box data-testid="item-placeholder" aria-busy aria-label={t('app.loading')}>
      <Skeleton variant="text" width="40%" height={40} sx={{ mb: 2 }} />
      {[0, 1, 2].map((index) => (
        <Paper key={index} sx={{ p: 3, mb: 2 }}>
          <Skeleton variant="text" width="25%" height={28} />
          <Skeleton variant="rounded" height={index === 0 ? 160 : 96} sx={{ mt: 1 }} />
        </Paper>
      ))}
    </Box>
  );
}
