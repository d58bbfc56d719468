import { itemIdOf, type AuctionItem } from '@dealer/domain';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { ConnectionErrorDialog } from '../../../components/connection-error-dialog';
import { useAuctionItem } from '../../../lib/items/auction-item';
import { ItemNotAvailableDialog } from './item-not-available-dialog';
import { ItemPlaceholder } from './item-placeholder';
import { ItemView } from './item-view';
import { useDeferredFirstShowing } from '../../../lib/use-deferred-first-showing';

const isNotVisible = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/** The item as the page shows it: its first showing deferred (`useDeferredFirstShowing`). */
export function useFirstShownDeferred(item: AuctionItem | undefined): AuctionItem | undefined {
  // Until the deferred pass has shown this item (another's page before it), the placeholder.
  return useDeferredFirstShowing(item, (shown, current) => shown.id === current.id);
}

/** The route's item id; NaN when the path holds no id. */
export function useRouteItemId(): number {
  return itemIdOf(useParams().itemId);
}

/** The item page, /ilmoitukset/{id} (spec 2): a placeholder until the item is there. */
export function ItemPage() {
  const id = useRouteItemId();
  const { data, error } = useAuctionItem(id);
  return <LoadedItemView id={id} item={useFirstShownDeferred(data)} error={error} />;
}

interface LoadedItemViewProps {
  id: number;
  item: AuctionItem | undefined;
  error: unknown;
  isAdminView?: boolean;
}

/**
 * An item page once its item is asked for: the placeholder while it loads, with the dialog that
 * says it cannot be seen or cannot be loaded, then the item.
 */
export function LoadedItemView({ id, item, error, isAdminView = false }: LoadedItemViewProps) {
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
  return <ItemView key={item.id} item={item} isAdminView={isAdminView} />;
}
