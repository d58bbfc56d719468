import { importLocationsQuerySchema, locationRequestSchema } from '@dealer/domain';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { idTextSchema } from '@dealer/domain';
import * as locations from './locations.service.js';

const tags = ['Settings'];
const byLocation = { params: z.strictObject({ locationId: idTextSchema }) };

/** Spec 7: the organisation's locations under /api/Settings/locations. */
export const locationsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  app.post(
    '/locations',
    {
      schema: {
        tags,
        summary: 'Create a location (422 naming each missing mandatory field)',
        body: locationRequestSchema,
      },
    },
    (request) => locations.createLocation(db, callerOf(request), request.body),
  );
  app.post(
    '/locations/import',
    {
      schema: {
        tags,
        summary: 'One location per office not yet imported for the type (10 pickup, 20 delivery)',
        querystring: importLocationsQuerySchema,
      },
    },
    (request) =>
      locations.importOffices(
        db,
        callerOf(request),
        request.query.organisationId,
        request.query.locationType,
      ),
  );
  app.patch(
    '/locations/:locationId',
    {
      schema: {
        tags,
        summary: 'Change a location; the default delivery location keeps its delivery access',
        ...byLocation,
        body: locationRequestSchema,
      },
    },
    (request) =>
      locations.updateLocation(db, callerOf(request), request.params.locationId, request.body),
  );
  app.delete(
    '/locations/:locationId',
    {
      schema: {
        tags,
        summary: 'Delete a location (not the default delivery location)',
        ...byLocation,
      },
    },
    async (request, reply) => {
      await locations.deleteLocation(db, callerOf(request), request.params.locationId);
      return reply.code(204).send();
    },
  );
};
