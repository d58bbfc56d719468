import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isApiError } from '../../../../lib/api-client';
import { errorMessageKey } from '../../../../lib/error-message';
import { useAuctionItem } from '../../api/auction-item';
import { ItemNotAvailableDialog } from './item-not-available-dialog';
import { ItemPlaceholder } from './item-placeholder';
import { ItemView } from './item-view';

const isNotVisible = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/** The item page, /ilmoitukset/{id} (spec 2): a placeholder until the item is there. */
export function ItemPage() {
  const { t } = useTranslation();
  const { itemId = '' } = useParams();
  const id = /^\d{1,10}$/.test(itemId) ? Number(itemId) : NaN;
  const { data: item, error, refetch, isFetching } = useAuctionItem(id);

  if (Number.isNaN(id) || (error && isNotVisible(error))) {
    return (
      <>
        <ItemPlaceholder />
        <ItemNotAvailableDialog />
      </>
    );
  }
  if (error && !item) {
    return (
      <>
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" onClick={() => void refetch()} loading={isFetching}>
              {t('itemPage.retry')}
            </Button>
          }
        >
          {t(errorMessageKey(error))}
        </Alert>
        <ItemPlaceholder />
      </>
    );
  }
  if (!item) return <ItemPlaceholder />;
  // A new item (a redraft's copy) starts afresh: nothing typed in one shows in another.
  return <ItemView key={item.id} item={item} />;
}
