import {
  AuditLogType,
  findAdditionalInfoBlock,
  RefusedError,
  type AddAdditionalInfoRequest,
} from '@dealer/domain';
import { findMediaForOrganisation } from '../files/files.service.js';
import type { ItemCommand } from '../items/item-pipeline.js';
import { itemContentEventOf } from '../questions/item-content-events.js';
import { additionalInfosRepository as repository } from './additional-infos.repository.js';

/**
 * POST AddAdditionalInfo (spec 2, Added info): the auctioneer adds text and files (uploads of
 * the item's organisation, through the media service) while the item is published.
 */
export const addAdditionalInfo = (
  request: AddAdditionalInfoRequest,
): ItemCommand<{ id: number }> => ({
  action: 'manage',
  async run(scope) {
    const { trx, item, groups, caller, now } = scope;
    if (caller.organisationId !== request.organisationId)
      throw RefusedError.forbidden('Info is added for the organisation you act for.');
    const block = findAdditionalInfoBlock(item, now);
    if (block) throw new RefusedError(block);
    const wanted = [...new Set(request.files.map((file) => file.externalServiceId))];
    const media = await findMediaForOrganisation(trx, item.organisationId, wanted);
    if (media.length !== wanted.length)
      throw RefusedError.rule('A file is not an upload of this organisation.', {
        files: 'not_found',
      });
    const id = await repository.insert(trx, {
      auctionItemId: item.id,
      organisationId: item.organisationId,
      userId: caller.userId,
      text: request.text,
      createdAt: now,
    });
    await repository.insertFiles(
      trx,
      id,
      wanted.map(
        (externalServiceId) =>
          media.find((file) => file.externalServiceId === externalServiceId)!.id,
      ),
    );
    scope.emitMessage(
      itemContentEventOf(item, groups, {
        type: 'NewAdditionalInfo',
        organisationId: item.organisationId,
        itemId: item.id,
        additionalInfoId: id,
        timeStamp: now.toISOString(),
      }),
    );
    return {
      value: { id },
      audit: [
        { type: AuditLogType.AdditionalInfoAdded, description: `Additional info ${id} added` },
      ],
    };
  },
});
