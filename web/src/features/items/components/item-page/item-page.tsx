import { useParams } from 'react-router';
import { isApiError } from '../../../../lib/api-client';
import { ConnectionErrorDialog } from '../../../../components/connection-error-dialog';
import { useAuctionItem } from '../../api/auction-item';
import { ItemNotAvailableDialog } from './item-not-available-dialog';
import { ItemPlaceholder } from './item-placeholder';
import { ItemView } from './item-view';

const isNotVisible = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/** The item page, /ilmoitukset/{id} (spec 2): a placeholder until the item is there. */
export function ItemPage() {
  const { itemId = '' } = useParams();
  const id = /^\d{1,10}$/.test(itemId) ? Number(itemId) : NaN;
  const { data: item, error } = useAuctionItem(id);

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
        <ItemPlaceholder />
        <ConnectionErrorDialog />
      </>
    );
  }
  if (!item) return <ItemPlaceholder />;
  // A new item (a redraft's copy) starts afresh: nothing typed in one shows in another.
  return <ItemView key={item.id} item={item} />;
}
