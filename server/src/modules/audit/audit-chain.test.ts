import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertItem, organisationIdOf, userIdOf } from '../../../test/item-factory.js';
import { backends, createTestContext, type TestContext } from '../../../test/test-context.js';
import { verifyAuditChains } from './audit-chain.js';
import { writeAudits } from './audit.repository.js';

const run = promisify(execFile);
const now = new Date('2026-11-23T10:00:00Z');

// Issue 13: the audit log is append-only, and each row's hash chains it to the previous row of
// its item (or organisation): `npm run audit:verify` names the first broken link.
describe.each(backends)('audit log chain (%s)', (backend) => {
  let t: TestContext;
  let itemId: number;
  let organisationId: number;
  let ids: string[];

  beforeEach(async () => {
    t = await createTestContext(backend);
    t.clock.set(now);
    organisationId = await organisationIdOf(t.db, 'Demo Autotalo Oy');
    itemId = await insertItem(t.db, {
      organisationId,
      startTime: new Date('2026-11-22T10:00:00Z'),
      endTime: new Date('2026-11-25T13:00:00Z'),
    });
    const userId = await userIdOf(t.db, 'seller@demo.test');
    const entry = (description: string, item: number | null = itemId) => ({
      auctionItemId: item,
      organisationId,
      userId,
      type: 2 as const,
      description,
      now,
    });
    // Several rows of one change in one statement, then more in another transaction.
    await writeAudits(t.db, [entry('first'), entry('second'), entry('no item', null)]);
    await t.db.transaction().execute((trx) => writeAudits(trx, [entry('third ✓ | \n quoted \'"')]));
    ids = (
      await t.db
        .selectFrom('auditLog')
        .select('id')
        .where('auctionItemId', '=', itemId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
  });
  afterEach(() => t.close());

  // Tampering as someone who may alter the table would (the owner switching the guard off).
  const withoutGuard = (change: (trx: typeof t.db) => Promise<unknown>) =>
    t.db.transaction().execute(async (trx) => {
      await sql`ALTER TABLE audit_log DISABLE TRIGGER audit_log_append_only`.execute(trx);
      await change(trx);
      await sql`ALTER TABLE audit_log ENABLE TRIGGER audit_log_append_only`.execute(trx);
    });

  it('chains each item’s rows in order, and every chain verifies', async () => {
    const rows = await t.db
      .selectFrom('auditLog')
      .select(['chainKey', 'chainSeq', 'description'])
      .where('auctionItemId', '=', itemId)
      .orderBy('chainSeq')
      .execute();
    expect(rows.map((row) => [row.chainKey, row.chainSeq])).toEqual([
      [`item:${itemId}`, '1'],
      [`item:${itemId}`, '2'],
      [`item:${itemId}`, '3'],
    ]);
    const report = await verifyAuditChains(t.db, 2);
    expect(report.broken).toEqual([]);
    expect(report.rows).toBeGreaterThanOrEqual(4);
  });

  it('refuses UPDATE, DELETE and TRUNCATE of audit rows', async () => {
    await expect(
      t.db
        .updateTable('auditLog')
        .set({ description: 'changed' })
        .where('id', '=', ids[0]!)
        .execute(),
    ).rejects.toThrow(/append-only/);
    await expect(t.db.deleteFrom('auditLog').where('id', '=', ids[0]!).execute()).rejects.toThrow(
      /append-only/,
    );
    await expect(sql`TRUNCATE audit_log`.execute(t.db)).rejects.toThrow(/append-only/);
    expect((await verifyAuditChains(t.db)).broken).toEqual([]);
  });

  it('lets a deleted item take its own rows along (ON DELETE CASCADE), other chains intact', async () => {
    await t.db.deleteFrom('auctionItems').where('id', '=', itemId).execute();
    expect(
      await t.db.selectFrom('auditLog').select('id').where('auctionItemId', '=', itemId).execute(),
    ).toEqual([]);
    expect((await verifyAuditChains(t.db)).broken).toEqual([]);
  });

  it('names the edited row as the first broken link', async () => {
    await withoutGuard((trx) =>
      sql`UPDATE audit_log SET description = 'rewritten' WHERE id = ${ids[1]}`.execute(trx),
    );
    expect((await verifyAuditChains(t.db)).broken).toEqual([
      { chainKey: `item:${itemId}`, id: ids[1], chainSeq: '2', reason: 'hash_mismatch' },
    ]);
  });

  it('names the row after a removed one', async () => {
    await withoutGuard((trx) => sql`DELETE FROM audit_log WHERE id = ${ids[1]}`.execute(trx));
    expect((await verifyAuditChains(t.db)).broken).toEqual([
      { chainKey: `item:${itemId}`, id: ids[2], chainSeq: '3', reason: 'missing_row' },
    ]);
  });

  it.runIf(backend === 'postgres')(
    'npm run audit:verify fails and names the edited row',
    async () => {
      const options = {
        env: { ...process.env, DATABASE_URL: t.databaseUrl!, LOG_LEVEL: 'silent' },
        cwd: path.resolve(import.meta.dirname, '../../..'),
      };
      const intact = await run('npx', ['tsx', 'src/cli/audit-verify.ts'], options);
      expect(intact.stdout).toMatch(/all intact/);
      await withoutGuard((trx) =>
        sql`UPDATE audit_log SET user_id = NULL WHERE id = ${ids[0]}`.execute(trx),
      );
      const broken = await run('npx', ['tsx', 'src/cli/audit-verify.ts'], options).then(
        () => null,
        (error: { code: number; stderr: string }) => error,
      );
      expect(broken?.code).toBe(1);
      expect(broken?.stderr).toContain(`audit_log row ${ids[0]} `);
    },
    60_000,
  );
});
