// The admin feature's public face: what other features may use of it.
import { lazyPart } from '../../lib/lazy-part';

/** Only the admin's view of an item shows it: fetched where it renders. */
export const AdminFunctionsMenu = lazyPart(() =>
  import('./components/admin-functions-menu').then((module) => module.AdminFunctionsMenu),
);
export { AdminSearchDialog } from './components/admin-search-dialog';
export { useAdminItem } from './api/admin-item';
