import { sql, type Kysely } from 'kysely';

// Issue 10: each instance keeps resolved callers for a few seconds (CallerCache). Any change to
// what a caller is made of (the user's admin flag and chosen organisation, memberships, roles,
// grants, products, licences, a signed-out session, a revoked key) tells every instance to clear
// it: a NOTIFY on the live-event channel, sent by PostgreSQL at the commit whichever code (or
// hand-typed SQL) made the change. Statement triggers: one notice per statement, and PostgreSQL
// folds the same notice within a transaction into one.
const tables: Array<[table: string, events: string]> = [
  ['users', 'UPDATE OF nw_admin, selected_organisation_id OR DELETE'],
  ['memberships', 'INSERT OR UPDATE OR DELETE'],
  ['membership_roles', 'INSERT OR UPDATE OR DELETE'],
  ['permission_grants', 'INSERT OR UPDATE OR DELETE'],
  ['permission_roles', 'INSERT OR UPDATE OR DELETE'],
  ['product_permissions', 'UPDATE OR DELETE'],
  ['subscriptions', 'INSERT OR UPDATE OR DELETE'],
  ['products', 'UPDATE OR DELETE'],
  ['organisations', 'UPDATE OF has_licence, business_identity_code OR DELETE'],
  ['sessions', 'DELETE'],
  ['api_keys', 'UPDATE OF revoked_at OR DELETE'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_callers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('auction_events',
        '{"origin":"database","messages":[{"kind":"callersChanged"}]}');
      RETURN NULL;
    END $$;
  `.execute(db);
  for (const [table, events] of tables) {
    await sql
      .raw(
        `CREATE TRIGGER ${table}_callers_changed AFTER ${events} ON ${table}
          FOR EACH STATEMENT EXECUTE FUNCTION notify_callers_changed()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table] of tables) {
    await sql.raw(`DROP TRIGGER ${table}_callers_changed ON ${table}`).execute(db);
  }
  await sql`DROP FUNCTION notify_callers_changed()`.execute(db);
}
