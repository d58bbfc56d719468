/** What the target group endpoints answer (spec 5). Apart from the contract: see `target-groups.api.ts`. */
import { z } from 'zod';
import { defaultOfficeGroupSchema } from './target-groups.js';

/** An organisation in a target group, by business identity code. */
export const companyGroupItemSchema = z.object({
  id: z.number(),
  businessIdentityCode: z.string(),
  name: z.string(),
});
export type CompanyGroupItem = z.infer<typeof companyGroupItemSchema>;

/** A target group (spec 4) with its items by name. */
export const companyGroupSchema = z.object({
  id: z.number(),
  organisationId: z.number(),
  name: z.string(),
  companyGroupType: z.number(),
  companyGroupItems: z.array(companyGroupItemSchema),
});
export type CompanyGroup = z.infer<typeof companyGroupSchema>;

/** A default target group row as saved: the office's and organisation's, without the name. */
export const savedDefaultOfficeCompanyGroupSchema = defaultOfficeGroupSchema.extend({
  organisationId: z.number(),
  officeId: z.number(),
});
export type SavedDefaultOfficeCompanyGroup = z.infer<typeof savedDefaultOfficeCompanyGroupSchema>;

/** A default target group of an office, with the group's name. */
export const defaultOfficeCompanyGroupSchema = savedDefaultOfficeCompanyGroupSchema.extend({
  companyGroupName: z.string(),
});
export type DefaultOfficeCompanyGroup = z.infer<typeof defaultOfficeCompanyGroupSchema>;
