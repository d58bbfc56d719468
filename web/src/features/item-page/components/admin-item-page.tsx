import { useAdminItem } from '../../admin';
import { LoadedItemView, useFirstShownDeferred, useRouteItemId } from './item-page';

/**
 * The admin view of one item, /ilmoitukset/{id}/admin (spec 2, adminitem): the whole item
 * whatever its state or organisation, the admin's functions, and no view registered.
 */
export function AdminItemPage() {
  const id = useRouteItemId();
  const { data, error } = useAdminItem(id);
  return <LoadedItemView id={id} item={useFirstShownDeferred(data)} error={error} isAdminView />;
}
