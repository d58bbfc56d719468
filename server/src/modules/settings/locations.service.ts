import {
  checkDefaultDeliveryLocation,
  checkLocation,
  LocationPurpose,
  LocationType,
  RefusedError,
  type LocationRequest,
} from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { accessRepository } from '../access/access.repository.js';
import type { Caller } from '../access/caller.js';
import { locationsRepository as repository } from './locations.repository.js';
import { requireOwnSettingsRow, requireSettingsManager } from './settings-access.js';

/** 422 naming each broken field (spec 5); 404 for an office of another organisation. */
async function valuesOf(db: Db, organisationId: number, request: LocationRequest) {
  const fields = checkLocation(request);
  if (Object.keys(fields).length > 0)
    throw RefusedError.rule('The location breaks a rule.', fields);
  const officeId = request.officeId ?? null;
  if (officeId !== null && !(await accessRepository.isOwnOffice(db, organisationId, officeId)))
    throw RefusedError.notFound('No such office.');
  return {
    name: request.name.trim(),
    streetAddress: request.streetAddress.trim(),
    postalAreaCode: request.postalAreaCode.trim(),
    postOfficeName: request.postOfficeName.trim(),
    officeId,
    locationPurpose: request.locationPurpose!,
    locationType: request.locationType!,
    pickUpDescription: request.pickUpDescription?.trim() || null,
    deliveryDescription: request.deliveryDescription?.trim() || null,
    pickUpEnabled: request.pickUpEnabled,
    deliveryEnabled: request.deliveryEnabled,
  };
}

/** A location the caller's organisation owns; another organisation's is 404. */
async function ownLocation(db: Db, caller: Caller, locationId: number) {
  const location = await repository.find(db, locationId);
  return requireOwnSettingsRow(db, caller, location, 'any', 'No such location.');
}

export async function createLocation(db: Db, caller: Caller, request: LocationRequest) {
  await requireSettingsManager(db, caller, request.organisationId, 'any');
  return repository.insert(db, {
    organisationId: request.organisationId,
    ...(await valuesOf(db, request.organisationId, request)),
  });
}

export async function updateLocation(
  db: Db,
  caller: Caller,
  locationId: number,
  request: LocationRequest,
) {
  const location = await ownLocation(db, caller, locationId);
  if (request.organisationId !== location.organisationId)
    throw RefusedError.notFound('No such location.');
  const values = await valuesOf(db, location.organisationId, request);
  const rule = checkDefaultDeliveryLocation(
    await repository.isDefaultDeliveryLocation(db, location.organisationId, locationId),
    { kind: 'update', deliveryEnabled: values.deliveryEnabled },
  );
  if (rule)
    throw RefusedError.rule('The default delivery location keeps its delivery access.', {
      deliveryEnabled: rule,
    });
  return repository.update(db, locationId, values);
}

export async function deleteLocation(db: Db, caller: Caller, locationId: number) {
  const location = await ownLocation(db, caller, locationId);
  const rule = checkDefaultDeliveryLocation(
    await repository.isDefaultDeliveryLocation(db, location.organisationId, locationId),
    { kind: 'delete' },
  );
  if (rule)
    throw RefusedError.rule('Choose another default delivery location first.', { id: rule });
  await repository.delete(db, locationId);
}

/**
 * POST locations/import: one location per office that has none of this type yet, with the
 * office's name and address: pickup locations for pickup, delivery locations for delivery.
 */
export async function importOffices(
  db: Db,
  caller: Caller,
  organisationId: number,
  locationType: LocationType,
) {
  await requireSettingsManager(db, caller, organisationId, 'any');
  return db.transaction().execute(async (trx) => {
    const offices = await repository.findOfficesNotImported(trx, organisationId, locationType);
    const isPickup = locationType === LocationType.Pickup;
    const created = [];
    for (const { id, ...office } of offices)
      created.push(
        await repository.insert(trx, {
          ...office,
          organisationId,
          officeId: id,
          locationType,
          locationPurpose: isPickup ? LocationPurpose.Pickup : LocationPurpose.Delivery,
          pickUpEnabled: isPickup,
          deliveryEnabled: !isPickup,
        }),
      );
    return created;
  });
}
