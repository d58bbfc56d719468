import type PgBoss from 'pg-boss';
import { describe, expect, it } from 'vitest';
import { createQueueOnce } from './start-jobs.js';

const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });

/** A stand-in for pg-boss whose createQueue fails with these errors first, then succeeds. */
function bossFailing(...errors: Error[]) {
  let calls = 0;
  const boss = {
    createQueue: async () => {
      calls++;
      const error = errors.shift();
      if (error) throw error;
    },
  } as unknown as PgBoss;
  return { boss, calls: () => calls };
}

describe('creating a queue while other instances start', () => {
  it('tries again after losing a deadlock', async () => {
    const { boss, calls } = bossFailing(deadlock, deadlock);
    await createQueueOnce(boss, 'q', { name: 'q' });
    expect(calls()).toBe(3);
  });

  it('gives up after the last attempt, and at once on any other error', async () => {
    const always = bossFailing(deadlock, deadlock, deadlock);
    await expect(createQueueOnce(always.boss, 'q', { name: 'q' }, 3)).rejects.toBe(deadlock);
    expect(always.calls()).toBe(3);
    const other = new Error('permission denied');
    const once = bossFailing(other);
    await expect(createQueueOnce(once.boss, 'q', { name: 'q' })).rejects.toBe(other);
    expect(once.calls()).toBe(1);
  });
});
