import {
  bidStateOf,
  canViewItem,
  type LiveFrame,
  type VisibilityItem,
  type VisibilityViewer,
} from '@dealer/domain';
import { fromAudience, type BusEvent, type ItemBusEvent } from './bus-events.js';

/**
 * Who may hear about an item: its own organisation, whoever may see it now, or could see it
 * before a removal. The audiences are read once per event, not once per viewer: in a reconnect
 * storm with 1,000 organisations' screens, reading them per test was the server's busiest
 * function of its own (a second of the storm's 16 s, `--cpu-prof`).
 */
function hearersOf(event: ItemBusEvent, now: Date): (viewer: VisibilityViewer) => boolean {
  const audience = fromAudience(event.audience);
  const previous: VisibilityItem | null = event.previousAudience
    ? fromAudience(event.previousAudience)
    : null;
  return (viewer) =>
    viewer.organisationId === event.organisationId ||
    canViewItem(audience, viewer, now) ||
    (previous !== null && canViewItem(previous, viewer, now));
}

function itemFrameOf(event: ItemBusEvent): LiveFrame {
  if (event.type === 'NewEndedAuctionItems') {
    return {
      type: event.type,
      organisationId: event.organisationId,
      auctionItemId: event.itemId,
      endDateTime: event.state.end,
      state: event.state,
    };
  }
  if (event.type === 'NewBid') {
    // Only what a bid changes: every screen hears every bid.
    return {
      type: event.type,
      organisationId: event.organisationId,
      itemId: event.itemId,
      state: bidStateOf(event.state),
    };
  }
  return {
    type: event.type,
    organisationId: event.organisationId,
    itemId: event.itemId,
    state: event.state,
  };
}

/**
 * How one bus event reaches connections: its frame (serialised once) and the test of who may
 * receive it. Item events go to those who may see the item; personal events to the connections
 * of their one organisation while it may see the item; content (questions, answers, added info) to those
 * who may see the item. Anything else is not for clients.
 */
export function deliveryOf(
  message: unknown,
  now: Date,
): { frame: string; isFor: (viewer: VisibilityViewer) => boolean } | null {
  const event = message as BusEvent | undefined;
  if (event?.kind === 'item') {
    return {
      frame: JSON.stringify(itemFrameOf(event)),
      isFor: hearersOf(event, now),
    };
  }
  if (event?.kind === 'personal') {
    const audience = fromAudience(event.audience);
    return {
      frame: JSON.stringify(event.frame),
      // Its one organisation, and only while that may see the item (issue 15).
      isFor: (viewer) =>
        viewer.organisationId === event.organisationId && canViewItem(audience, viewer, now),
    };
  }
  if (event?.kind === 'itemContent') {
    const audience = fromAudience(event.audience);
    return {
      frame: JSON.stringify(event.frame),
      // Like the item's own events: its organisation, and whoever may see the item now.
      isFor: (viewer) =>
        viewer.organisationId === event.organisationId || canViewItem(audience, viewer, now),
    };
  }
  return null;
}
