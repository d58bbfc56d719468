/**
 * Calls by key that go to the database many at a time: at most `maxInFlight` statements run at
 * once, and the keys asked for meanwhile wait and go together in the next one (up to `maxBatch`).
 * When it is quiet a key goes alone and at once; in a crowd the statements grow instead of
 * multiplying, so a reconnect storm of 5,000 screens reads its sessions in a few dozen
 * statements on two connections, and the rest of the pool stays with the bids
 * (docs/decisions.md, "A reconnect storm reads its sessions in batches").
 *
 * `run` answers each key's value (a key it leaves out answers `undefined`); if it throws, every
 * call of that batch gets its error.
 */
export function batchedLookup<K, V>(
  run: (keys: K[]) => Promise<Map<K, V>>,
  { maxInFlight, maxBatch }: { maxInFlight: number; maxBatch: number },
): (key: K) => Promise<V | undefined> {
  const waiting: Array<{
    key: K;
    resolve: (value: V | undefined) => void;
    reject: (error: unknown) => void;
  }> = [];
  let inFlight = 0;
  const pump = () => {
    while (inFlight < maxInFlight && waiting.length > 0) {
      const batch = waiting.splice(0, maxBatch);
      inFlight++;
      run([...new Set(batch.map((call) => call.key))])
        .then(
          (found) => {
            for (const call of batch) call.resolve(found.get(call.key));
          },
          (error: unknown) => {
            for (const call of batch) call.reject(error);
          },
        )
        .finally(() => {
          inFlight--;
          pump();
        });
    }
  };
  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      waiting.push({ key, resolve, reject });
      pump();
    });
}
