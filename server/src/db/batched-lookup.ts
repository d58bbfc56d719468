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
 *
 * A batch's calls go on `resumePerTurn` at a time, one group per turn of the event loop: each
 * caller's continuation (a hub upgrade: its handshake and first frame) runs in the turn its call
 * is answered, and 500 of them in one turn would hold the loop for tens of milliseconds. The
 * server accepts one new connection per turn (libuv since 1.45), so in a storm a long turn is
 * a full listen queue and clients left waiting for TCP's retransmission.
 */
export function batchedLookup<K, V>(
  run: (keys: K[]) => Promise<Map<K, V>>,
  {
    maxInFlight,
    maxBatch,
    resumePerTurn = Number.POSITIVE_INFINITY,
  }: { maxInFlight: number; maxBatch: number; resumePerTurn?: number },
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
          (found) => inTurns(batch, resumePerTurn, (call) => call.resolve(found.get(call.key))),
          (error: unknown) => inTurns(batch, resumePerTurn, (call) => call.reject(error)),
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

/** Calls `each` for `perTurn` of the items now, and for the next ones on each following turn. */
function inTurns<T>(items: readonly T[], perTurn: number, each: (item: T) => void): void {
  let at = 0;
  const next = () => {
    const end = Math.min(at + perTurn, items.length);
    for (; at < end; at++) each(items[at]!);
    if (at < items.length) setImmediate(next);
  };
  next();
}
