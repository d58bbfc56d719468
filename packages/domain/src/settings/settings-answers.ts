/** What the settings endpoints answer (spec 7). Apart from the contract: see `settings.api.ts`. */
import { z } from 'zod';
import type { ServiceNotice } from '../admin/admin.schema.js';
import type { ServerTimestamp } from '../identity/identity.types.js';

/** ISO 8601 instants as the server writes them (`Date.toISOString`). */
const instant = z.string();

/** GET /api/Settings/timestamp: the server clock every page syncs to. */
export const serverTimestampSchema = z.object({
  timestamp: instant,
}) satisfies z.ZodType<ServerTimestamp>;

/** A service banner as shown (a platform admin's saved one, else the environment's). */
export const serviceNoticeViewSchema = z.object({
  isVisible: z.boolean(),
  title: z.string().nullable(),
  text: z.string().nullable(),
  readMoreLink: z.string().nullable(),
}) satisfies z.ZodType<ServiceNotice>;

/** GET /api/Settings/publicholidays: Finnish special days (YYYY-MM-DD), this year and the next two. */
export const publicHolidaysSchema = z.object({ dates: z.array(z.string()) });
export type PublicHolidays = z.infer<typeof publicHolidaysSchema>;

/** GET /api/Settings/clientconfig: public, per environment. */
export const clientConfigSchema = z.object({
  customerServiceEmail: z.string(),
  customerServicePhone: z.string(),
  instructionsUrl: z.string().nullable(),
  vehicleDataServiceUrl: z.string().nullable(),
  reportsAppUrl: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;

/** A location of the organisation (spec 3), as its lists show it. */
export const organisationLocationSchema = z.object({
  id: z.number(),
  name: z.string(),
  streetAddress: z.string(),
  postalAreaCode: z.string(),
  postOfficeName: z.string(),
  officeId: z.number().nullable(),
  locationPurpose: z.number(),
  locationType: z.number(),
  pickUpDescription: z.string().nullable(),
  deliveryDescription: z.string().nullable(),
  pickUpEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
});
export type OrganisationLocation = z.infer<typeof organisationLocationSchema>;

/** A location as a create, change or import answers it: with its organisation. */
export const savedLocationSchema = organisationLocationSchema.extend({
  organisationId: z.number(),
});
export type SavedLocation = z.infer<typeof savedLocationSchema>;

/** A member of the organisation who can be responsible for its items. */
export const responsibleCandidateSchema = z.object({
  userId: z.number(),
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string(),
});
export type ResponsibleCandidate = z.infer<typeof responsibleCandidateSchema>;

/** An office's default responsible salesperson (spec 4, 9), with the person's name. */
export const defaultResponsibleSellerSchema = z.object({
  id: z.number(),
  userId: z.number(),
  officeId: z.number(),
  showInAuction: z.boolean(),
  created: instant,
  firstName: z.string(),
  lastName: z.string(),
  phoneNumber: z.string().nullable(),
  emailAddress: z.string(),
});
export type DefaultResponsibleSeller = z.infer<typeof defaultResponsibleSellerSchema>;

/** A published release note (spec 3/9). */
export const releaseNoteSchema = z.object({
  id: z.number(),
  title: z.string(),
  text: z.string(),
  published: instant,
});
export type ReleaseNote = z.infer<typeof releaseNoteSchema>;
