import { refuse, type Refusal } from '../api/refusal.js';
import { maxVisibleResponsibleSalespeople } from '../auction-items/draft-rules.js';
import { ItemStatus, type VisibilityType } from '../auction-items/enums.js';
import { isEnded } from '../auction-items/item-state.js';
import type { StoredItem } from '../auction-items/stored-item.js';

/** Spec 5: at most 3 responsible salespeople are shown in an auction. */
export function findResponsibleSalespeopleRefusal(
  people: ReadonlyArray<{ showInAuction: boolean }>,
): Refusal | null {
  return people.filter((person) => person.showInAuction).length > maxVisibleResponsibleSalespeople
    ? refuse.rule('At most 3 responsible salespeople are shown in an auction.', {
        showInAuction: 'too_many_visible_salespersons',
      })
    : null;
}

/**
 * An item's target groups after one is assigned (POST CompanyGroup): an item is either shown to
 * its groups (whitelist) or hidden from them (blacklist), so every group takes the new type.
 */
export function assignTargetGroup(
  current: ReadonlyArray<{ companyGroupId: number; visibilityType: VisibilityType }>,
  assignment: { companyGroupId: number; visibilityType: VisibilityType },
): Array<{ companyGroupId: number; visibilityType: VisibilityType }> {
  const others = current
    .filter((existing) => existing.companyGroupId !== assignment.companyGroupId)
    .map((existing) => ({ ...existing, visibilityType: assignment.visibilityType }));
  return [...others, assignment];
}

/** Spec 2: the favourite star is enabled only while the item is on sale (not a draft, not ended). */
export function findFavouriteRefusal(
  item: Pick<StoredItem, 'status' | 'start' | 'end'>,
  now: Date,
): Refusal | null {
  return item.status === ItemStatus.Draft || isEnded(item, now)
    ? refuse.rule('Only an item on sale can be a favourite.', { status: 'not_active' })
    : null;
}

/** Spec 2: a view is registered when a non-draft item is opened. */
export const isViewCounted = (item: Pick<StoredItem, 'status'>) => item.status !== ItemStatus.Draft;
