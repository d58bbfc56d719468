import { z } from 'zod';
import { maxId } from '../identity/identity.schema.js';
import { normalizeLicenseNumber } from './license-number.js';

/** GET /api/AuctionItems/search/{searchTerm}: what a platform admin typed, 1-50 characters. */
export const adminSearchParamSchema = z.strictObject({
  searchTerm: z.string().trim().min(1).max(50),
});

/** What the admin search looks for: the item by its id, or licence numbers that contain it. */
export interface AdminSearchQuery {
  /** The term read as an item id, when it is one. */
  itemId: number | null;
  /** The term as licence numbers are compared: upper case, no spaces or hyphens. */
  licenseNumber: string;
}

/** Spec 3: admin search works by id or licence number; digits alone may be either. */
export function parseAdminSearchTerm(term: string): AdminSearchQuery {
  const trimmed = term.trim();
  const asId = /^[0-9]{1,10}$/.test(trimmed) ? Number(trimmed) : null;
  return {
    itemId: asId !== null && asId >= 1 && asId <= maxId ? asId : null,
    licenseNumber: normalizeLicenseNumber(trimmed),
  };
}

/** One row of the admin search (spec 7): enough to tell the items apart and open one. */
export interface AdminSearchRow {
  id: number;
  licenseNumber: string | null;
  make: string | null;
  model: string | null;
  priceNow: number | null;
  isDraft: boolean;
  end: string;
}

export const adminSearchRowSchema = z.object({
  id: z.number(),
  licenseNumber: z.string().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  priceNow: z.number().nullable(),
  isDraft: z.boolean(),
  end: z.string(),
}) satisfies z.ZodType<AdminSearchRow>;
