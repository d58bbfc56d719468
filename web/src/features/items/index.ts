// The items feature's public face: what other features may use of it.
export { ItemTiming } from './components/items-list/item-timing';
export { catchUpItemList } from './api/item-list';
