import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../../i18n/use-translation';
import { EmptyState } from '../../../components/empty-state';
import { errorMessageKey } from '../../../lib/error-message';
import { useBuyingItems } from '../../../lib/items/organisation-items';
import { OwnItemsList } from './own-items-list';

/** The buy tab (spec 2, My items): the items the organisation has bid on or set a machine on. */
export function BuyList({ organisationId }: { organisationId: number }) {
  const { t } = useTranslation();
  const { data: rows, error } = useBuyingItems(organisationId);

  if (error) return <Alert severity="error">{t(errorMessageKey(error))}</Alert>;
  if (!rows) return <CircularProgress aria-label={t('app.loading')} />;
  if (rows.length === 0) return <EmptyState text={t('myItems.empty')} />;
  return <OwnItemsList rows={rows} role="buyer" />;
}
