import type { Db } from '../../db/database.js';

export const settingsRepository = {
  /** Pickup (purpose 10) or delivery-enabled locations of an organisation, by name. */
  findLocations: (db: Db, organisationId: number, kind: 'pickup' | 'delivery') =>
    db
      .selectFrom('organisationLocations')
      .select([
        'id',
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
      ])
      .where('organisationId', '=', organisationId)
      .$if(kind === 'pickup', (query) => query.where('locationPurpose', '=', 10))
      .$if(kind === 'delivery', (query) => query.where('deliveryEnabled', '=', true))
      .orderBy('name')
      .execute(),

  /** Members of an organisation who can be responsible for its items. */
  findResponsibleCandidates: (db: Db, organisationId: number) =>
    db
      .selectFrom('memberships')
      .innerJoin('users', 'users.id', 'memberships.userId')
      .select([
        'users.id as userId',
        'users.firstName',
        'users.lastName',
        'users.phoneNumber',
        'users.email as emailAddress',
      ])
      .where('memberships.organisationId', '=', organisationId)
      .orderBy('users.lastName')
      .orderBy('users.firstName')
      .execute(),
};
