import { RefusedError } from '@dealer/domain';
import type { DraftUpdate, StoredItem } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { findMediaForOrganisation } from '../files/files.service.js';
import { auctionItemsRepository as repository } from './auction-items.repository.js';

/** Spec 5 / 9: at most 100 files per item. */
export const maxFilesPerItem = 100;

type FileChanges = Pick<DraftUpdate, 'newFiles' | 'deletedFiles' | 'fileUpdates'>;

/**
 * Attaches uploaded media, removes files and sets order and rotation, inside the caller's
 * transaction. Only media the item's organisation uploaded can be attached, only the item's own
 * files changed.
 */
export async function applyFileChanges(
  db: Db,
  row: Pick<StoredItem, 'id' | 'organisationId' | 'copiedFromItemId'>,
  changes: FileChanges,
): Promise<void> {
  const { newFiles = [], deletedFiles = [], fileUpdates = [] } = changes;
  if (newFiles.length + deletedFiles.length + fileUpdates.length === 0) return;
  const existing = await repository.findFiles(db, row.id);
  const existingIds = new Set(existing.map((file) => file.id));
  if (deletedFiles.some((id) => !existingIds.has(id)))
    throw RefusedError.rule('A file to delete is not on the item.', { deletedFiles: 'not_found' });
  const remaining = existing.filter((file) => !deletedFiles.includes(file.id));
  if (fileUpdates.some((update) => !remaining.some((file) => file.id === update.id))) {
    throw RefusedError.rule('A file to update is not on the item.', { fileUpdates: 'not_found' });
  }
  const wanted = [...new Set(newFiles.map((file) => file.externalServiceId))];
  const media = await findMediaForOrganisation(db, row.organisationId, wanted);
  if (media.length !== wanted.length)
    throw RefusedError.rule('A new file is not an upload of this organisation.', {
      newFiles: 'not_found',
    });
  if (remaining.length + media.length > maxFilesPerItem)
    throw RefusedError.rule('An item has at most 100 files.', { newFiles: 'max' });

  await repository.deleteFiles(db, row.id, deletedFiles);
  for (const update of fileUpdates) await repository.updateFile(db, row.id, update);
  const lastOrder = Math.max(
    -1,
    ...remaining.map(
      (file) =>
        fileUpdates.find((update) => update.id === file.id)?.orderNumber ?? file.orderNumber,
    ),
  );
  // Spec 3 addedFile: attached after the item first went on sale (a redraft copy, or an item
  // that was published and came back to draft).
  const addedFile =
    wanted.length > 0 &&
    (row.copiedFromItemId !== null || (await repository.wasPublished(db, row.id)));
  await repository.insertFiles(
    db,
    wanted.map((externalServiceId, index) => ({
      auctionItemId: row.id,
      mediaFileId: media.find((file) => file.externalServiceId === externalServiceId)!.id,
      orderNumber: lastOrder + 1 + index,
      angle: 0,
      addedFile,
    })),
  );
}
