import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { OrganisationLocationTable } from '../../db/schema.js';

const columns = [
  'id',
  'organisationId',
  'name',
  'streetAddress',
  'postalAreaCode',
  'postOfficeName',
  'officeId',
  'locationPurpose',
  'locationType',
  'pickUpDescription',
  'deliveryDescription',
  'pickUpEnabled',
  'deliveryEnabled',
] as const;

export const locationsRepository = {
  find: (db: Db, locationId: number) =>
    db
      .selectFrom('organisationLocations')
      .select(columns)
      .where('id', '=', locationId)
      .executeTakeFirst(),

  insert: (db: Db, values: Insertable<OrganisationLocationTable>) =>
    db
      .insertInto('organisationLocations')
      .values(values)
      .returning(columns)
      .executeTakeFirstOrThrow(),

  update: (db: Db, locationId: number, values: Updateable<OrganisationLocationTable>) =>
    db
      .updateTable('organisationLocations')
      .set(values)
      .where('id', '=', locationId)
      .returning(columns)
      .executeTakeFirstOrThrow(),

  delete: (db: Db, locationId: number) =>
    db.deleteFrom('organisationLocations').where('id', '=', locationId).execute(),

  /** Whether the location is the organisation's default delivery location (spec 5). */
  isDefaultDeliveryLocation: async (db: Db, organisationId: number, locationId: number) =>
    Boolean(
      await db
        .selectFrom('organisationSettings')
        .select('organisationId')
        .where('organisationId', '=', organisationId)
        .where('defaultDeliveryLocationId', '=', locationId)
        .executeTakeFirst(),
    ),

  /** Offices of the organisation without a location of this type, by name. */
  findOfficesNotImported: (db: Db, organisationId: number, locationType: number) =>
    db
      .selectFrom('offices')
      .select(['id', 'name', 'streetAddress', 'postalAreaCode', 'postOfficeName'])
      .where('organisationId', '=', organisationId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('organisationLocations as l')
              .select('l.id')
              .whereRef('l.officeId', '=', 'offices.id')
              .where('l.locationType', '=', locationType),
          ),
        ),
      )
      .orderBy('name')
      .execute(),
};
