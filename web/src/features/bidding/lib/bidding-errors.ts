import { isApiError } from '../../../lib/api-client';

/** The refusals the bidding calls name in `error.fields` (spec 8: said in clear words). */
const reasons = [
  'price_changed',
  'bid_below_minimum',
  'bid_above_maximum',
  'item_not_active',
  'own_item',
  'already_leading',
  'ceiling_below_minimum',
  'ceiling_above_maximum',
  'ceiling_below_own_bids',
  'bid_machine_exists',
  'no_bid_machine',
] as const;
type Reason = (typeof reasons)[number];

const isReason = (value: string): value is Reason => (reasons as readonly string[]).includes(value);

export type BiddingAction = 'bid' | 'createMachine' | 'updateMachine' | 'removeMachine';

/** Spec 8: bid failed, and bid machine create, update or remove failed. */
const failures = {
  bid: 'bidding.errors.bidFailed',
  createMachine: 'bidding.errors.machineCreateFailed',
  updateMachine: 'bidding.errors.machineUpdateFailed',
  removeMachine: 'bidding.errors.machineRemoveFailed',
} as const;

export type BiddingErrorKey =
  `bidding.errors.${Reason | 'forbidden' | 'not_found'}` | (typeof failures)[BiddingAction];

/** The toast for a failed bid or bid machine call: the rule it broke when known. */
export function findBiddingErrorKey(error: unknown, action: BiddingAction): BiddingErrorKey {
  if (!isApiError(error)) return failures[action];
  if (error.code === 'price_changed') return 'bidding.errors.price_changed';
  if (error.code === 'forbidden' || error.code === 'not_found')
    return `bidding.errors.${error.code}`;
  const reason = Object.values(error.fields ?? {}).find(isReason);
  return reason ? `bidding.errors.${reason}` : failures[action];
}
