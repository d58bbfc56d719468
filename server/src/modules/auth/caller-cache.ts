import type { Db } from '../../db/database.js';
import type { Caller } from '../access/caller.js';

/** What a session or API key resolved to, and the facts that decide when to read it again. */
export interface CachedCaller {
  caller: Caller;
  /** The session's expiry (a key: never), judged on the app's clock at each use. */
  expiresAt: Date | null;
  /** When the credential was last marked used: past the touch interval, it is read again. */
  lastSeenAt: Date | null;
}

/**
 * Resolved callers for a few seconds (issue 10, point 5): every request of a session read its
 * session, user, membership, products and permissions, a round trip of its own before any work.
 *
 * Staleness is bounded three ways: an entry lives `ttlMs` at most; every change to the tables a
 * caller is made of clears the whole cache on every instance (a statement trigger's NOTIFY,
 * `callersChanged`); and a change through this instance's own API clears it before the answer
 * is sent. A read that began before a clear is not stored (the generation), so a caller read
 * just before a permission was taken away cannot outlive the clear.
 */
export class CallerCache {
  private readonly entries = new Map<string, CachedCaller & { storedAt: number }>();
  private generationValue = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
    private readonly monotonicNow: () => number = () => performance.now(),
  ) {}

  get isEnabled(): boolean {
    return this.ttlMs > 0;
  }

  /** Read before resolving: a store is taken only while the generation is the same. */
  get generation(): number {
    return this.generationValue;
  }

  get(key: string): CachedCaller | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (this.monotonicNow() - entry.storedAt >= this.ttlMs) {
      this.entries.delete(key);
      return null;
    }
    return entry;
  }

  set(key: string, value: CachedCaller, generation: number): void {
    if (!this.isEnabled || generation !== this.generationValue) return;
    // Oldest first: insertion order is the map's order.
    if (this.entries.size >= this.maxEntries && !this.entries.has(key)) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.delete(key);
    this.entries.set(key, { ...value, storedAt: this.monotonicNow() });
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.generationValue++;
    this.entries.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** The bus message of the tables' trigger (migration 0019a): clear every instance's cache. */
export const isCallersChanged = (message: unknown): boolean =>
  typeof message === 'object' &&
  message !== null &&
  (message as { kind?: unknown }).kind === 'callersChanged';

/** Each app's cache, by its database (one app per database handle; tests build several). */
const caches = new WeakMap<Db, CallerCache>();

export const callerCacheOf = (db: Db): CallerCache | undefined => caches.get(db);

export function setCallerCache(db: Db, cache: CallerCache): void {
  caches.set(db, cache);
}
