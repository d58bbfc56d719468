// The bidding feature's public face: what other features may use of it.
import { lazyPart } from '../../lib/lazy-part';

/** Only an item's auctioneer sees it: fetched where it renders, not with a buyer's page. */
export const AuctioneerPanel = lazyPart(() =>
  import('./components/auctioneer-panel').then((module) => module.AuctioneerPanel),
);
export { BidPanel } from './components/bid-panel';
export { QuickBidButton } from './components/quick-bid-button';
export { revealBidPanel } from './lib/bid-panel-anchor';
export { isOpenToBuyer } from './lib/bid-state';
