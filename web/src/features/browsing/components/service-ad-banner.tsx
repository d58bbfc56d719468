import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { settingsApi } from '@dealer/domain';
import { useTranslation } from '../../../i18n/use-translation';
import { callApi } from '../../../lib/api-client';

/** Spec 2: the items page's service-ad banner (title, text, read-more link), shown when visible. */
export function ServiceAdBanner() {
  const { t } = useTranslation();
  const { data } = useQuery({
    queryKey: ['settings', 'serviceAd'],
    queryFn: ({ signal }) => callApi(settingsApi.serviceAdNotification, {}, { signal }),
    staleTime: 10 * 60_000,
  });
  if (!data?.isVisible) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="service-ad">
      <AlertTitle>{data.title}</AlertTitle>
      {data.text}
      {data.readMoreLink ? (
        <>
          {' '}
          <Link href={data.readMoreLink} target="_blank" rel="noopener noreferrer">
            {t('items.serviceAd.readMore')}
          </Link>
        </>
      ) : null}
    </Alert>
  );
}
