import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import { OffsetClock } from '../src/clock.js';
import { loadConfig } from '../src/config.js';
import { createTestContext, type TestContext } from './test-context.js';

// The browser journeys' clock control exists only when asked for.
describe('the test clock', () => {
  let t: TestContext;
  let app: FastifyInstance | null = null;
  afterEach(async () => {
    await app?.close();
    await t.close();
  });

  const appWith = async (environment: Record<string, string>) => {
    const clock = new OffsetClock();
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      DATA_DIR: '/tmp/dealer-unused',
      ...environment,
    });
    app = await buildApp(
      { db: t.db, clock, config, events: t.events },
      { serveWebApp: false, logger: false },
    );
    return { clock, app };
  };

  it('is not there by default', async () => {
    t = await createTestContext('pglite');
    const { app: server } = await appWith({});
    const response = await server.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 1000 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('moves the server clock forward when TEST_CLOCK_CONTROL is on', async () => {
    t = await createTestContext('pglite');
    const { clock, app: server } = await appWith({ TEST_CLOCK_CONTROL: 'true' });
    const before = clock.now().getTime();
    const response = await server.inject({
      method: 'POST',
      url: '/api/test/clock',
      payload: { advanceMs: 3_600_000 },
    });
    expect(response.statusCode).toBe(200);
    expect(clock.now().getTime() - before).toBeGreaterThanOrEqual(3_600_000);
    const timestamp = await server.inject({ method: 'GET', url: '/api/Settings/timestamp' });
    expect(
      new Date(timestamp.json<{ timestamp: string }>().timestamp).getTime(),
    ).toBeGreaterThanOrEqual(before + 3_600_000);
  });
});
