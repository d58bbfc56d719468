import {
  AuditLogType,
  decideCancel,
  findRedraftKind,
  freshAuctionState,
  ItemStatus,
  returnToDraft,
  valueOf,
} from '@dealer/domain';
import type { ItemCommand } from '../items/item-pipeline.js';
import { itemsRepository } from '../items/items.repository.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';

/**
 * POST Redraft (spec 4): back to draft, or a copy as a new draft whose files, responsible
 * salespeople and target groups are the original's (media are immutable, so the copy shares
 * them). Answers the id of the draft the caller goes on with.
 */
export const redraft: ItemCommand<number> = {
  action: 'manage',
  async run(scope) {
    const { trx, item, now, caller } = scope;
    if (valueOf(findRedraftKind(item, now)) === 'toDraft')
      return { ...returnToDraft(now), value: item.id };
    const { id: originalId, ...copy } = item;
    const newId = await itemsRepository.insert(trx, {
      ...copy,
      status: ItemStatus.Draft,
      createdBy: caller.userId,
      createdAt: now,
      updatedAt: now,
      publishedAt: null,
      copiedFromItemId: originalId,
      ...freshAuctionState,
      viewCount: 0,
      favoriteCount: 0,
      startAnnouncedAt: null,
    });
    const files = await repository.findFiles(trx, originalId);
    await repository.insertFiles(
      trx,
      files.map((file) => ({
        auctionItemId: newId,
        mediaFileId: file.mediaFileId,
        orderNumber: file.orderNumber,
        angle: file.angle,
        archive: true,
      })),
    );
    const people = await repository.findResponsibleSalespeople(trx, originalId);
    await repository.replaceResponsibleSalespeople(
      trx,
      newId,
      people.map((person) => ({ userId: person.userId, showInAuction: person.showInAuction })),
    );
    await repository.replaceCompanyGroups(
      trx,
      newId,
      await repository.findCompanyGroups(trx, originalId),
    );
    const created = (await itemsRepository.find(trx, newId))!;
    scope.audit(newId, [
      {
        type: AuditLogType.ItemRedrafted,
        description: `Copied as a new draft from item ${originalId}`,
      },
    ]);
    scope.emit('Created', created.item, created.groups);
    return { value: newId };
  },
};

/** POST Cancel (spec 4): removal from sale, only for a published item with bids that has not ended. */
export const cancelItem: ItemCommand<void> = {
  action: 'manage',
  run: ({ item, now }) => ({ ...valueOf(decideCancel(item, now)), value: undefined }),
};
