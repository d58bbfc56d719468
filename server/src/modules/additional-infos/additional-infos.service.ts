import type { AdditionalInfo } from '@dealer/domain';
import type { AppContext } from '../../app-context.js';
import type { Caller } from '../access/caller.js';
import { mediaUrlOf } from '../files/files.service.js';
import { findReadableItem } from '../items/item-reads.js';
import { additionalInfosRepository as repository } from './additional-infos.repository.js';

type Ctx = Pick<AppContext, 'db' | 'clock'>;

/**
 * GET {itemId}/additional-infos: what the auctioneer added during the auction, newest first,
 * for whoever may see the item (the item page's section and the print view).
 */
export async function listAdditionalInfos(
  ctx: Ctx,
  caller: Caller,
  itemId: number,
): Promise<AdditionalInfo[]> {
  await findReadableItem(ctx, caller, itemId);
  return readAdditionalInfos(ctx, itemId);
}

/** The same without an access check, for a reader that has made its own (the print view). */
export async function readAdditionalInfos(
  ctx: Pick<AppContext, 'db'>,
  itemId: number,
): Promise<AdditionalInfo[]> {
  const infos = await repository.findOfItem(ctx.db, itemId);
  const files = await repository.findFiles(
    ctx.db,
    infos.map((info) => info.id),
  );
  return infos.map((info) => ({
    id: info.id,
    timeStamp: info.createdAt.toISOString(),
    text: info.text,
    files: files
      .filter((file) => file.additionalInfoId === info.id)
      .map((file) => ({
        id: file.id,
        url: mediaUrlOf(file.externalServiceId),
        externalServiceId: file.externalServiceId,
        type: file.contentType,
        name: file.originalName ?? '',
      })),
  }));
}
