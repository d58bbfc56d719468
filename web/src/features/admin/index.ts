// The admin feature's public face: what other features may use of it.
export { AdminFunctionsMenu } from './components/admin-functions-menu';
export { AdminSearchDialog } from './components/admin-search-dialog';
export { useAdminItem } from './api/admin-item';
