import { z } from 'zod';
import { locales } from '../i18n/locale.js';
import { idSchema, phoneNumberSchema } from '../identity/identity.schema.js';
import { officeSchema } from '../identity/identity.types.js';
import type { PermissionKey } from '../identity/permission-flags.js';
import { ProductType } from '../identity/products.js';
import { checkBusinessIdentityCode } from '../settings/business-identity-code.js';

// Issue 13, platform operations: there is no external store service, so a platform admin keeps
// organisations, their offices and subscriptions, users and their memberships in the product.

const text = (max: number) => z.string().trim().min(1, 'mandatory').max(max);

/** The four subscriptions, as the admin picks them (organisation-and-settings 4). */
export const productTypes = [
  ProductType.Auctioneer,
  ProductType.ProAuctioneer,
  ProductType.Viewer,
  ProductType.ProViewer,
] as const;
const productTypeSchema = z.literal(productTypes);

/** A business identity code: mandatory, 1234567-8, and a check digit that matches (spec 5). */
export const businessIdentityCodeSchema = z
  .string()
  .trim()
  .max(20)
  .superRefine((code, context) => {
    const rule = checkBusinessIdentityCode(code);
    if (rule) context.addIssue({ code: 'custom', message: rule });
  });

/** A Finnish postal code: five digits. */
export const postalAreaCodeSchema = z
  .string()
  .trim()
  .regex(/^[0-9]{5}$/, 'wrong_pattern');

const addressFields = {
  streetAddress: text(200),
  postalAreaCode: postalAreaCodeSchema,
  postOfficeName: text(100),
};

/** POST and PUT /api/admin/organisations: the organisation, its subscriptions and licence. */
export const adminOrganisationSchema = z.strictObject({
  name: text(200),
  businessIdentityCode: businessIdentityCodeSchema,
  ...addressFields,
  phoneNumber: phoneNumberSchema.nullable(),
  emailAddress: z.email('wrong_pattern').max(254).nullable(),
  products: z
    .array(productTypeSchema)
    .max(productTypes.length)
    .refine((products) => new Set(products).size === products.length, 'duplicate'),
  /** Spec (organisation-and-settings 6): an organisation needs a licence to auction. */
  hasLicence: z.boolean(),
});
export type AdminOrganisationRequest = z.infer<typeof adminOrganisationSchema>;

/** POST and PUT /api/admin/organisations/{organisationId}/offices. */
export const adminOfficeSchema = z.strictObject({ name: text(200), ...addressFields });
export type AdminOfficeRequest = z.infer<typeof adminOfficeSchema>;

/** ?search= of the admin's lists: a name, a business identity code or an e-mail, any part. */
export const adminListQuerySchema = z.strictObject({
  search: z.string().trim().max(100).optional(),
});

/** A membership as the admin sets it: the organisation and the user's roles there. */
export const adminMembershipSchema = z.strictObject({
  roleIds: z
    .array(idSchema)
    .max(50)
    .refine((ids) => new Set(ids).size === ids.length, 'duplicate'),
});
export type AdminMembershipRequest = z.infer<typeof adminMembershipSchema>;

const userFields = {
  firstName: text(100),
  lastName: text(100),
  phoneNumber: phoneNumberSchema.nullable(),
  locale: z.enum(locales),
  /** The platform admin flag (nwAdmin). */
  nwAdmin: z.boolean(),
};

/** POST /api/admin/users: a user, invited by e-mail, and their first memberships. */
export const adminCreateUserSchema = z.strictObject({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('wrong_pattern')),
  ...userFields,
  memberships: z
    .array(adminMembershipSchema.extend({ organisationId: idSchema }))
    .max(50)
    .refine(
      (memberships) =>
        new Set(memberships.map((membership) => membership.organisationId)).size ===
        memberships.length,
      'duplicate',
    ),
});
export type AdminCreateUserRequest = z.infer<typeof adminCreateUserSchema>;

/** PUT /api/admin/users/{userId}: names, language, phone and the admin flag. */
export const adminUpdateUserSchema = z.strictObject(userFields);
export type AdminUpdateUserRequest = z.infer<typeof adminUpdateUserSchema>;

/** Days an invitation link stays usable; a new invitation replaces the old link. */
export const invitationValidityDays = 7;

export const passwordMinLength = 12;
export const passwordMaxLength = 200;
export type PasswordRule = 'password_too_short' | 'password_too_long' | 'password_is_email';

/**
 * The rule a new password breaks (NIST SP 800-63B: length over composition): 12 to 200
 * characters, and not the user's own e-mail address.
 */
export function checkNewPassword(password: string, email: string): PasswordRule | null {
  const length = [...password].length;
  if (length < passwordMinLength) return 'password_too_short';
  if (length > passwordMaxLength) return 'password_too_long';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'password_is_email';
  return null;
}

/** An invitation token as the link carries it: 256 random bits, base64url. */
export const invitationTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'wrong_pattern');

/** POST /api/auth/invitations/accept: the link's token and the password the user chose. */
export const acceptInvitationSchema = z
  .strictObject({
    token: invitationTokenSchema,
    password: z.string().max(passwordMaxLength * 4),
    passwordAgain: z.string().max(passwordMaxLength * 4),
  })
  .superRefine((request, context) => {
    const rule = checkNewPassword(request.password, '');
    if (rule) context.addIssue({ code: 'custom', message: rule, path: ['password'] });
    else if (request.password !== request.passwordAgain)
      context.addIssue({ code: 'custom', message: 'passwords_differ', path: ['passwordAgain'] });
  });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationSchema>;

export type InvitationRule = 'invitation_used' | 'invitation_expired';

/** Whether an invitation can still be used at `now`: once, and before it expires. */
export function checkInvitation(
  invitation: { expiresAt: Date; usedAt: Date | null },
  now: Date,
): InvitationRule | null {
  if (invitation.usedAt !== null) return 'invitation_used';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'invitation_expired';
  return null;
}

/** When an invitation made at `now` expires. */
export const invitationExpiryOf = (now: Date) =>
  new Date(now.getTime() + invitationValidityDays * 86_400_000);

/** Where a user stands: invited (link waiting), invitation expired, or active (has a password). */
export const userAccountStates = ['active', 'invited', 'invitation_expired'] as const;
export type UserAccountState = (typeof userAccountStates)[number];

export function userAccountStateOf(
  user: { hasPassword: boolean; invitationExpiresAt: Date | null },
  now: Date,
): UserAccountState {
  if (user.hasPassword) return 'active';
  return user.invitationExpiresAt && user.invitationExpiresAt.getTime() > now.getTime()
    ? 'invited'
    : 'invitation_expired';
}

/**
 * The roles a new organisation starts with, each with the permission it is granted (the demo
 * organisations' names): the main user manages permissions, the seller publishes, the buyer bids.
 */
export const defaultOrganisationRoles: ReadonlyArray<{
  name: string;
  icon: string;
  roleType: number;
  permission: PermissionKey;
}> = [
  {
    name: 'Pääkäyttäjä',
    icon: 'admin_panel_settings',
    roleType: 999,
    permission: 'manage_user_permissions',
  },
  { name: 'Myyjä', icon: 'sell', roleType: 10, permission: 'publish' },
  { name: 'Ostaja', icon: 'shopping_cart', roleType: 0, permission: 'bid' },
];

/** An organisation in the admin's list. */
export const adminOrganisationRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  businessIdentityCode: z.string(),
  products: z.array(z.number()),
  hasLicence: z.boolean(),
  memberCount: z.number(),
});
export type AdminOrganisationRow = z.infer<typeof adminOrganisationRowSchema>;

/** An office as the admin console lists it: the organisation's office, less what it repeats. */
export const adminOfficeAnswerSchema = officeSchema.pick({
  id: true,
  name: true,
  streetAddress: true,
  postalAreaCode: true,
  postOfficeName: true,
});
export type AdminOffice = z.infer<typeof adminOfficeAnswerSchema>;

export const adminRoleSchema = z.object({
  id: z.number(),
  name: z.string(),
  roleType: z.number(),
  permissions: z.array(z.string()),
});
export type AdminRole = z.infer<typeof adminRoleSchema>;

export const adminMemberSchema = z.object({
  userId: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roleIds: z.array(z.number()),
});
export type AdminMember = z.infer<typeof adminMemberSchema>;

/** One organisation as the admin edits it: the request's fields as saved, and its parts. */
export const adminOrganisationAnswerSchema = z.object({
  id: z.number(),
  name: z.string(),
  businessIdentityCode: z.string(),
  streetAddress: z.string(),
  postalAreaCode: z.string(),
  postOfficeName: z.string(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  products: z.array(productTypeSchema),
  hasLicence: z.boolean(),
  offices: z.array(adminOfficeAnswerSchema),
  roles: z.array(adminRoleSchema),
  members: z.array(adminMemberSchema),
});
export type AdminOrganisation = z.infer<typeof adminOrganisationAnswerSchema>;

/** A user in the admin's list and editor. */
export const adminUserSchema = z.object({
  id: z.number(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  locale: z.string(),
  nwAdmin: z.boolean(),
  state: z.enum(userAccountStates),
  memberships: z.array(
    z.object({
      organisationId: z.number(),
      organisationName: z.string(),
      roleIds: z.array(z.number()),
    }),
  ),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
