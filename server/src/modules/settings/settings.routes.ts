import type { ServerTimestamp } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';

const tags = ['Settings'];

/** Public settings: the server clock the web syncs to, and addresses the web links to. */
export const publicSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  app.get(
    '/timestamp',
    { schema: { tags, summary: 'Server time (ISO 8601)' } },
    (): ServerTimestamp => ({
      timestamp: ctx.clock.now().toISOString(),
    }),
  );

  app.get(
    '/clientconfig',
    { schema: { tags, summary: 'Contact details and external addresses for the web app' } },
    () => ({
      customerServiceEmail: ctx.config.CUSTOMER_SERVICE_EMAIL,
      customerServicePhone: ctx.config.CUSTOMER_SERVICE_PHONE,
      instructionsUrl: ctx.config.INSTRUCTIONS_URL ?? null,
      vehicleDataServiceUrl: ctx.config.VEHICLE_DATA_SERVICE_URL ?? null,
      reportsAppUrl: ctx.config.REPORTS_APP_URL ?? null,
    }),
  );
};
