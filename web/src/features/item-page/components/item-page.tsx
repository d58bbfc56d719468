import { itemIdOf, type AuctionItem } from '@dealer/domain';
import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../../lib/api-client';
import { ConnectionErrorDialog } from '../../../components/connection-error-dialog';
import { useAuctionItem } from '../../../lib/items/auction-item';
import { ItemNotAvailableDialog } from './item-not-available-dialog';
import { ItemPlaceholder } from './item-placeholder';
import { ItemView } from './item-view';

const isNotVisible = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/**
 * The item as the page shows it. Its first showing is rendered in a deferred pass, in slices the
 * browser can answer between (React yields every 5 ms), rather than in one task when the item
 * arrives: on a phone that one task was 0.8 s of blocked input (Lighthouse's mobile run, issue
 * 10). Once shown, its changes (a bid, a save, a live frame) show at once, as before.
 */
export function useFirstShownDeferred(item: AuctionItem | undefined): AuctionItem | undefined {
  const shown = useDeferredValue(item ?? null, null);
  // Until the deferred pass has shown this item (another's page before it), the placeholder.
  return item && shown?.id === item.id ? item : undefined;
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
