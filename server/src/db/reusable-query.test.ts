import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../test/test-context.js';
import { reusableQuery } from './reusable-query.js';

describe.each(backends)('a reusable query (%s)', (backend) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(backend);
  });
  afterAll(() => ctx.close());

  it('is built once and answers each call for its own arguments, in camelCase', async () => {
    const build = vi.fn(
      (db: TestContext['db'], { email, extra }: { email: string; extra: number }) =>
        db
          .selectFrom('users')
          .select(['id', 'firstName', sql<number>`${extra}::int + 1`.as('extraPlusOne')])
          .where(sql<string>`lower(email)`, '=', email),
    );
    const query = reusableQuery(build);
    const seller = await query(ctx.db, { email: 'seller@demo.test', extra: 1 });
    const buyer = await query(ctx.db, { email: 'buyer@demo.test', extra: 41 });
    const nobody = await query(ctx.db, { email: 'no-such-user@example.test', extra: 0 });

    expect(build).toHaveBeenCalledTimes(1);
    expect(seller).toHaveLength(1);
    expect(buyer).toHaveLength(1);
    expect(seller[0]!.id).not.toBe(buyer[0]!.id);
    expect(buyer[0]).toMatchObject({ extraPlusOne: 42 });
    expect(typeof buyer[0]!.firstName).toBe('string');
    expect(nobody).toEqual([]);
  });

  it('refuses a call that lacks one of the arguments the query was built with', async () => {
    const query = reusableQuery((db, { id }: { id: number }) =>
      db.selectFrom('users').select('id').where('id', '=', id),
    );
    await expect(query(ctx.db, {} as { id: number })).rejects.toThrow('no argument "id"');
  });

  it('runs inside a transaction too', async () => {
    const query = reusableQuery((db, { id }: { id: number }) =>
      db.selectFrom('users').select('id').where('id', '=', id),
    );
    const [first] = await query(ctx.db, { id: 1 });
    await ctx.db.transaction().execute(async (trx) => {
      expect(await query(trx, { id: first?.id ?? 1 })).toEqual(first ? [first] : []);
    });
  });
});
