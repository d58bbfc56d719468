import { currentPrice, itemReferenceOf, leadingBid, type AuctionState } from '@dealer/domain';
import type { StoredItem } from '@dealer/domain';
import type { Audience, PersonalBusEvent } from '../../live/bus-events.js';

/**
 * The personal events of one money change (issue 5): the organisation that lost the lead hears
 * it was outbid, an organisation whose machine was switched off that it was exceeded, and the
 * organisation that took the lead that it now leads. Each goes only to that organisation, and
 * only while it may see the item (`audience`).
 */
export function personalEventsOf(
  row: Pick<StoredItem, 'id' | 'licenseNumber' | 'make' | 'model'>,
  before: AuctionState,
  after: AuctionState,
  exceeded: readonly number[],
  audience: Audience,
): PersonalBusEvent[] {
  const previousLeader = leadingBid(before)?.organisationId ?? null;
  const leader = leadingBid(after)?.organisationId ?? null;
  const priceNow = currentPrice(after) ?? 0;
  const base = { itemId: row.id, reference: itemReferenceOf(row), priceNow };
  const events: PersonalBusEvent[] = [];
  if (previousLeader !== null && previousLeader !== leader) {
    events.push({
      kind: 'personal',
      audience,
      organisationId: previousLeader,
      frame: { type: 'Outbid', ...base, isBidMachineExceeded: exceeded.includes(previousLeader) },
    });
  }
  for (const organisationId of exceeded) {
    if (organisationId === previousLeader) continue;
    events.push({
      kind: 'personal',
      audience,
      organisationId,
      frame: { type: 'BidMachineExceeded', ...base },
    });
  }
  if (leader !== null && leader !== previousLeader) {
    events.push({
      kind: 'personal',
      audience,
      organisationId: leader,
      frame: { type: 'NowLeading', ...base },
    });
  }
  return events;
}
