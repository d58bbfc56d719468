import {
  isAwaitingAction,
  ItemStatus,
  ItemUserType,
  listDescriptionLength,
  publicStateOf,
  RefusedError,
  type OwnItemRow,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { requireOrganisationViewer } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { toPublicStateItem } from '../items/items.repository.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * My items (spec 2): GET organisation/{organisationId} lists the organisation's own items (the
 * sell tab) for its members; GET organisation/{organisationId}/buying the items it has bid on
 * or set a bid machine on (the buy tab), for members with the buyer or pro buyer right. Each row
 * carries what the items page's filters and sort read (spec 2: my items keeps its own).
 */
export async function listOwnItems(
  ctx: Ctx,
  caller: Caller,
  organisationId: number,
  role: 'seller' | 'buyer',
): Promise<OwnItemRow[]> {
  const viewer = await requireOrganisationViewer(ctx.db, caller, organisationId);
  const { flags } = viewer;
  if (role === 'buyer' && !flags.isBuyer && !flags.isProBuyer)
    throw RefusedError.forbidden('The buy tab needs the buyer right.');
  const now = ctx.clock.now();
  const rows = await repository.findOwnItemRows(
    ctx.db,
    organisationId,
    role,
    { ...viewer, userId: caller.userId },
    now,
  );
  return rows.map((row) => {
    const state = publicStateOf(toPublicStateItem(row), now);
    const isSeller = row.organisationId === organisationId;
    return {
      ...state,
      id: row.id,
      isDraft: row.status === ItemStatus.Draft,
      organisationId: row.organisationId,
      organisationName: row.organisationName,
      officeId: row.officeId,
      officeName: row.officeName,
      licenseNumber: row.licenseNumber,
      make: row.make,
      model: row.model,
      type: row.type,
      modelYear: row.modelYear,
      mileage: row.mileage,
      fuelType: row.fuelType,
      hybridType: row.hybridType,
      auctioneerDescription: row.auctioneerDescription?.slice(0, listDescriptionLength) ?? null,
      startPrice: row.startPrice,
      minimumRaise: row.minimumRaise,
      openBid: row.openBid,
      hasPriceReservation: row.priceReservation !== null,
      isProItem: !row.showInBasicAuction,
      thumbnailUrl: row.thumbnailId ? `/media/${row.thumbnailId}` : null,
      userType:
        row.organisationId === organisationId ? ItemUserType.Auctioneer : ItemUserType.Buyer,
      isFavorite: Boolean(row.isFavorite),
      ownBidderMarker: row.ownBidderMarker,
      hasOwnBid: row.ownBidderMarker !== null,
      hasOwnBidMachine: Boolean(row.hasOwnBidMachine),
      hasAnsweredQuestions: Boolean(row.hasAnsweredQuestions),
      hasAdditionalInfo: Boolean(row.hasAdditionalInfo),
      // Issue 11: a waiting question is the seller's business; a buyer's filter finds what it asked.
      hasUnansweredQuestions: isSeller && Boolean(row.hasUnansweredQuestions),
      hasOwnQuestion: isSeller ? Boolean(row.hasUnansweredQuestions) : Boolean(row.hasAsked),
      // Spec 2, own actions: every row is the organisation's own or one it bids on; confirmed or
      // not is asked of the ended ones (as on the items page).
      ...(state.isEnded ? { isConfirmed: row.confirmedSold !== null } : {}),
    };
  });
}

/**
 * Spec 2, the left navigation's dot on My items: how many ended items of the caller's
 * organisation wait for it as seller (to finish or confirm), by the domain's isAwaitingAction.
 */
export async function countSellerAwaiting(ctx: Ctx, caller: Caller): Promise<{ count: number }> {
  if (caller.organisationId === null) return { count: 0 };
  const now = ctx.clock.now();
  const rows = await repository.findSellerAwaitingCandidates(ctx.db, caller.organisationId, now);
  const count = rows.filter((row) =>
    isAwaitingAction(publicStateOf(toPublicStateItem(row), now), 'seller', null),
  ).length;
  return { count };
}
