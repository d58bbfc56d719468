import { OrganisationImageKind } from '@dealer/domain';
import type { Db } from '../../db/database.js';

/** All SQL of the organisation's own logo (an organisation_images row of the logo kind). */
export const organisationLogoRepository = {
  /**
   * Serialises logo changes of one organisation (two uploads at once must not both keep a file).
   * NO KEY UPDATE: rows that only reference the organisation are not held up.
   */
  lockOrganisation: async (db: Db, organisationId: number): Promise<boolean> =>
    (await db
      .selectFrom('organisations')
      .select('id')
      .where('id', '=', organisationId)
      .forNoKeyUpdate()
      .executeTakeFirst()) !== undefined,

  findLogo: (db: Db, organisationId: number) =>
    db
      .selectFrom('organisationImages')
      .select(['url', 'mediaFileId'])
      .where('organisationId', '=', organisationId)
      .where('imageKind', '=', OrganisationImageKind.Logo)
      .executeTakeFirst(),

  /** The logo is now this media file (one logo per organisation: the row is replaced). */
  saveLogo: async (db: Db, organisationId: number, mediaFileId: number, url: string) => {
    await db
      .insertInto('organisationImages')
      .values({ organisationId, imageKind: OrganisationImageKind.Logo, url, mediaFileId })
      .onConflict((conflict) =>
        conflict.columns(['organisationId', 'imageKind']).doUpdateSet((eb) => ({
          url: eb.ref('excluded.url'),
          mediaFileId: eb.ref('excluded.mediaFileId'),
        })),
      )
      .execute();
  },

  deleteLogo: async (db: Db, organisationId: number) => {
    await db
      .deleteFrom('organisationImages')
      .where('organisationId', '=', organisationId)
      .where('imageKind', '=', OrganisationImageKind.Logo)
      .execute();
  },
};
