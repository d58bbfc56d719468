import { z } from 'zod';
import { idSchema } from '../identity/identity.schema.js';

/** Spec 3: a location's purpose (one enumeration: storage 1, pickup 10, partner 20, delivery 30). */
export const LocationPurpose = { Storage: 1, Pickup: 10, Partner: 20, Delivery: 30 } as const;
export type LocationPurpose = (typeof LocationPurpose)[keyof typeof LocationPurpose];

/** Spec 3: the second kind of a location (pickup 10, delivery 20); also import's locationType. */
export const LocationType = { Pickup: 10, Delivery: 20 } as const;
export type LocationType = (typeof LocationType)[keyof typeof LocationType];

const optionalText = (max: number) => z.string().max(max).nullable().optional();

/**
 * A location as the dialog saves it (spec 7: POST create, PATCH locations/{id}). Shapes only;
 * the mandatory fields are `checkLocation` (422 naming each).
 */
export const locationRequestSchema = z.strictObject({
  id: idSchema.optional(),
  organisationId: idSchema,
  name: z.string().max(200),
  streetAddress: z.string().max(200),
  postalAreaCode: z.string().max(10),
  postOfficeName: z.string().max(100),
  officeId: idSchema.nullable().optional(),
  locationPurpose: z.number().int().nullable(),
  locationType: z.number().int().nullable(),
  pickUpDescription: optionalText(2000),
  deliveryDescription: optionalText(2000),
  pickUpEnabled: z.boolean().default(false),
  deliveryEnabled: z.boolean().default(false),
});
export type LocationRequest = z.infer<typeof locationRequestSchema>;

export const importLocationsQuerySchema = z.strictObject({
  organisationId: z
    .string()
    .regex(/^[0-9]{1,10}$/)
    .transform(Number)
    .pipe(idSchema),
  locationType: z
    .enum(['10', '20'])
    .transform(Number)
    .pipe(z.union([z.literal(10), z.literal(20)])),
});

const purposes: readonly number[] = Object.values(LocationPurpose);
const types: readonly number[] = Object.values(LocationType);

/**
 * Spec 5, the location dialog: name, location type, street address, postal area code and post
 * office name are mandatory; a purpose is required. Answers each broken field's rule.
 */
export function checkLocation(
  location: Pick<
    LocationRequest,
    | 'name'
    | 'streetAddress'
    | 'postalAreaCode'
    | 'postOfficeName'
    | 'locationPurpose'
    | 'locationType'
  >,
): Record<string, 'mandatory' | 'invalid_option'> {
  const fields: Record<string, 'mandatory' | 'invalid_option'> = {};
  for (const name of ['name', 'streetAddress', 'postalAreaCode', 'postOfficeName'] as const)
    if (location[name].trim() === '') fields[name] = 'mandatory';
  if (location.locationType === null) fields.locationType = 'mandatory';
  else if (!types.includes(location.locationType)) fields.locationType = 'invalid_option';
  if (location.locationPurpose === null) fields.locationPurpose = 'mandatory';
  else if (!purposes.includes(location.locationPurpose)) fields.locationPurpose = 'invalid_option';
  return fields;
}

/**
 * Spec 5: the default delivery location keeps its delivery access and cannot be deleted until
 * another default is chosen. Answers the rule a change breaks, if any.
 */
export function checkDefaultDeliveryLocation(
  isDefault: boolean,
  change: { kind: 'update'; deliveryEnabled: boolean } | { kind: 'delete' },
): 'default_delivery_location' | null {
  if (!isDefault) return null;
  if (change.kind === 'delete' || !change.deliveryEnabled) return 'default_delivery_location';
  return null;
}

/** Spec 2: offices that have no location of the kind yet (import offices shows their count). */
export const officesNotImported = <T extends { id: number }>(
  offices: readonly T[],
  locations: ReadonlyArray<{ officeId: number | null }>,
): T[] =>
  offices.filter((office) => !locations.some((location) => location.officeId === office.id));
