import { settingsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import * as locations from './locations.service.js';

const tags = ['Settings'];

/** Spec 7: the organisation's locations under /api/Settings/locations. */
export const locationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    settingsApi.createLocation,
    { tags, summary: 'Create a location (422 naming each missing mandatory field)' },
    (request) => locations.createLocation(db, callerOf(request), request.body),
  );
  serveEndpoint(
    app,
    settingsApi.importLocations,
    {
      tags,
      summary: 'One location per office not yet imported for the type (10 pickup, 20 delivery)',
    },
    (request) =>
      locations.importOffices(
        db,
        callerOf(request),
        request.query.organisationId,
        request.query.locationType,
      ),
  );
  serveEndpoint(
    app,
    settingsApi.updateLocation,
    { tags, summary: 'Change a location; the default delivery location keeps its delivery access' },
    (request) =>
      locations.updateLocation(db, callerOf(request), request.params.locationId, request.body),
  );
  serveEndpoint(
    app,
    settingsApi.deleteLocation,
    { tags, summary: 'Delete a location (not the default delivery location)' },
    async (request) => {
      await locations.deleteLocation(db, callerOf(request), request.params.locationId);
    },
  );
};
