/** The bid panel's anchor on the item page, for the mobile 'bid' button (spec 2). */
export const bidPanelAnchor = 'bid-panel';
/** The bid input's id: the mobile 'bid' button puts the cursor there. */
export const bidInputId = 'bid-input';

/** Scrolls the bid panel into view and puts the cursor in the bid input. */
export function revealBidPanel(): void {
  document.getElementById(bidPanelAnchor)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  document.getElementById(bidInputId)?.focus({ preventScroll: true });
}
