import { z } from 'zod';

/** The organisation's own logo (issue 12: uploaded on the profile page); null when it has none. */
export const organisationLogoSchema = z.strictObject({ logoImageUrl: z.string().nullable() });
export type OrganisationLogo = z.infer<typeof organisationLogoSchema>;
