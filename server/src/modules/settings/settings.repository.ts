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

  /**
   * An organisation's delivery-offer settings (spec 3): whether each transport provider gets an
   * automatic offer request, and where deliveries go (type 0 unset, 10 the winning bid's office,
   * 20 the default delivery location, with that location). Defaults when nothing is saved.
   */
  deliverySettingsOf: async (db: Db, organisationId: number) => {
    const row = await db
      .selectFrom('organisationSettings as s')
      .leftJoin('organisationLocations as l', (join) =>
        join.onRef('l.id', '=', 's.defaultDeliveryLocationId').on('l.deliveryEnabled', '=', true),
      )
      .select([
        's.defaultDeliveryOfferRequestMakinen',
        's.defaultDeliveryOfferRequestSjoberg',
        's.defaultDeliveryLocationType',
        'l.id as locationId',
        'l.name as locationName',
        'l.streetAddress',
        'l.postalAreaCode',
        'l.postOfficeName',
      ])
      .where('s.organisationId', '=', organisationId)
      .executeTakeFirst();
    return {
      defaultDeliveryOfferRequestMakinen: row?.defaultDeliveryOfferRequestMakinen ?? false,
      defaultDeliveryOfferRequestSjoberg: row?.defaultDeliveryOfferRequestSjoberg ?? false,
      defaultDeliveryLocationType: row?.defaultDeliveryLocationType ?? 0,
      defaultDeliveryLocation:
        row?.locationId != null
          ? {
              id: row.locationId,
              name: row.locationName!,
              streetAddress: row.streetAddress!,
              postalAreaCode: row.postalAreaCode!,
              postOfficeName: row.postOfficeName!,
            }
          : null,
    };
  },
};
