// The bidding feature's public face: what other features may use of it.
export { AuctioneerPanel } from './components/auctioneer-panel';
export { BidPanel } from './components/bid-panel';
export { QuickBidButton } from './components/quick-bid-button';
export { revealBidPanel } from './lib/bid-panel-anchor';
export { isOpenToBuyer } from './lib/bid-state';
