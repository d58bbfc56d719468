import { describe, expect, it } from 'vitest';
import type { Caller } from '../access/caller.js';
import { CallerCache, isCallersChanged } from './caller-cache.js';

const caller = (userId: number) => ({ userId }) as unknown as Caller;
const entry = (userId: number) => ({
  caller: caller(userId),
  expiresAt: null,
  lastSeenAt: new Date(),
});

describe('the caller cache', () => {
  it('serves an entry for its time to live, then reads again', () => {
    let now = 0;
    const cache = new CallerCache(5000, 10, () => now);
    cache.set('a', entry(1), cache.generation);
    now = 4999;
    expect(cache.get('a')?.caller.userId).toBe(1);
    now = 5000;
    expect(cache.get('a')).toBeNull();
  });

  it('does not keep what was read before a clear (a change raced the read)', () => {
    const cache = new CallerCache(5000);
    const generation = cache.generation;
    cache.clear();
    cache.set('a', entry(1), generation);
    expect(cache.get('a')).toBeNull();
    cache.set('a', entry(1), cache.generation);
    expect(cache.get('a')).not.toBeNull();
  });

  it('is off at 0 seconds, and holds at most its size, dropping the oldest', () => {
    const off = new CallerCache(0);
    off.set('a', entry(1), off.generation);
    expect(off.get('a')).toBeNull();

    const cache = new CallerCache(5000, 2);
    cache.set('a', entry(1), cache.generation);
    cache.set('b', entry(2), cache.generation);
    cache.set('c', entry(3), cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('c')?.caller.userId).toBe(3);
  });

  it('knows the trigger’s message', () => {
    expect(isCallersChanged({ kind: 'callersChanged' })).toBe(true);
    expect(isCallersChanged({ kind: 'item' })).toBe(false);
    expect(isCallersChanged(null)).toBe(false);
  });
});
