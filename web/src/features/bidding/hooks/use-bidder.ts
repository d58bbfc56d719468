import type { Bidder } from '@dealer/domain';
import { useSession } from '../../../lib/session/session-context';

export interface BidderContext extends Bidder {
  /** The user's office in the selected organisation, sent with bids (spec 7), or null. */
  officeId: number | null;
}

/** Who bids: the user's selected organisation, its rights and the user's office in it. */
export function useBidder(): BidderContext {
  const { user, flags, offices } = useSession();
  const officeId = user.officeIds.find((id) => offices.some((office) => office.id === id));
  return { organisationId: user.selectedOrganisationId, flags, officeId: officeId ?? null };
}
