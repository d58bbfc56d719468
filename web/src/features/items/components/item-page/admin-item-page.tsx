import { useParams } from 'react-router';
import { isApiError } from '../../../../lib/api-client';
import { ConnectionErrorDialog } from '../../../../components/connection-error-dialog';
import { useAdminItem } from '../../../admin';
import { ItemNotAvailableDialog } from './item-not-available-dialog';
import { ItemPlaceholder } from './item-placeholder';
import { ItemView } from './item-view';

const isNotVisible = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 403);

/**
 * The admin view of one item, /ilmoitukset/{id}/admin (spec 2, adminitem): the whole item
 * whatever its state or organisation, the admin's functions, and no view registered.
 */
export function AdminItemPage() {
  const { itemId = '' } = useParams();
  const id = /^\d{1,10}$/.test(itemId) ? Number(itemId) : NaN;
  const { data: item, error } = useAdminItem(id);

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
  return <ItemView key={item.id} item={item} isAdminView />;
}
