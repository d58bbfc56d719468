/**
 * Per item, this instance's money requests waiting for the item's row. A request on an idle item
 * runs at once; requests that arrive while one runs wait and then run together, in arrival
 * order, as the next batch (at most `maxBatch`). Other instances contend through the row lock.
 */
export class BiddingQueue<Job, Result> {
  private readonly waiting = new Map<
    number,
    Array<{ job: Job; resolve: (result: Result) => void; reject: (error: unknown) => void }>
  >();
  private readonly running = new Set<number>();

  constructor(
    private readonly runBatch: (itemId: number, jobs: Job[]) => Promise<Array<Result | Error>>,
    private readonly maxBatch = 64,
  ) {}

  submit(itemId: number, job: Job): Promise<Result> {
    return new Promise<Result>((resolve, reject) => {
      const queue = this.waiting.get(itemId) ?? [];
      queue.push({ job, resolve, reject });
      this.waiting.set(itemId, queue);
      void this.drain(itemId);
    });
  }

  private async drain(itemId: number): Promise<void> {
    if (this.running.has(itemId)) return;
    this.running.add(itemId);
    try {
      for (;;) {
        const queue = this.waiting.get(itemId);
        if (!queue || queue.length === 0) break;
        const entries = queue.splice(0, this.maxBatch);
        if (queue.length === 0) this.waiting.delete(itemId);
        try {
          const results = await this.runBatch(
            itemId,
            entries.map((entry) => entry.job),
          );
          entries.forEach((entry, index) => {
            const result = results[index];
            if (result instanceof Error) entry.reject(result);
            else entry.resolve(result as Result);
          });
        } catch (error) {
          for (const entry of entries) entry.reject(error);
        }
      }
    } finally {
      this.running.delete(itemId);
    }
  }
}
