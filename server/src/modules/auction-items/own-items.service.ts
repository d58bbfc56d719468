import { RefusedError } from '@dealer/domain';
import { ItemStatus, publicStateOf, type OwnItemRow } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import { requireOrganisationViewer } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { toPublicStateItem } from '../items/items.repository.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * My items (spec 2): GET organisation/{organisationId} lists the organisation's own items (the
 * sell tab) for its members; GET organisation/{organisationId}/buying the items it has bid on
 * or set a bid machine on (the buy tab), for members with the buyer or pro buyer right.
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
  const rows = await repository.findOwnItemRows(ctx.db, organisationId, role, viewer, now);
  return rows.map((row) => ({
    ...publicStateOf(toPublicStateItem(row), now),
    id: row.id,
    isDraft: row.status === ItemStatus.Draft,
    licenseNumber: row.licenseNumber,
    make: row.make,
    model: row.model,
    modelYear: row.modelYear,
    mileage: row.mileage,
    startPrice: row.startPrice,
    minimumRaise: row.minimumRaise,
    thumbnailUrl: row.thumbnailId ? `/media/${row.thumbnailId}` : null,
    ownBidderMarker: row.ownBidderMarker,
    hasOwnBidMachine: Boolean(row.hasOwnBidMachine),
  }));
}
