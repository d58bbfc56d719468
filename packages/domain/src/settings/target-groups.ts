import { z } from 'zod';
import { VisibilityType } from '../auction-items/enums.js';
import { idSchema, idTextSchema } from '../identity/identity.schema.js';

export const companyGroupParamSchema = z.strictObject({ companyGroupId: idTextSchema });
export const companyGroupItemParamSchema = z.strictObject({
  companyGroupId: idTextSchema,
  companyGroupItemId: idTextSchema,
});
/** A settings row addressed by its id in the path. */
export const settingsRowParamSchema = z.strictObject({ id: idTextSchema });

/** Spec 7: POST /api/CompanyGroups (companyGroupType is 0 on create). */
export const createCompanyGroupRequestSchema = z.strictObject({
  organisationId: idSchema,
  name: z.string().max(200),
  companyGroupType: z.literal(0).default(0),
});
export type CreateCompanyGroupRequest = z.infer<typeof createCompanyGroupRequestSchema>;

export const updateCompanyGroupRequestSchema = z.strictObject({
  id: idSchema.optional(),
  organisationId: idSchema.optional(),
  name: z.string().max(200),
  companyGroupType: z.literal(0).optional(),
});

/** Spec 7: POST/PATCH /api/CompanyGroups/{id}/Item. */
export const companyGroupItemRequestSchema = z.strictObject({
  id: idSchema.optional(),
  businessIdentityCode: z.string().max(20),
  name: z.string().max(200),
});
export type CompanyGroupItemRequest = z.infer<typeof companyGroupItemRequestSchema>;

export const visibilityTypeSchema = z.union([
  z.literal(VisibilityType.WhiteList),
  z.literal(VisibilityType.BlackList),
]);

/** Spec 7: POST default office company groups. */
export const createDefaultOfficeCompanyGroupRequestSchema = z.strictObject({
  organisationId: idSchema,
  officeId: idSchema,
  companyGroupId: idSchema,
  visibilityType: visibilityTypeSchema,
});
export const updateDefaultOfficeCompanyGroupRequestSchema = z.strictObject({
  id: idSchema.optional(),
  visibilityType: visibilityTypeSchema,
});

/** Spec 4: an office without defaults is shown (and saved) as blacklist. */
export const defaultVisibilityTypeOf = (
  existing: ReadonlyArray<{ visibilityType: number }>,
): VisibilityType => (existing[0]?.visibilityType as VisibilityType) ?? VisibilityType.BlackList;

/** An office's default target group, as the visibility plan reads it. */
export const defaultOfficeGroupSchema = z.object({
  id: z.number(),
  companyGroupId: z.number(),
  visibilityType: z.number(),
});
export type DefaultOfficeGroup = z.infer<typeof defaultOfficeGroupSchema>;

export type DefaultVisibilityCall =
  | { kind: 'update'; id: number; visibilityType: VisibilityType }
  | { kind: 'delete'; id: number }
  | { kind: 'add'; companyGroupId: number; visibilityType: VisibilityType };

/**
 * Spec 4, saving an office's default visibility: with groups already there, update the type of
 * retained groups when it changed, delete the deselected ones, then add the newly selected;
 * with none there, add each selected. The calls run one after another in this order.
 */
export function planDefaultVisibilitySave(
  existing: readonly DefaultOfficeGroup[],
  selectedGroupIds: readonly number[],
  visibilityType: VisibilityType,
): DefaultVisibilityCall[] {
  const calls: DefaultVisibilityCall[] = [];
  const selected = new Set(selectedGroupIds);
  for (const row of existing)
    if (selected.has(row.companyGroupId) && row.visibilityType !== visibilityType)
      calls.push({ kind: 'update', id: row.id, visibilityType });
  for (const row of existing)
    if (!selected.has(row.companyGroupId)) calls.push({ kind: 'delete', id: row.id });
  const existingIds = new Set(existing.map((row) => row.companyGroupId));
  for (const companyGroupId of new Set(selectedGroupIds))
    if (!existingIds.has(companyGroupId))
      calls.push({ kind: 'add', companyGroupId, visibilityType });
  return calls;
}

export interface GroupItemDraft {
  id?: number;
  businessIdentityCode: string;
  name: string;
}

export type GroupItemCall =
  { kind: 'delete'; id: number } | { kind: 'create'; businessIdentityCode: string; name: string };

/**
 * Spec 4, the target group dialog's edit: removals of saved items are kept until save; save
 * deletes the removed items first, then creates the items that have no id yet.
 */
export function planGroupItemsSave(
  removedIds: readonly number[],
  items: readonly GroupItemDraft[],
): GroupItemCall[] {
  return [
    ...[...new Set(removedIds)].map((id): GroupItemCall => ({ kind: 'delete', id })),
    ...items
      .filter((item) => item.id === undefined)
      .map((item): GroupItemCall => ({
        kind: 'create',
        businessIdentityCode: item.businessIdentityCode.trim(),
        name: item.name.trim(),
      })),
  ];
}

/** Spec 4: removing an item in the dialog; a saved one is remembered for the save. */
export function removeGroupItem(
  state: { items: readonly GroupItemDraft[]; removedIds: readonly number[] },
  index: number,
): { items: GroupItemDraft[]; removedIds: number[] } {
  const removed = state.items[index];
  return {
    items: state.items.filter((_, position) => position !== index),
    removedIds:
      removed?.id !== undefined ? [...state.removedIds, removed.id] : [...state.removedIds],
  };
}
