import { z } from 'zod';
import { maxVisibleResponsibleSalespeople } from '../auction-items/draft-rules.js';
import { idSchema } from '../identity/identity.schema.js';

/** Spec 9: an office card shows at most 5 users, then "show more". */
export const officeCardUserLimit = 5;

/** Spec 7: POST /api/Settings/ResponsibleSalespeople/AddDefault. */
export const addDefaultResponsibleSalespersonRequestSchema = z.strictObject({
  organisationId: idSchema,
  officeId: idSchema,
  userId: idSchema,
  showInAuction: z.boolean().default(false),
});
/** Spec 7: PATCH /api/Settings/ResponsibleSalespeople/DefaultResponsibleSalesPerson/{id}. */
export const updateDefaultResponsibleSalespersonRequestSchema = z.strictObject({
  id: idSchema.optional(),
  showInAuction: z.boolean(),
});

/**
 * Spec 4/9: at most 3 people of an office are shown in the auction; switching one more on is
 * ignored (answers false) when 3 already are.
 */
export const canShowInAuction = (
  people: ReadonlyArray<{ showInAuction: boolean; id: number }>,
  id: number,
) =>
  people.some((person) => person.id === id && person.showInAuction) ||
  people.filter((person) => person.showInAuction).length < maxVisibleResponsibleSalespeople;
