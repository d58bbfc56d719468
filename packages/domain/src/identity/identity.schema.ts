import { z } from 'zod';
import type { PermissionFlags } from './permission-flags.js';
import { locales } from '../i18n/locale.js';

/** The largest id the database's integer columns hold (PostgreSQL `integer`). */
export const maxId = 2_147_483_647;

/**
 * An id in a JSON body: a positive integer the database can hold. Never coerced: `true`, `"12"`
 * and `[2]` are bad input (400), not ids 1, 12 and 2.
 */
export const idSchema = z.number().int().positive().max(maxId);

/** An id in a path or query string: digits only (no sign, exponent, hex or spaces), then `idSchema`. */
export const idTextSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'not_an_id')
  .transform(Number)
  .pipe(idSchema);

export const loginRequestSchema = z.strictObject({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, 'mandatory')
    .max(254)
    .pipe(z.email('wrong_pattern')),
  password: z.string().min(1, 'mandatory').max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const localeParamSchema = z.strictObject({ locale: z.enum(locales) });

export const organisationIdParamSchema = z.strictObject({ organisationId: idTextSchema });
export const organisationIdQuerySchema = z.strictObject({ organisationId: idTextSchema });
export const optionalOrganisationIdQuerySchema = z.strictObject({
  organisationId: idTextSchema.optional(),
});

/** Phone numbers: no rule in the spec; digits with the usual separators, at most 30 long. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .max(30)
  .regex(/^(\+?[0-9][0-9 ()-]*)?$/, 'wrong_pattern');
export const setPhoneNumberRequestSchema = z.strictObject({ phoneNumber: phoneNumberSchema });

export const userIdsRequestSchema = z.array(idSchema).max(500);

export const updatePermissionRequestSchema = z.strictObject({
  productPermissionId: idSchema,
  roleIds: z.array(idSchema).max(200),
  organisationId: idSchema,
});
export type UpdatePermissionRequest = z.infer<typeof updatePermissionRequestSchema>;

export const productPermissionParamSchema = z.strictObject({
  organisationId: idTextSchema,
  productPermissionId: idTextSchema,
});

/** Permission flags of a user in one organisation, as the API answers them. */
export const permissionFlagsSchema = z.object({
  isManageUserPermission: z.boolean(),
  isPublisher: z.boolean(),
  isBuyer: z.boolean(),
  isProBuyer: z.boolean(),
  isAuctioneer: z.boolean(),
  isProAuctioneer: z.boolean(),
  isRegularViewer: z.boolean(),
  isProViewer: z.boolean(),
}) satisfies z.ZodType<PermissionFlags>;
