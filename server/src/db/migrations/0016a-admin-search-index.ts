import { licenseNumberSeparatorPattern } from '@dealer/domain';
import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: the admin search finds a licence number by any part of it, ignoring case, spaces and
 * hyphens, under 100 ms over 100,000 items: a trigram index on the very expression the search
 * compares (admin-search.repository.ts builds it from the same pattern), so a "contains" match
 * is an index scan, not a scan of every item. pg_trgm is a trusted extension of PostgreSQL's
 * contrib (Debian's postgresql package has it); PGlite loads it as an extension (database.ts).
 */
export const normalizedLicenseNumberSql = sql`upper(regexp_replace(coalesce(license_number, ''), ${sql.lit(licenseNumberSeparatorPattern)}, '', 'g'))`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE INDEX auction_items_license_number_search ON auction_items
    USING gin ((${normalizedLicenseNumberSql}) gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX auction_items_license_number_search`.execute(db);
}
