import { z } from 'zod';
import { locales } from '../i18n/locale.js';

/** Database ids are positive integers; path and query strings are coerced. */
export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const loginRequestSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  password: z.string().min(1).max(200),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const localeParamSchema = z.strictObject({ locale: z.enum(locales) });

export const organisationIdParamSchema = z.strictObject({ organisationId: idSchema });
export const organisationIdQuerySchema = z.strictObject({ organisationId: idSchema });
export const optionalOrganisationIdQuerySchema = z.strictObject({
  organisationId: idSchema.optional(),
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
  organisationId: idSchema,
  productPermissionId: idSchema,
});
