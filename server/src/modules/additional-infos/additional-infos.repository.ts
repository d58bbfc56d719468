import type { Db } from '../../db/database.js';

/** The SQL of added info (issue 11). */
export const additionalInfosRepository = {
  insert: (
    db: Db,
    info: {
      auctionItemId: number;
      organisationId: number;
      userId: number | null;
      text: string;
      createdAt: Date;
    },
  ) =>
    db
      .insertInto('auctionItemAdditionalInfos')
      .values(info)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => row.id),

  insertFiles: (db: Db, additionalInfoId: number, mediaFileIds: readonly number[]) =>
    mediaFileIds.length === 0
      ? Promise.resolve()
      : db
          .insertInto('auctionItemAdditionalInfoFiles')
          .values(
            mediaFileIds.map((mediaFileId, orderNumber) => ({
              additionalInfoId,
              mediaFileId,
              orderNumber,
            })),
          )
          .execute()
          .then(() => undefined),

  /** The item's added info, newest first. */
  findOfItem: (db: Db, auctionItemId: number) =>
    db
      .selectFrom('auctionItemAdditionalInfos')
      .select(['id', 'text', 'createdAt'])
      .where('auctionItemId', '=', auctionItemId)
      .orderBy('id', 'desc')
      .execute(),

  findFiles: (db: Db, additionalInfoIds: readonly number[]) =>
    additionalInfoIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('auctionItemAdditionalInfoFiles as file')
          .innerJoin('mediaFiles as media', 'media.id', 'file.mediaFileId')
          .select([
            'file.id',
            'file.additionalInfoId',
            'media.externalServiceId',
            'media.contentType',
            'media.kind',
            'media.originalName',
          ])
          .where('file.additionalInfoId', 'in', [...additionalInfoIds])
          .orderBy('file.additionalInfoId')
          .orderBy('file.orderNumber')
          .execute(),
};
