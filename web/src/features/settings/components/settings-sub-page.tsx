import CircularProgress from '@mui/material/CircularProgress';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { PageHeader } from '../../../components/page-header';

interface SettingsSubPageProps {
  title: string;
  isLoading?: boolean;
  isError?: boolean;
  actions?: ReactNode;
  children: ReactNode;
}

/** A settings sub-page: the "settings" header over the page name (spec 2), then its content. */
export function SettingsSubPage({
  title,
  isLoading,
  isError,
  actions,
  children,
}: SettingsSubPageProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader overline={t('settings.title')} title={title} actions={actions} />
      {isError ? (
        <Alert severity="error">{t('toast.generalGetError')}</Alert>
      ) : isLoading ? (
        <CircularProgress aria-label={t('settingsProfile.loading')} />
      ) : (
        <Stack spacing={3}>{children}</Stack>
      )}
    </>
  );
}
