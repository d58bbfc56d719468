import { helsinkiDateKey, settingsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { requireMembership } from '../access/access.service.js';
import { settingsRepository as repository } from './settings.repository.js';
import { findServiceNotice } from './service-notices.service.js';
import { specialDaysOf } from './special-days.js';

const tags = ['Settings'];

/** Public settings: the server clock the web syncs to, and addresses the web links to. */
export const publicSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  serveEndpoint(app, settingsApi.timestamp, { tags, summary: 'Server time (ISO 8601)' }, () => ({
    timestamp: ctx.clock.now().toISOString(),
  }));

  // Spec 2: the items page's service-ad banner and the shell's service notification: a platform
  // admin's saved one (issue 13), else the environment's, shown while its title is set.
  serveEndpoint(
    app,
    settingsApi.serviceAdNotification,
    { tags, summary: "The items page's service-ad banner" },
    () => findServiceNotice(ctx, 'serviceAd'),
  );
  serveEndpoint(
    app,
    settingsApi.serviceNotification,
    { tags, summary: 'The service notification banner of the shell' },
    () => findServiceNotice(ctx, 'serviceNotification'),
  );

  serveEndpoint(
    app,
    settingsApi.publicHolidays,
    {
      tags,
      summary: 'Finnish special days (public and bank holidays) of this year and the next two',
    },
    () => {
      const year = Number(helsinkiDateKey(ctx.clock.now()).slice(0, 4));
      return { dates: [year, year + 1, year + 2].flatMap(specialDaysOf) };
    },
  );

  serveEndpoint(
    app,
    settingsApi.clientConfig,
    { tags, summary: 'Contact details and external addresses for the web app' },
    () => ({
      customerServiceEmail: ctx.config.CUSTOMER_SERVICE_EMAIL,
      customerServicePhone: ctx.config.CUSTOMER_SERVICE_PHONE,
      instructionsUrl: ctx.config.INSTRUCTIONS_URL ?? null,
      vehicleDataServiceUrl: ctx.config.VEHICLE_DATA_SERVICE_URL ?? null,
      reportsAppUrl: ctx.config.REPORTS_APP_URL ?? null,
    }),
  );
};

/** Organisation settings read by members (the settings issue adds the rest). */
export const memberSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  for (const kind of ['pickup', 'delivery'] as const) {
    serveEndpoint(
      app,
      kind === 'pickup' ? settingsApi.pickupLocations : settingsApi.deliveryLocations,
      { tags, summary: `The organisation's ${kind} locations` },
      async (request) => {
        await requireMembership(db, callerOf(request), request.query.organisationId);
        return repository.findLocations(db, request.query.organisationId, kind);
      },
    );
  }

  serveEndpoint(
    app,
    settingsApi.responsibleCandidates,
    { tags, summary: 'Members who can be responsible for items' },
    async (request) => {
      await requireMembership(db, callerOf(request), request.params.organisationId);
      return repository.findResponsibleCandidates(db, request.params.organisationId);
    },
  );
};
