import type { Db } from '../../db/database.js';

/** A media_files row as the service uses it (byte size as a number). */
export interface MediaFile {
  id: number;
  externalServiceId: string;
  kind: number;
  contentType: string;
  byteSize: number;
  width: number | null;
  height: number | null;
  storageKey: string;
  originalName: string | null;
  organisationId: number | null;
  uploadedBy: number | null;
  createdAt: Date;
}

export type NewMediaFile = Omit<MediaFile, 'id'>;

const columns = [
  'id',
  'externalServiceId',
  'kind',
  'contentType',
  'byteSize',
  'width',
  'height',
  'storageKey',
  'originalName',
  'organisationId',
  'uploadedBy',
  'createdAt',
] as const;

const toMediaFile = <Row extends { byteSize: string }>(row: Row) => ({
  ...row,
  byteSize: Number(row.byteSize),
});

export const filesRepository = {
  findSelectedOrganisationId: async (db: Db, userId: number) =>
    (
      await db
        .selectFrom('users')
        .select('selectedOrganisationId')
        .where('id', '=', userId)
        .executeTakeFirst()
    )?.selectedOrganisationId ?? null,

  /** One statement, so all rows are written or none. */
  insertMediaFiles: async (db: Db, files: NewMediaFile[]) => {
    await db.insertInto('mediaFiles').values(files).execute();
  },

  /** One file's row; answers its id (the organisation's logo points at it). */
  insertMediaFile: async (db: Db, file: NewMediaFile): Promise<number> =>
    (await db.insertInto('mediaFiles').values(file).returning('id').executeTakeFirstOrThrow()).id,

  /**
   * Deletes a file's row unless an item or an added info shows it (an uploader may have attached
   * the same public id there); answers where its bytes are, to delete them after the commit, or
   * null when the row stays.
   */
  deleteUnusedMediaFile: async (db: Db, id: number): Promise<string | null> =>
    (
      await db
        .deleteFrom('mediaFiles')
        .where('id', '=', id)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('auctionItemFiles')
                .select('id')
                .where('mediaFileId', '=', id)
                .unionAll(
                  eb
                    .selectFrom('auctionItemAdditionalInfoFiles')
                    .select('id')
                    .where('mediaFileId', '=', id),
                ),
            ),
          ),
        )
        .returning('storageKey')
        .executeTakeFirst()
    )?.storageKey ?? null,

  findByExternalServiceId: async (db: Db, externalServiceId: string): Promise<MediaFile | null> => {
    const row = await db
      .selectFrom('mediaFiles')
      .select(columns)
      .where('externalServiceId', '=', externalServiceId)
      .executeTakeFirst();
    return row ? toMediaFile(row) : null;
  },

  findForOrganisation: async (
    db: Db,
    organisationId: number,
    externalServiceIds: string[],
  ): Promise<MediaFile[]> =>
    (
      await db
        .selectFrom('mediaFiles')
        .select(columns)
        .where('organisationId', '=', organisationId)
        .where('externalServiceId', 'in', externalServiceIds)
        .orderBy('id')
        .execute()
    ).map(toMediaFile),
};
