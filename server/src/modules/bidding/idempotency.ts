import type { Db } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';

/** The header a client sends so that a retried money call never acts twice (issue 5). */
export const idempotencyKeyHeader = 'idempotency-key';

/** Keys are kept this long; a retry after that is a new request. */
export const idempotencyKeyTtlMs = 24 * 3_600_000;

export interface IdempotentCall {
  userId: number;
  key: string;
  auctionItemId: number;
  operation: string;
}

/** The header's value when it is a sensible key (1-200 visible characters), else 400. */
export function readIdempotencyKey(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  const key = Array.isArray(value) ? value[0] : value;
  if (!key || !/^[\x21-\x7e]{1,200}$/.test(key)) {
    throw new AppError(
      400,
      'validation_failed',
      'Idempotency-Key must be 1-200 visible characters.',
      {
        'Idempotency-Key': 'invalid',
      },
    );
  }
  return key;
}

/**
 * The answer already given to this key, read inside the locked transaction so that a retry
 * waits for the first attempt and then replays its answer. The same key on another call is 422.
 */
export async function findIdempotentAnswer<T>(db: Db, call: IdempotentCall): Promise<T | null> {
  const stored = await db
    .selectFrom('idempotencyKeys')
    .select(['auctionItemId', 'operation', 'response'])
    .where('userId', '=', call.userId)
    .where('key', '=', call.key)
    .executeTakeFirst();
  if (!stored) return null;
  if (stored.auctionItemId !== call.auctionItemId || stored.operation !== call.operation) {
    throw new AppError(422, 'rule_broken', 'This Idempotency-Key was used for another request.', {
      'Idempotency-Key': 'idempotency_key_reused',
    });
  }
  return stored.response as T;
}

/** Records the answer in the same transaction as the change it describes. */
export function saveIdempotentAnswer(db: Db, call: IdempotentCall, answer: unknown, now: Date) {
  return db
    .insertInto('idempotencyKeys')
    .values({ ...call, response: JSON.stringify(answer), createdAt: now })
    .execute();
}

/** Forgets keys older than the retention (run by the jobs). */
export function deleteExpiredIdempotencyKeys(db: Db, now: Date) {
  return db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', new Date(now.getTime() - idempotencyKeyTtlMs))
    .execute();
}
