import { settingsApi } from '@dealer/domain';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { callerOf, requireCaller } from '../../http/authenticate.js';
import { serveEndpoint } from '../../http/serve-endpoint.js';
import { requireMembership } from '../access/access.service.js';
import { filesOf, requireMultipart } from '../../http/multipart-files.js';
import { mediaStorageFor } from '../files/storage/media-storage.js';
import {
  getOrganisationLogo,
  removeOrganisationLogo,
  replaceOrganisationLogo,
  requireLogoManager,
} from './organisation-logo.service.js';

const tags = ['Settings'];

/**
 * The organisation's own logo (issue 12; spec 2, Profile): read by its members, replaced with an
 * uploaded image or removed by whoever may open the profile page. Buyers see it on the item page.
 */
export const organisationLogoRoutes: FastifyPluginAsyncZod<AppContext> = async (app, ctx) => {
  requireCaller(app, ctx);
  await app.register(fastifyMultipart);
  const logoContext = { db: ctx.db, clock: ctx.clock, storage: mediaStorageFor(ctx.config) };

  serveEndpoint(
    app,
    settingsApi.organisationLogo,
    { tags, summary: "The organisation's logo" },
    async (request) => {
      await requireMembership(ctx.db, callerOf(request), request.params.organisationId);
      return getOrganisationLogo(ctx.db, request.params.organisationId);
    },
  );

  serveEndpoint(
    app,
    settingsApi.replaceOrganisationLogo,
    {
      tags,
      summary:
        'Replace the logo with one uploaded image (multipart field "files"; sniffed, at most 20 MB, stored as JPEG like item photos)',
    },
    async (request, reply) => {
      const caller = callerOf(request);
      await requireLogoManager(ctx.db, caller, request.params.organisationId);
      requireMultipart(request);
      try {
        return await replaceOrganisationLogo(
          logoContext,
          caller,
          request.params.organisationId,
          filesOf(app, request),
        );
      } catch (error) {
        // The rest of the body is not read: close the connection rather than drain it.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  serveEndpoint(
    app,
    settingsApi.removeOrganisationLogo,
    { tags, summary: 'Remove the logo (and its file)' },
    async (request) => {
      await requireLogoManager(ctx.db, callerOf(request), request.params.organisationId);
      return removeOrganisationLogo(logoContext, request.params.organisationId);
    },
  );
};
