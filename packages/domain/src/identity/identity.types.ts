import { z } from 'zod';
import { locales } from '../i18n/locale.js';
import { permissionFlagsSchema } from './identity.schema.js';
import { PermissionKey } from './permission-flags.js';
import {
  OrganisationImageKind,
  OrganisationRoleType,
  ProductTier,
  ProductType,
} from './products.js';

// The answers of the user and organisation calls (organisation-and-settings 7), as zod schemas:
// the server's serializer holds its answers to them and the web's client takes its types from them.

/** GET /api/User/GetCurrentUser: the user with the flags of one organisation. */
export const currentUserSchema = permissionFlagsSchema.extend({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  locale: z.enum(locales),
  phoneNumber: z.string().nullable(),
  selectedOrganisationId: z.number().nullable(),
  /** The organisation the flags describe (the selected one unless asked otherwise). */
  organisationId: z.number().nullable(),
  officeIds: z.array(z.number()),
  organisations: z.array(z.object({ id: z.number(), phoneNumber: z.string().nullable() })),
  nwAdmin: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const organisationBasicInfoSchema = z.object({
  id: z.number(),
  name: z.string(),
  logoImageUrl: z.string().nullable(),
  symbolImageUrl: z.string().nullable(),
  organisationDescription: z.string().nullable(),
});
export type OrganisationBasicInfo = z.infer<typeof organisationBasicInfoSchema>;

export const productSchema = z.object({
  id: z.number(),
  name: z.string(),
  productType: z.literal(Object.values(ProductType)),
  tier: z.literal(Object.values(ProductTier)),
});
export type Product = z.infer<typeof productSchema>;

export const organisationSchema = organisationBasicInfoSchema.extend({
  businessIdentityCode: z.string(),
  streetAddress: z.string(),
  postalAreaCode: z.string(),
  postOfficeName: z.string(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  productPermissionIds: z.array(z.number()),
  products: z.array(productSchema),
});
export type Organisation = z.infer<typeof organisationSchema>;

export const officeSchema = z.object({
  id: z.number(),
  organisationId: z.number(),
  name: z.string(),
  streetAddress: z.string(),
  postalAreaCode: z.string(),
  postOfficeName: z.string(),
  locationAddressPostOfficeName: z.string(),
});
export type Office = z.infer<typeof officeSchema>;

export const organisationRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  icon: z.string(),
  roleType: z.literal(Object.values(OrganisationRoleType)),
});
export type OrganisationRole = z.infer<typeof organisationRoleSchema>;

export const productPermissionSchema = z.object({
  id: z.number(),
  key: z.enum(PermissionKey),
  name: z.string(),
  /** Role ids holding the permission in this organisation. */
  roles: z.array(z.number()),
  /** Whether the current user holds it. */
  selected: z.boolean(),
  assignedToOrganisation: z.boolean(),
});
export type ProductPermission = z.infer<typeof productPermissionSchema>;

export const organisationImageSchema = z.object({
  id: z.number(),
  imageKind: z.literal(Object.values(OrganisationImageKind)),
  url: z.string(),
});
export type OrganisationImage = z.infer<typeof organisationImageSchema>;

export const userBasicInfoSchema = z.object({
  id: z.number(),
  fullName: z.string(),
});
export type UserBasicInfo = z.infer<typeof userBasicInfoSchema>;

/** GET /api/Settings/timestamp: the server clock, the only clock. */
export interface ServerTimestamp {
  timestamp: string;
}
