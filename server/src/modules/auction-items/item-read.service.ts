import {
  OrganisationImageKind,
  relationOf,
  visibilityOf,
  type AuctionItem,
  type Caller,
  type StoredItem,
} from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Db } from '../../db/database.js';
import { biddingRepository } from '../bidding/bidding.repository.js';
import { findConfirmations } from '../bidding/confirmations.repository.js';
import { findReadableItem } from '../items/item-reads.js';
import { itemView } from './auction-item.view.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/** What an item's view is made of, as one viewing organisation may see it. */
export async function loadParts(db: Db, item: StoredItem, viewerOrganisationId: number | null) {
  const seesConfirmations =
    viewerOrganisationId !== null &&
    (viewerOrganisationId === item.organisationId ||
      viewerOrganisationId === item.winnerOrganisationId);
  const [
    organisation,
    files,
    responsiblePersons,
    companyGroups,
    ownBidding,
    bidMachines,
    confirmations,
  ] = await Promise.all([
    repository.findOrganisationShown(db, item.organisationId, OrganisationImageKind.Logo),
    repository.findFiles(db, item.id),
    repository.findResponsibleSalespeople(db, item.id),
    repository.findCompanyGroups(db, item.id),
    biddingRepository.findOwnBidding(db, item.id, viewerOrganisationId),
    biddingRepository.findOrganisationMachines(db, item.id, viewerOrganisationId),
    seesConfirmations ? findConfirmations(db, item.id) : [],
  ]);
  return {
    item,
    organisation,
    files,
    responsiblePersons,
    companyGroups,
    ownBidding,
    // The current machine as `bidMachine` tells it (its floor counts all the organisation's
    // automatic bids), so the two never disagree.
    buyerBidMachines: bidMachines.map((machine) =>
      machine.id === ownBidding.bidMachine?.id ? ownBidding.bidMachine : machine,
    ),
    confirmations,
  };
}

/** GET {itemId}: the item as the caller may see it; 404 otherwise. */
export async function getItem(ctx: Ctx, caller: Caller, itemId: number): Promise<AuctionItem> {
  const { item, groups } = await findReadableItem(ctx, caller, itemId);
  const relation = relationOf(caller, visibilityOf(item, groups));
  const isFavourite =
    caller.userId !== null && (await repository.isFavourite(ctx.db, caller.userId, item.id));
  return itemView(
    await loadParts(ctx.db, item, caller.organisationId),
    { isAuctioneer: relation.isAuctioneer, isFavourite },
    ctx.clock.now(),
  );
}
