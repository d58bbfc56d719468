import { z } from 'zod';
import { fileAngles } from './enums.js';
import {
  draftFieldNames,
  draftFieldSpecs,
  type DraftFields,
  type FieldSpec,
} from './draft-fields.js';

const valueSchema = (spec: FieldSpec) => {
  switch (spec.kind) {
    case 'text':
    case 'date':
    case 'instant':
    case 'httpsUrl':
      return z.string().max(20_000).nullable();
    case 'boolean':
      return z.boolean();
    case 'integer':
    case 'decimal':
    case 'option':
    case 'reference':
      return z.number().nullable();
  }
};

const shape = Object.fromEntries(
  draftFieldNames.map((name) => [name, valueSchema(draftFieldSpecs[name]).optional()]),
) as unknown as { [K in keyof DraftFields]: z.ZodOptional<z.ZodType<DraftFields[K]>> };

export const newFileSchema = z.strictObject({ externalServiceId: z.string().min(1).max(100) });
export const fileUpdateSchema = z.strictObject({
  id: z.number().int().positive(),
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
  deletedFiles: z.array(z.number().int().positive()).max(100).optional(),
  fileUpdates: z.array(fileUpdateSchema).max(100).optional(),
});
export type DraftUpdate = z.infer<typeof draftUpdateSchema>;

/** PATCH {itemId}/UpdateFiles: order and rotation of a published item's files. */
export const updateFilesSchema = z.strictObject({
  fileUpdates: z.array(fileUpdateSchema).max(100),
});

/** POST Create. */
export const createDraftSchema = z.strictObject({
  organisationId: z.number().int().positive(),
  officeId: z.number().int().positive().nullable().optional(),
  licenseNumber: z.string().trim().max(10).nullable().optional(),
});
export type CreateDraftRequest = z.infer<typeof createDraftSchema>;

export const itemIdParamSchema = z.strictObject({
  itemId: z.coerce.number().int().positive().max(2_147_483_647),
});

export const addResponsiblePersonSchema = z.strictObject({
  userId: z.number().int().positive(),
  showInAuction: z.boolean().default(true),
});
export const updateResponsiblePersonSchema = z.strictObject({
  id: z.number().int().positive(),
  showInAuction: z.boolean(),
});
export const responsiblePersonParamSchema = z.strictObject({
  itemId: z.coerce.number().int().positive().max(2_147_483_647),
  responsiblePersonId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const assignCompanyGroupSchema = z.strictObject({
  companyGroupId: z.number().int().positive(),
  visibilityType: z.union([z.literal(1), z.literal(2)]),
});
