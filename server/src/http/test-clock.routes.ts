import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OffsetClock } from '../clock.js';

/**
 * Tests only (TEST_CLOCK_CONTROL=true): moves the server's clock forward, so a browser journey
 * can end an auction without waiting for it. Never registered otherwise.
 */
export const testClockRoutes: FastifyPluginAsyncZod<{ clock: OffsetClock }> = async (
  app,
  { clock },
) => {
  app.post(
    '/clock',
    {
      schema: {
        hide: true,
        body: z.strictObject({
          advanceMs: z
            .number()
            .int()
            .min(0)
            .max(365 * 86_400_000),
        }),
      },
    },
    (request) => {
      clock.advance(request.body.advanceMs);
      return { now: clock.now().toISOString() };
    },
  );
};
