import { describe, expect, it } from 'vitest';
import { batchedLookup } from './batched-lookup.js';

/** A `run` whose batches are answered by hand: each call is recorded with its keys. */
function manualRun() {
  const batches: Array<{ keys: string[]; answer: () => void; fail: (error: Error) => void }> = [];
  const run = (keys: string[]) =>
    new Promise<Map<string, string>>((resolve, reject) => {
      batches.push({
        keys,
        answer: () =>
          resolve(new Map(keys.filter((key) => key !== 'unknown').map((key) => [key, `${key}!`]))),
        fail: reject,
      });
    });
  return { batches, run };
}

const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('batchedLookup', () => {
  it('sends a key alone and at once when nothing else runs', async () => {
    const { batches, run } = manualRun();
    const lookup = batchedLookup(run, { maxInFlight: 2, maxBatch: 100 });
    const answer = lookup('a');
    expect(batches.map((batch) => batch.keys)).toEqual([['a']]);
    batches[0]!.answer();
    expect(await answer).toBe('a!');
  });

  it('runs at most maxInFlight at once, and sends what waited meanwhile together', async () => {
    const { batches, run } = manualRun();
    const lookup = batchedLookup(run, { maxInFlight: 2, maxBatch: 100 });
    const answers = ['a', 'b', 'c', 'd', 'c', 'unknown'].map((key) => lookup(key));
    expect(batches.map((batch) => batch.keys)).toEqual([['a'], ['b']]);
    batches[0]!.answer();
    await turn();
    // Each key once in a statement, however many ask for it.
    expect(batches.map((batch) => batch.keys)).toEqual([['a'], ['b'], ['c', 'd', 'unknown']]);
    batches[1]!.answer();
    batches[2]!.answer();
    expect(await Promise.all(answers)).toEqual(['a!', 'b!', 'c!', 'd!', 'c!', undefined]);
  });

  it('keeps each batch within maxBatch keys', async () => {
    const { batches, run } = manualRun();
    const lookup = batchedLookup(run, { maxInFlight: 1, maxBatch: 2 });
    const answers = ['a', 'b', 'c', 'd', 'e'].map((key) => lookup(key));
    for (let index = 0; index < 3; index++) {
      batches[index]!.answer();
      await turn();
    }
    expect(batches.map((batch) => batch.keys)).toEqual([['a'], ['b', 'c'], ['d', 'e']]);
    expect(await Promise.all(answers)).toEqual(['a!', 'b!', 'c!', 'd!', 'e!']);
  });

  it("gives a failed batch's error to each of its calls, and goes on with the next", async () => {
    const { batches, run } = manualRun();
    const lookup = batchedLookup(run, { maxInFlight: 1, maxBatch: 100 });
    const first = lookup('a');
    const waitingOnes = [lookup('b'), lookup('c')];
    batches[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await turn();
    batches[1]!.answer();
    expect(await Promise.all(waitingOnes)).toEqual(['b!', 'c!']);
  });

  it('answers a batch resumePerTurn calls per turn of the event loop', async () => {
    const { batches, run } = manualRun();
    const lookup = batchedLookup(run, { maxInFlight: 1, maxBatch: 100, resumePerTurn: 2 });
    const first = lookup('a');
    const answered: string[] = [];
    const rest = ['b', 'c', 'd', 'e', 'f'].map((key) =>
      lookup(key).then((value) => answered.push(value!)),
    );
    batches[0]!.answer();
    await first;
    await turn();
    batches[1]!.answer();
    await turn();
    expect(answered).toEqual(['b!', 'c!']);
    await turn();
    expect(answered).toEqual(['b!', 'c!', 'd!', 'e!']);
    await Promise.all(rest);
    expect(answered).toEqual(['b!', 'c!', 'd!', 'e!', 'f!']);
  });
});
