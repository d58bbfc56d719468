import { sql, type Kysely } from 'kysely';

/**
 * Issue 13: the audit log is append-only and tamper-evident.
 *
 * - A trigger refuses UPDATE, DELETE and TRUNCATE of audit_log. The one exception is the
 *   ON DELETE CASCADE of an item that is itself deleted (a row whose item no longer exists):
 *   the item's whole chain goes with it, so the remaining chains still verify. The rows'
 *   ON DELETE SET NULL of organisations and users is refused like any update: organisations
 *   and users with audit rows are not deleted (they are deactivated), which keeps the log true.
 * - Each row carries `hash` = sha256 over its canonical fields and the previous row's hash in the
 *   same chain, and its place `chain_seq`. A chain is an item's rows ('item:<id>'); rows of no
 *   item chain per organisation ('organisation:<id>'), and rows of neither in one platform chain.
 *   The hash is computed by a BEFORE INSERT trigger, so every writer (the item pipeline's
 *   writeAudits, the bidding batch's single statement, the seed) chains alike and none can
 *   forget it; it runs in the writer's transaction under a transaction-scoped advisory lock of
 *   the chain (item writers hold the item's row lock as well), so two writers never fork a chain.
 * - `npm run audit:verify` recomputes every chain and names the first broken link.
 *
 * The canonical text (audit-chain.ts in server/src/modules/audit recomputes it the same way):
 * previous hash, chain key, seq, item id, organisation id, user id, actor type, type, created_at
 * as epoch microseconds, description; joined with a line feed, empty for NULL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE audit_log ADD COLUMN chain_key text, ADD COLUMN chain_seq bigint, ADD COLUMN hash text;

    CREATE FUNCTION audit_log_chain_key(item_id integer, organisation_id integer) RETURNS text
      LANGUAGE sql IMMUTABLE AS $$
        SELECT CASE
          WHEN item_id IS NOT NULL THEN 'item:' || item_id
          WHEN organisation_id IS NOT NULL THEN 'organisation:' || organisation_id
          ELSE 'platform' END
      $$;

    CREATE FUNCTION audit_log_hash(previous text, entry audit_log) RETURNS text
      LANGUAGE sql STABLE AS $$
        SELECT encode(sha256(convert_to(concat_ws(E'\\n',
          coalesce(previous, ''), entry.chain_key, entry.chain_seq::text,
          coalesce(entry.auction_item_id::text, ''), coalesce(entry.organisation_id::text, ''),
          coalesce(entry.user_id::text, ''), entry.actor_type::text, entry.audit_log_type::text,
          ((extract(epoch FROM entry.created_at) * 1000000)::bigint)::text, entry.description
        ), 'UTF8')), 'hex')
      $$;

    CREATE FUNCTION audit_log_link() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        previous record;
      BEGIN
        NEW.chain_key := audit_log_chain_key(NEW.auction_item_id, NEW.organisation_id);
        -- One writer per chain at a time, until its transaction ends.
        PERFORM pg_advisory_xact_lock(hashtext('audit_log:' || NEW.chain_key));
        SELECT chain_seq, hash INTO previous FROM audit_log
          WHERE chain_key = NEW.chain_key ORDER BY chain_seq DESC LIMIT 1;
        NEW.chain_seq := coalesce(previous.chain_seq, 0) + 1;
        NEW.hash := audit_log_hash(previous.hash, NEW);
        RETURN NEW;
      END
    $$;

    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF OLD.auction_item_id IS NOT NULL
            AND NOT EXISTS (SELECT 1 FROM auction_items WHERE id = OLD.auction_item_id) THEN
            RETURN OLD;
          END IF;
        END IF;
        RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP
          USING ERRCODE = 'integrity_constraint_violation';
      END
    $$;
  `.execute(db);
  // Rows written before this migration are chained in the order they were written.
  await sql`
    DO $$
      DECLARE
        entry audit_log;
        previous_hash text;
        previous_seq bigint;
      BEGIN
        FOR entry IN SELECT * FROM audit_log ORDER BY id LOOP
          entry.chain_key := audit_log_chain_key(entry.auction_item_id, entry.organisation_id);
          SELECT chain_seq, hash INTO previous_seq, previous_hash FROM audit_log
            WHERE chain_key = entry.chain_key ORDER BY chain_seq DESC LIMIT 1;
          entry.chain_seq := coalesce(previous_seq, 0) + 1;
          UPDATE audit_log SET chain_key = entry.chain_key, chain_seq = entry.chain_seq,
            hash = audit_log_hash(previous_hash, entry) WHERE id = entry.id;
        END LOOP;
      END
    $$;
  `.execute(db);
  await sql`
    ALTER TABLE audit_log ALTER COLUMN chain_key SET NOT NULL, ALTER COLUMN chain_seq SET NOT NULL,
      ALTER COLUMN hash SET NOT NULL;
    CREATE UNIQUE INDEX audit_log_chain ON audit_log (chain_key, chain_seq);
    CREATE TRIGGER audit_log_link BEFORE INSERT ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_link();
    CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER audit_log_no_truncate ON audit_log;
    DROP TRIGGER audit_log_append_only ON audit_log;
    DROP TRIGGER audit_log_link ON audit_log;
    DROP FUNCTION audit_log_append_only(), audit_log_link();
    DROP INDEX audit_log_chain;
    ALTER TABLE audit_log DROP COLUMN hash, DROP COLUMN chain_seq, DROP COLUMN chain_key;
    DROP FUNCTION audit_log_hash(text, audit_log), audit_log_chain_key(integer, integer);
  `.execute(db);
}
