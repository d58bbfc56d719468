import { settingsApi } from '@dealer/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import {
  getOrganisationSettings,
  saveOrganisationSettings,
} from './organisation-settings.service.js';

const tags = ['Settings'];

/** Spec 7: GET and PATCH /api/Settings/organisation/{organisationId}/settings. */
export const organisationSettingsRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  const { db } = ctx;

  serveEndpoint(
    app,
    settingsApi.organisationSettings,
    { tags, summary: "The organisation's settings (defaults until first saved; version 0)" },
    (request) => getOrganisationSettings(db, callerOf(request), request.params.organisationId),
  );

  serveEndpoint(
    app,
    settingsApi.saveOrganisationSettings,
    {
      tags,
      summary:
        'Save the whole settings object; 409 when `version` is not the stored one (saved elsewhere meanwhile), 422 naming the field of a broken rule',
    },
    (request) =>
      saveOrganisationSettings(db, callerOf(request), request.params.organisationId, request.body),
  );
};
