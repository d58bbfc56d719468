import { z } from 'zod';
import { idTextSchema } from '../identity/identity.schema.js';

/** One page of a keyset-paged admin list: `nextCursor` asks for the next page, null at the end. */
export interface AdminPage<T> {
  entries: T[];
  nextCursor: string | null;
}

/** The schema of an `AdminPage` of these entries. */
export const adminPageSchema = <T extends z.ZodType>(entry: T) =>
  z.object({ entries: z.array(entry), nextCursor: z.string().nullable() });

/** A cursor of the audit log: the place of the last row read in the item's chain. */
const chainCursorSchema = z.string().regex(/^[1-9][0-9]{0,17}$/, 'not_a_cursor');

/** GET /api/admin/auditlog?auctionItemId=&cursor=: the item's rows, newest first, 100 a page. */
export const auditLogQuerySchema = z.strictObject({
  auctionItemId: idTextSchema,
  cursor: chainCursorSchema.optional(),
});

/** GET /api/admin/feedback?cursor=: the messages, newest first, 50 a page. */
export const feedbackPageQuerySchema = z.strictObject({ cursor: idTextSchema.optional() });

/** The pages' sizes. */
export const auditLogPageSize = 100;
export const feedbackPageSize = 50;
