import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { routePaths } from '@dealer/domain';
import { useTranslation } from '../i18n/use-translation';
import { Link } from 'react-router';
import { PageHeader } from '../components/page-header';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <Typography sx={{ mb: 2 }}>{t('notFound.text')}</Typography>
      <Button component={Link} to={routePaths.items} variant="contained">
        {t('notFound.toItems')}
      </Button>
    </>
  );
}
