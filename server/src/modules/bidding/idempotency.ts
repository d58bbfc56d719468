import { createHash } from 'node:crypto';
import { RefusedError } from '@dealer/domain';
import type { Db } from '../../db/database.js';
import { biddingRepository } from './bidding.repository.js';

/** The header a client sends so that a retried money call never acts twice (issue 5). */
export const idempotencyKeyHeader = 'idempotency-key';

/** Keys are kept this long; a retry after that is a new request. */
export const idempotencyKeyTtlMs = 24 * 3_600_000;

export interface IdempotentCall {
  userId: number;
  key: string;
  auctionItemId: number;
  operation: string;
  /** `hashRequestBody` of the request: a key sent again with another body is refused. */
  requestHash: string;
}

/** JSON with object keys sorted, so that the same body always reads the same. */
const canonicalJson = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : 1)))
      : inner,
  ) ?? 'null';

/** The SHA-256 of a request body as parsed, independent of its keys' order and spacing. */
export const hashRequestBody = (body: unknown) =>
  createHash('sha256').update(canonicalJson(body)).digest('base64url');

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
 * the first attempt and then replays its answer), or null. The same key on another call, or with
 * another body (issue 15: it replayed the first answer to a different bid), is 422.
 */
export function replayOf<T>(
  stored: {
    auctionItemId: number;
    operation: string;
    requestHash: string | null;
    response: unknown;
  } | null,
  call: IdempotentCall,
): T | null {
  if (!stored) return null;
  const isOtherRequest =
    stored.auctionItemId !== call.auctionItemId ||
    stored.operation !== call.operation ||
    (stored.requestHash !== null && stored.requestHash !== call.requestHash);
  if (isOtherRequest) {
    throw RefusedError.rule('This Idempotency-Key was used for another request.', {
      'Idempotency-Key': 'idempotency_key_reused',
    });
  }
  return stored.response as T;
}

/** Forgets keys older than the retention (run by the jobs). */
export function deleteExpiredIdempotencyKeys(db: Db, now: Date) {
  return biddingRepository.deleteIdempotencyKeysBefore(
    db,
    new Date(now.getTime() - idempotencyKeyTtlMs),
  );
}
