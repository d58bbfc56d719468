import { RefusedError } from '@dealer/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { filesRepository as repository, type MediaFile } from './files.repository.js';
import { MediaKind, uploadLimits } from './media-types.js';
import type { MediaStorage } from './storage/media-storage.js';
import { storeFile, type IncomingFile, type StoredMedia } from './store-file.js';

export type { MediaFile } from './files.repository.js';

/** The record of an uploaded file that POST /api/File/Files answers (spec 7 "Files"). */
export interface FileRecord {
  externalServiceId: string;
  url: string;
  /** The stored content type. */
  type: string;
  isImage: boolean;
  isVideo: boolean;
  isPdf: boolean;
}

/** Where a file is served (public by its unguessable id). */
export const mediaUrlOf = (externalServiceId: string) => `/media/${externalServiceId}`;

export const toFileRecord = (
  media: Pick<MediaFile, 'externalServiceId' | 'kind' | 'contentType'>,
): FileRecord => ({
  externalServiceId: media.externalServiceId,
  url: mediaUrlOf(media.externalServiceId),
  type: media.contentType,
  isImage: media.kind === MediaKind.Image,
  isVideo: media.kind === MediaKind.Video,
  isPdf: media.kind === MediaKind.Pdf,
});

/**
 * The organisation an upload is for: the caller's selected one (an API key's own). Only its
 * publishers upload (spec 6: files belong to drafts); 403 for anyone else.
 */
export async function requireUploadOrganisation(db: Db, caller: Caller): Promise<number> {
  const organisationId =
    caller.apiKeyOrganisationId ?? (await repository.findSelectedOrganisationId(db, caller.userId));
  if (organisationId === null) throw RefusedError.forbidden('Select an organisation first.');
  const flags = await requireMembership(db, caller, organisationId);
  if (!flags.isPublisher)
    throw RefusedError.forbidden('Uploading files needs the publisher permission.');
  return organisationId;
}

/**
 * Stores every file of one upload, then writes all their rows at once. On any failure (a bad
 * file, a broken body, storage) whatever this upload stored is deleted: nothing is orphaned.
 */
export async function uploadFiles(
  ctx: { db: Db; clock: Clock },
  storage: MediaStorage,
  uploader: { organisationId: number; userId: number },
  files: AsyncIterable<IncomingFile & { fieldname: string }>,
): Promise<FileRecord[]> {
  const stored: StoredMedia[] = [];
  try {
    for await (const file of files) {
      if (file.fieldname !== 'files') {
        throw RefusedError.invalid(`Files go in the form field "files".`, {
          [file.fieldname]: 'unexpected',
        });
      }
      if (stored.length === uploadLimits.filesPerUpload) {
        throw RefusedError.invalid(`At most ${uploadLimits.filesPerUpload} files per upload.`, {
          files: 'too_many',
        });
      }
      stored.push(await storeFile(storage, file, stored.length));
    }
    if (stored.length === 0)
      throw RefusedError.invalid('Choose at least one file.', { files: 'required' });
    const createdAt = ctx.clock.now();
    await repository.insertMediaFiles(
      ctx.db,
      stored.map((media) => ({
        ...media,
        organisationId: uploader.organisationId,
        uploadedBy: uploader.userId,
        createdAt,
      })),
    );
  } catch (error) {
    await Promise.allSettled(stored.map((media) => storage.delete(media.storageKey)));
    throw error;
  }
  return stored.map(toFileRecord);
}

/**
 * The one image of an upload (an organisation's logo), stored as an item photo is: its type
 * sniffed from the bytes, within the same size limits, resized to JPEG. A video, a PDF, anything
 * unreadable or a second file is refused, and nothing of it is left stored. The caller writes
 * the row, in its own transaction, and deletes the bytes if that fails.
 */
export async function storeSingleImage(
  storage: MediaStorage,
  files: AsyncIterable<IncomingFile & { fieldname: string }>,
): Promise<StoredMedia> {
  let image: StoredMedia | undefined;
  try {
    for await (const file of files) {
      if (file.fieldname !== 'files') {
        throw RefusedError.invalid(`Files go in the form field "files".`, {
          [file.fieldname]: 'unexpected',
        });
      }
      if (image) throw RefusedError.invalid('Send one image.', { files: 'too_many' });
      image = await storeFile(storage, file, 0);
      if (image.kind !== MediaKind.Image) {
        throw RefusedError.with('unsupported', 'unsupported_media_type', 'Send an image.', {
          'files.0': 'unsupported_media_type',
        });
      }
    }
  } catch (error) {
    if (image) await storage.delete(image.storageKey).catch(() => undefined);
    throw error;
  }
  if (!image) throw RefusedError.invalid('Choose an image.', { files: 'required' });
  return image;
}

/** A file by its public id; 404 when there is none. */
export async function getMediaFile(db: Db, externalServiceId: string): Promise<MediaFile> {
  const media = await repository.findByExternalServiceId(db, externalServiceId);
  if (!media) throw RefusedError.notFound('No such file.');
  return media;
}

/**
 * The files among `externalServiceIds` that exist and were uploaded for `organisationId`: a
 * draft may attach only its own organisation's uploads. Unknown or foreign ids are left out.
 */
export async function findMediaForOrganisation(
  db: Db,
  organisationId: number,
  externalServiceIds: string[],
): Promise<MediaFile[]> {
  if (externalServiceIds.length === 0) return [];
  return repository.findForOrganisation(db, organisationId, [...new Set(externalServiceIds)]);
}
