import { RefusedError } from '@dealer/domain';
import type { Db } from '../../db/database.js';

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
    throw RefusedError.with(
      'invalid',
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
 * The answer already given to this key (read inside the locked transaction, so a retry waits for
 * the first attempt and then replays its answer), or null. The same key on another call is 422.
 */
export function replayOf<T>(
  stored: { auctionItemId: number; operation: string; response: unknown } | null,
  call: IdempotentCall,
): T | null {
  if (!stored) return null;
  if (stored.auctionItemId !== call.auctionItemId || stored.operation !== call.operation) {
    throw RefusedError.with(
      'rule',
      'rule_broken',
      'This Idempotency-Key was used for another request.',
      {
        'Idempotency-Key': 'idempotency_key_reused',
      },
    );
  }
  return stored.response as T;
}

/** Forgets keys older than the retention (run by the jobs). */
export function deleteExpiredIdempotencyKeys(db: Db, now: Date) {
  return db
    .deleteFrom('idempotencyKeys')
    .where('createdAt', '<', new Date(now.getTime() - idempotencyKeyTtlMs))
    .execute();
}
