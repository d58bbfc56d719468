import { z } from 'zod';
import { idSchema, idTextSchema } from '../identity/identity.schema.js';
import { fileAngles } from './enums.js';
import type { UploadedFile } from './auction-item.types.js';
import {
  draftFieldNames,
  draftFieldSpecs,
  type DraftFields,
  type FieldSpec,
} from './draft-fields.js';

/**
 * Instants the database and every client can hold: years 1900-9999 (PostgreSQL stops at 4713 BC,
 * JavaScript at 275760 AD). Outside is bad input (400); an unreadable text stays the rule
 * `wrong_pattern` (422) like the other patterns.
 */
const earliestInstant = Date.UTC(1900, 0, 1);
const latestInstant = Date.UTC(10_000, 0, 1);
export const isStorableInstant = (value: string) => {
  const time = Date.parse(value);
  return Number.isNaN(time) || (time >= earliestInstant && time < latestInstant);
};

const valueSchema = (spec: FieldSpec) => {
  switch (spec.kind) {
    case 'text':
    case 'date':
    case 'httpsUrl':
      return z.string().max(20_000).nullable();
    case 'instant':
      return z.string().max(100).refine(isStorableInstant, 'out_of_range').nullable();
    case 'boolean':
      return z.boolean();
    case 'integer':
    case 'decimal':
    case 'option':
      return z.number().nullable();
    case 'reference':
      return idSchema.nullable();
  }
};

const shape = Object.fromEntries(
  draftFieldNames.map((name) => [name, valueSchema(draftFieldSpecs[name]).optional()]),
) as unknown as { [K in keyof DraftFields]: z.ZodOptional<z.ZodType<DraftFields[K]>> };

/** A file record as the upload (POST /api/File/Files) answers it. */
export const uploadedFileSchema = z.object({
  externalServiceId: z.string(),
  url: z.string(),
  type: z.string(),
  isImage: z.boolean(),
  isVideo: z.boolean(),
  isPdf: z.boolean(),
}) satisfies z.ZodType<UploadedFile>;

/**
 * A file to attach: the upload's externalServiceId. The rest of the upload's record (url, type,
 * isImage, ...) may come along, so a client can pass the upload's answer straight on; those
 * fields are read-only and ignored. Any other key is still refused.
 */
export const newFileSchema = z.strictObject({
  ...uploadedFileSchema.partial().shape,
  externalServiceId: z.string().min(1).max(100),
});
export const fileUpdateSchema = z.strictObject({
  id: idSchema,
  orderNumber: z.number().int().min(0).max(1000),
  angle: z.union(fileAngles.map((angle) => z.literal(angle))),
});

/**
 * PATCH {itemId}/Update: the editable item. Values have their types checked here (400 when a
 * price is "12a"); the rules (maxima, patterns, cross-field) are `findDraftErrors` (422). A field
 * left out keeps its value, and the item's read-only fields are ignored, so the web may send the
 * item back whole, as the spec says.
 */
export const draftUpdateSchema = z.object({
  ...shape,
  newFiles: z.array(newFileSchema).max(100).optional(),
  deletedFiles: z.array(idSchema).max(100).optional(),
  fileUpdates: z.array(fileUpdateSchema).max(100).optional(),
});
export type DraftUpdate = z.infer<typeof draftUpdateSchema>;

/** PATCH {itemId}/UpdateFiles: order and rotation of a published item's files. */
export const updateFilesSchema = z.strictObject({
  fileUpdates: z.array(fileUpdateSchema).max(100),
});

/** POST Create. */
export const createDraftSchema = z.strictObject({
  organisationId: idSchema,
  officeId: idSchema.nullable().optional(),
  licenseNumber: z.string().trim().max(10).nullable().optional(),
});
export type CreateDraftRequest = z.infer<typeof createDraftSchema>;

export const itemIdParamSchema = z.strictObject({
  itemId: idTextSchema,
});

export const addResponsibleSalespersonSchema = z.strictObject({
  userId: idSchema,
  showInAuction: z.boolean().default(true),
});
export const updateResponsibleSalespersonSchema = z.strictObject({
  id: idSchema,
  showInAuction: z.boolean(),
});
export const responsibleSalespersonParamSchema = z.strictObject({
  itemId: idTextSchema,
  responsiblePersonId: idTextSchema,
});
export const assignCompanyGroupSchema = z.strictObject({
  companyGroupId: idSchema,
  visibilityType: z.union([z.literal(1), z.literal(2)]),
});
