import { canChangeOrganisationProfile, RefusedError, type OrganisationLogo } from '@dealer/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/database.js';
import { requireMembership } from '../access/access.service.js';
import type { Caller } from '../access/caller.js';
import { filesRepository } from '../files/files.repository.js';
import { mediaUrlOf, storeSingleImage } from '../files/files.service.js';
import type { MediaStorage } from '../files/storage/media-storage.js';
import type { IncomingFile } from '../files/store-file.js';
import { organisationLogoRepository as repository } from './organisation-logo.repository.js';

interface LogoContext {
  db: Db;
  clock: Clock;
  storage: MediaStorage;
}

/**
 * Who may change the logo: whoever may open the profile page (the domain's rule: spec 6, the
 * manage-user-permission right and the auctioneer subscription); 403 for anyone else, another
 * organisation included. Asked before a byte of the upload is read.
 */
export async function requireLogoManager(
  db: Db,
  caller: Caller,
  organisationId: number,
): Promise<void> {
  const flags = await requireMembership(db, caller, organisationId);
  if (!canChangeOrganisationProfile(flags)) {
    throw RefusedError.forbidden(
      'Changing the logo needs the manage-user-permission right and an auctioneer subscription.',
    );
  }
}

/** The logo as GET answers it. */
export async function getOrganisationLogo(
  db: Db,
  organisationId: number,
): Promise<OrganisationLogo> {
  return { logoImageUrl: (await repository.findLogo(db, organisationId))?.url ?? null };
}

/**
 * Locks the organisation, runs `change` and deletes the replaced logo's media row if nothing else
 * shows it; the replaced bytes go after the commit (a rolled-back change keeps them).
 */
async function changeLogo(
  { db, storage }: LogoContext,
  organisationId: number,
  change: (trx: Db) => Promise<void>,
): Promise<void> {
  const replacedKey = await db.transaction().execute(async (trx) => {
    if (!(await repository.lockOrganisation(trx, organisationId)))
      throw RefusedError.notFound('No such organisation.');
    const previous = await repository.findLogo(trx, organisationId);
    await change(trx);
    return previous?.mediaFileId
      ? filesRepository.deleteUnusedMediaFile(trx, previous.mediaFileId)
      : null;
  });
  if (replacedKey) await storage.delete(replacedKey).catch(() => undefined);
}

/**
 * The uploaded image becomes the organisation's logo, replacing any earlier one. The image takes
 * the item photos' path (sniffed, size-limited, resized); if the database write fails its bytes
 * are deleted, so nothing is orphaned.
 */
export async function replaceOrganisationLogo(
  ctx: LogoContext,
  caller: Caller,
  organisationId: number,
  files: AsyncIterable<IncomingFile & { fieldname: string }>,
): Promise<OrganisationLogo> {
  const image = await storeSingleImage(ctx.storage, files);
  const url = mediaUrlOf(image.externalServiceId);
  try {
    await changeLogo(ctx, organisationId, async (trx) => {
      const mediaFileId = await filesRepository.insertMediaFile(trx, {
        ...image,
        organisationId,
        uploadedBy: caller.userId,
        createdAt: ctx.clock.now(),
      });
      await repository.saveLogo(trx, organisationId, mediaFileId, url);
    });
  } catch (error) {
    await ctx.storage.delete(image.storageKey).catch(() => undefined);
    throw error;
  }
  return { logoImageUrl: url };
}

/** The organisation has no logo any more; its file is deleted. Removing none is no error. */
export async function removeOrganisationLogo(
  ctx: LogoContext,
  organisationId: number,
): Promise<OrganisationLogo> {
  await changeLogo(ctx, organisationId, (trx) => repository.deleteLogo(trx, organisationId));
  return { logoImageUrl: null };
}
