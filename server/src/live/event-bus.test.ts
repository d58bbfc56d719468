import { afterEach, describe, expect, it } from 'vitest';
import { backends, createTestContext, type TestContext } from '../../test/test-context.js';
import { PgliteEventBus, PostgresEventBus, type EventBus } from './event-bus.js';

// A change's messages cross instances in as few NOTIFYs as fit under PostgreSQL's 8,000 bytes.
describe.each(backends)('the event bus (%s)', (backend) => {
  let t: TestContext;
  let other: EventBus;
  afterEach(async () => {
    await other.close();
    await t.close();
  });

  it('delivers every message of a large batch to another instance, in order, and each once here', async () => {
    t = await createTestContext(backend);
    other =
      backend === 'pglite'
        ? await new PgliteEventBus(t.db, (t.events as unknown as { pglite: never }).pglite).start()
        : await new PostgresEventBus(t.db, t.databaseUrl!).start();
    const heardThere: unknown[] = [];
    const heardHere: unknown[] = [];
    other.subscribe((message) => heardThere.push(message));
    t.events.subscribe((message) => heardHere.push(message));
    const messages = Array.from({ length: 40 }, (_, index) => ({ index, text: 'ä'.repeat(400) }));
    await t.events.publishAll(messages);
    await expect.poll(() => heardThere.length).toBe(40);
    expect(heardThere).toEqual(messages);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heardHere).toEqual(messages);
  });
});
